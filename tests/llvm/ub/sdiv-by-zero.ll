; UB: division by zero
define i32 @main() {
entry:
  %p = alloca i32
  store i32 0, ptr %p
  %z = load i32, ptr %p
  %q = sdiv i32 10, %z
  ret i32 %q
}
