; EXIT: 42
; Zero initializers past the in-line stores (a loop writes them) beside nonzero data:
; every byte of both arrays reads 0 until written, and the neighbours keep their values.
@before = global i64 40
@big = global [1000003 x i8] zeroinitializer
@wide = global { i32, [70000 x i64], i32 } { i32 1, [70000 x i64] zeroinitializer, i32 1 }
@after = global i64 2

define i32 @main() {
entry:
  %last = getelementptr inbounds [1000003 x i8], ptr @big, i64 0, i64 1000002
  %b = load i8, ptr %last
  %mid = getelementptr inbounds [1000003 x i8], ptr @big, i64 0, i64 512000
  store i8 5, ptr %mid
  %m = load i8, ptr %mid
  %w = getelementptr inbounds { i32, [70000 x i64], i32 }, ptr @wide, i64 0, i32 1, i64 69999
  %x = load i64, ptr %w
  %tailp = getelementptr inbounds { i32, [70000 x i64], i32 }, ptr @wide, i64 0, i32 2
  %t = load i32, ptr %tailp
  %p = load i64, ptr @before
  %q = load i64, ptr @after
  %s1 = add i64 %p, %q
  %bz = zext i8 %b to i64
  %s2 = add i64 %s1, %bz
  %s3 = add i64 %s2, %x
  %m64 = zext i8 %m to i64
  %s4 = add i64 %s3, %m64
  %t64 = zext i32 %t to i64
  %s5 = add i64 %s4, %t64
  %s6 = sub i64 %s5, 6
  %r = trunc i64 %s6 to i32
  ret i32 %r
}
