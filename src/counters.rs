//! Operation counters in the manner of the paper's Figure 11.
//!
//! The incremental side counts domination queries, nearest-common-ancestor queries,
//! dominator (fixed-point) iterations and partition iterations (levels of the search
//! from a loop's latch during ejection). The recompute side — the benchmark baseline —
//! counts idom calculations, back-edge queries and gather iterations.

use std::fmt;
use std::ops::AddAssign;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    pub domination_queries: u64,
    pub nca_queries: u64,
    pub dominator_iterations: u64,
    pub partition_iterations: u64,
    pub idom_calculations: u64,
    pub backedge_queries: u64,
    pub gather_iterations: u64,
    /// Searches forward from a deleted edge's source for a loop's latch (ejection's
    /// lemma E0), those its shortcuts did not answer. Not a column of Figure 11.
    pub latch_searches: u64,
}

impl AddAssign for Counters {
    fn add_assign(&mut self, o: Counters) {
        self.domination_queries += o.domination_queries;
        self.nca_queries += o.nca_queries;
        self.dominator_iterations += o.dominator_iterations;
        self.partition_iterations += o.partition_iterations;
        self.idom_calculations += o.idom_calculations;
        self.backedge_queries += o.backedge_queries;
        self.gather_iterations += o.gather_iterations;
        self.latch_searches += o.latch_searches;
    }
}

impl fmt::Display for Counters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "domination queries {}, nca queries {}, dominator iterations {}, partition iterations {}, \
             idom calculations {}, backedge queries {}, gather iterations {}",
            self.domination_queries,
            self.nca_queries,
            self.dominator_iterations,
            self.partition_iterations,
            self.idom_calculations,
            self.backedge_queries,
            self.gather_iterations
        )
    }
}
