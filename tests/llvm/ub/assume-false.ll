; UB: an `llvm.assume` that does not hold
declare void @llvm.assume(i1)
define i32 @main() {
entry:
  %p = alloca i32
  store i32 3, ptr %p
  %v = load i32, ptr %p
  %c = icmp eq i32 %v, 4
  call void @llvm.assume(i1 %c)
  ret i32 0
}
