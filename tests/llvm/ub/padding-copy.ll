; EXIT: 1
; Copying a struct with memcpy copies its padding (poison bytes) without fault.
%struct.S = type { i8, i32 }
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define i32 @main() {
entry:
  %a = alloca %struct.S
  %b = alloca %struct.S
  store i8 1, ptr %a
  %f = getelementptr %struct.S, ptr %a, i32 0, i32 1
  store i32 2, ptr %f
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 8, i1 false)
  %v = load i8, ptr %b
  %r = zext i8 %v to i32
  ret i32 %r
}
