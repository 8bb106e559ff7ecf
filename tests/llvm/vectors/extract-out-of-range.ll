; UB: branch on poison
; `extractelement` at index 4 of a vector of 4 lanes is poison; branching on it is
; undefined behaviour.
define i32 @main() {
entry:
  %x = extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i64 4
  %c = icmp eq i32 %x, 0
  br i1 %c, label %yes, label %no
yes:
  ret i32 1
no:
  ret i32 0
}
