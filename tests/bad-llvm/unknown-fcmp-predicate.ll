; error: expected an `fcmp` predicate, found `less`
; at: 4:13
define i1 @f(double %0) {
  %2 = fcmp less double %0, 1.0
  ret i1 %2
}
