; UB: branch on poison
; A poison lane before the first set one decides the count of
; `llvm.experimental.cttz.elts` (lane 1 may or may not be set), so the count is poison;
; branching on it is undefined behaviour.
declare i64 @llvm.experimental.cttz.elts.i64.v4i1(<4 x i1>, i1 immarg)

define i32 @main() {
entry:
  %m = insertelement <4 x i1> <i1 false, i1 false, i1 true, i1 true>, i1 poison, i64 1
  %n = call i64 @llvm.experimental.cttz.elts.i64.v4i1(<4 x i1> %m, i1 true)
  %c = icmp eq i64 %n, 2
  br i1 %c, label %yes, label %no
yes:
  ret i32 1
no:
  ret i32 0
}
