; error: `@llvm.smax.v4i32` on vectors is not supported
; at: 7:23
; An intrinsic other than a reduction, on vectors.
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>)

define i32 @main() {
  %m = call <4 x i32> @llvm.smax.v4i32(<4 x i32> zeroinitializer, <4 x i32> splat (i32 1))
  ret i32 0
}
