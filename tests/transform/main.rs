//! The transformations on chosen programs: the contract of edge-set splitting, the plain
//! IR edits, the loop passes, inlining and jump threading (their refusals located at the
//! spec's step), and `waddle opt`.

#[path = "../common/mod.rs"]
mod common;

mod deletion;
mod dom_labels;
mod edit;
mod inlining;
mod lazy_repair;
mod loop_passes;
mod opt;
mod origins;
mod split_contract;
