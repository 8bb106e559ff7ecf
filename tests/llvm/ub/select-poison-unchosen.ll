; EXIT: 5
; `select` is poison only when the chosen operand (or the condition) is.
define i32 @main() {
entry:
  %x = add nsw i32 2147483647, 1
  %v = select i1 true, i32 5, i32 %x
  %c = icmp eq i32 %v, 5
  br i1 %c, label %a, label %b
a:
  ret i32 5
b:
  ret i32 6
}
