//! Machine-readable reports of `waddle check` (`--format json`). The checker builds
//! plain values; serialization stays here, at the format boundary.

/// One checked file.
pub struct FileReport {
    pub file: String,
    /// `program` or `spec`.
    pub kind: &'static str,
    /// `ok`, `fail` or `bad-input`.
    pub status: &'static str,
    pub steps: usize,
    /// `(step, title, details)`; steps count from 1.
    pub failures: Vec<(usize, String, Vec<String>)>,
    /// Rendered diagnostics, for bad input.
    pub errors: Vec<String>,
    /// Negative specs: the titles of the failures expected and seen.
    pub expected: Vec<String>,
    /// Warnings: the steps' equivalence checked by no run, or only vacuously.
    pub warnings: Vec<String>,
}

/// The whole run as a JSON document: files, totals, and rule coverage when given.
pub fn check_json(
    files: &[FileReport],
    passed: usize,
    failed: usize,
    bad_input: usize,
    coverage: Option<&[(&str, u64)]>,
) -> String {
    let files: Vec<serde_json::Value> = files
        .iter()
        .map(|f| {
            serde_json::json!({
                "file": f.file,
                "kind": f.kind,
                "status": f.status,
                "steps": f.steps,
                "failures": f.failures.iter().map(|(step, title, details)| serde_json::json!({
                    "step": step, "title": title, "details": details,
                })).collect::<Vec<_>>(),
                "errors": f.errors,
                "expected_failures": f.expected,
                "warnings": f.warnings,
            })
        })
        .collect();
    let mut doc = serde_json::json!({ "files": files, "passed": passed, "failed": failed, "bad_input": bad_input });
    if let Some(cov) = coverage {
        let map: serde_json::Map<String, serde_json::Value> =
            cov.iter().map(|(rule, n)| (rule.to_string(), serde_json::Value::from(*n))).collect();
        doc["coverage"] = serde_json::Value::Object(map);
    }
    serde_json::to_string_pretty(&doc).expect("JSON values serialize")
}

/// The document with the count of specs that have warnings (`"warned"`).
pub fn with_warned(doc: &str, warned: usize) -> String {
    with_count(doc, "warned", warned)
}

/// The document with a top-level count `key` (`warned`, `no_verdict`).
pub fn with_count(doc: &str, key: &str, n: usize) -> String {
    match serde_json::from_str::<serde_json::Value>(doc) {
        Ok(mut v) => {
            v[key] = serde_json::Value::from(n);
            serde_json::to_string_pretty(&v).expect("JSON values serialize")
        }
        Err(_) => doc.to_string(),
    }
}
