; UB: an access outside every live object
; The length of a memory intrinsic is unsigned: `i32 -2` is 2^32 - 2 bytes.
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
define i32 @main() {
entry:
  %a = alloca [4 x i8]
  %b = alloca [4 x i8]
  call void @llvm.memcpy.p0.p0.i32(ptr %a, ptr %b, i32 -2, i1 false)
  ret i32 0
}
