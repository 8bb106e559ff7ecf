; A poison value frozen, then `| 5` returned: `freeze` may give any value, the lowering picks 0 (5 returned).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define i32 @main() {
  %y0 = call i32 @mk()
  %y = freeze i32 %y0
  %z = or i32 %y, 5
  ret i32 %z
}

define i32 @mk() {
  ret i32 poison
}
