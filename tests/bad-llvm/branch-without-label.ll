; error: a branch target is written `label %bb`
; at: 4:6
define void @f() {
  br %next
next:
  ret void
}
