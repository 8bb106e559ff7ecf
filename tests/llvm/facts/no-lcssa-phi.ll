; Breaks LCSSA only: `%s` leaves the loop without a φ node in the exit block.
define i32 @main() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s1, %latch ]
  %c = icmp slt i32 %i, 10
  br i1 %c, label %latch, label %exit

latch:
  %s1 = add i32 %s, %i
  %next = add i32 %i, 1
  br label %loop

exit:
  %r = add i32 %s, 0
  ret i32 %r
}
