; error: typed pointers (`T*`) are not supported
; at: 3:18
define i32 @f(i32* %0) {
  ret i32 0
}
