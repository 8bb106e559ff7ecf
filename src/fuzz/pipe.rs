//! A shell command run as a filter, standard input to standard output, in a process
//! group of its own that is killed when the command ends or its time is up, so that no
//! process of it outlives its answer.

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The most bytes kept of each output of the command.
const CAP: usize = 64 << 20;

/// Runs `command` (through `sh -c`) on `input`; its standard output, or why there is
/// none (it could not start, it failed with its last line of standard error, it did
/// not finish within `limit`).
pub fn filter(command: &str, input: &str, limit: Duration) -> Result<String, String> {
    let mut cmd = Command::new("sh");
    cmd.arg("-c").arg(command).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut cmd, 0);
    let mut child = cmd.spawn().map_err(|e| format!("cannot start `{command}`: {e}"))?;
    let pgid = child.id();
    let mut stdin = child.stdin.take();
    let text = input.to_string();
    let writer = std::thread::spawn(move || {
        if let Some(s) = stdin.as_mut() {
            let _ = s.write_all(text.as_bytes());
        }
    });
    let read = |from: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut kept = Vec::new();
            if let Some(from) = from {
                let _ = from.take(CAP as u64).read_to_end(&mut kept);
            }
            kept
        })
    };
    let out = read(child.stdout.take().map(|o| Box::new(o) as Box<dyn Read + Send>));
    let err = read(child.stderr.take().map(|e| Box::new(e) as Box<dyn Read + Send>));
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) if out.is_finished() && err.is_finished() => break Ok(s),
            Ok(_) if start.elapsed() > limit => break Err(format!("`{command}` did not finish within {limit:?}")),
            Ok(_) => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => break Err(format!("cannot wait for `{command}`: {e}")),
        }
    };
    kill_group(pgid);
    let _ = child.kill();
    let _ = child.wait();
    let status = status?;
    let stdout = if out.is_finished() { out.join().unwrap_or_default() } else { Vec::new() };
    let stderr = if err.is_finished() { err.join().unwrap_or_default() } else { Vec::new() };
    if writer.is_finished() {
        let _ = writer.join();
    }
    if !status.success() {
        let stderr = String::from_utf8_lossy(&stderr);
        let last = stderr.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").trim();
        return Err(format!("`{command}` failed ({status}): {last}"));
    }
    String::from_utf8(stdout).map_err(|_| format!("`{command}` printed bytes that are not UTF-8"))
}

/// Kills every process of the group `pgid` (the shell's id), with the shell's `kill`.
fn kill_group(pgid: u32) {
    let _ = Command::new("sh")
        .arg("-c")
        .arg(format!("kill -KILL -{pgid} 2>/dev/null"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
}
