; Breaks SSA: `%x` is defined on one arm only and used where the arms meet.
define i32 @main() {
entry:
  %t = icmp eq i32 0, 0
  br i1 %t, label %a, label %b

a:
  %x = add i32 1, 2
  br label %c

b:
  br label %c

c:
  ret i32 %x
}
