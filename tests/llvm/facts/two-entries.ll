; Breaks Property 2.2 only: the header has two predecessors outside the loop.
define i32 @main() {
entry:
  %t = icmp eq i32 0, 0
  br i1 %t, label %loop, label %side

side:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ 0, %side ], [ %next, %latch ]
  %s = phi i32 [ 0, %entry ], [ 0, %side ], [ %s1, %latch ]
  %c = icmp slt i32 %i, 10
  br i1 %c, label %latch, label %exit

latch:
  %s1 = add i32 %s, %i
  %next = add i32 %i, 1
  br label %loop

exit:
  %s.lcssa = phi i32 [ %s, %loop ]
  ret i32 %s.lcssa
}
