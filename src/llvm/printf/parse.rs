//! Reading a format string into pieces: C99 7.19.6.1's grammar of a conversion
//! specification, `% flags* width? (. precision?)? length? conversion`, with glibc's
//! readings of the corners (`%.d` is precision 0; flags repeat in any order).

use super::{Conv, Count, ErrorKind, Flags, FormatError, Length, Piece, Spec, MAX_COUNT};

/// Reads a format string (the bytes before its NUL) into literal pieces and conversion
/// specifications. Adjacent literal bytes, `%%` included, make one [`Piece::Literal`].
/// Every error names the byte offset of the offending byte.
pub fn parse_format(fmt: &[u8]) -> Result<Vec<Piece>, FormatError> {
    let mut pieces = Vec::new();
    let mut literal = Vec::new();
    let mut i = 0;
    while i < fmt.len() {
        if fmt[i] != b'%' {
            literal.push(fmt[i]);
            i += 1;
        } else if fmt.get(i + 1) == Some(&b'%') {
            literal.push(b'%');
            i += 2;
        } else {
            let spec = spec(fmt, i)?;
            i = spec.span.end;
            if !literal.is_empty() {
                pieces.push(Piece::Literal(std::mem::take(&mut literal)));
            }
            pieces.push(Piece::Conv(spec));
        }
    }
    if !literal.is_empty() {
        pieces.push(Piece::Literal(literal));
    }
    Ok(pieces)
}

/// A cursor over the format, failing with `Incomplete` past its end.
struct Cursor<'a> {
    fmt: &'a [u8],
    at: usize,
}

impl Cursor<'_> {
    fn peek(&self) -> Result<u8, FormatError> {
        self.fmt.get(self.at).copied().ok_or(FormatError { at: self.at, kind: ErrorKind::Incomplete })
    }

    fn error(&self, kind: ErrorKind) -> FormatError {
        FormatError { at: self.at, kind }
    }

    /// A run of decimal digits (possibly empty), its value saturated above `MAX_COUNT`;
    /// a `$` right after it makes the specification positional.
    fn number(&mut self) -> Result<Option<u64>, FormatError> {
        let start = self.at;
        let mut value: u64 = 0;
        while let Some(d) = self.fmt.get(self.at).filter(|b| b.is_ascii_digit()) {
            value = (value * 10 + u64::from(d - b'0')).min(u64::from(MAX_COUNT) + 1);
            self.at += 1;
        }
        if self.fmt.get(self.at) == Some(&b'$') {
            return Err(self.error(ErrorKind::Positional));
        }
        Ok((self.at > start).then_some(value))
    }

    /// A width or precision: `*` or digits, at most `MAX_COUNT`.
    fn count(&mut self, too_large: ErrorKind) -> Result<Option<Count>, FormatError> {
        let start = self.at;
        if self.peek()? == b'*' {
            self.at += 1;
            // `*2$`: the width's argument named by position.
            self.number()?.map_or(Ok(Some(Count::Star)), |_| Err(self.error(ErrorKind::Positional)))
        } else {
            match self.number()? {
                Some(n) if n > u64::from(MAX_COUNT) => Err(FormatError { at: start, kind: too_large }),
                Some(n) => Ok(Some(Count::Fixed(n as u32))),
                None => Ok(None),
            }
        }
    }

    fn flags(&mut self) -> Result<Flags, FormatError> {
        let mut flags = Flags::default();
        loop {
            match self.peek()? {
                b'-' => flags.minus = true,
                b'+' => flags.plus = true,
                b' ' => flags.space = true,
                b'#' => flags.hash = true,
                b'0' => flags.zero = true,
                b @ (b'\'' | b'I') => return Err(self.error(ErrorKind::Unsupported(b))),
                _ => return Ok(flags),
            }
            self.at += 1;
        }
    }

    fn length(&mut self) -> Result<Length, FormatError> {
        let (length, n) = match (self.peek()?, self.fmt.get(self.at + 1)) {
            (b'h', Some(b'h')) => (Length::Char, 2),
            (b'h', _) => (Length::Short, 1),
            (b'l', Some(b'l')) => (Length::LongLong, 2),
            (b'l', _) => (Length::Long, 1),
            (b'j', _) => (Length::IntMax, 1),
            (b'z', _) => (Length::Size, 1),
            (b't', _) => (Length::PtrDiff, 1),
            (b'L', _) => return Err(self.error(ErrorKind::LongDouble)),
            (b @ (b'q' | b'Z'), _) => return Err(self.error(ErrorKind::Unsupported(b))),
            _ => (Length::Default, 0),
        };
        self.at += n;
        Ok(length)
    }
}

/// The specification whose `%` is at `start`.
fn spec(fmt: &[u8], start: usize) -> Result<Spec, FormatError> {
    let mut c = Cursor { fmt, at: start + 1 };
    // `%1$d`: digits then `$` before any flag.
    let save = c.at;
    c.number()?;
    c.at = save;
    let flags = c.flags()?;
    let width = c.count(ErrorKind::WidthTooLarge)?;
    let precision = if c.peek()? == b'.' {
        c.at += 1;
        Some(c.count(ErrorKind::PrecisionTooLarge)?.unwrap_or(Count::Fixed(0)))
    } else {
        None
    };
    let length_at = c.at;
    let length = c.length()?;
    let letter = c.peek()?;
    let conv = conversion(letter).map_err(|kind| c.error(kind))?;
    let Some(conv) = conv else {
        // `%%` with something between: the plain `%%` never reaches here.
        return Err(c.error(ErrorKind::PercentWithSpec));
    };
    if !length_fits(length, conv) {
        let kind = match (length, conv) {
            (Length::Long, Conv::Char | Conv::Str) => ErrorKind::Wide,
            _ => ErrorKind::BadLength { length, conv: letter },
        };
        return Err(FormatError { at: length_at, kind });
    }
    Ok(Spec { span: start..c.at + 1, flags, width, precision, length, conv })
}

/// The conversion a letter names; `None` for `%`.
fn conversion(letter: u8) -> Result<Option<Conv>, ErrorKind> {
    let upper = letter.is_ascii_uppercase();
    Ok(Some(match letter {
        b'd' | b'i' => Conv::Signed,
        b'u' => Conv::Unsigned,
        b'o' => Conv::Octal,
        b'x' | b'X' => Conv::Hex { upper },
        b'c' => Conv::Char,
        b's' => Conv::Str,
        b'f' | b'F' => Conv::Fixed { upper },
        b'e' | b'E' => Conv::Exp { upper },
        b'g' | b'G' => Conv::General { upper },
        b'a' | b'A' => Conv::HexFloat { upper },
        b'p' => Conv::Pointer,
        b'%' => return Ok(None),
        b'n' | b'm' | b'C' | b'S' => return Err(ErrorKind::Unsupported(letter)),
        _ => return Err(ErrorKind::UnknownConversion(letter)),
    }))
}

/// Whether C defines the length modifier for the conversion (`l` on a floating
/// conversion has no effect; `%lc` and `%ls` are wide, refused).
fn length_fits(length: Length, conv: Conv) -> bool {
    length == Length::Default || conv.is_integer() || (length == Length::Long && conv.is_floating())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(fmt: &str) -> (usize, ErrorKind) {
        match parse_format(fmt.as_bytes()) {
            Err(e) => (e.at, e.kind),
            Ok(p) => panic!("{fmt:?} parsed: {p:?}"),
        }
    }

    #[test]
    fn the_refused_forms_name_their_byte() {
        assert_eq!(error("ab%n"), (3, ErrorKind::Unsupported(b'n')));
        assert_eq!(error("%ls"), (1, ErrorKind::Wide));
        assert_eq!(error("%5lc"), (2, ErrorKind::Wide));
        assert_eq!(error("%Lf"), (1, ErrorKind::LongDouble));
        assert_eq!(error("%hf"), (1, ErrorKind::BadLength { length: Length::Short, conv: b'f' }));
        assert_eq!(error("%llp"), (1, ErrorKind::BadLength { length: Length::LongLong, conv: b'p' }));
        assert_eq!(error("%1$d"), (2, ErrorKind::Positional));
        assert_eq!(error("%*2$d"), (3, ErrorKind::Positional));
        assert_eq!(error("%.*3$d"), (4, ErrorKind::Positional));
        assert_eq!(error("%1048577d"), (1, ErrorKind::WidthTooLarge));
        assert_eq!(error("%.99999999999999999999999f"), (2, ErrorKind::PrecisionTooLarge));
        assert_eq!(error("%y"), (1, ErrorKind::UnknownConversion(b'y')));
        assert_eq!(error("%5%"), (2, ErrorKind::PercentWithSpec));
        assert_eq!(error("x%-"), (3, ErrorKind::Incomplete));
        assert_eq!(error("%"), (1, ErrorKind::Incomplete));
        assert_eq!(error("%'d"), (1, ErrorKind::Unsupported(b'\'')));
        assert_eq!(error("%qd"), (1, ErrorKind::Unsupported(b'q')));
    }

    #[test]
    fn a_specification_reads_all_its_parts() {
        let pieces = parse_format(b"a%%b%-+ #012.*lx%1048576.d").unwrap();
        let flags = Flags { minus: true, plus: true, space: true, hash: true, zero: true };
        assert_eq!(
            pieces,
            vec![
                Piece::Literal(b"a%b".to_vec()),
                Piece::Conv(Spec {
                    span: 4..16,
                    flags,
                    width: Some(Count::Fixed(12)),
                    precision: Some(Count::Star),
                    length: Length::Long,
                    conv: Conv::Hex { upper: false },
                }),
                Piece::Conv(Spec {
                    span: 16..26,
                    flags: Flags::default(),
                    width: Some(Count::Fixed(MAX_COUNT)),
                    precision: Some(Count::Fixed(0)),
                    length: Length::Default,
                    conv: Conv::Signed,
                }),
            ]
        );
    }
}
