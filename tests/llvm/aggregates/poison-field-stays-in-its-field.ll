; EXIT: 7
; Field 0 is poison (never inserted); it crosses a call and a φ with field 1, which stays defined.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
define { i32, i32 } @id({ i32, i32 } %a) {
  ret { i32, i32 } %a
}

define i32 @main() {
entry:
  %a = insertvalue { i32, i32 } poison, i32 7, 1
  %b = call { i32, i32 } @id({ i32, i32 } %a)
  br label %next

next:
  %c = phi { i32, i32 } [ %b, %entry ]
  %x = extractvalue { i32, i32 } %c, 1
  ret i32 %x
}
