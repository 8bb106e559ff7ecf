; error: unclosed bracket
; at: 6:7
define void @f() {
  ret void
}
!0 = !{i32 1, !"x"
