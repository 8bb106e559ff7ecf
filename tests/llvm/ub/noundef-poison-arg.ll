; UB: a `noundef` argument is poison
define i32 @id(i32 noundef %x) {
entry:
  ret i32 %x
}
define i32 @main() {
entry:
  %x = add nsw i32 2147483647, 1
  %y = call i32 @id(i32 noundef %x)
  ret i32 0
}
