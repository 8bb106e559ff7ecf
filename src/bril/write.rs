//! A Bril program back in its canonical JSON form, as `bril2json` writes it: what
//! `waddle equiv --pass` feeds a pass that reads JSON when the file is in the text
//! form. The `# ARGS:` line has no JSON form and is not written.

use super::{BType, Function, Instr, Item, Lit, Program};
use serde_json::{json, Map, Value};

/// The program as one line of JSON.
pub fn to_json(p: &Program) -> String {
    let functions: Vec<Value> = p.functions.iter().map(function).collect();
    json!({ "functions": functions }).to_string()
}

fn btype(t: &BType) -> Value {
    match t {
        BType::Ptr(inner) => json!({ "ptr": btype(inner) }),
        other => Value::String(other.to_string()),
    }
}

fn function(f: &Function) -> Value {
    let mut o = Map::new();
    o.insert("name".into(), f.name.clone().into());
    if !f.params.is_empty() {
        let args: Vec<Value> = f.params.iter().map(|a| json!({ "name": a.name, "type": btype(&a.ty) })).collect();
        o.insert("args".into(), args.into());
    }
    if let Some(t) = &f.ret {
        o.insert("type".into(), btype(t));
    }
    let instrs: Vec<Value> = f
        .items
        .iter()
        .map(|i| match i {
            Item::Label { name, .. } => json!({ "label": name }),
            Item::Instr(i) => instr(i),
        })
        .collect();
    o.insert("instrs".into(), instrs.into());
    Value::Object(o)
}

fn instr(i: &Instr) -> Value {
    let mut o = Map::new();
    o.insert("op".into(), i.op.clone().into());
    if let Some(d) = &i.dest {
        o.insert("dest".into(), d.clone().into());
    }
    if let Some(t) = &i.ty {
        o.insert("type".into(), btype(t));
    }
    let lists = [("args", &i.args), ("funcs", &i.funcs), ("labels", &i.labels)];
    for (name, list) in lists {
        if !list.is_empty() {
            o.insert(name.into(), list.clone().into());
        }
    }
    if let Some(v) = &i.value {
        let v = match v {
            Lit::Int(n) => json!(n),
            Lit::Bool(b) => json!(b),
            Lit::Float(text) => {
                text.parse::<f64>().ok().and_then(serde_json::Number::from_f64).map_or(Value::Null, Value::Number)
            }
            Lit::Char(c) => json!(c),
        };
        o.insert("value".into(), v);
    }
    Value::Object(o)
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
    }
}
