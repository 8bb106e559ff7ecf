//! The processes a pass left behind outside its process group: each run of a pass
//! carries a mark in its environment, which every process it starts inherits, even
//! one that makes a session of its own (`setsid`) where killing the group does not
//! reach it; after the run, the processes whose environment (read from `/proc`, a
//! kernel file) holds the mark are killed.

use std::process::{Command, Stdio};

/// The environment variable that marks every process of one run of a pass: a process
/// that leaves the pass's group (`setsid`, a new session) keeps it, and is found by it.
pub const MARK_VAR: &str = "WADDLE_PASS_RUN";

/// A mark no other run of a pass has: this process's id, the thread's, and the time
/// in nanoseconds (one thread starts one pass at a time).
pub fn new_mark() -> String {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    format!("{}-{:?}-{nanos}", std::process::id(), std::thread::current().id())
}

/// Kills every process whose environment carries `mark` (read from `/proc`, where a
/// process's environment is readable by its user): those of a pass that left its
/// process group, which killing the group misses. Returns how many there were.
pub fn kill_marked(mark: &str) -> usize {
    let entry = format!("{MARK_VAR}={mark}");
    let Ok(dir) = std::fs::read_dir("/proc") else { return 0 };
    let me = std::process::id();
    let pids: Vec<u32> = dir
        .filter_map(|e| e.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|&p| p != me)
        .filter(|p| {
            std::fs::read(format!("/proc/{p}/environ"))
                .is_ok_and(|env| env.split(|&b| b == 0).any(|var| var == entry.as_bytes()))
        })
        .collect();
    if !pids.is_empty() {
        let list: Vec<String> = pids.iter().map(u32::to_string).collect();
        let _ = Command::new("sh")
            .arg("-c")
            .arg(format!("kill -KILL {} 2>/dev/null", list.join(" ")))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
    pids.len()
}
