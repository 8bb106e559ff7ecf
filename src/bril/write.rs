//! A Bril program back in its canonical JSON form, as `bril2json` writes it: what
//! `waddle equiv --pass` feeds a pass that reads JSON when the file is in the text
//! form. The `# ARGS:` line has no JSON form and is not written. And an instruction,
//! a label or a function in the text form, as `bril2txt` writes them: how a diff
//! names the Bril instructions a run went through.
//!
//! The writer is a small one of its own (Bril stays free of serde): one line, no
//! spaces, the keys of every object in alphabetical order, strings escaped as JSON
//! requires, and a float constant as `format::number` writes it.

use super::{BType, Function, Instr, Item, Lit, Program};
use crate::format::number::json_float;
use std::fmt::Write;

/// The program as one line of JSON.
pub fn to_json(p: &Program) -> String {
    let mut out = String::from("{\"functions\":[");
    for (k, f) in p.functions.iter().enumerate() {
        if k > 0 {
            out.push(',');
        }
        function(f, &mut out);
    }
    out.push_str("]}");
    out
}

/// `"text"`, escaped: quotes, backslashes and control characters.
fn string(text: &str, out: &mut String) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// `["a","b"]`.
fn strings(list: &[String], out: &mut String) {
    out.push('[');
    for (k, s) in list.iter().enumerate() {
        if k > 0 {
            out.push(',');
        }
        string(s, out);
    }
    out.push(']');
}

fn btype(t: &BType, out: &mut String) {
    match t {
        BType::Ptr(inner) => {
            out.push_str("{\"ptr\":");
            btype(inner, out);
            out.push('}');
        }
        other => string(&other.to_string(), out),
    }
}

/// The fields of an object, written in the order given (alphabetical at every call).
struct Fields<'a> {
    out: &'a mut String,
    first: bool,
}

impl<'a> Fields<'a> {
    fn open(out: &'a mut String) -> Self {
        out.push('{');
        Fields { out, first: true }
    }

    /// Starts the field `key`; its value is written next into `self.out`.
    fn key(&mut self, key: &str) -> &mut String {
        if !self.first {
            self.out.push(',');
        }
        self.first = false;
        string(key, self.out);
        self.out.push(':');
        self.out
    }

    fn close(self) {
        self.out.push('}');
    }
}

fn function(f: &Function, out: &mut String) {
    let mut o = Fields::open(out);
    if !f.params.is_empty() {
        let out = o.key("args");
        out.push('[');
        for (k, a) in f.params.iter().enumerate() {
            if k > 0 {
                out.push(',');
            }
            let mut p = Fields::open(out);
            string(&a.name, p.key("name"));
            btype(&a.ty, p.key("type"));
            p.close();
        }
        out.push(']');
    }
    let out = o.key("instrs");
    out.push('[');
    for (k, item) in f.items.iter().enumerate() {
        if k > 0 {
            out.push(',');
        }
        match item {
            Item::Label { name, .. } => {
                let mut l = Fields::open(out);
                string(name, l.key("label"));
                l.close();
            }
            Item::Instr(i) => instr(i, out),
        }
    }
    out.push(']');
    string(&f.name, o.key("name"));
    if let Some(t) = &f.ret {
        btype(t, o.key("type"));
    }
    o.close();
}

fn instr(i: &Instr, out: &mut String) {
    let mut o = Fields::open(out);
    if !i.args.is_empty() {
        strings(&i.args, o.key("args"));
    }
    if let Some(d) = &i.dest {
        string(d, o.key("dest"));
    }
    if !i.funcs.is_empty() {
        strings(&i.funcs, o.key("funcs"));
    }
    if !i.labels.is_empty() {
        strings(&i.labels, o.key("labels"));
    }
    string(&i.op, o.key("op"));
    if let Some(t) = &i.ty {
        btype(t, o.key("type"));
    }
    if let Some(v) = &i.value {
        let out = o.key("value");
        match v {
            Lit::Int(n) => {
                let _ = write!(out, "{n}");
            }
            Lit::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Lit::Float(text) => out.push_str(&text.parse::<f64>().map_or_else(|_| "null".to_string(), json_float)),
            Lit::Char(c) => string(c, out),
        }
    }
    o.close();
}

/// An instruction in the text form, as `bril2txt` writes it: `x: int = add a b;`,
/// `v: int = call @f a;`, `br c .then .else;`, `print x;`.
pub fn instr_text(i: &Instr) -> String {
    let mut rhs = i.op.clone();
    if let Some(v) = &i.value {
        rhs.push(' ');
        match v {
            Lit::Int(n) => {
                let _ = write!(rhs, "{n}");
            }
            Lit::Bool(b) => rhs.push_str(if *b { "true" } else { "false" }),
            Lit::Float(text) => rhs.push_str(text),
            Lit::Char(c) => {
                rhs.push('\'');
                rhs.push_str(&char_escaped(c));
                rhs.push('\'');
            }
        }
    }
    for f in &i.funcs {
        let _ = write!(rhs, " @{f}");
    }
    for a in &i.args {
        let _ = write!(rhs, " {a}");
    }
    for l in &i.labels {
        let _ = write!(rhs, " .{l}");
    }
    match (&i.dest, &i.ty) {
        (Some(d), Some(t)) => format!("{d}: {t} = {rhs};"),
        (Some(d), None) => format!("{d} = {rhs};"),
        (None, _) => format!("{rhs};"),
    }
}

/// A character constant's text: the escapes the text form reads (`\n`, `\t`, …) for
/// control characters, else the character.
fn char_escaped(c: &str) -> String {
    match c {
        "\0" => "\\0".into(),
        "\u{7}" => "\\a".into(),
        "\u{8}" => "\\b".into(),
        "\t" => "\\t".into(),
        "\n" => "\\n".into(),
        "\u{b}" => "\\v".into(),
        "\u{c}" => "\\f".into(),
        "\r" => "\\r".into(),
        c => c.to_string(),
    }
}

/// A function in the text form, as `bril2txt` writes it.
pub fn function_text(f: &Function) -> String {
    let mut out = format!("@{}", f.name);
    if !f.params.is_empty() {
        let params: Vec<String> = f.params.iter().map(|p| format!("{}: {}", p.name, p.ty)).collect();
        let _ = write!(out, "({})", params.join(", "));
    }
    if let Some(t) = &f.ret {
        let _ = write!(out, ": {t}");
    }
    out.push_str(" {\n");
    for item in &f.items {
        match item {
            Item::Label { name, .. } => {
                let _ = writeln!(out, ".{name}:");
            }
            Item::Instr(i) => {
                let _ = writeln!(out, "  {}", instr_text(i));
            }
        }
    }
    out.push_str("}\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bril::parse;

    /// Text read, written as JSON and read again gives the same program.
    #[test]
    fn text_written_as_json_reads_back_alike() {
        let text = "@main(n: int) {\n  one: int = const 1;\n  b: bool = const true;\n  p: ptr<int> = alloc one;\n  store p n;\n  x: int = load p;\n  free p;\n.l:\n  c: int = call @f x;\n  br b .l .m;\n.m:\n  print c;\n}\n@f(x: int): int {\n  ret x;\n}\n";
        let p = parse(text).unwrap();
        let j = to_json(&p);
        let q = parse(&j).unwrap();
        assert_eq!(to_json(&q), j);
        assert!(j.contains(r#"{"args":["one"],"dest":"p","op":"alloc","type":{"ptr":"int"}}"#), "{j}");
        assert!(j.contains(r#"{"label":"l"}"#) && j.contains(r#""funcs":["f"]"#), "{j}");
        assert!(j.starts_with(r#"{"functions":[{"args":[{"name":"n","type":"int"}],"instrs":[{"dest":"one","op":"const","type":"int","value":1},"#), "{j}");
        assert!(j.ends_with(r#"{"args":["x"],"op":"ret"}],"name":"f","type":"int"}]}"#), "{j}");
    }

    /// Each instruction of a text program written back reads as the same instruction.
    #[test]
    fn text_written_back_reads_as_the_same_program() {
        let text = "@main(n: int, q: float) {\n  one: int = const 1;\n  f: float = const 2.5;\n  c: char = const '\\n';\n  p: ptr<int> = alloc one;\n  x: int = load p;\n  free p;\n.l:\n  v: int = call @f x n;\n  call @g;\n  br b .l .m;\n.m:\n  print v c;\n  ret;\n}\n@f(x: int, y: int): int {\n  ret x;\n}\n@g {\n  nop;\n}\n";
        let p = parse(text).unwrap();
        let written: String = p.functions.iter().map(function_text).collect();
        assert_eq!(written, text);
        let Item::Instr(i) = &p.functions[0].items[7] else { panic!("an instruction") };
        assert_eq!(instr_text(i), "v: int = call @f x n;");
    }

    #[test]
    fn strings_are_escaped_as_json_requires() {
        let mut out = String::new();
        string("a\"b\\c\nd\u{1}é/", &mut out);
        assert_eq!(out, r#""a\"b\\c\nd\u0001é/""#);
    }
}
