; EXIT: 44
; A struct stored whole is read back whole and field by field at its offsets (the i64 at byte 8).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
define i32 @main() {
  %p = alloca { i8, i64 }
  store { i8, i64 } { i8 2, i64 40 }, ptr %p
  %s = load { i8, i64 }, ptr %p
  %a = extractvalue { i8, i64 } %s, 0
  %q = getelementptr i8, ptr %p, i64 8
  %b = load i64, ptr %q
  %a32 = zext i8 %a to i32
  %b32 = trunc i64 %b to i32
  %c = add i32 %a32, %b32
  %d = add i32 %c, 2
  ret i32 %d
}
