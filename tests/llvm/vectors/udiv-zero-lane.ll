; UB: division by zero
; A vector division with one lane's divisor zero is undefined behaviour.
define i32 @main() {
entry:
  %v = udiv <4 x i32> splat (i32 12), <i32 1, i32 2, i32 0, i32 4>
  %x = extractelement <4 x i32> %v, i64 0
  ret i32 %x
}
