; UB: branch on poison
; A poison lane stored and loaded back is poison: memory holds poison per bit.
define i32 @main() {
entry:
  %a = alloca <4 x i32>, align 16
  %pv = insertelement <4 x i32> poison, i32 5, i64 2
  store <4 x i32> %pv, ptr %a
  %p1 = getelementptr inbounds i32, ptr %a, i64 1
  %x = load i32, ptr %p1
  %c = icmp eq i32 %x, 0
  br i1 %c, label %yes, label %no
yes:
  ret i32 1
no:
  ret i32 0
}
