@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

declare i32 @printf(ptr noundef, ...)

define i32 @main() {
  %m = and i32 undef, -256
  %x = or i32 %m, 7
  %y = and i32 %x, 255
  %c = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %y)
  ret i32 0
}
