; error: exception handling (`cleanuppad`) is not supported
; at: 5:8
declare void @g()
define void @f() personality ptr @p {
  %1 = cleanuppad within none []
  ret void
}
