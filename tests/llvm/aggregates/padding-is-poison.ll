; UB: `main` returns poison
; A struct stored whole leaves its padding unspecified: the byte after the i8 is poison.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
define i32 @main() {
  %p = alloca { i8, i64 }
  store i64 0, ptr %p
  store { i8, i64 } { i8 2, i64 40 }, ptr %p
  %q = getelementptr i8, ptr %p, i64 1
  %b = load i8, ptr %q
  %r = zext i8 %b to i32
  ret i32 %r
}
