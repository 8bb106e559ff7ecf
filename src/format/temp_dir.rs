//! The temporary folders of unit tests (compiled for tests only); the integration
//! tests' twin is `TempDir` in `tests/common/mod.rs`.

use std::path::{Path, PathBuf};

/// A fresh folder `waddle-NAME-PID` under the system's temporary folder for one test,
/// removed with everything in it when dropped: when the test ends, passed or failed.
/// It derefs to its path (`dir.join("a.ron")`).
pub(crate) struct TempDir(PathBuf);

impl TempDir {
    /// The folder, emptied if an earlier process with this id left it behind.
    pub(crate) fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("waddle-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("cannot make {}: {e}", dir.display()));
        TempDir(dir)
    }
}

impl std::ops::Deref for TempDir {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
