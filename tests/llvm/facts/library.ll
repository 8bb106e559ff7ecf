; A library: no `main`, so `waddle verify` reads its facts from the text. Its loop
; breaks Property 2.1 (both arms of the body branch back to the header).
define i32 @sum() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %na, %a ], [ %nb, %b ]
  %s = phi i32 [ 0, %entry ], [ %s1, %a ], [ %s1, %b ]
  %c = icmp slt i32 %i, 10
  br i1 %c, label %body, label %exit

body:
  %s1 = add i32 %s, %i
  %odd = and i32 %i, 1
  %isodd = icmp eq i32 %odd, 1
  br i1 %isodd, label %a, label %b

a:
  %na = add i32 %i, 1
  br label %loop

b:
  %nb = add i32 %i, 1
  br label %loop

exit:
  %s.lcssa = phi i32 [ %s, %loop ]
  ret i32 %s.lcssa
}
