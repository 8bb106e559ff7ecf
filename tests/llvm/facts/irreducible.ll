; Irreducible: the cycle through `%a` and `%b` is entered at both, which LLVM allows and the kernel does not.
define i32 @main() {
entry:
  %t = icmp eq i32 0, 0
  br i1 %t, label %a, label %b

a:
  %i = phi i32 [ 0, %entry ], [ %j, %b ]
  %c = icmp slt i32 %i, 10
  br i1 %c, label %b, label %exit

b:
  %k = phi i32 [ 5, %entry ], [ %i, %a ]
  %j = add i32 %k, 1
  br label %a

exit:
  ret i32 %i
}
