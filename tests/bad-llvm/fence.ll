; error: atomic instruction `fence` is not supported
; at: 4:3
define void @f() {
  fence seq_cst
  ret void
}
