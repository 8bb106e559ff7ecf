; EXIT: 2
; Poison is per lane: `add nsw` overflows in lane 0 only, and lane 1 is defined.
define i32 @main() {
entry:
  %v = add nsw <2 x i32> <i32 2147483647, i32 1>, splat (i32 1)
  %x = extractelement <2 x i32> %v, i64 1
  %c = icmp eq i32 %x, 2
  br i1 %c, label %yes, label %no
yes:
  ret i32 %x
no:
  ret i32 0
}
