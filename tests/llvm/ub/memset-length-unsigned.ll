; UB: an access outside every live object
; The length of a memory intrinsic is unsigned: `i64 -1` is 2^64 - 1 bytes.
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
define i32 @main() {
entry:
  %a = alloca i8
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 -1, i1 false)
  ret i32 0
}
