; error: block `%1` does not end with a terminator
; at: 5:1
define i32 @f(i32 %0) {
  %2 = add i32 %0, 1
next:
  ret i32 %2
}
