; error: instruction expected to be numbered `%2` or greater, found `%1`
; at: 4:3
define i32 @f(i32 %0) {
  %1 = add i32 %0, 1
  ret i32 %1
}
