; UB: an access outside every live object
declare ptr @malloc(i64)
declare void @free(ptr)
define i32 @main() {
entry:
  %p = call ptr @malloc(i64 4)
  store i32 5, ptr %p
  call void @free(ptr %p)
  %v = load i32, ptr %p
  ret i32 %v
}
