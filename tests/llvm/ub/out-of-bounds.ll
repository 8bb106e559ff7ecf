; UB: an access outside every live object
define i32 @main() {
entry:
  %a = alloca [4 x i32]
  %p = getelementptr [4 x i32], ptr %a, i64 0, i64 4
  %v = load i32, ptr %p
  ret i32 %v
}
