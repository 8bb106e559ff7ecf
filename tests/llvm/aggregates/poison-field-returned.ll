; UB: `main` returns poison
; The same struct, its poison field 0 returned by `main`.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
define { i32, i32 } @id({ i32, i32 } %a) {
  ret { i32, i32 } %a
}

define i32 @main() {
  %a = insertvalue { i32, i32 } poison, i32 7, 1
  %b = call { i32, i32 } @id({ i32, i32 } %a)
  %x = extractvalue { i32, i32 } %b, 0
  ret i32 %x
}
