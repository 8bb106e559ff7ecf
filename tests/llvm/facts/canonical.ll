; In SSA, LCSSA and loop-simplify form: the sum of 0..9, through a latch both arms reach.
define i32 @main() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s1, %latch ]
  %c = icmp slt i32 %i, 10
  br i1 %c, label %body, label %exit

body:
  %s1 = add i32 %s, %i
  %odd = and i32 %i, 1
  %isodd = icmp eq i32 %odd, 1
  br i1 %isodd, label %a, label %b

a:
  br label %latch

b:
  br label %latch

latch:
  %next = add i32 %i, 1
  br label %loop

exit:
  %s.lcssa = phi i32 [ %s, %loop ]
  ret i32 %s.lcssa
}
