; UB: branch on poison
; `llvm.ctlz` of 0 with its flag set is poison (LangRef), and so is `llvm.cttz`'s; the
; same calls without the flag count all 32 bits.
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)

define i32 @main() {
entry:
  %z = sub i32 5, 5
  %all = call i32 @llvm.ctlz.i32(i32 %z, i1 false)
  %low = call i32 @llvm.cttz.i32(i32 %z, i1 false)
  %sum = add i32 %all, %low
  %ok = icmp eq i32 %sum, 64
  br i1 %ok, label %flagged, label %wrong
flagged:
  %n = call i32 @llvm.ctlz.i32(i32 %z, i1 true)
  %c = icmp eq i32 %n, 32
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
wrong:
  ret i32 9
}
