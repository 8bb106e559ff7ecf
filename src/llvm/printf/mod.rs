//! C's `printf` as glibc (x86-64 Linux, the C locale) prints it: a format string is read
//! once into [`Piece`]s ([`parse_format`]), and each conversion renders its arguments
//! into bytes ([`render`]); [`format()`] does both for a whole call.
//!
//! The module is pure: no I/O, no global state, no `libc`. It is what an interpreted C
//! program's `printf` (or `sprintf`, `fprintf`) call prints, byte for byte, and it is
//! checked against glibc 2.36's own output on 17,845 cases
//! (`tests/llvm/printf-glibc.txt`, printed by `tests/llvm/printf-glibc.c`).
//!
//! What a format may contain is what C99 defines, less what is refused rather than
//! approximated, each refusal a [`FormatError`] located at the offending byte:
//! conversions that write to memory or read the environment (`%n`, `%m`), the wide
//! forms (`%lc`, `%ls`, `%C`, `%S`), `long double` (`%Lf`, ...: its argument is not a
//! `double`), positional arguments (`%1$d`), glibc's extensions (the `'` and `I`
//! flags, the `q` and `Z` lengths), and widths or precisions over [`MAX_COUNT`]. A
//! length modifier that C does not define for a conversion (`%hf`, `%lp`) is refused
//! too; flags that C leaves undefined for a conversion (`%#d`, `%+s`, `%05c`) are
//! accepted and do what glibc does with them (mostly nothing).
//!
//! `%%` is not a conversion here: the parser turns it into a `%` inside a
//! [`Piece::Literal`], so that every [`Spec`] consumes arguments ([`Spec::arity`]).
//! Anything between the two `%`s (`%5%`) is refused.
//!
//! The types are those of x86-64 Linux (LP64): `int` has 32 bits, `long`, `long long`,
//! `intmax_t`, `size_t`, `ptrdiff_t` and pointers 64.
//!
//! ```
//! use waddle::llvm::printf::{format, parse_format, Arg};
//!
//! let pieces = parse_format(b"%-5d|%hhd|%.3e|%s").unwrap();
//! let args = [Arg::Int(42), Arg::Int(300), Arg::Double(1234.5), Arg::Str(b"ok".to_vec())];
//! assert_eq!(format(&pieces, &args).unwrap(), b"42   |44|1.234e+03|ok");
//! ```

mod field;
mod float;
mod parse;
mod render;

use std::fmt;
use std::ops::Range;

pub use parse::parse_format;
pub use render::render;

/// The largest width or precision accepted, written or passed through `*`. glibc
/// accepts up to `INT_MAX`; a larger one here is an error, never a truncated output.
pub const MAX_COUNT: u32 = 1 << 20;

/// A part of a format string: bytes printed as they are, or a conversion.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Piece {
    /// Bytes printed unchanged (a `%%` of the format is one `%` here).
    Literal(Vec<u8>),
    /// A conversion specification (`%-08.3lx`).
    Conv(Spec),
}

/// One conversion specification: `%`, flags, width, precision, length, conversion.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Spec {
    /// Where the specification is in the format: from its `%` to its conversion
    /// letter, inclusive.
    pub span: Range<usize>,
    pub flags: Flags,
    /// The minimum field width, if any.
    pub width: Option<Count>,
    /// The precision, if any (`%.d` has `Some(Fixed(0))`).
    pub precision: Option<Count>,
    pub length: Length,
    pub conv: Conv,
}

/// The flags `-`, `+`, space, `#` and `0`, in any order, repeats allowed.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Flags {
    /// `-`: left-justify within the width.
    pub minus: bool,
    /// `+`: a signed conversion always prints a sign.
    pub plus: bool,
    /// ` `: a signed conversion prints a space where a `+` would be.
    pub space: bool,
    /// `#`: the alternative form (`0x` prefix, `0` prefix for `%o`, a kept `.`).
    pub hash: bool,
    /// `0`: pad with zeros after the sign and prefix instead of spaces before them.
    pub zero: bool,
}

/// A width or precision.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Count {
    /// Written in the format, at most [`MAX_COUNT`].
    Fixed(u32),
    /// `*`: taken from an `int` argument before the converted one.
    Star,
}

/// The length modifier, which names the C type of the argument.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Length {
    /// None: `int`, `unsigned int`, `double`, `char *`, `void *`.
    Default,
    /// `hh`: `signed char` / `unsigned char` (the argument arrives as an `int`).
    Char,
    /// `h`: `short` / `unsigned short` (the argument arrives as an `int`).
    Short,
    /// `l`: `long` / `unsigned long`; no effect on the floating conversions.
    Long,
    /// `ll`: `long long` / `unsigned long long`.
    LongLong,
    /// `j`: `intmax_t` / `uintmax_t`.
    IntMax,
    /// `z`: `size_t` (and its signed counterpart for `%zd`).
    Size,
    /// `t`: `ptrdiff_t` (and its unsigned counterpart for `%tu`).
    PtrDiff,
}

impl Length {
    /// The modifier as written in a format.
    pub fn text(self) -> &'static str {
        match self {
            Length::Default => "",
            Length::Char => "hh",
            Length::Short => "h",
            Length::Long => "l",
            Length::LongLong => "ll",
            Length::IntMax => "j",
            Length::Size => "z",
            Length::PtrDiff => "t",
        }
    }

    /// The number of bits of the integer type it names (LP64).
    pub fn int_bits(self) -> u32 {
        match self {
            Length::Default => 32,
            Length::Char => 8,
            Length::Short => 16,
            _ => 64,
        }
    }
}

/// The conversion letter.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Conv {
    /// `d` and `i`: a signed decimal integer.
    Signed,
    /// `u`: an unsigned decimal integer.
    Unsigned,
    /// `o`: unsigned octal.
    Octal,
    /// `x` (`upper == false`) or `X`: unsigned hexadecimal.
    Hex { upper: bool },
    /// `c`: one byte, the `int` argument converted to `unsigned char`.
    Char,
    /// `s`: a NUL-terminated string.
    Str,
    /// `f` or `F`: `[-]ddd.ddd`.
    Fixed { upper: bool },
    /// `e` or `E`: `[-]d.ddde±dd`.
    Exp { upper: bool },
    /// `g` or `G`: the shorter of `f` and `e`, trailing zeros removed.
    General { upper: bool },
    /// `a` or `A`: hexadecimal floating point, `[-]0xh.hhhp±d`.
    HexFloat { upper: bool },
    /// `p`: a pointer, `0x` and hexadecimal digits, or `(nil)`.
    Pointer,
}

impl Conv {
    /// Whether the conversion prints a number of an integer type.
    pub fn is_integer(self) -> bool {
        matches!(self, Conv::Signed | Conv::Unsigned | Conv::Octal | Conv::Hex { .. })
    }

    /// Whether the conversion prints a `double`.
    pub fn is_floating(self) -> bool {
        matches!(self, Conv::Fixed { .. } | Conv::Exp { .. } | Conv::General { .. } | Conv::HexFloat { .. })
    }
}

impl Spec {
    /// How many arguments the conversion consumes: one per `*`, then its value.
    pub fn arity(&self) -> usize {
        1 + [self.width, self.precision].iter().filter(|c| **c == Some(Count::Star)).count()
    }
}

/// An argument of the call, as the C value of the type the conversion reads (after the
/// default argument promotions: a `char` or `short` arrives as an `int`).
#[derive(Clone, PartialEq, Debug)]
pub enum Arg {
    /// An integer: the value of the C integer argument, signed or unsigned (`-1` and
    /// `4294967295` are the same `unsigned int`). The conversion reads the low bits its
    /// length modifier names, as C's `printf` does: `%hhd` of 300 prints `44`. Also the
    /// `int` of a `*` width or precision.
    Int(i128),
    /// A `double` (also a `float` argument, promoted).
    Double(f64),
    /// The bytes of a string before its NUL, for `%s`. With a precision, `printf` reads
    /// no further than that many bytes, so they may be just those.
    Str(Vec<u8>),
    /// A pointer's address, for `%p`; `Ptr(0)` is also what `%s` prints as `(null)`.
    Ptr(u64),
}

impl Arg {
    /// The kind of argument, for error messages.
    pub fn kind(&self) -> ArgKind {
        match self {
            Arg::Int(_) => ArgKind::Int,
            Arg::Double(_) => ArgKind::Double,
            Arg::Str(_) => ArgKind::Str,
            Arg::Ptr(_) => ArgKind::Ptr,
        }
    }
}

/// The kinds of [`Arg`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ArgKind {
    Int,
    Double,
    Str,
    Ptr,
}

impl fmt::Display for ArgKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ArgKind::Int => "an integer",
            ArgKind::Double => "a double",
            ArgKind::Str => "a string",
            ArgKind::Ptr => "a pointer",
        })
    }
}

/// Why a format or a call cannot be printed, and where: `at` is a byte offset in the
/// format string (the offending byte, or the `%` of the conversion whose arguments are
/// wrong).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FormatError {
    pub at: usize,
    pub kind: ErrorKind,
}

/// The reasons of a [`FormatError`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ErrorKind {
    /// The format ends inside a conversion specification.
    Incomplete,
    /// A conversion letter C does not define.
    UnknownConversion(u8),
    /// A conversion or flag C or glibc defines but this module refuses: `%n`, `%m`,
    /// `%C`, `%S`, the `'` and `I` flags, the `q` and `Z` length modifiers.
    Unsupported(u8),
    /// `%lc` or `%ls`: a wide character or string.
    Wide,
    /// `L`: the argument is a `long double`.
    LongDouble,
    /// A length modifier C does not define for the conversion (`%hf`, `%lp`).
    BadLength { length: Length, conv: u8 },
    /// A positional argument (`%1$d`, `%*2$d`).
    Positional,
    /// Something between the two `%`s of `%%`.
    PercentWithSpec,
    /// A width (written, or passed through `*`) over [`MAX_COUNT`].
    WidthTooLarge,
    /// A precision (written, or passed through `*`) over [`MAX_COUNT`].
    PrecisionTooLarge,
    /// The call has fewer arguments than the format converts.
    MissingArgument,
    /// An argument of the wrong kind for its conversion (or a `*`).
    WrongArgument { expected: ArgKind, found: ArgKind },
    /// `%s` of a pointer that is not NULL: the importer passes the string's bytes.
    StringPointer,
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::Incomplete => write!(f, "the format ends inside a conversion"),
            ErrorKind::UnknownConversion(b) => write!(f, "unknown conversion `%{}`", (*b as char).escape_default()),
            ErrorKind::Unsupported(b) => {
                write!(f, "`{}` in a printf format is not supported", (*b as char).escape_default())
            }
            ErrorKind::Wide => write!(f, "wide characters and strings (`%lc`, `%ls`) are not supported"),
            ErrorKind::LongDouble => write!(f, "`long double` arguments (`L`) are not supported"),
            ErrorKind::BadLength { length, conv } => {
                write!(f, "the length modifier `{}` does not apply to `%{}`", length.text(), *conv as char)
            }
            ErrorKind::Positional => write!(f, "positional arguments (`%1$d`) are not supported"),
            ErrorKind::PercentWithSpec => write!(f, "`%%` takes no flags, width, precision or length"),
            ErrorKind::WidthTooLarge => write!(f, "a width over {MAX_COUNT}"),
            ErrorKind::PrecisionTooLarge => write!(f, "a precision over {MAX_COUNT}"),
            ErrorKind::MissingArgument => write!(f, "the format converts more arguments than the call passes"),
            ErrorKind::WrongArgument { expected, found } => {
                write!(f, "the conversion reads {expected}, but the argument is {found}")
            }
            ErrorKind::StringPointer => write!(f, "`%s` of a pointer that is not NULL and not a string"),
        }
    }
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "byte {}: {}", self.at, self.kind)
    }
}

impl std::error::Error for FormatError {}

/// Prints a whole call: the pieces of [`parse_format`] with the call's arguments after
/// the format, in order (each `*` consumes one before its conversion's value).
/// Arguments left over are ignored, as C says ("evaluated but otherwise ignored").
pub fn format(pieces: &[Piece], args: &[Arg]) -> Result<Vec<u8>, FormatError> {
    let mut out = Vec::new();
    let mut rest = args;
    for piece in pieces {
        match piece {
            Piece::Literal(bytes) => out.extend_from_slice(bytes),
            Piece::Conv(spec) => {
                let n = spec.arity();
                if rest.len() < n {
                    return Err(FormatError { at: spec.span.start, kind: ErrorKind::MissingArgument });
                }
                let (these, later) = rest.split_at(n);
                render(spec, these, &mut out)?;
                rest = later;
            }
        }
    }
    Ok(out)
}
