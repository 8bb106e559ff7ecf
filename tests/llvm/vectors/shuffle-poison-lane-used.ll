; UB: branch on poison
; The poison lane of a `shufflevector` mask gives a poison lane; branching on it is
; undefined behaviour.
define i32 @main() {
entry:
  %s = shufflevector <4 x i32> <i32 10, i32 2, i32 3, i32 4>, <4 x i32> poison, <2 x i32> <i32 0, i32 poison>
  %x = extractelement <2 x i32> %s, i64 1
  %c = icmp eq i32 %x, 0
  br i1 %c, label %yes, label %no
yes:
  ret i32 1
no:
  ret i32 0
}
