; EXIT: 2
; `llvm.experimental.cttz.elts` counts the zero lanes before the first set one: the
; lanes after it do not decide the count, so a poison lane there leaves it defined (the
; loop vectorizer counts an early exit's mask whose later lanes may be poison). The
; count is returned `noundef`: were it poison, that would be undefined behaviour.
declare i64 @llvm.experimental.cttz.elts.i64.v4i1(<4 x i1>, i1 immarg)

define noundef i32 @main() {
entry:
  %m = insertelement <4 x i1> <i1 false, i1 false, i1 true, i1 true>, i1 poison, i64 3
  %n = call i64 @llvm.experimental.cttz.elts.i64.v4i1(<4 x i1> %m, i1 true)
  %r = trunc i64 %n to i32
  ret i32 %r
}
