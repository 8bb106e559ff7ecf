; error: fast-math flags are not supported
; at: 9:3
; `nnan` on a φ makes its result poison when it is a NaN: refused like the flags on
; every other instruction.
define i32 @main() {
entry:
  br label %next
next:
  %x = phi nnan double [ 1.0, %entry ]
  %r = fptosi double %x to i32
  ret i32 %r
}
