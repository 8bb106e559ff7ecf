; EXIT: 7
; `add nsw` overflowing makes poison, not undefined behaviour: an unused poison is harmless.
define i32 @main() {
entry:
  %x = add nsw i32 2147483647, 1
  ret i32 7
}
