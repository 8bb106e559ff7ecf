; EXIT: 74
; A `shufflevector` whose mask has a poison lane: the other lanes are the ones picked
; (lane 5 is lane 1 of the second vector, lane 0 of the first, lane 3 of the first), and
; the poison lane, never used, makes nothing undefined: 60 + 10 + 4 = 74.
define i32 @main() {
entry:
  %s = shufflevector <4 x i32> <i32 10, i32 2, i32 3, i32 4>, <4 x i32> <i32 50, i32 60, i32 70, i32 80>, <4 x i32> <i32 5, i32 0, i32 3, i32 poison>
  %a = extractelement <4 x i32> %s, i64 0
  %b = extractelement <4 x i32> %s, i64 1
  %c = extractelement <4 x i32> %s, i64 2
  %ab = add i32 %a, %b
  %r = add i32 %ab, %c
  ret i32 %r
}
