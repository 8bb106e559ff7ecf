//! One test per `.ron` file under `specs/`: programs must verify, specs must pass.
//! `cargo test --test specs -- --list` lists them by name.

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::PathBuf;
use waddle::check::driver::{self, FileOutcome};
use waddle::diag::{render, Source};

fn main() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let files = driver::collect(&[root.join("specs")]).expect("the specs folder is readable");
    let trials = files
        .into_iter()
        .map(|path| {
            let name = path.strip_prefix(&root).unwrap_or(&path).display().to_string();
            Trial::test(name, move || match driver::check_file(&path, &waddle::oracle::Config::default()) {
                FileOutcome::ProgramOk | FileOutcome::SpecPassed(_) => Ok(()),
                FileOutcome::SpecFailed(r) => {
                    Err(Failed::from(r.failures.iter().map(|f| f.to_string()).collect::<Vec<_>>().join("")))
                }
                FileOutcome::Bad(b) => {
                    Err(Failed::from(render(&b.errors, Some(&Source { name: &b.file, text: &b.text }))))
                }
            })
        })
        .collect();
    libtest_mimic::run(&Arguments::from_args(), trials).exit();
}
