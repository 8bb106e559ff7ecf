; EXIT: 40
; Two vector φ nodes: four running sums, from (1, 2, 3, 4), and their step, (1, 2, 3, 4)
; rotated by one lane at each of the 3 iterations: (2, 4, 6, 8), (4, 7, 10, 9),
; (7, 11, 11, 11), whose sum is 40.
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)

define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %acc = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %entry ], [ %acc2, %loop ]
  %step = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %entry ], [ %step2, %loop ]
  %acc2 = add <4 x i32> %acc, %step
  %step2 = shufflevector <4 x i32> %step, <4 x i32> poison, <4 x i32> <i32 1, i32 2, i32 3, i32 0>
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, 3
  br i1 %more, label %loop, label %done
done:
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %acc2)
  ret i32 %r
}
