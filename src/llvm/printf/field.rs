//! The field of a conversion: its sign and prefix, its digits, and zeros or spaces up
//! to the width.

use super::Flags;

/// A specification with its `*`s read: what one conversion prints.
pub(super) struct Field {
    pub flags: Flags,
    pub width: usize,
    pub precision: Option<usize>,
}

/// Appends `prefix` (sign, `0x`) and `body`, padded to the field's width: with spaces
/// after them under `-`, else with zeros between them if the `0` flag applies (`zeros`
/// says whether the conversion honours it), else with spaces before them.
pub(super) fn pad(field: &Field, prefix: &[u8], body: &[u8], zeros: bool, out: &mut Vec<u8>) {
    let fill = field.width.saturating_sub(prefix.len() + body.len());
    if field.flags.minus {
        out.extend_from_slice(prefix);
        out.extend_from_slice(body);
        out.resize(out.len() + fill, b' ');
    } else if field.flags.zero && zeros {
        out.extend_from_slice(prefix);
        out.resize(out.len() + fill, b'0');
        out.extend_from_slice(body);
    } else {
        out.resize(out.len() + fill, b' ');
        out.extend_from_slice(prefix);
        out.extend_from_slice(body);
    }
}
