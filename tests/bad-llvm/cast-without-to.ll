; error: expected `to`, found `i64`
; at: 4:20
define i64 @f(i32 %0) {
  %2 = zext i32 %0 i64
  ret i64 %2
}
