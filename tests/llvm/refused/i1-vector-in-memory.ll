; error: a vector of `i1` in memory is not supported: LLVM packs its lanes bit by bit
; at: 6:9
; LLVM lays a `<8 x i1>` out as 8 bits, not as 8 bytes.
define i32 @main() {
  %p = alloca i64
  store <8 x i1> zeroinitializer, ptr %p
  ret i32 0
}
