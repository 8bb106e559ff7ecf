; error: atomic instruction `atomicrmw` is not supported
; at: 4:8
define i32 @f(ptr %0) {
  %2 = atomicrmw add ptr %0, i32 1 seq_cst
  ret i32 %2
}
