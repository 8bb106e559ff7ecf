; error: the vector `<1000000 x i32>`: only 1 to 1024 lanes are supported
; at: 5:22
; Each lane is lowered to registers of its own: a vector this long is refused unread.
define i32 @main() {
  %v = insertelement <1000000 x i32> zeroinitializer, i32 1, i64 0
  ret i32 0
}
