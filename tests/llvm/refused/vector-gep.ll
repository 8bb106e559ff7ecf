; error: a `getelementptr` with vector operands is not supported
; at: 6:3
; A vector of addresses from one base and a vector of indices.
define i32 @main() {
  %p = alloca [4 x i32]
  %v = getelementptr i32, ptr %p, <2 x i64> <i64 0, i64 1>
  ret i32 0
}
