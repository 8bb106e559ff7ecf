//! `llvm::printf` against glibc: every case of `printf-glibc.txt` (glibc 2.36's own
//! output, printed by `printf-glibc.c`, whose header gives the line format) prints the
//! same bytes here; the refused forms are located errors; no format string or argument
//! list makes the module panic.

use quickcheck::{Arbitrary, Gen, QuickCheck, TestResult};
use waddle::llvm::printf::{format, parse_format, render, Arg, ArgKind, ErrorKind, FormatError, Piece, MAX_COUNT};

/// The bytes of a field of the table: `\\` and `\xHH` escapes.
fn unescape(field: &str) -> Vec<u8> {
    let bytes = field.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match (bytes[i], bytes.get(i + 1)) {
            (b'\\', Some(b'\\')) => {
                out.push(b'\\');
                i += 2;
            }
            (b'\\', Some(b'x')) => {
                let hex = std::str::from_utf8(&bytes[i + 2..i + 4]).expect("ASCII escape");
                out.push(u8::from_str_radix(hex, 16).expect("a \\xHH escape"));
                i += 4;
            }
            (b, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    out
}

/// One argument of the table: `i:N`, `d:BITS`, `s:BYTES` or `p:HEX`.
fn argument(field: &str) -> Arg {
    let (kind, value) = field.split_once(':').expect("KIND:VALUE");
    match kind {
        "i" => Arg::Int(value.parse().expect("a decimal integer")),
        "d" => Arg::Double(f64::from_bits(u64::from_str_radix(value, 16).expect("hexadecimal bits"))),
        "s" => Arg::Str(unescape(value)),
        "p" => Arg::Ptr(u64::from_str_radix(value, 16).expect("a hexadecimal address")),
        _ => panic!("unknown argument kind {kind:?}"),
    }
}

fn printed(fmt: &[u8], args: &[Arg]) -> Result<Vec<u8>, FormatError> {
    format(&parse_format(fmt)?, args)
}

#[test]
fn every_case_prints_what_glibc_prints() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/llvm/printf-glibc.txt");
    let table = std::fs::read_to_string(path).expect("the glibc table");
    let mut cases = 0;
    let mut wrong = Vec::new();
    for (n, line) in table.lines().enumerate().filter(|(_, l)| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        assert!(fields.len() >= 2, "line {}: FORMAT <TAB> OUTPUT <TAB> ARG...", n + 1);
        let (fmt, expected) = (unescape(fields[0]), unescape(fields[1]));
        let args: Vec<Arg> = fields[2..].iter().map(|f| argument(f)).collect();
        cases += 1;
        let got = printed(&fmt, &args);
        if got.as_ref() != Ok(&expected) {
            wrong.push(format!(
                "line {}: {:?} of {:?}: glibc {:?}, here {:?}",
                n + 1,
                String::from_utf8_lossy(&fmt),
                args,
                String::from_utf8_lossy(&expected),
                got.map(|g| String::from_utf8_lossy(&g).into_owned())
            ));
        }
    }
    assert!(cases > 10_000, "the table has {cases} cases");
    let shown: Vec<&String> = wrong.iter().take(40).collect();
    assert!(wrong.is_empty(), "{} of {cases} cases differ:\n{shown:#?}", wrong.len());
}

fn check(fmt: &str, args: &[Arg], expected: &str) {
    let got = printed(fmt.as_bytes(), args).map(|g| String::from_utf8_lossy(&g).into_owned());
    assert_eq!(got.as_deref(), Ok(expected), "{fmt:?} of {args:?}");
}

#[test]
fn the_examples_of_the_brief() {
    check(
        "%hhd %u %lu %c",
        &[Arg::Int(300), Arg::Int(-1), Arg::Int(-1), Arg::Int(65 + 256)],
        "44 4294967295 18446744073709551615 A",
    );
    check(
        "[%-5d] [%05d] [%+d] [% d] [%.0d]",
        &[Arg::Int(7), Arg::Int(-7), Arg::Int(7), Arg::Int(7), Arg::Int(0)],
        "[7    ] [-0007] [+7] [ 7] []",
    );
    check("%x %#x %#o %hhx", &[Arg::Int(-1), Arg::Int(255), Arg::Int(8), Arg::Int(-1)], "ffffffff 0xff 010 ff");
    check("%.3s|%5c", &[Arg::Str(b"abcdef".to_vec()), Arg::Int(b'z'.into())], "abc|    z");
    check(
        "%a %A %p %p %%",
        &[Arg::Double(3.0), Arg::Double(-0.5), Arg::Ptr(0x1234), Arg::Ptr(0)],
        "0x1.8p+1 -0X1P-1 0x1234 (nil) %",
    );
    check(
        "%f %e %g %f",
        &[Arg::Double(-0.0), Arg::Double(f64::INFINITY), Arg::Double(-f64::NAN), Arg::Double(5e-324)],
        "-0.000000 inf -nan 0.000000",
    );
    let e300 = printed(b"%.0f", &[Arg::Double(1e300)]).expect("prints");
    assert_eq!(e300.len(), 301);
    assert!(
        e300.starts_with(b"100000000000000005250476025520442024870446858110815915491585411551180245798890819578637")
    );
}

fn error(fmt: &str, args: &[Arg]) -> (usize, ErrorKind) {
    match printed(fmt.as_bytes(), args) {
        Err(e) => (e.at, e.kind),
        Ok(out) => panic!("{fmt:?} printed {:?}", String::from_utf8_lossy(&out)),
    }
}

#[test]
fn the_refused_formats_are_located() {
    assert_eq!(error("x = %n", &[Arg::Ptr(8)]), (5, ErrorKind::Unsupported(b'n')));
    assert_eq!(error("%ls", &[Arg::Ptr(8)]), (1, ErrorKind::Wide));
    assert_eq!(error("%lc", &[Arg::Int(65)]), (1, ErrorKind::Wide));
    assert_eq!(error("%2$d %1$d", &[Arg::Int(1), Arg::Int(2)]), (2, ErrorKind::Positional));
    assert_eq!(error("%Lg", &[Arg::Double(1.0)]), (1, ErrorKind::LongDouble));
    assert_eq!(error("%2000000d", &[Arg::Int(1)]), (1, ErrorKind::WidthTooLarge));
    assert_eq!(
        error("ab%hs", &[Arg::Str(vec![])]),
        (3, ErrorKind::BadLength { length: waddle::llvm::printf::Length::Short, conv: b's' })
    );
    let e = parse_format(b"%w").expect_err("unknown");
    assert_eq!(e.to_string(), "byte 1: unknown conversion `%w`");
}

#[test]
fn the_wrong_arguments_are_located_at_their_conversion() {
    assert_eq!(error("ab %d %d", &[Arg::Int(1)]), (6, ErrorKind::MissingArgument));
    let wrong = |expected, found| ErrorKind::WrongArgument { expected, found };
    assert_eq!(error(" %f", &[Arg::Int(1)]), (1, wrong(ArgKind::Double, ArgKind::Int)));
    assert_eq!(error("%d", &[Arg::Double(1.0)]), (0, wrong(ArgKind::Int, ArgKind::Double)));
    assert_eq!(error("%p", &[Arg::Int(1)]), (0, wrong(ArgKind::Ptr, ArgKind::Int)));
    assert_eq!(error("%s", &[Arg::Ptr(16)]), (0, ErrorKind::StringPointer));
    assert_eq!(error("%*d", &[Arg::Double(1.0), Arg::Int(1)]), (0, wrong(ArgKind::Int, ArgKind::Double)));
    let big = i128::from(MAX_COUNT) + 1;
    assert_eq!(error("%*d", &[Arg::Int(big), Arg::Int(1)]), (0, ErrorKind::WidthTooLarge));
    assert_eq!(error("%*d", &[Arg::Int(-big), Arg::Int(1)]), (0, ErrorKind::WidthTooLarge));
    assert_eq!(error("%.*f", &[Arg::Int(big), Arg::Double(1.0)]), (0, ErrorKind::PrecisionTooLarge));
    // Extra arguments are ignored, as in C; `*`s of i32::MIN do not overflow.
    check("%d", &[Arg::Int(1), Arg::Int(2)], "1");
    assert_eq!(error("%*d", &[Arg::Int(i32::MIN.into()), Arg::Int(1)]), (0, ErrorKind::WidthTooLarge));
    check("%.*d", &[Arg::Int(i32::MIN.into()), Arg::Int(1)], "1");
    // `render` on its own takes exactly the conversion's arguments.
    let Piece::Conv(spec) = &parse_format(b"%*.*x").expect("parses")[0] else { panic!("a conversion") };
    let mut out = Vec::new();
    render(spec, &[Arg::Int(-6), Arg::Int(3), Arg::Int(255)], &mut out).expect("renders");
    assert_eq!(out, b"0ff   ");
}

/// A format string made mostly of the bytes of conversion specifications.
#[derive(Clone, Debug)]
struct Format(Vec<u8>);

impl Arbitrary for Format {
    fn arbitrary(g: &mut Gen) -> Self {
        const ALPHABET: &[u8] = b"%%%%-+ #0*.123456789$hljztLqdiouxXcsfFeEgGaApn%%lhx";
        let n = usize::arbitrary(g) % 24;
        Format(
            (0..n)
                .map(|_| if bool::arbitrary(g) { *g.choose(ALPHABET).unwrap_or(&b'%') } else { u8::arbitrary(g) })
                .collect(),
        )
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        Box::new(self.0.shrink().map(Format))
    }
}

#[derive(Clone, Debug)]
struct Args(Vec<Arg>);

impl Arbitrary for Args {
    fn arbitrary(g: &mut Gen) -> Self {
        let n = usize::arbitrary(g) % 6;
        Args(
            (0..n)
                .map(|_| match u8::arbitrary(g) % 5 {
                    0 => Arg::Int(i128::arbitrary(g)),
                    1 => Arg::Int(i128::from(i8::arbitrary(g))),
                    2 => Arg::Double(f64::from_bits(u64::arbitrary(g))),
                    3 => Arg::Str(Vec::arbitrary(g)),
                    _ => Arg::Ptr(u64::arbitrary(g) % 3),
                })
                .collect(),
        )
    }
}

#[test]
fn no_format_and_no_arguments_make_it_panic() {
    fn prop(fmt: Format, args: Args) -> bool {
        // Either a result or a located error inside the format.
        match printed(&fmt.0, &args.0) {
            Ok(_) => true,
            Err(e) => e.at <= fmt.0.len(),
        }
    }
    QuickCheck::new().tests(20_000).quickcheck(prop as fn(Format, Args) -> bool);
}

/// A valid conversion with the arguments it reads: `%` flags, width (or `*`),
/// precision (or `*`), a length the conversion takes, and a letter.
#[derive(Clone, Debug)]
struct Valid(String, Vec<Arg>);

impl Arbitrary for Valid {
    fn arbitrary(g: &mut Gen) -> Self {
        let mut fmt = String::from("%");
        let mut args = Vec::new();
        for flag in ["-", "+", " ", "#", "0"] {
            if u8::arbitrary(g) % 3 == 0 {
                fmt.push_str(flag);
            }
        }
        let count = |g: &mut Gen, fmt: &mut String, args: &mut Vec<Arg>| match u8::arbitrary(g) % 4 {
            0 => {}
            1 => {
                fmt.push('*');
                args.push(Arg::Int(i128::from(i16::arbitrary(g) % 2000)));
            }
            _ => fmt.push_str(&(u16::arbitrary(g) % 1200).to_string()),
        };
        count(g, &mut fmt, &mut args);
        if bool::arbitrary(g) {
            fmt.push('.');
            count(g, &mut fmt, &mut args);
        }
        let conv = *g.choose(b"diouxXcsfFeEgGaAp").unwrap_or(&b'd');
        let value = match conv {
            b'c' => Arg::Int(i128::arbitrary(g)),
            b's' if bool::arbitrary(g) => Arg::Ptr(0),
            b's' => Arg::Str(Vec::arbitrary(g)),
            b'p' => Arg::Ptr(if bool::arbitrary(g) { 0 } else { u64::arbitrary(g) }),
            b'd' | b'i' | b'o' | b'u' | b'x' | b'X' => {
                fmt.push_str(g.choose(&["", "hh", "h", "l", "ll", "j", "z", "t"]).unwrap_or(&""));
                Arg::Int(i128::arbitrary(g))
            }
            _ => {
                fmt.push_str(if bool::arbitrary(g) { "l" } else { "" });
                Arg::Double(if bool::arbitrary(g) { f64::from_bits(u64::arbitrary(g)) } else { f64::arbitrary(g) })
            }
        };
        fmt.push(conv as char);
        args.push(value);
        Valid(fmt, args)
    }
}

#[test]
fn every_valid_conversion_prints_at_least_its_width() {
    fn prop(v: Valid) -> TestResult {
        let pieces = match parse_format(v.0.as_bytes()) {
            Ok(p) => p,
            Err(e) => return TestResult::error(format!("{:?}: {e}", v.0)),
        };
        let Some(Piece::Conv(spec)) = pieces.first() else { return TestResult::error("not a conversion") };
        let width = match (spec.width, v.1.first()) {
            (Some(waddle::llvm::printf::Count::Fixed(n)), _) => n as usize,
            (Some(_), Some(Arg::Int(w))) => w.unsigned_abs() as usize,
            _ => 0,
        };
        match format(&pieces, &v.1) {
            Ok(out) => TestResult::from_bool(out.len() >= width),
            Err(e) => TestResult::error(format!("{:?} of {:?}: {e}", v.0, v.1)),
        }
    }
    QuickCheck::new().tests(20_000).quickcheck(prop as fn(Valid) -> TestResult);
}
