@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

declare i32 @printf(ptr noundef, ...)

define i32 @main() {
  %c = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef -1)
  ret i32 0
}
