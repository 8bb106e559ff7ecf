; UB: branch on poison
; A shift by the width or more is poison.
define i32 @main() {
entry:
  %p = alloca i32
  store i32 33, ptr %p
  %n = load i32, ptr %p
  %x = shl i32 1, %n
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}
