//! The names of the reduction rules of `semantics/reduction.md`.
//!
//! `Rule::ALL` lists every rule `step` can fire, in the order of the document; a test
//! parses the `### E-Name` headings of `semantics/` and compares them with this list,
//! so the document and the code cannot drift apart.

use std::fmt;

macro_rules! rules {
    ($($(#[$m:meta])* $variant:ident => $name:literal,)*) => {
        /// A reduction rule. `name()` is the rule's name in `semantics/`.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub enum Rule {
            $($(#[$m])* $variant,)*
        }

        impl Rule {
            /// Every rule, in the order of `semantics/reduction.md`.
            pub const ALL: &'static [Rule] = &[$(Rule::$variant,)*];

            /// The stable name, e.g. `E-Switch-Case`.
            pub fn name(self) -> &'static str {
                match self {
                    $(Rule::$variant => $name,)*
                }
            }
        }
    };
}

rules! {
    /// A defined unary or binary operation.
    Op => "E-Op",
    /// An operation whose result is undefined (division by zero, negative shift).
    OpErr => "E-Op-Err",
    Move => "E-Move",
    Wrap => "E-Wrap",
    Addr => "E-Addr",
    /// A call of a defined function: pushes a frame.
    Call => "E-Call",
    /// A call of an external: appends an effect, the result comes from ν.
    CallExtern => "E-Call-Extern",
    Alloc => "E-Alloc",
    AllocErr => "E-Alloc-Err",
    Free => "E-Free",
    FreeFault => "E-Free-Fault",
    Load => "E-Load",
    LoadFault => "E-Load-Fault",
    LoadUninit => "E-Load-Uninit",
    Store => "E-Store",
    StoreFault => "E-Store-Fault",
    Select => "E-Select",
    TryLoad => "E-TryLoad",
    TryLoadPoison => "E-TryLoad-Poison",
    TryLoadFault => "E-TryLoad-Fault",
    Forget => "E-Forget",
    ForgetFault => "E-Forget-Fault",
    /// Halts the whole run with a value, whatever frames are on the stack.
    Exit => "E-Exit",
    /// Halts the whole run with the program error `fail(n)`.
    Fail => "E-Fail",
    FailSkip => "E-Fail-Skip",
    Branch => "E-Branch",
    SwitchCase => "E-Switch-Case",
    SwitchDefault => "E-Switch-Default",
    ReturnFrame => "E-Return-Frame",
    ReturnHalt => "E-Return-Halt",
}

impl Rule {
    /// A dense index into `Rule::ALL`, for per-rule counters.
    pub fn index(self) -> usize {
        self as usize
    }

    /// Whether the rule appends to Ψ: a call of an external, a halt, and every rule
    /// that halts the run with a program error.
    pub fn appends_effect(self) -> bool {
        match self {
            Rule::CallExtern | Rule::ReturnHalt | Rule::Exit => true,
            r => r.halts_with_error(),
        }
    }

    /// Whether the rule halts the run with a program error (`fail(n)` or an error of
    /// an operation, an allocation or a memory access).
    pub fn halts_with_error(self) -> bool {
        match self {
            Rule::Fail
            | Rule::OpErr
            | Rule::AllocErr
            | Rule::FreeFault
            | Rule::LoadFault
            | Rule::LoadUninit
            | Rule::StoreFault
            | Rule::TryLoadFault
            | Rule::ForgetFault => true,
            Rule::CallExtern
            | Rule::ReturnHalt
            | Rule::Exit
            | Rule::Op
            | Rule::Move
            | Rule::Wrap
            | Rule::Addr
            | Rule::Call
            | Rule::Alloc
            | Rule::Free
            | Rule::Load
            | Rule::Store
            | Rule::Select
            | Rule::TryLoad
            | Rule::TryLoadPoison
            | Rule::Forget
            | Rule::FailSkip
            | Rule::Branch
            | Rule::SwitchCase
            | Rule::SwitchDefault
            | Rule::ReturnFrame => false,
        }
    }

    pub fn by_name(name: &str) -> Option<Rule> {
        Rule::ALL.iter().copied().find(|r| r.name() == name)
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
