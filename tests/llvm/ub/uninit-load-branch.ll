; UB: branch on poison
; Memory never written reads as poison.
define i32 @main() {
entry:
  %p = alloca i32
  %v = load i32, ptr %p
  %c = icmp eq i32 %v, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}
