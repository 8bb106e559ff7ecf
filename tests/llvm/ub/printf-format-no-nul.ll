; UB: `printf`'s format has no NUL inside its object
@s = constant [2 x i8] c"ab"

declare i32 @printf(ptr, ...)

define i32 @main() {
  %r = call i32 (ptr, ...) @printf(ptr @s)
  ret i32 0
}
