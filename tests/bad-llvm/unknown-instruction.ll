; error: unknown instruction `frobnicate`
; at: 4:8
define i32 @f(i32 %0) {
  %2 = frobnicate i32 %0, 1
  ret i32 %2
}
