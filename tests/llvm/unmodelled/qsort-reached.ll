; STOP: @qsort
; `qsort` is a C library function this tool does not model: the run stops at its
; call, incomplete, after printing what came before it.
@s = private constant [7 x i8] c"before\00"
declare i32 @puts(ptr)
declare void @qsort(ptr, i64, i64, ptr)
define i32 @main() {
entry:
  %a = alloca [4 x i32], align 16
  %r = call i32 @puts(ptr @s)
  call void @qsort(ptr %a, i64 4, i64 4, ptr null)
  ret i32 0
}
