; error: expected `>`, found `zeroinitializer`
; at: 4:21
define void @f() {
  %1 = add <4 x i32 zeroinitializer, zeroinitializer
  ret void
}
