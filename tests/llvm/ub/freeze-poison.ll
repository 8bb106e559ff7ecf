; EXIT: 3
; `freeze` of poison is some fixed value: branching on it is defined.
define i32 @main() {
entry:
  %x = add nsw i32 2147483647, 1
  %f = freeze i32 %x
  %c = icmp eq i32 %f, %f
  br i1 %c, label %a, label %b
a:
  ret i32 3
b:
  ret i32 4
}
