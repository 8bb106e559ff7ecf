; error: atomic instruction `cmpxchg` is not supported
; at: 4:8
define void @f(ptr %0) {
  %2 = cmpxchg ptr %0, i32 0, i32 1 seq_cst seq_cst
  ret void
}
