; UB: signed division overflows
define i32 @main() {
entry:
  %p = alloca i32
  store i32 -1, ptr %p
  %m = load i32, ptr %p
  %q = sdiv i32 -2147483648, %m
  ret i32 %q
}
