; UB: `main` returns poison
; An `i17` field writes 17 bits: the rest of its 4 bytes are unspecified after a store of the struct, as padding is.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define i32 @main() {
  %p = alloca { i17, i8 }
  store i64 -1, ptr %p
  store { i17, i8 } { i17 1, i8 2 }, ptr %p
  %q = getelementptr i8, ptr %p, i64 3
  %b = load i8, ptr %q
  %r = zext i8 %b to i32
  ret i32 %r
}
