; error: alignment 3 is not a power of two
; at: 4:26
define void @f() {
  %1 = alloca i32, align 3
  ret void
}
