; error: a vector of `i1` in memory is not supported: LLVM packs its lanes bit by bit
; at: 6:3
; The same for a load of one.
define i32 @main() {
  %p = alloca i64
  %v = load <8 x i1>, ptr %p
  ret i32 0
}
