; UB: branch on poison
; `insertelement` at index 7 of a vector of 4 lanes is a poison vector: even lane 0,
; which the insertion would not have touched, is poison.
define i32 @main() {
entry:
  %p = alloca i64
  store i64 7, ptr %p
  %i = load i64, ptr %p
  %v = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 9, i64 %i
  %x = extractelement <4 x i32> %v, i64 0
  %c = icmp eq i32 %x, 1
  br i1 %c, label %yes, label %no
yes:
  ret i32 1
no:
  ret i32 0
}
