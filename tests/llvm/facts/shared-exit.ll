; Breaks Property 2.3 only: the exit is also reached from `%skip`, outside the loop.
define i32 @main() {
entry:
  %t = icmp eq i32 0, 0
  br i1 %t, label %pre, label %skip

pre:
  br label %loop

skip:
  br label %exit

loop:
  %i = phi i32 [ 0, %pre ], [ %next, %latch ]
  %s = phi i32 [ 0, %pre ], [ %s1, %latch ]
  %c = icmp slt i32 %i, 10
  br i1 %c, label %latch, label %exit

latch:
  %s1 = add i32 %s, %i
  %next = add i32 %i, 1
  br label %loop

exit:
  %r = phi i32 [ %s, %loop ], [ 7, %skip ]
  ret i32 %r
}
