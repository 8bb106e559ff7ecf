; error: inline assembly is not supported
; at: 4:13
define void @f() {
  call void asm sideeffect "nop", ""()
  ret void
}
