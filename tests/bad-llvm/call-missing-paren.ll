; error: expected `,`, found `ret`
; at: 6:3
declare void @g(i32)
define void @f() {
  call void @g(i32 1
  ret void
}
