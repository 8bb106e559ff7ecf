; EXIT: 57
; `extractelement` and `insertelement` at an index computed in a loop: the lanes
; (1, 2, 3, 0) are reversed one by one into %w, (0, 3, 2, 1), whose lanes 1 to 3 are
; then read as base-4 digits: 3*16 + 2*4 + 1 = 57.
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %w = phi <4 x i32> [ zeroinitializer, %entry ], [ %w2, %loop ]
  %x = extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 0>, i32 %i
  %j = sub i32 3, %i
  %w2 = insertelement <4 x i32> %w, i32 %x, i32 %j
  %next = add i32 %i, 1
  %more = icmp ult i32 %next, 4
  br i1 %more, label %loop, label %done
done:
  %d0 = extractelement <4 x i32> %w2, i64 1
  %d1 = extractelement <4 x i32> %w2, i64 2
  %d2 = extractelement <4 x i32> %w2, i64 3
  %h = mul i32 %d0, 16
  %t = mul i32 %d1, 4
  %s = add i32 %h, %t
  %r = add i32 %s, %d2
  ret i32 %r
}
