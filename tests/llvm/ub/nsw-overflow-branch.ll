; UB: branch on poison
; `add nsw` of INT_MAX and 1 is poison; branching on a comparison of it is undefined.
define i32 @main() {
entry:
  %x = add nsw i32 2147483647, 1
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %yes, label %no
yes:
  ret i32 1
no:
  ret i32 0
}
