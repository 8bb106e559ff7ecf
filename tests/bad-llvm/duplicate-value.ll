; error: `%x` is defined twice
; at: 5:3
define i32 @f(i32 %0) {
  %x = add i32 %0, 1
  %x = add i32 %0, 2
  ret i32 %x
}
