; UB: branch on poison
; An index computed at run time, -1 read unsigned (4294967295): the lane is poison.
define i32 @main() {
entry:
  %p = alloca i32
  store i32 -1, ptr %p
  %i = load i32, ptr %p
  %x = extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 %i
  %c = icmp eq i32 %x, 0
  br i1 %c, label %yes, label %no
yes:
  ret i32 1
no:
  ret i32 0
}
