; `opt-22 -passes=inline,instcombine` of freeze.before.ll: the frozen poison taken as -1, so -1 | 5 is -1, one of the values BEFORE allows.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define i32 @main() {
  ret i32 -1
}

define i32 @mk() {
  ret i32 poison
}
