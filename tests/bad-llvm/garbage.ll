; error: unexpected character `¤`
; at: 4:13
define i32 @f() {
  ret i32 0 ¤
}
