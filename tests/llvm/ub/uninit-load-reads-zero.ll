; EXIT: 1
; Memory never written reads as one value of `undef`, 0: the branch goes where 0 leads.
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
