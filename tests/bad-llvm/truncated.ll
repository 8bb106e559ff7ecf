; error: expected a value, found the end of the file
; at: 4:19
define i32 @f(i32 %0) {
  %2 = add i32 %0,