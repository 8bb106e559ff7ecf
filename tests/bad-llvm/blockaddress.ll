; error: `blockaddress` is not supported
; at: 3:17
@p = global ptr blockaddress(@f, %2)
define void @f() {
  br label %2
2:
  ret void
}
