//! Shared test helpers: the crate root, listing fixture files, running the `waddle`
//! binary (compared with a snapshot re-blessed by `WADDLE_BLESS=1`, through
//! `waddle::format::bless`), asserting a located refusal of a spec step, and the
//! temporary folders of tests (`TempDir`, removed when the test ends).
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A fresh folder `waddle-NAME-PID-N` under the system's temporary folder for one
/// test, removed with everything in it when dropped: when the test ends, passed or
/// failed. `N` counts the folders of the process, so two tests running at once never
/// share one. It derefs to its path (`dir.join("a.ron")`).
pub struct TempDir(PathBuf);

impl TempDir {
    /// The folder, emptied if an earlier process with this id left it behind.
    pub fn new(name: &str) -> TempDir {
        static MADE: AtomicUsize = AtomicUsize::new(0);
        let n = MADE.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("waddle-{name}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("cannot make {}: {e}", dir.display()));
        TempDir(dir)
    }

    /// Writes `bytes` to the file `name` in the folder; returns its path.
    pub fn file(&self, name: &str, bytes: impl AsRef<[u8]>) -> PathBuf {
        let p = self.0.join(name);
        std::fs::write(&p, bytes).unwrap_or_else(|e| panic!("cannot write {}: {e}", p.display()));
        p
    }
}

impl std::ops::Deref for TempDir {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for TempDir {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Files under `dir` (relative to the crate root) with extension `ext`, sorted.
pub fn files(dir: &str, ext: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
        .unwrap_or_else(|e| panic!("cannot list {dir}: {e}"))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == ext))
        .collect();
    v.sort();
    v
}

/// The error is located on `line` of the spec, inside the step written from column 9
/// as `Step(apply: STEP)`: at the name the message quotes, or at the whole step.
pub fn assert_located_in_step(stderr: &str, tag: &str, line: usize, step: &str) {
    let marker = format!("{tag}.ron:{line}:");
    let col: usize = stderr
        .split(&marker)
        .nth(1)
        .and_then(|rest| rest.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("not located on line {line} of the step:\n{stderr}"));
    assert!((9..9 + "Step(apply: ".len() + step.len()).contains(&col), "not located in the step:\n{stderr}");
}

/// `waddle check ARGS…` from the project root: exit code, standard output and error.
pub fn waddle_check(args: &[&str]) -> (i32, String, String) {
    waddle(&[&["check"], args].concat())
}

/// `waddle ARGS…` from the project root: exit code, standard output and error.
pub fn waddle(args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_waddle"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .output()
        .expect("run waddle");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code().expect("exited normally"), text(&out.stdout), text(&out.stderr))
}

/// `waddle ARGS…` compared with the snapshot `tests/snapshots/NAME` (exit code, standard
/// output, standard error); returns the exit code and both outputs.
pub fn waddle_snapshot(name: &str, args: &[&str]) -> (i32, String, String) {
    let (code, stdout, stderr) = waddle(args);
    let shown = format!("$ waddle {}\nexit: {code}\n--- stdout\n{stdout}--- stderr\n{stderr}", args.join(" "));
    if let Err(e) = waddle::format::bless::snapshot(&root().join("tests/snapshots").join(name), &shown) {
        panic!("{e}");
    }
    (code, stdout, stderr)
}

/// Writes a one-step spec on the bundled program `specs/programs/PROGRAM` (its step on
/// line 4, from column 9), checks it, and asserts that the step cannot apply: exit code
/// 2, `message` on standard error, located inside the step.
pub fn assert_step_refused(suite: &str, tag: &str, program: &str, step: &str, message: &str) {
    let dir = TempDir::new(&format!("{suite}-{tag}"));
    let spec = dir.join(format!("{tag}.ron"));
    let program = root().join("specs/programs").join(program);
    let text = format!(
        "Spec(\n    program: Path({:?}),\n    steps: [\n        Step(apply: {step}),\n    ],\n)\n",
        program.display().to_string()
    );
    std::fs::write(&spec, text).unwrap();
    let (code, stdout, stderr) = waddle_check(&[spec.to_str().unwrap()]);
    assert_eq!(code, 2, "{stdout}{stderr}");
    assert!(stderr.contains(message), "no `{message}` in:\n{stderr}");
    assert_located_in_step(&stderr, tag, 4, step);
}
