//! A Bril program back in its canonical JSON form, as `bril2json` writes it: what
//! `waddle equiv --pass` feeds a pass that reads JSON when the file is in the text
//! form. The `# ARGS:` line has no JSON form and is not written.
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

    #[test]
    fn strings_are_escaped_as_json_requires() {
        let mut out = String::new();
        string("a\"b\\c\nd\u{1}é/", &mut out);
        assert_eq!(out, r#""a\"b\\c\nd\u0001é/""#);
    }
}
