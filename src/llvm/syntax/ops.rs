//! The names of operations, predicates and flags, both ways between words and the
//! tree's enums, shared by instructions and constant expressions.

use super::cursor::Parser;
use super::{BinOp, CastOp, FPred, FastMath, GepFlags, IPred, IntFlags};
use crate::diag::Diagnostic;

/// Whether a word is the name of an instruction (one the reader reads or rejects).
pub fn is_opcode(w: &str) -> bool {
    binop(w).is_some()
        || cast(w).is_some()
        || matches!(
            w,
            "ret"
                | "br"
                | "switch"
                | "unreachable"
                | "fneg"
                | "icmp"
                | "fcmp"
                | "alloca"
                | "load"
                | "store"
                | "getelementptr"
                | "select"
                | "phi"
                | "freeze"
                | "call"
                | "tail"
                | "musttail"
                | "notail"
                | "extractvalue"
                | "insertvalue"
                | "va_arg"
                | "extractelement"
                | "insertelement"
                | "shufflevector"
                | "invoke"
                | "resume"
                | "landingpad"
                | "cleanuppad"
                | "catchpad"
                | "catchswitch"
                | "catchret"
                | "cleanupret"
                | "indirectbr"
                | "callbr"
                | "atomicrmw"
                | "cmpxchg"
                | "fence"
        )
}

pub fn binop(w: &str) -> Option<BinOp> {
    Some(match w {
        "add" => BinOp::Add,
        "sub" => BinOp::Sub,
        "mul" => BinOp::Mul,
        "udiv" => BinOp::UDiv,
        "sdiv" => BinOp::SDiv,
        "urem" => BinOp::URem,
        "srem" => BinOp::SRem,
        "shl" => BinOp::Shl,
        "lshr" => BinOp::LShr,
        "ashr" => BinOp::AShr,
        "and" => BinOp::And,
        "or" => BinOp::Or,
        "xor" => BinOp::Xor,
        "fadd" => BinOp::FAdd,
        "fsub" => BinOp::FSub,
        "fmul" => BinOp::FMul,
        "fdiv" => BinOp::FDiv,
        "frem" => BinOp::FRem,
        _ => return None,
    })
}

impl BinOp {
    pub fn is_float(self) -> bool {
        matches!(self, BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem)
    }
}

pub fn cast(w: &str) -> Option<CastOp> {
    Some(match w {
        "trunc" => CastOp::Trunc,
        "zext" => CastOp::ZExt,
        "sext" => CastOp::SExt,
        "fptrunc" => CastOp::FpTrunc,
        "fpext" => CastOp::FpExt,
        "fptoui" => CastOp::FpToUi,
        "fptosi" => CastOp::FpToSi,
        "uitofp" => CastOp::UiToFp,
        "sitofp" => CastOp::SiToFp,
        "ptrtoint" => CastOp::PtrToInt,
        "inttoptr" => CastOp::IntToPtr,
        "bitcast" => CastOp::BitCast,
        "addrspacecast" => CastOp::AddrSpaceCast,
        _ => return None,
    })
}

impl CastOp {
    /// The keyword the text writes (`cast`'s inverse).
    pub fn keyword(self) -> &'static str {
        match self {
            CastOp::Trunc => "trunc",
            CastOp::ZExt => "zext",
            CastOp::SExt => "sext",
            CastOp::FpTrunc => "fptrunc",
            CastOp::FpExt => "fpext",
            CastOp::FpToUi => "fptoui",
            CastOp::FpToSi => "fptosi",
            CastOp::UiToFp => "uitofp",
            CastOp::SiToFp => "sitofp",
            CastOp::PtrToInt => "ptrtoint",
            CastOp::IntToPtr => "inttoptr",
            CastOp::BitCast => "bitcast",
            CastOp::AddrSpaceCast => "addrspacecast",
        }
    }
}

pub fn ipred(w: &str) -> Option<IPred> {
    Some(match w {
        "eq" => IPred::Eq,
        "ne" => IPred::Ne,
        "ugt" => IPred::Ugt,
        "uge" => IPred::Uge,
        "ult" => IPred::Ult,
        "ule" => IPred::Ule,
        "sgt" => IPred::Sgt,
        "sge" => IPred::Sge,
        "slt" => IPred::Slt,
        "sle" => IPred::Sle,
        _ => return None,
    })
}

pub fn fpred(w: &str) -> Option<FPred> {
    Some(match w {
        "false" => FPred::False,
        "oeq" => FPred::Oeq,
        "ogt" => FPred::Ogt,
        "oge" => FPred::Oge,
        "olt" => FPred::Olt,
        "ole" => FPred::Ole,
        "one" => FPred::One,
        "ord" => FPred::Ord,
        "ueq" => FPred::Ueq,
        "ugt" => FPred::Ugt,
        "uge" => FPred::Uge,
        "ult" => FPred::Ult,
        "ule" => FPred::Ule,
        "une" => FPred::Une,
        "uno" => FPred::Uno,
        "true" => FPred::True,
        _ => return None,
    })
}

impl Parser<'_> {
    /// Any of `nsw nuw exact disjoint nneg samesign`, in any order.
    pub fn int_flags(&mut self) -> IntFlags {
        let mut f = IntFlags::default();
        while let Some(w) = self.peek_word() {
            match w {
                "nsw" => f.nsw = true,
                "nuw" => f.nuw = true,
                "exact" => f.exact = true,
                "disjoint" => f.disjoint = true,
                "nneg" => f.nneg = true,
                "samesign" => f.samesign = true,
                _ => break,
            }
            self.bump();
        }
        f
    }

    /// Any fast-math flags, in any order.
    pub fn fast_math(&mut self) -> FastMath {
        let mut f = FastMath::default();
        while let Some(w) = self.peek_word() {
            match w {
                "nnan" => f.nnan = true,
                "ninf" => f.ninf = true,
                "nsz" => f.nsz = true,
                "arcp" => f.arcp = true,
                "contract" => f.contract = true,
                "afn" => f.afn = true,
                "reassoc" => f.reassoc = true,
                "fast" => {
                    f = FastMath {
                        nnan: true,
                        ninf: true,
                        nsz: true,
                        arcp: true,
                        contract: true,
                        afn: true,
                        reassoc: true,
                    }
                }
                _ => break,
            }
            self.bump();
        }
        f
    }

    /// `inbounds`, `nuw`, `nusw`, `inrange(…)`, in any order.
    pub fn gep_flags(&mut self) -> Result<GepFlags, Diagnostic> {
        let mut f = GepFlags::default();
        while let Some(w) = self.peek_word() {
            match w {
                "inbounds" => f.inbounds = true,
                "nuw" => f.nuw = true,
                "nusw" => f.nusw = true,
                "inrange" => {
                    self.bump();
                    f.inrange = Some(self.skip_balanced()?);
                    continue;
                }
                _ => break,
            }
            self.bump();
        }
        Ok(f)
    }
}
