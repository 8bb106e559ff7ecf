; error: expected `[`, found `1`
; at: 8:27
define i32 @f(i1 %0) {
  br i1 %0, label %2, label %3
2:
  br label %3
3:
  %4 = phi i32 [ 0, %1 ], 1, %2 ]
  ret i32 %4
}
