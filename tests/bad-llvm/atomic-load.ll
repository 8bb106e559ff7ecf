; error: atomic `load` is not supported
; at: 4:8
define i32 @f(ptr %0) {
  %2 = load atomic i32, ptr %0 seq_cst, align 4
  ret i32 %2
}
