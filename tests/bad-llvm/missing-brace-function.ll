; error: expected `}` at the end of the function
; at: 5:1
define i32 @f() {
  ret i32 0
