//! The `.ll` reader: every fixture of `tests/llvm/syntax/` parses (clang-19 and
//! clang-22 at -O0, and `opt` after mem2reg, loop passes, `-O1`, `-O2`), with checks
//! on what the tree holds; every file of `tests/bad-llvm/` fails with the message and
//! at the `line:column` its leading comments record (`; error: …`, `; at: L:C`); and
//! no input, however damaged, makes the reader panic.
//!
//! `LLVM_SYNTAX_CORPUS=DIR` also reads every `.ll` file under `DIR` (for a corpus
//! made with clang and opt, too large to keep here).

use std::path::{Path, PathBuf};
use waddle::diag::{render, Source};
use waddle::llvm::syntax::{
    parse, Attr, BinOp, Block, CastOp, Clause, ConstExpr, FPred, FloatLit, Function, Global, IPred, InstKind,
    Instruction, Module, Name, TailKind, Type, Value,
};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    out.sort();
    out
}

fn read(path: &Path) -> (String, Module) {
    let text = std::fs::read_to_string(path).unwrap();
    let name = path.display().to_string();
    match parse(&text) {
        Ok(m) => {
            if let Err(e) = spans_cover_the_bodies(&text, &m) {
                panic!("{name}: {e}");
            }
            (text, m)
        }
        Err(d) => panic!("{}", render(&[d], Some(&Source { name: &name, text: &text }))),
    }
}

/// Each instruction's span starts a line and ends one (but for a comment), and every
/// line of a body is a label, a debug record, the closing `}`, or inside exactly the
/// instruction whose span covers it: nothing is skipped and nothing read twice.
fn spans_cover_the_bodies(text: &str, m: &Module) -> Result<(), String> {
    let line_of = |at: usize| text[..at].matches('\n').count();
    let lines: Vec<&str> = text.split('\n').collect();
    for f in &m.functions {
        let Some(blocks) = &f.blocks else { continue };
        let mut covered = std::collections::BTreeMap::new();
        for b in blocks {
            let items = b.instructions.iter().map(|i| i.span.clone()).chain(b.debug_records.iter().cloned());
            for span in items.chain(b.label_span.iter().cloned()) {
                let (first, last) = (line_of(span.start), line_of(span.end));
                let before = &lines[first][..span.start - text[..span.start].rfind('\n').map_or(0, |i| i + 1)];
                let after_start = span.end - text[..span.end].rfind('\n').map_or(0, |i| i + 1);
                let after = lines[last][after_start..].trim();
                if !before.trim().is_empty() || !(after.is_empty() || after.starts_with(';')) {
                    return Err(format!("`{}` does not stand on its own lines", &text[span]));
                }
                for l in first..=last {
                    if covered.insert(l, span.start).is_some() {
                        return Err(format!("line {} is read twice", l + 1));
                    }
                }
            }
        }
        let (first, last) = (line_of(f.span.start), line_of(f.span.end));
        for (l, line) in lines.iter().enumerate().take(last).skip(first + 1) {
            let code = line.split(';').next().unwrap_or("").trim();
            if !code.is_empty() && !covered.contains_key(&l) {
                return Err(format!("line {} (`{line}`) is not in any instruction", l + 1));
            }
        }
    }
    Ok(())
}

#[test]
fn the_corpus_named_by_the_environment_parses() {
    let Ok(dir) = std::env::var("LLVM_SYNTAX_CORPUS") else { return };
    let mut failures = Vec::new();
    let all = files(Path::new(&dir));
    for path in &all {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.display().to_string();
        match parse(&text) {
            Err(d) => failures.push(render(&[d], Some(&Source { name: &name, text: &text }))),
            Ok(m) => {
                if let Err(e) = spans_cover_the_bodies(&text, &m) {
                    failures.push(format!("{name}: {e}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} of {} failed:\n{}", failures.len(), all.len(), failures.join("\n"));
}

fn fixture(name: &str) -> (String, Module) {
    read(&root().join("tests/llvm/syntax").join(name))
}

fn function<'m>(m: &'m Module, name: &str) -> &'m Function {
    m.functions.iter().find(|f| f.name == Name::Named(name.into())).unwrap_or_else(|| panic!("no @{name}"))
}

fn global<'m>(m: &'m Module, name: &str) -> &'m Global {
    m.globals.iter().find(|g| g.name == Name::Named(name.into())).unwrap_or_else(|| panic!("no @{name}"))
}

fn blocks(f: &Function) -> &[Block] {
    f.blocks.as_deref().expect("a definition")
}

/// The instruction whose text (its span) is `line`, trimmed.
fn inst<'m>(text: &str, f: &'m Function, line: &str) -> &'m Instruction {
    blocks(f)
        .iter()
        .flat_map(|b| &b.instructions)
        .find(|i| text[i.span.clone()].trim() == line)
        .unwrap_or_else(|| panic!("no instruction `{line}` in @{}", f.name))
}

fn int(v: &Value) -> i64 {
    match v {
        Value::Int(i) => i64::try_from(i).unwrap(),
        other => panic!("not an integer: {other:?}"),
    }
}

#[test]
fn every_fixture_parses() {
    let all = files(&root().join("tests/llvm/syntax"));
    assert!(all.len() >= 8, "{} fixtures", all.len());
    for path in all {
        let (_, m) = read(&path);
        assert!(!m.functions.is_empty(), "{}", path.display());
        assert!(m.triple.is_some() && m.datalayout.is_some() && m.source_filename.is_some());
    }
}

#[test]
fn structs_keep_their_types_initializers_and_numbering() {
    let (text, m) = fixture("structs-O0-clang22.ll");
    let names: Vec<String> = m.types.iter().map(|t| t.name.to_string()).collect();
    assert_eq!(names, ["struct.Q", "struct.P"]);
    let p = &m.types[1];
    assert_eq!(p.body, Some(Type::Struct { packed: false, fields: vec![Type::Int(8), Type::Int(32), Type::Double] }));
    assert_eq!(&text[p.span.clone()], "%struct.P = type { i8, i32, double }");
    // `%struct.Q` names `%struct.P` before its definition.
    let Some(Type::Struct { fields, .. }) = &m.types[0].body else { panic!() };
    assert_eq!(fields[0], Type::Array(2, Box::new(Type::Named(Name::Named("struct.P".into())))));
    let gp = global(&m, "gp");
    let init = gp.init.as_ref().unwrap();
    let Value::Struct { packed: false, fields } = &init.value else { panic!("{init:?}") };
    assert_eq!(int(&fields[0].value), 120);
    assert_eq!(fields[1].value, Value::ZeroInitializer);
    assert_eq!(fields[3].value, Value::Float(FloatLit::Decimal(2.5)));
    assert_eq!((gp.align, gp.constant, gp.keywords.clone()), (Some(8), false, vec!["dso_local".to_string()]));
    // `define dso_local double @f(i64 %0, double %1)`: the entry block is `%2`.
    let f = function(&m, "f");
    assert_eq!(blocks(f).len(), 1);
    assert_eq!(blocks(f)[0].label, Name::Numbered(2));
    assert_eq!(blocks(f)[0].label_span, None);
    assert_eq!(blocks(f)[0].instructions.len(), 12);
    let walk = function(&m, "walk");
    let labels: Vec<Name> = blocks(walk).iter().map(|b| b.label.clone()).collect();
    assert_eq!(labels, [Name::Numbered(1), Name::Numbered(4), Name::Numbered(7), Name::Numbered(23)]);
    let gep = inst(&text, walk, "%13 = getelementptr inbounds [2 x %struct.P], ptr %12, i64 0, i64 1");
    let InstKind::Gep { flags, source, indices, .. } = &gep.kind else { panic!() };
    assert!(flags.inbounds && !flags.nuw);
    assert_eq!(*source, Type::Array(2, Box::new(Type::Named(Name::Named("struct.P".into())))));
    assert_eq!(indices.len(), 2);
    assert_eq!(gep.result, Some(Name::Numbered(13)));
    let add = inst(&text, walk, "%17 = add nsw i64 %10, %16");
    let InstKind::Binary { op: BinOp::Add, flags, lhs, .. } = &add.kind else { panic!() };
    assert!(flags.nsw && !flags.nuw);
    assert_eq!((lhs.ty.clone(), lhs.value.clone()), (Type::Int(64), Value::Local(Name::Numbered(10))));
    assert_eq!(&text[lhs.span.clone()], "%10");
    let br = blocks(walk)[2].instructions.last().unwrap();
    assert_eq!(br.metadata, [("llvm.loop".to_string(), "!6".to_string())]);
}

#[test]
fn strings_are_unescaped_and_varargs_calls_keep_their_type() {
    let (text, m) = fixture("strings-O0-clang22.ll");
    let s = global(&m, ".str");
    assert!(s.constant && s.linkage.as_deref() == Some("private"));
    assert!(s.keywords.contains(&"unnamed_addr".to_string()));
    assert_eq!(s.init.as_ref().unwrap().value, Value::Bytes(b"hello\n\t\"world\"\\\0".to_vec()));
    assert_eq!(global(&m, "arr").init.as_ref().unwrap().value, Value::Bytes(b"abc\x01\xff\0".to_vec()));
    assert_eq!(global(&m, "msg").init.as_ref().unwrap().value, Value::Global(Name::Named(".str".into())));
    let printf = function(&m, "printf");
    assert!(printf.blocks.is_none() && printf.varargs);
    assert_eq!(printf.params.len(), 1);
    assert_eq!(printf.params[0].attrs, [Attr::NoUndef]);
    assert_eq!(printf.fn_attrs, [Attr::Group(1)]);
    let main = function(&m, "main");
    let call = inst(
        &text,
        main,
        "%4 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %3, i32 noundef 42, double noundef 3.140000e+00)",
    );
    let InstKind::Call(c) = &call.kind else { panic!() };
    assert_eq!(c.ret, Type::Int(32));
    assert_eq!(
        c.fn_ty,
        Some(Type::Function { ret: Box::new(Type::Int(32)), params: vec![Type::Ptr { addrspace: 0 }], varargs: true })
    );
    assert_eq!(c.callee.value, Value::Global(Name::Named("printf".into())));
    assert_eq!(c.args.len(), 4);
    assert_eq!(c.args[3].operand.value, Value::Float(FloatLit::Decimal("3.140000e+00".parse().unwrap())));
    assert!(c.args.iter().all(|a| a.attrs == [Attr::NoUndef]));
    let group = &m.attribute_groups[&0];
    assert!(group.contains(&Attr::NoUnwind));
    assert!(group.contains(&Attr::Str { key: "frame-pointer".into(), value: Some("all".into()) }));
    assert!(m.metadata.iter().any(|(n, _)| n == "llvm.module.flags"));
}

#[test]
fn switches_and_phis_list_their_cases_and_incoming_values() {
    let (text, m) = fixture("switch-mem2reg.ll");
    let f = function(&m, "classify");
    assert_eq!(blocks(f).len(), 7);
    let sw = &blocks(f)[0].instructions[0];
    let InstKind::Switch { value, default, cases } = &sw.kind else { panic!() };
    assert_eq!(value.value, Value::Local(Name::Numbered(0)));
    assert_eq!(default.name, Name::Numbered(6));
    let cases: Vec<(i64, Name)> = cases.iter().map(|(c, l)| (int(&c.value), l.name.clone())).collect();
    assert_eq!(cases[4], (-5, Name::Numbered(5)));
    assert_eq!(cases.len(), 5);
    assert!(text[sw.span.clone()].starts_with("switch") && text[sw.span.clone()].ends_with(']'));
    let phi = inst(&text, f, "%.0 = phi i32 [ -1, %6 ], [ 10, %2 ], [ 20, %3 ], [ 70, %4 ], [ 5, %5 ]");
    let InstKind::Phi { ty, incoming, .. } = &phi.kind else { panic!() };
    assert_eq!(*ty, Type::Int(32));
    assert_eq!((int(&incoming[0].0.value), incoming[0].1.name.clone()), (-1, Name::Numbered(6)));
    assert_eq!(phi.result, Some(Name::Named(".0".into())));
}

#[test]
fn optimized_code_keeps_its_flags() {
    let (text, m) = fixture("loops-O2.ll");
    let sum = function(&m, "sum");
    assert_eq!(sum.keywords, ["dso_local", "local_unnamed_addr"]);
    let z = inst(&text, sum, "%4 = zext nneg i32 %3 to i33");
    assert!(matches!(&z.kind, InstKind::Cast { op: CastOp::ZExt, flags, to: Type::Int(33), .. } if flags.nneg));
    let t = inst(&text, sum, "%12 = trunc nuw i33 %11 to i32");
    assert!(matches!(&t.kind, InstKind::Cast { op: CastOp::Trunc, flags, .. } if flags.nuw && !flags.nsw));
    let (text, m) = fixture("bitfields-O2.ll");
    let or = m
        .functions
        .iter()
        .flat_map(|f| f.blocks.iter().flatten())
        .flat_map(|b| &b.instructions)
        .find(|i| text[i.span.clone()].contains("or disjoint"));
    assert!(matches!(&or.unwrap().kind, InstKind::Binary { op: BinOp::Or, flags, .. } if flags.disjoint));
    let (text, m) = fixture("floats-O1.ll");
    let cmpd = function(&m, "cmpd");
    assert!(matches!(&cmpd.ret_attrs[..], [Attr::Range { ty: Type::Int(32), .. }]));
    let uno = inst(&text, cmpd, "%7 = fcmp uno double %0, 0.000000e+00");
    assert!(matches!(uno.kind, InstKind::FCmp { pred: FPred::Uno, .. }));
    let ld = global(&m, "ld");
    assert_eq!(ld.ty, Type::X86Fp80);
    assert_eq!(ld.init.as_ref().unwrap().value, Value::Float(FloatLit::Raw('K', 0x3FFFC000000000000000)));
}

#[test]
fn wide_integers_and_hex_floats_keep_every_bit() {
    let (_, m) = fixture("i128-O0-clang19.ll");
    let big = global(&m, "big");
    assert_eq!(big.ty, Type::Int(128));
    let expected: num_bigint::BigInt = (num_bigint::BigInt::from(1) << 100) + 12345;
    assert_eq!(big.init.as_ref().unwrap().value, Value::Int(expected));
    let (_, m) = fixture("fp80-O0-clang19.ll");
    assert_eq!(global(&m, "inf").init.as_ref().unwrap().value, Value::Float(FloatLit::Double(0x7FF0000000000000)));
    assert_eq!(global(&m, "fthird").init.as_ref().unwrap().value, Value::Float(FloatLit::Double(0x3FD5555560000000)));
    assert_eq!(global(&m, "neg0").init.as_ref().unwrap().value, Value::Float(FloatLit::Decimal(-0.0)));
}

#[test]
fn constant_expressions_in_initializers() {
    let (text, m) = fixture("constexpr-O0.ll");
    let s_off = global(&m, "s_off").init.as_ref().unwrap();
    let Value::Expr(e) = &s_off.value else { panic!() };
    let ConstExpr::Gep { source, base, indices, .. } = &**e else { panic!() };
    assert_eq!(
        (source, &base.value, int(&indices[0].value)),
        (&Type::Int(8), &Value::Global(Name::Named(".str".into())), 2)
    );
    let addr = global(&m, "addr").init.as_ref().unwrap();
    assert!(matches!(&addr.value, Value::Expr(e) if matches!(**e, ConstExpr::Cast { op: CastOp::PtrToInt, .. })));
    let ops = global(&m, "ops");
    assert!(ops.constant && ops.linkage.as_deref() == Some("internal") && ops.align == Some(16));
    assert_eq!(&text[ops.span.clone()], "@ops = internal constant [2 x ptr] [ptr @add, ptr @sub], align 16");
    let main = function(&m, "main");
    assert_eq!(blocks(main)[0].label, Name::Numbered(2));
    assert_eq!(function(&m, "add").linkage.as_deref(), Some("internal"));
}

#[test]
fn debug_records_and_attachments_are_kept_aside() {
    let (text, m) = fixture("recur-debug-clang22.ll");
    let fib = function(&m, "fib");
    let entry = &blocks(fib)[0];
    assert_eq!(entry.debug_records.len(), 1);
    assert_eq!(&text[entry.debug_records[0].clone()], "#dbg_declare(ptr %2, !15, !DIExpression(), !16)");
    let load = inst(&text, fib, "%3 = load i32, ptr %2, align 4, !dbg !17");
    assert!(matches!(&load.kind, InstKind::Load { ty: Type::Int(32), align: Some(4), volatile: false, .. }));
    assert_eq!(load.metadata, [("dbg".to_string(), "!17".to_string())]);
    assert!(m.metadata.len() > 20);
}

#[test]
fn the_loop_passes_output_parses_with_every_block_terminated() {
    for name in ["unsigned-loop-passes.ll", "globals-O0-clang19.ll"] {
        let (_, m) = fixture(name);
        for f in m.functions.iter().filter(|f| f.blocks.is_some()) {
            for b in blocks(f) {
                let last = &b.instructions.last().unwrap().kind;
                assert!(matches!(
                    last,
                    InstKind::Ret(_)
                        | InstKind::Br(_)
                        | InstKind::CondBr { .. }
                        | InstKind::Switch { .. }
                        | InstKind::Unreachable
                ));
            }
        }
    }
    let (_, m) = fixture("globals-O0-clang19.ll");
    let ss = global(&m, "ss").init.as_ref().unwrap();
    let Value::Array(items) = &ss.value else { panic!() };
    assert_eq!(items[1].ty, Type::Named(Name::Named("struct.S".into())));
}

#[test]
fn hand_written_forms_parse() {
    let text = r#"
%T = type opaque
%P = type <{ i8, i32 }>
$c = comdat any
@v = external global <4 x i32>, align 16
@h = global half 0xH3C00
@k = constant [2 x i1] [i1 true, i1 false], section "s", comdat($c)
declare void @g(ptr byval(%P) align 4, ptr sret({ i32 }) %out, i32 range(i32 0, 10), ptr initializes((0, 4), (8, 12)) captures(none) dead_on_unwind writable)
define fastcc noundef i32 @f(i32, ptr %p, ...) #0 gc "x" {
  %a = alloca i32, i32 4, align 8, addrspace(5)
  %2 = fneg fast float 1.0
  %x = icmp samesign ult i32 %0, 5
  %s = select nnan i1 %x, float %2, float 0x3FF0000000000000
  %3 = call fast double @llvm.sqrt.f64(double 2.0) #1 [ "deopt"(i32 1) ]
  %q = tail call ptr %p(i32 signext 1, ptr null, ptr getelementptr inbounds nuw (i8, ptr @k, i64 1))
  %4 = load volatile i32, ptr %a
  store volatile i32 %4, ptr %a, align 4, !nontemporal !0
  %5 = freeze i32 %4
  %e = extractvalue { i32, i1 } { i32 1, i1 false }, 1
  %i = insertvalue { i32, i1 } poison, i32 %5, 0
  %v = va_arg ptr %p, i32
  %w = shufflevector <4 x i32> splat (i32 1), <4 x i32> poison, <4 x i32> zeroinitializer
  %y = extractelement <4 x i32> %w, i64 0
  call void @g(ptr %p, ptr %p, i32 3, ptr %p)
  br i1 %x, label %"quoted block", label %7
"quoted block":
  unreachable
7:
  ret i32 %y
}
"#;
    let m = parse(text).unwrap_or_else(|d| panic!("{}", render(&[d], Some(&Source { name: "hand", text }))));
    assert_eq!(m.types[0].body, None);
    assert_eq!(m.types[1].body, Some(Type::Struct { packed: true, fields: vec![Type::Int(8), Type::Int(32)] }));
    assert_eq!(global(&m, "v").init, None);
    assert_eq!(global(&m, "h").init.as_ref().unwrap().value, Value::Float(FloatLit::Raw('H', 0x3C00)));
    let g = function(&m, "g");
    assert_eq!(g.params[0].attrs[0], Attr::ByVal(Type::Named(Name::Named("P".into()))));
    assert_eq!(g.params[1].attrs, [Attr::SRet(Type::Struct { packed: false, fields: vec![Type::Int(32)] })]);
    assert_eq!(g.params[1].name, Some(Name::Named("out".into())));
    assert!(matches!(&g.params[3].attrs[0], Attr::Initializes(r) if r.len() == 2));
    assert_eq!(g.params[3].attrs[1], Attr::Captures("none".into()));
    let f = function(&m, "f");
    assert_eq!(f.keywords, ["fastcc"]);
    assert_eq!(f.params[0].name, Some(Name::Numbered(0)));
    assert!(f.varargs);
    assert_eq!(f.gc.as_deref(), Some("x"));
    let b = blocks(f);
    assert_eq!(b[0].label, Name::Numbered(1));
    assert_eq!(b[1].label, Name::Named("quoted block".into()));
    assert_eq!(b[2].label, Name::Numbered(7));
    let i = &b[0].instructions;
    assert!(matches!(&i[0].kind, InstKind::Alloca { count: Some(_), align: Some(8), addrspace: Some(5), .. }));
    assert!(matches!(&i[1].kind, InstKind::FNeg { fast_math, .. } if fast_math.reassoc && fast_math.nnan));
    assert!(matches!(&i[2].kind, InstKind::ICmp { samesign: true, pred: IPred::Ult, .. }));
    let InstKind::Call(c) = &i[4].kind else { panic!() };
    assert!(c.fast_math.afn && c.fn_attrs == [Attr::Group(1)] && c.bundles.len() == 1);
    let InstKind::Call(c) = &i[5].kind else { panic!() };
    assert_eq!((c.tail, &c.callee.value), (TailKind::Tail, &Value::Local(Name::Named("p".into()))));
    assert_eq!(c.args[0].attrs, [Attr::SignExt]);
    assert!(matches!(&i[6].kind, InstKind::Load { volatile: true, align: None, .. }));
    assert_eq!(i[7].metadata[0].0, "nontemporal");
    assert!(matches!(&i[12].kind, InstKind::ShuffleVector { a, .. } if matches!(a.value, Value::Splat(_))));
    assert_eq!(i[14].result, None);
    assert_eq!(i.len(), 16);
    // Metadata arguments (the debug intrinsics before debug records) keep their text.
    let dbg = "define void @f(i32 %x) {\n  call void @llvm.dbg.value(metadata i32 %x, metadata !7, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !9\n  ret void\n}\n";
    let dm = parse(dbg).unwrap();
    let InstKind::Call(c) = &blocks(&dm.functions[0])[0].instructions[0].kind else { panic!() };
    let texts: Vec<&Value> = c.args.iter().map(|a| &a.operand.value).collect();
    assert_eq!(
        texts,
        [
            &Value::Metadata("i32 %x".into()),
            &Value::Metadata("!7".into()),
            &Value::Metadata("!DIExpression(DW_OP_LLVM_fragment, 0, 32)".into())
        ]
    );
    assert!(c.args.iter().all(|a| a.operand.ty == Type::Metadata));
    // Types print as LLVM writes them.
    let InstKind::Call(c) = &i[5].kind else { panic!() };
    assert_eq!(c.ret.to_string(), "ptr");
    assert_eq!(m.types[1].body.as_ref().unwrap().to_string(), "<{ i8, i32 }>");
    assert_eq!(
        function(&m, "g").params[1].attrs,
        [Attr::SRet(Type::Struct { packed: false, fields: vec![Type::Int(32)] })]
    );
    let printf = parse("declare i32 @printf(ptr, ...)\ndefine void @f() {\n  %1 = call i32 (ptr, ...) @printf(ptr null)\n  ret void\n}\n").unwrap();
    let InstKind::Call(c) = &blocks(&printf.functions[1])[0].instructions[0].kind else { panic!() };
    assert_eq!(c.fn_ty.as_ref().unwrap().to_string(), "i32 (ptr, ...)");
    for t in
        ["[2 x %struct.P]", "<4 x i32>", "<vscale x 2 x double>", "ptr addrspace(3)", "{ i8, [3 x i8] }", "void ()"]
    {
        let m = parse(&format!("%struct.P = type {{ i8 }}\n@g = external global {t}")).unwrap();
        assert_eq!(m.globals[0].ty.to_string(), t);
    }
    // Typed pointers are read as `ptr`, as `llvm-as` reads them.
    let m = parse("define i32 @f(i32* %0, i8 addrspace(3)** %1) {\n  ret i32 0\n}\n").unwrap();
    let tys: Vec<&Type> = m.functions[0].params.iter().map(|p| &p.ty).collect();
    assert_eq!(tys, [&Type::Ptr { addrspace: 0 }, &Type::Ptr { addrspace: 0 }]);
    let m = parse("@g = external global i8 addrspace(3)*").unwrap();
    assert_eq!(m.globals[0].ty, Type::Ptr { addrspace: 3 });
}

/// Itanium exception handling as clang++ -O0 writes it: `invoke` keeps its call and
/// its normal then unwind targets (its successors, in that order, end its block),
/// `landingpad` its clauses, `resume` its operand, and the function its linkage and
/// personality.
#[test]
fn exception_handling_reads_with_its_unwind_edges() {
    let (text, m) = fixture("exceptions-O0-clang22.ll");
    let main = function(&m, "main");
    let personality = main.personality.as_ref().expect("a personality");
    assert_eq!(personality.value, Value::Global(Name::Named("__gxx_personality_v0".into())));
    let i = inst(&text, main, "%4 = invoke noundef i32 @_Z4pickv()\n          to label %5 unwind label %7");
    let InstKind::Invoke { call, normal, unwind } = &i.kind else { panic!("{:?}", i.kind) };
    assert_eq!((&call.ret, &call.callee.value), (&Type::Int(32), &Value::Global(Name::Named("_Z4pickv".into()))));
    assert_eq!((&normal.name, &unwind.name), (&Name::Numbered(5), &Name::Numbered(7)));
    let succ: Vec<&Name> = i.kind.successors().into_iter().map(|l| &l.name).collect();
    assert_eq!(succ, [&Name::Numbered(5), &Name::Numbered(7)]);
    assert!(i.kind.is_terminator() && i.kind.has_value());
    let b = blocks(main);
    assert_eq!(b[1].instructions.len(), 1, "the unnamed `invoke` of a void callee takes no number");
    assert!(matches!(&b[1].instructions[0].kind, InstKind::Invoke { call, .. } if call.ret == Type::Void));
    assert_eq!(b[2].label, Name::Numbered(6));
    let pad = &b[3].instructions[0];
    assert_eq!(pad.result, Some(Name::Numbered(8)));
    let InstKind::LandingPad { cleanup: false, clauses, .. } = &pad.kind else { panic!("{:?}", pad.kind) };
    assert!(matches!(&clauses[..], [Clause::Catch(c)] if c.value == Value::Global(Name::Named("_ZTIi".into()))));
    let last = b.last().unwrap().instructions.last().unwrap();
    assert!(matches!(&last.kind, InstKind::Resume(v) if v.value == Value::Local(Name::Numbered(17))));
    assert!(last.kind.is_terminator() && !last.kind.has_value() && last.kind.successors().is_empty());
    let guard = function(&m, "_Z5guardi");
    assert_eq!(guard.linkage.as_deref(), Some("linkonce_odr"));
    let pad = &blocks(guard)[3].instructions[0];
    let InstKind::LandingPad { cleanup: true, clauses, .. } = &pad.kind else { panic!("{:?}", pad.kind) };
    assert!(matches!(&clauses[..], [Clause::Filter(f)] if matches!(f.ty, Type::Array(1, _))));
}

/// The expectation a bad file records in its leading comments.
fn expectation(text: &str) -> (Option<&str>, Option<&str>) {
    let field = |key: &str| text.lines().take(2).find_map(|l| l.strip_prefix(key)).map(str::trim);
    (field("; error:"), field("; at:"))
}

/// Every file of `tests/bad-llvm/` is rejected with its recorded message, at its
/// recorded `line:column`, and the rendering names `file:line:column`.
/// `LLVM_BAD_BLESS=1` rewrites the `; at:` lines from what the reader says.
#[test]
fn bad_files_fail_where_and_how_they_say() {
    let bless = std::env::var_os("LLVM_BAD_BLESS").is_some();
    let all = files(&root().join("tests/bad-llvm"));
    assert!(all.len() >= 30, "{} bad files", all.len());
    let mut failures = Vec::new();
    for path in all {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = format!("tests/bad-llvm/{}", path.file_name().unwrap().to_string_lossy());
        let (Some(message), Some(at)) = expectation(&text) else {
            failures.push(format!("{name}: no `; error:` and `; at:` lines"));
            continue;
        };
        let d = match parse(&text) {
            Ok(_) => {
                failures.push(format!("{name}: parsed"));
                continue;
            }
            Err(d) => d,
        };
        let span = d.loc.span.clone().expect("a span");
        assert!(span.start <= span.end && span.end <= text.len(), "{name}: span {span:?} outside the text");
        let source = Source { name: &name, text: &text };
        let (line, col) = source.line_col(span.start);
        let rendered = render(std::slice::from_ref(&d), Some(&source));
        if !d.message.contains(message) {
            failures.push(format!("{name}: expected `{message}`, got:\n{rendered}"));
        }
        if bless {
            std::fs::write(&path, text.replacen(&format!("; at: {at}"), &format!("; at: {line}:{col}"), 1)).unwrap();
        } else if at != format!("{line}:{col}") {
            failures.push(format!("{name}: expected at {at}, got:\n{rendered}"));
        } else if !rendered.contains(&format!("{name}:{line}:{col}")) {
            failures.push(format!("{name}: the rendering does not name {name}:{line}:{col}:\n{rendered}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A small deterministic generator (xorshift64*), so that a failure reproduces.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The reader answers `text` without panicking, and an error's span lies in the text.
fn answers(text: &str) {
    if let Err(d) = parse(text) {
        let span = d.loc.span.clone().unwrap_or_else(|| panic!("no span: {}", d.message));
        assert!(span.start <= span.end && span.end <= text.len(), "span {span:?} outside {} bytes", text.len());
        assert!(
            text.is_char_boundary(span.start) && text.is_char_boundary(span.end),
            "span {span:?} inside a character"
        );
    }
}

#[test]
fn truncated_and_damaged_files_never_panic() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let bad = files(&root().join("tests/bad-llvm"));
    for path in files(&root().join("tests/llvm/syntax")).into_iter().chain(bad) {
        let text = std::fs::read_to_string(&path).unwrap();
        let bytes = text.as_bytes();
        // Every prefix, at a stride that visits a few hundred cut points per file.
        let stride = (bytes.len() / 300).max(1);
        for cut in (0..bytes.len()).step_by(stride) {
            answers(&String::from_utf8_lossy(&bytes[..cut]));
        }
        // Byte-flipped copies: a few bytes replaced by arbitrary ones or by syntax.
        const SYNTAX: &[u8] = b"%@!#$\"\\{}[]()<>,=*:;x0-. \n";
        for _ in 0..200 {
            let mut copy = bytes.to_vec();
            for _ in 0..1 + rng.below(4) {
                let at = rng.below(copy.len().max(1)).min(copy.len().saturating_sub(1));
                if let Some(b) = copy.get_mut(at) {
                    *b = if rng.below(2) == 0 { rng.next() as u8 } else { SYNTAX[rng.below(SYNTAX.len())] };
                }
            }
            answers(&String::from_utf8_lossy(&copy));
        }
    }
}

#[test]
fn random_bytes_and_pathological_input_never_panic() {
    let mut rng = Rng(42);
    for _ in 0..2000 {
        let len = rng.below(200);
        let bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
        answers(&String::from_utf8_lossy(&bytes));
        // Random token soup, which gets further into the parser than random bytes.
        const WORDS: &[&str] = &[
            "define",
            "i32",
            "@f",
            "(",
            ")",
            "{",
            "}",
            "%0",
            "%x",
            "=",
            "add",
            "ret",
            "br",
            "label",
            "phi",
            "[",
            "]",
            ",",
            "ptr",
            "call",
            "<",
            ">",
            "x",
            "4",
            "-1",
            "1.5",
            "0x3FF0000000000000",
            "c\"a\\00\"",
            "!0",
            "!{",
            "#0",
            "attributes",
            "global",
            "@g",
            "%T",
            "type",
            "switch",
            "getelementptr",
            "zeroinitializer",
            "\n",
            "bb:",
            "7:",
        ];
        let soup: String = (0..rng.below(60)).map(|_| WORDS[rng.below(WORDS.len())]).collect::<Vec<_>>().join(" ");
        answers(&soup);
    }
    // Deep nesting is refused, not a stack overflow.
    let deep = format!("@g = global {}i32{} 0", "[1 x ".repeat(100_000), "]".repeat(100_000));
    assert!(parse(&deep).unwrap_err().message.contains("nesting too deep"));
    let deep = format!("@g = global {{ }} {}", "{ ".repeat(100_000));
    answers(&deep);
    // Widths and literals beyond LLVM's limits are refused without allocating for them.
    assert!(parse("@g = global i8388609 0").unwrap_err().message.contains("out of range"));
    assert!(parse("@g = global i8388608 0").is_ok());
    let huge = format!("@g = global i8 {}", "9".repeat(3_000_000));
    assert!(parse(&huge).unwrap_err().message.contains("wider than 8388608 bits"));
    assert!(parse("@g = global [18446744073709551615 x i8] zeroinitializer").is_ok());
    // A long literal is read by halves, and exactly.
    let digits: String = (0..5000).map(|i| char::from(b'1' + (i * 7 % 9) as u8)).collect();
    let m = parse(&format!("@g = global i32768 -{digits}")).unwrap();
    let Value::Int(v) = &m.globals[0].init.as_ref().unwrap().value else { panic!() };
    assert_eq!(v.to_string(), format!("-{digits}"));
    assert!(parse("define void @f() {\n4294967295:\n  ret void\n}").is_ok());
    answers("define void @f() {\n4294967295:\n  %x = add i32 1, 2\n  ret void\n}");
}

#[test]
fn abi_attributes_and_unusual_types() {
    let (text, m) = fixture("abi-O2.ll");
    let pass = function(&m, "pass");
    let big = Type::Named(Name::Named("struct.Big".into()));
    let a0 = &pass.params[0].attrs;
    assert!(a0.contains(&Attr::SRet(big.clone())) && a0.contains(&Attr::DeadOnUnwind) && a0.contains(&Attr::Writable));
    assert!(a0.contains(&Attr::Align(8)) && a0.contains(&Attr::NoAlias) && a0.contains(&Attr::WriteOnly));
    assert!(a0.contains(&Attr::Initializes(vec![(0.into(), 72.into())])));
    assert_eq!(pass.params[1].attrs, [Attr::NoUndef, Attr::ByVal(big), Attr::Align(8), Attr::Captures("none".into())]);
    let h = function(&m, "h");
    assert_eq!((h.ret.clone(), h.ret_attrs.clone()), (Type::Half, vec![Attr::NoUndef]));
    let bi = function(&m, "bi");
    assert!(matches!(&bi.ret_attrs[..], [Attr::Range { ty: Type::Int(64), hi, .. }] if *hi == 137438953472u64.into()));
    let load = inst(&text, bi, "%3 = load i256, ptr %1, align 8");
    assert!(matches!(&load.kind, InstKind::Load { ty: Type::Int(256), .. }));
    let table = global(&m, "switch.table.lut");
    let Value::Array(items) = &table.init.as_ref().unwrap().value else { panic!() };
    assert_eq!(items.iter().map(|o| int(&o.value)).collect::<Vec<_>>(), [11, 22, 37, 41, 58, 60]);
    let cmpm = function(&m, "cmpm");
    let InstKind::Call(c) = &blocks(cmpm)[0].instructions[0].kind else { panic!() };
    assert_eq!(c.tail, TailKind::Tail);
    assert_eq!(c.args[0].attrs, [Attr::NoUndef, Attr::NonNull, Attr::Dereferenceable(4)]);
    assert_eq!(c.fn_attrs, [Attr::Group(16)]);
}
