//! Every numeric flag of every subcommand, from a table: one above its documented
//! maximum and at 2^64 − 1 it is refused with exit code 2 and a message naming the
//! flag (never a panic, an abort or a run without end); the maximum is in its `--help`;
//! a few are taken at their maximum where that is cheap.

use crate::common::{waddle, TempDir};

const U64_MAX: &str = "18446744073709551615";
const U64_MAX_PLUS_ONE: &str = "18446744073709551616";

/// A numeric flag: the command line before it, the flag, its maximum as `--help`
/// writes it, and the smallest value above that maximum.
struct Flag {
    before: &'static [&'static str],
    flag: &'static str,
    documented: &'static str,
    above: &'static str,
}

const fn flag(
    before: &'static [&'static str],
    flag: &'static str,
    documented: &'static str,
    above: &'static str,
) -> Flag {
    Flag { before, flag, documented, above }
}

const RUN: &[&str] = &["run", "specs/programs/gcd.ron", "--entry", "gcd"];
const CHECK: &[&str] = &["check", "specs/limits"];
const OPT: &[&str] = &["opt", "specs/programs/gcd.ron"];
const FUZZ: &[&str] = &["fuzz"];
const EXPORT: &[&str] = &["export", "llvm", "specs/programs/gcd.ron"];
const EQUIV: &[&str] = &["equiv", "specs/programs/gcd.ron", "specs/programs/gcd.ron"];
const EDGE: &[&str] = &["bench", "edge-deletion"];
const DOM: &[&str] = &["bench", "dominance"];
const SKELETONS: &[&str] = &["bench", "skeletons", "--out", "target/waddle-flags-skeletons"];

/// Every numeric flag but the seeds (whose maximum is 2^64 − 1, below).
const FLAGS: &[Flag] = &[
    flag(RUN, "--fuel", "At most 10^15", "1000000000000001"),
    flag(RUN, "--depth", "At most 10^9", "1000000001"),
    flag(RUN, "--budget", "At most 1T", "1099511627777"),
    flag(RUN, "--value-bits", "At most 2^32", "4294967297"),
    flag(RUN, "--memory-bits", "At most 2^40", "1099511627777"),
    flag(CHECK, "--fuel-cap", "At most 10^15", "1000000000000001"),
    flag(CHECK, "--budget", "At most 1T", "1099511627777"),
    flag(CHECK, "--random-runs", "At most 1000000", "1000001"),
    flag(CHECK, "--time-limit", "At most a week", "604801"),
    flag(OPT, "--max-steps", "At most 100000", "100001"),
    flag(OPT, "--fuel", "fuel cap of 10^8", "100000001"),
    flag(OPT, "--threshold", "2^63 − 1", "9223372036854775808"),
    flag(FUZZ, "--count", "At most 10^12", "1000000000001"),
    flag(FUZZ, "--time", "at most a week", "604801"),
    flag(FUZZ, "--steps", "At most 100000", "100001"),
    flag(FUZZ, "--runs", "At most 10000", "10001"),
    flag(FUZZ, "--jobs", "At most 1024", "1025"),
    flag(FUZZ, "--shrink", "At most 100000", "100001"),
    flag(FUZZ, "--size", "1 to 200", "201"),
    flag(FUZZ, "--time-limit", "at most a week", "604801"),
    flag(EXPORT, "--run", "At most 100000", "100001"),
    flag(EQUIV, "--max-output", "At most 4G", "4294967297"),
    flag(EQUIV, "--report-lines", "At most 1000000", "1000001"),
    flag(EQUIV, "--fuel", "at most 10^15", "1000000000000001"),
    flag(EQUIV, "--time-limit", "at most a week", "604801"),
    flag(EQUIV, "--jobs", "At most 1024", "1025"),
    flag(EQUIV, "--random-runs", "At most 10^12", "1000000000001"),
    flag(EDGE, "--trials", "1 to 50", "51"),
    flag(EDGE, "--deletions", "0 to 1000", "1001"),
    flag(EDGE, "--copies", "1 to 1000", "1001"),
    flag(DOM, "--sizes", "10 to 20000", "20001"),
    flag(DOM, "--trials", "1 to 50", "51"),
    flag(DOM, "--queries", "1 to 10000000", "10000001"),
    flag(DOM, "--deletions", "0 to 1000", "1001"),
    flag(DOM, "--splits", "1 to 100000", "100001"),
    flag(SKELETONS, "--files", "0 to 1000", "1001"),
    flag(SKELETONS, "--functions", "0 to 10000", "10001"),
    flag(&["bench", "passes"], "--trials", "1 to 50", "51"),
    flag(&["bench", "opt"], "--trials", "1 to 50", "51"),
    flag(&["bench", "fuzz"], "--seconds", "at most a week", "604801"),
    flag(&["bench", "report"], "--blocks", "10 to 20000", "20001"),
    flag(&["bench", "report"], "--trials", "1 to 50", "51"),
    flag(&["bench", "interp"], "--seconds", "at most a week", "604801"),
    flag(&["bench", "llvm"], "--runs", "1 to 50", "51"),
];

/// The seeds take every 64-bit value: 2^64 − 1 is their maximum.
const SEEDS: &[&[&str]] = &[CHECK, FUZZ, EQUIV, &["bench", "fuzz"], SKELETONS];

fn refused(before: &[&str], flag: &str, value: &str) {
    let args = [before, &[flag, value]].concat();
    let (code, out, err) = waddle(&args);
    assert_eq!(code, 2, "{args:?}:\n{out}{err}");
    assert!(err.contains(flag), "{args:?}: the message does not name {flag}:\n{err}");
    assert!(!err.contains("panicked"), "{args:?}:\n{err}");
}

#[test]
fn every_numeric_flag_is_refused_above_its_maximum_naming_the_flag() {
    for f in FLAGS {
        refused(f.before, f.flag, f.above);
        refused(f.before, f.flag, U64_MAX);
    }
    for before in SEEDS {
        refused(before, "--seed", U64_MAX_PLUS_ONE);
        // Each seed's message is about the value, whatever is wrong with it.
        for (bad, says) in [("x", "`x` is not a seed"), ("-1", "`-1` is negative"), (U64_MAX_PLUS_ONE, "above")] {
            let args = [*before, &["--seed", bad][..]].concat();
            let (code, _, err) = waddle(&args);
            assert_eq!(code, 2, "{args:?}: {err}");
            assert!(err.contains(says), "{args:?}: {err}");
        }
    }
    let (code, _, err) = waddle(&[OPT, &["--threshold", "ten"]].concat());
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("`ten` is not a whole number (from -9223372036854775808 to"), "{err}");
}

/// A value too large for any integer is refused with the flag's own maximum, never
/// with the largest 64-bit value as if that were the limit.
#[test]
fn a_value_past_every_integer_is_refused_with_the_flags_own_maximum() {
    for f in FLAGS {
        let args = [f.before, &[f.flag, U64_MAX_PLUS_ONE]].concat();
        let (code, _, err) = waddle(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(f.flag) && !err.contains(U64_MAX), "{args:?}: {err}");
    }
}

/// The help of `flag` in a `--help` text: its line and the lines that follow it up to
/// the next option, joined.
fn help_of(out: &str, flag: &str) -> Option<String> {
    let names = |l: &str| {
        let l = l.trim_start();
        // `-o, --output <OUTPUT>` or `--fuel <FUEL>`: the option a line introduces.
        let l = if l.len() > 4 && l.as_bytes()[0] == b'-' && &l[2..4] == ", " { &l[4..] } else { l };
        l.starts_with(&format!("{flag} "))
    };
    let mut lines = out.lines().skip_while(|l| !names(l));
    let first = lines.next()?;
    let rest = lines.take_while(|l| !l.trim_start().starts_with('-') && !l.trim().is_empty());
    Some(std::iter::once(first).chain(rest).flat_map(str::split_whitespace).collect::<Vec<_>>().join(" "))
}

#[test]
fn every_numeric_flag_documents_its_maximum_in_its_help() {
    for f in FLAGS.iter().filter(|f| !f.documented.is_empty()) {
        // The subcommand's help: the words before the first file or flag argument.
        let sub: Vec<&str> = f.before.iter().take_while(|w| !w.contains('/') && !w.starts_with('-')).copied().collect();
        let (code, out, err) = waddle(&[&sub[..], &["--help"]].concat());
        assert_eq!(code, 0, "{sub:?}: {err}");
        let text = help_of(&out, f.flag).unwrap_or_else(|| panic!("{sub:?} has no {}:\n{out}", f.flag));
        assert!(text.contains(f.documented), "{sub:?} {}: no `{}` in its help: {text}", f.flag, f.documented);
    }
    for before in SEEDS {
        let sub: Vec<&str> = before.iter().take_while(|w| !w.contains('/') && !w.starts_with('-')).copied().collect();
        let (_, out, _) = waddle(&[&sub[..], &["--help"]].concat());
        assert!(out.contains("2^64 − 1"), "{sub:?}: the seed's range is not in its help:\n{out}");
    }
}

#[test]
fn negative_values_are_refused_with_a_message_about_the_value() {
    for (before, flag) in [
        (RUN, "--memory-bits"),
        (FUZZ, "--steps"),
        (&["bench", "report"][..], "--blocks"),
        (OPT, "--max-steps"),
        (OPT, "--fuel"),
    ] {
        let args = [before, &[flag, "-3"]].concat();
        let (code, _, err) = waddle(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(&format!("for '{flag}")) && err.contains("`-3` is negative"), "{args:?}: {err}");
    }
}

#[test]
fn flags_at_their_maximum_are_accepted() {
    let at_max = [
        "--fuel",
        "1000000000000000",
        "--depth",
        "1000000000",
        "--budget",
        "1T",
        "--value-bits",
        "4294967296",
        "--memory-bits",
        "1099511627776",
    ];
    let (code, out, err) = waddle(&[RUN, &["--args", "48", "18"], &at_max[..]].concat());
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with("outcome: halt(6)"), "{out}");
    let (code, out, err) = waddle(&["fuzz", "--count", "1", "--seed", U64_MAX, "--steps", "100", "--shrink", "100000"]);
    assert_eq!(code, 0, "{out}{err}");
    let (code, out, err) = waddle(&[CHECK, &["--fuel-cap", "1000000000000000", "--seed", U64_MAX]].concat());
    assert_eq!(code, 0, "{out}{err}");
    let (code, out, err) = waddle(&[SKELETONS, &["--files", "0", "--functions", "10000", "--seed", U64_MAX]].concat());
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.is_empty(), "no file is written for --files 0: {out}");
}

/// `fuzz --llvm`'s size and time limit are the ones given: a command slower than the
/// limit fails on its first program; any size up to the maximum exports.
#[test]
fn fuzz_llvm_takes_its_size_and_time_limit() {
    let tmp = TempDir::new("fuzz-llvm-flags");
    let dir = tmp.join("out");
    let out = dir.to_str().unwrap();
    let slow =
        ["fuzz", "--llvm", "sleep 1; cat", "--count", "1", "--time-limit", "100ms", "--shrink", "0", "--out", out];
    let (code, text, err) = waddle(&slow);
    assert_eq!(code, 1, "{text}{err}");
    assert!(text.contains("the pass did not finish within the time limit of 100ms"), "{text}");
    for size in ["1", "200"] {
        let (code, text, err) = waddle(&["fuzz", "--llvm", "cat", "--count", "2", "--size", size, "--out", out]);
        assert_eq!(code, 0, "--size {size}: {text}{err}");
        assert!(text.contains("2 programs in ") && text.contains("2 exported pairs refine"), "--size {size}: {text}");
    }
    let (code, _, err) = waddle(&["fuzz", "--size", "5"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--size belongs with --llvm CMD"), "{err}");
    // A pass whose every AFTER waddle cannot read validates nothing: no verdict, exit 3.
    let unread = ["fuzz", "--llvm", "sed 's/ ret / rett /'", "--count", "2", "--out", out];
    let (code, text, err) = waddle(&unread);
    assert_eq!(code, 3, "{text}{err}");
    assert!(text.contains("2 with an AFTER waddle does not read") && text.contains("no verdict"), "{text}");
}
