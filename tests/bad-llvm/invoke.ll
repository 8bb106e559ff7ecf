; error: exception handling (`invoke`) is not supported
; at: 5:3
declare void @g()
define void @f() personality ptr @p {
  invoke void @g() to label %1 unwind label %2
1:
  ret void
2:
  ret void
}
