; error: exception handling (`landingpad`) is not supported
; at: 4:8
define void @f() {
  %1 = landingpad { ptr, i32 } cleanup
  ret void
}
