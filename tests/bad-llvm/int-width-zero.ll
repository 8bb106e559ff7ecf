; error: integer width `i0` out of range
; at: 4:12
define i32 @f() {
  %1 = add i0 0, 0
  ret i32 0
}
