; UB: `free` of a pointer that is not a live allocation's start
declare ptr @malloc(i64)
declare void @free(ptr)
define i32 @main() {
entry:
  %p = call ptr @malloc(i64 4)
  call void @free(ptr %p)
  call void @free(ptr %p)
  ret i32 0
}
