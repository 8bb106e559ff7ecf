; EXIT: 3
; `llvm.sqrt` on vectors, as `opt -O2` vectorizes a loop of `sqrt` calls, on a path the
; run does not take: the module runs.
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>)

define i32 @main() {
entry:
  %never = icmp eq i32 1, 2
  br i1 %never, label %roots, label %done
roots:
  %r = call <2 x double> @llvm.sqrt.v2f64(<2 x double> <double 4.0, double 9.0>)
  %x = extractelement <2 x double> %r, i32 1
  %i = fptosi double %x to i32
  br label %done
done:
  %v = phi i32 [ %i, %roots ], [ 3, %entry ]
  ret i32 %v
}
