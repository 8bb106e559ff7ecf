; EXIT: 97
; Vector constants (a list, `splat`, `zeroinitializer`), lane-wise `add`, and
; `extractelement`/`insertelement` at constant indices: 7 + 30 + 0 + 60 = 97.
define i32 @main() {
entry:
  %a = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, splat (i32 5)
  %b = insertelement <4 x i32> %a, i32 30, i64 1
  %c = insertelement <4 x i32> zeroinitializer, i32 60, i32 3
  %x0 = extractelement <4 x i32> %b, i32 2
  %x1 = extractelement <4 x i32> %b, i64 1
  %x2 = extractelement <4 x i32> %c, i8 0
  %x3 = extractelement <4 x i32> %c, i64 3
  %s1 = add i32 %x0, %x1
  %s2 = add i32 %s1, %x2
  %s3 = add i32 %s2, %x3
  %r = sub i32 %s3, 1
  ret i32 %r
}
