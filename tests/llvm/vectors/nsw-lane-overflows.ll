; UB: branch on poison
; The lane of an `add nsw` that overflows is poison; branching on it is undefined.
define i32 @main() {
entry:
  %v = add nsw <2 x i32> <i32 2147483647, i32 1>, splat (i32 1)
  %x = extractelement <2 x i32> %v, i64 0
  %c = icmp slt i32 %x, 0
  br i1 %c, label %yes, label %no
yes:
  ret i32 1
no:
  ret i32 0
}
