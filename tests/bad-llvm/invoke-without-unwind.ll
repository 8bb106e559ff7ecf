; error: expected `unwind`, found `label`
; at: 5:32
declare void @g()
define void @f() personality ptr @p {
  invoke void @g() to label %1 label %2
1:
  ret void
2:
  %3 = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %3
}
