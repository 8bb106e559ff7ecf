; UB: branch on poison
; Poison stored to memory and loaded back is still poison.
define i32 @main() {
entry:
  %p = alloca i32
  %x = mul nuw i32 65536, 65536
  store i32 %x, ptr %p
  %v = load i32, ptr %p
  %c = icmp ne i32 %v, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}
