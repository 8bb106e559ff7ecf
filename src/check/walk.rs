//! The one directory walk of the crate: the files under some paths, a file named as
//! given, a folder searched recursively for the files a caller keeps. A folder reached
//! twice (through a symbolic link back into the tree) is searched once.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// Why a walk stopped.
#[derive(Debug)]
pub enum WalkError {
    /// A path names neither a file nor a folder.
    Missing(PathBuf),
    /// A folder could not be read.
    Unreadable(PathBuf, std::io::Error),
}

/// For each path, in order: the files under the folder that `keep` accepts, sorted,
/// else the path itself when it exists (a special file such as a FIFO is returned as
/// named, for `format::read_file` to refuse with its kind).
pub fn files_under(paths: &[PathBuf], keep: &mut dyn FnMut(&Path) -> bool) -> Result<Vec<Vec<PathBuf>>, WalkError> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            let mut found = Vec::new();
            walk(p, keep, &mut seen, &mut found).map_err(|e| WalkError::Unreadable(p.clone(), e))?;
            found.sort();
            out.push(found);
        } else if p.exists() {
            out.push(vec![p.clone()]);
        } else {
            return Err(WalkError::Missing(p.clone()));
        }
    }
    Ok(out)
}

fn walk(
    dir: &Path,
    keep: &mut dyn FnMut(&Path) -> bool,
    seen: &mut HashSet<PathBuf>,
    out: &mut Vec<PathBuf>,
) -> std::io::Result<()> {
    if !seen.insert(dir.canonicalize()?) {
        return Ok(());
    }
    for entry in std::fs::read_dir(dir)? {
        let p = entry?.path();
        if p.is_dir() {
            walk(&p, keep, seen, out)?;
        } else if keep(&p) {
            out.push(p);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::temp_dir::TempDir;

    /// A folder holding a link to itself is searched once, and its file found once.
    #[cfg(unix)]
    #[test]
    fn a_folder_linked_into_itself_is_searched_once() {
        let dir = TempDir::new("walk");
        std::fs::write(dir.join("a.ron"), "").unwrap();
        std::os::unix::fs::symlink(&*dir, dir.join("again")).unwrap();
        std::os::unix::fs::symlink(&*dir, dir.join("and-again")).unwrap();
        let found = files_under(&[dir.to_path_buf()], &mut |_| true).unwrap();
        assert_eq!(found, vec![vec![dir.join("a.ron")]]);
    }

    #[test]
    fn a_missing_path_is_named() {
        let missing = PathBuf::from("no/such/path");
        assert!(matches!(files_under(&[missing], &mut |_| true), Err(WalkError::Missing(p)) if p.ends_with("path")));
    }
}
