; error: this instruction has no value to name
; at: 4:3
define void @f(ptr %0) {
  %x = store i32 0, ptr %0
  ret void
}
