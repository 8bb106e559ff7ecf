//! The checker as a library, as a pass author calls it from a test: a transformation
//! given as a closure over the maintained function, checked by `World::check_edit`;
//! and settings passed as values, so that checks with different settings run side by
//! side in one process.

use std::path::Path;
use waddle::check::{check_spec_file, World};
use waddle::oracle::{Config, RunSpec, Theorem};

fn gcd_world() -> World {
    let text = std::fs::read_to_string("specs/programs/gcd.ron").unwrap();
    let mut program = waddle::format::parse_program(&text).expect("it parses").program;
    waddle::canon::canonicalize_program(&mut program).expect("it is reducible");
    World::enter(program).expect("every function enters")
}

/// A wrong edit (deleting the loop's live exit edge) is caught by semantic
/// equivalence, with the readable diff, and the world is left as it was.
#[test]
fn a_wrong_edit_is_caught_with_its_diff_and_the_world_is_unchanged() {
    let world = gcd_world();
    let before = waddle::format::write_program(world.program());
    let runs = [RunSpec::new("gcd", &["48", "18"])];
    let report = world
        .check_edit(
            "gcd",
            |m| {
                let f = m.function();
                let (a, c) = (f.block_by_name("a").unwrap(), f.block_by_name("c").unwrap());
                m.delete_edge(a, c)
            },
            &runs,
            &Config::default(),
        )
        .expect("the deletion applies");
    assert!(!report.passed());
    let f = report.failures.iter().find(|f| f.theorem == Some(Theorem::Equivalence)).expect("equivalence fails");
    assert_eq!(f.title, "semantic equivalence fails for run gcd(48, 18)");
    let diff = f.details.join("\n");
    // Without its exit test the loop runs once more and divides by zero.
    assert!(diff.starts_with("the effect traces differ\noutcome before: halt(6)"), "{diff}");
    assert!(diff.contains("after: halt(ex(division by zero))"), "{diff}");
    assert_eq!(waddle::format::write_program(world.program()), before, "check_edit changes nothing");
}

/// An edit the transformation refuses, and a function that does not exist, are errors,
/// not verdicts.
#[test]
fn a_refused_edit_and_an_unknown_function_are_errors() {
    let world = gcd_world();
    let refused = world.check_edit(
        "gcd",
        |m| m.unroll(m.function().block_by_name("c").unwrap(), 2).map(drop),
        &[],
        &Config::default(),
    );
    assert!(refused.is_err_and(|e| e.0.contains("heads no loop")));
    let unknown = world.check_edit("lcm", |_| Ok(()), &[], &Config::default());
    assert!(unknown.is_err_and(|e| e.0.contains("no function `lcm`")));
}

/// Two checks of one spec with different settings, at the same time on two threads:
/// each sees only its own `Config` (without random runs the spec checks no run and
/// warns; with them it does not warn).
#[test]
fn checks_with_different_settings_run_side_by_side() {
    let spec = Path::new("specs/paper/fig4-delete-b-d.ron");
    let without = Config::default();
    let with = Config { random_runs: 5, seed: 3, ..Config::default() };
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(|| check_spec_file(spec, &without).expect("valid spec"));
        let b = s.spawn(|| check_spec_file(spec, &with).expect("valid spec"));
        (a.join().unwrap(), b.join().unwrap())
    });
    let warns = |r: &waddle::check::SpecResult| r.warnings.iter().any(|w| w.contains("no run checks"));
    assert!(a.passed() && warns(&a), "{:?}", a.warnings);
    assert!(!warns(&b), "{:?}", b.warnings);
    let strict = Config { strict: true, ..Config::default() };
    let c = check_spec_file(spec, &strict).expect("valid spec");
    assert!(!c.passed(), "--strict makes the warning a failure");
}
