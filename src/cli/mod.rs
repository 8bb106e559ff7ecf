//! The subcommands of `waddle`, one file each. Each file defines its clap `Args` and a
//! `run(args) -> ExitCode` that parses, calls the library and prints; `main.rs` only
//! parses the command line and dispatches here.
//!
//! Exit codes: 0 success, 1 a check or run found a problem, 2 bad input (unreadable
//! file, malformed RON, a program that does not verify, bad arguments).
//! `waddle run`: 0 when the run halted, with `halt(v)` or `halt(ex(err))` alike (a
//! program error is a normal outcome), 3 when a limit left it incomplete, 4 on an
//! interpreter error (a stuck configuration, which a verified program never reaches).

pub mod bench;
pub mod canon;
pub mod check;
pub mod dot;
pub mod equiv;
pub mod export;
pub mod fmt;
pub mod fuzz;
pub mod import;
pub mod loops;
pub mod opt;
pub mod run;
pub mod verify;

use std::path::Path;
use std::process::ExitCode;
use waddle::check::pair::load_waddle;
use waddle::diag;
use waddle::exec::budget::MAX_BUDGET;
use waddle::format;
use waddle::oracle::{CheckLimits, RunSpec};

/// Reads and verifies a program file, rendering any errors to stderr.
pub fn load(path: &Path) -> Result<format::Parsed, ExitCode> {
    load_waddle(path).map_err(|bad| {
        eprint!("{}", bad.render(diag::stderr_is_terminal()));
        ExitCode::from(2)
    })
}

/// A run on the command line: `main 4 0` or `main(4, 0)` (`waddle opt --check`,
/// `waddle equiv --runs`).
pub fn parse_run(text: &str, fuel: u64) -> Option<RunSpec> {
    let text = text.trim();
    let (entry, args): (&str, Vec<String>) = match text.split_once('(') {
        Some((e, rest)) => {
            let inner = rest.strip_suffix(')')?;
            let args = inner.split(',').map(|a| a.trim().to_string()).filter(|a| !a.is_empty()).collect();
            (e.trim(), args)
        }
        None => {
            let mut words = text.split_whitespace();
            (words.next()?, words.map(str::to_string).collect())
        }
    };
    let entry = entry.to_string();
    (!entry.is_empty()).then_some(RunSpec { entry, args, oracle: None, fuel, budget: None })
}

/// Every run of a command line's list (`flag` names the option in the message), or exit
/// code 2 after saying which one is not a run.
pub fn parse_runs(texts: &[String], fuel: u64, flag: &str) -> Result<Vec<RunSpec>, ExitCode> {
    // `--runs gcd 4 5` unquoted: the shell gave the arguments as runs of their own.
    let bare_word = |t: &str| !t.is_empty() && t.chars().all(|c| c.is_alphanumeric() || "_.$".contains(c));
    let number = |t: &str| t.strip_prefix('-').unwrap_or(t).bytes().all(|b| b.is_ascii_digit()) && t != "-";
    let split =
        |i: usize| bare_word(&texts[i]) && !number(&texts[i]) && !texts[i + 1].is_empty() && number(&texts[i + 1]);
    if let Some(i) = (0..texts.len().saturating_sub(1)).find(|&i| split(i)) {
        let entry = &texts[i];
        let args: Vec<&str> = texts[i + 1..].iter().take_while(|t| number(t)).map(String::as_str).collect();
        eprintln!(
            "error: {flag} `{entry}` then `{}` read as runs of their own: a run and its arguments are one value, quoted: {flag} '{entry} {}'",
            args.join("`, `"),
            args.join(" ")
        );
        return Err(ExitCode::from(2));
    }
    texts
        .iter()
        .map(|r| {
            parse_run(r, fuel).ok_or_else(|| {
                eprintln!("error: {flag} `{r}` is not a run: write `ENTRY ARG…` or `ENTRY(ARG, …)`");
                ExitCode::from(2)
            })
        })
        .collect()
}

/// A seed (`--seed`): a whole number from 0 to 2^64 − 1. Negative numbers reach this
/// parser (with `allow_negative_numbers`), so the message is about the value.
pub fn seed(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let digits = t.strip_prefix('-').unwrap_or(t);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("`{t}` is not a seed (a whole number from 0 to {})", u64::MAX));
    }
    if t.starts_with('-') {
        return Err(format!("`{t}` is negative: a seed is a whole number from 0 to {}", u64::MAX));
    }
    t.parse().map_err(|_| format!("`{t}` is above the largest seed, {}", u64::MAX))
}

/// A signed whole number (`opt --threshold`), from −2^63 to 2^63 − 1.
pub fn whole(s: &str) -> Result<i64, String> {
    let t = s.trim();
    let digits = t.strip_prefix('-').unwrap_or(t);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("`{t}` is not a whole number (from {} to {})", i64::MIN, i64::MAX));
    }
    t.parse().map_err(|_| format!("`{t}` is out of range: a whole number from {} to {}", i64::MIN, i64::MAX))
}

/// A count from 0 to `max`, a limit with a reason of its own: a value above it (even
/// one too large for any integer) is refused with `above(text)`, which says the
/// maximum and why; a negative value or another word, with the range.
pub fn count_within(s: &str, max: u64, above: impl Fn(&str) -> String) -> Result<u64, String> {
    let t = s.trim();
    if t.starts_with('-') && t.len() > 1 && t[1..].bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("`{t}` is negative: a limit is a whole number from 0 to {max}"));
    }
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("`{t}` is not a whole number (a limit is a count from 0 to {max})"));
    }
    match t.parse::<u64>() {
        Ok(n) if n <= max => Ok(n),
        _ => Err(above(t)),
    }
}

/// A whole number from `min` to `max` (a count, a size, a limit), as the parser clap
/// calls for a flag: a value out of range is refused with the flag's name (exit 2), so
/// no size that memory or time follows reaches the library unbounded. Negative numbers
/// reach this parser (with `allow_negative_numbers`), so the message is about the value.
pub fn ranged<T: TryFrom<u64>>(min: u64, max: u64) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync {
    move |s: &str| {
        let t = s.trim();
        let range = format!("a whole number from {min} to {max}");
        if t.starts_with('-') && t.len() > 1 && t[1..].bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!("`{t}` is negative: give {range}"));
        }
        if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!("`{t}` is not {range}"));
        }
        match t.parse::<u64>() {
            Ok(n) if n < min => Err(format!("`{t}` is below the minimum of {min}")),
            Ok(n) if n <= max => T::try_from(n).map_err(|_| format!("`{t}` is above the maximum of {max}")),
            _ => Err(format!("`{t}` is above the maximum of {max}")),
        }
    }
}

/// The most fuel a run may be given (`run --fuel`, `check --fuel-cap`): 10^15 units,
/// days of steps; the checker's retries multiply a run's fuel by 100 at most, which
/// stays far inside 64 bits.
pub const MAX_FUEL: u64 = 1_000_000_000_000_000;

/// The deepest call stack a run may be given (`run --depth`): 10^9 frames (each frame
/// is charged to the budget as it is pushed).
pub const MAX_DEPTH: u64 = 1_000_000_000;

/// The most worker threads a flag asks for (`fuzz --jobs`): 1024.
pub const MAX_JOBS: u64 = 1024;

/// `--budget`: a size as `parse_bytes` reads it, at most `MAX_BUDGET`.
pub fn budget(text: &str) -> Result<u64, String> {
    let n = parse_bytes(text)?;
    if n > MAX_BUDGET {
        return Err(format!("`{}` is above the maximum of 1T ({MAX_BUDGET} bytes)", text.trim()));
    }
    Ok(n)
}

/// A measuring time in seconds (`bench fuzz --seconds`, `bench interp --seconds`): a
/// number above 0 and at most a week (`MAX_DURATION`).
pub fn seconds(text: &str) -> Result<f64, String> {
    let t = text.trim();
    let max = MAX_DURATION.as_secs();
    match t.parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 && s <= max as f64 => Ok(s),
        Ok(s) if s.is_finite() && s > 0.0 => Err(format!("`{t}` is above the maximum of a week ({max} seconds)")),
        _ => Err(format!("`{t}` is not a number of seconds above 0 and at most {max} (a week)")),
    }
}

/// The fuel of a compared run (`equiv --fuel`, `opt --fuel`): a count at most the
/// checker's fuel cap, since every compared run and its retries are capped there.
pub fn check_fuel(s: &str) -> Result<u64, String> {
    let cap = CheckLimits::DEFAULT_FUEL_CAP;
    count_within(s, cap, |t| {
        format!("{t} is above the checker's fuel cap of {cap} units, where every compared run stops")
    })
}

/// The longest time limit a flag takes: a week.
pub const MAX_DURATION: std::time::Duration = std::time::Duration::from_secs(7 * 24 * 3600);

/// `60s`, `2m`, `500ms`, or a number of seconds, at most `MAX_DURATION`.
pub fn parse_duration(text: &str) -> Result<std::time::Duration, String> {
    let t = text.trim();
    let (num, unit) = t.split_at(t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len()));
    let n: u64 = match num.parse() {
        Ok(n) => n,
        Err(_) if !num.is_empty() => u64::MAX,
        Err(_) => return Err(format!("`{text}` is not a duration (e.g. 60s, 2m, 500ms)")),
    };
    let d = match unit {
        "" | "s" => std::time::Duration::from_secs(n),
        "ms" => std::time::Duration::from_millis(n),
        "m" => std::time::Duration::from_secs(n.saturating_mul(60)),
        _ => return Err(format!("`{text}`: unknown unit `{unit}` (use ms, s or m)")),
    };
    if d > MAX_DURATION {
        return Err(format!("`{text}` is above the maximum of a week ({}s)", MAX_DURATION.as_secs()));
    }
    Ok(d)
}

/// Makes a failed print end the program as a failed write should, not as a panic (the
/// standard library reports a failed `println!` as one): a closed standard output or
/// error ends it quietly, as the Unix tools end (`waddle run --trace … | head`), with
/// exit code 141 (a broken pipe's); any other failure of standard output (a full
/// disk, `> /dev/full`) is said on standard error with exit code 2, and one of
/// standard error ends it with exit code 2 and no word (there is nowhere to say it).
/// Every other panic is reported as before.
pub fn end_on_failed_print() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let text = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        if text.starts_with("failed printing to std") && text.contains("Broken pipe") {
            std::process::exit(141);
        }
        if let Some(why) = text.strip_prefix("failed printing to stdout: ") {
            let line = format!("error: cannot write the output: {why}\n");
            let _ = std::io::Write::write_all(&mut std::io::stderr(), line.as_bytes());
            std::process::exit(2);
        }
        if text.starts_with("failed printing to stderr") {
            std::process::exit(2);
        }
        default(info);
    }));
}

/// Writes `text` to standard output for a command whose exit code says what it found
/// (a run's outcome, a verdict): a reader that went away is not an error of the
/// command (`None`, the exit code stays the finding's); any other failure is said, and
/// the command exits with `Some(2)` (`output_failed`).
pub fn print_finding(text: &str) -> Option<ExitCode> {
    match std::io::Write::write_all(&mut std::io::stdout().lock(), text.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Some(output_failed(&e)),
        _ => None,
    }
}

/// A writer for output streamed while a program runs, which keeps the first error of
/// a write: the run goes on (a write that fails is not an error of the run), and
/// `finish` then tells the command whether its output was lost.
pub struct WatchedOutput<W: std::io::Write> {
    inner: W,
    failed: Option<std::io::Error>,
}

impl<W: std::io::Write> WatchedOutput<W> {
    pub fn new(inner: W) -> WatchedOutput<W> {
        WatchedOutput { inner, failed: None }
    }

    /// Flushes; `Some(2)` when a write failed otherwise than by a reader that went
    /// away (said on standard error, as `print_finding` says it).
    pub fn finish(mut self) -> Option<ExitCode> {
        let _ = std::io::Write::flush(&mut self);
        match self.failed {
            Some(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Some(output_failed(&e)),
            _ => None,
        }
    }

    fn keep<T>(&mut self, r: std::io::Result<T>) -> std::io::Result<T> {
        if let Err(e) = &r {
            if self.failed.is_none() {
                self.failed = Some(std::io::Error::new(e.kind(), e.to_string()));
            }
        }
        r
    }
}

impl<W: std::io::Write> std::io::Write for WatchedOutput<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let r = self.inner.write(buf);
        self.keep(r)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        let r = self.inner.flush();
        self.keep(r)
    }
}

/// The end of a command whose output could not be written: a reader that went away
/// (`waddle loops BIG.ron | head`) ends it quietly with a broken pipe's exit code 141,
/// as it ends the Unix tools; any other failure is said, with exit code 2.
pub fn output_failed(e: &std::io::Error) -> ExitCode {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        return ExitCode::from(141);
    }
    let _ =
        std::io::Write::write_all(&mut std::io::stderr(), format!("error: cannot write the output: {e}\n").as_bytes());
    ExitCode::from(2)
}

/// Writes `text` to the file `-o` names; `Err` is the message to print. A FIFO is
/// refused: opening one blocks until something reads it, which would leave the command
/// waiting without a word.
pub fn write_file(out: &std::path::Path, text: &str) -> Result<(), String> {
    use std::os::unix::fs::FileTypeExt;
    if std::fs::metadata(out).is_ok_and(|m| m.file_type().is_fifo()) {
        return Err(format!(
            "error: cannot write {}: it is a FIFO (named pipe), which -o does not write to; leave -o out to \
             write to standard output, and pipe that",
            out.display()
        ));
    }
    std::fs::write(out, text).map_err(|e| format!("error: cannot write {}: {e}", out.display()))
}

/// Writes a command's text to `-o FILE` when given, else to standard output (a closed
/// pipe ends it as `output_failed` says).
pub fn write_output(output: Option<&std::path::Path>, text: &str) -> ExitCode {
    match output {
        Some(out) => match write_file(out, text) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("{e}");
                ExitCode::from(2)
            }
        },
        None => match std::io::Write::write_all(&mut std::io::stdout().lock(), text.as_bytes()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => output_failed(&e),
        },
    }
}

/// A size in bytes for `--budget`: digits, optionally followed by `K`, `M`, `G` or `T`
/// (binary multiples: `512M` is 512 MiB).
pub fn parse_bytes(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let (digits, unit) = match t.char_indices().last() {
        Some((i, c)) if c.is_ascii_alphabetic() => (&t[..i], c.to_ascii_uppercase()),
        _ => (t, 'B'),
    };
    let shift = match unit {
        'B' => 0,
        'K' => 10,
        'M' => 20,
        'G' => 30,
        'T' => 40,
        _ => return Err(format!("`{text}`: the unit must be K, M, G or T")),
    };
    let n: u64 = digits.parse().map_err(|_| format!("`{text}` is not a size (e.g. 1073741824, 512M, 2G)"))?;
    n.checked_mul(1 << shift).ok_or_else(|| format!("`{text}` is too large"))
}
