; EXIT: 50
; A struct of every kind of scalar, an array among them, passed to a function and returned: each field arrives as it left (the i8 incremented, the i16 pair swapped).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
%T = type { i1, i8, ptr, double, float, i128, [2 x i16] }
@g = global i32 0

define %T @shift(%T %a) {
  %b = extractvalue %T %a, 1
  %b2 = add i8 %b, 1
  %r = insertvalue %T %a, i8 %b2, 1
  %e0 = extractvalue %T %a, 6, 0
  %e1 = extractvalue %T %a, 6, 1
  %r2 = insertvalue %T %r, i16 %e1, 6, 0
  %r3 = insertvalue %T %r2, i16 %e0, 6, 1
  ret %T %r3
}

define i32 @main() {
  %a0 = insertvalue %T poison, i1 true, 0
  %a1 = insertvalue %T %a0, i8 41, 1
  %a2 = insertvalue %T %a1, ptr @g, 2
  %a3 = insertvalue %T %a2, double -2.5, 3
  %a4 = insertvalue %T %a3, float 0.5, 4
  %a5 = insertvalue %T %a4, i128 1267650600228229401496703205379, 5
  %a6 = insertvalue %T %a5, [2 x i16] [i16 7, i16 -9], 6
  %s = call %T @shift(%T %a6)
  %f0 = extractvalue %T %s, 0
  %v0 = zext i1 %f0 to i32
  %f1 = extractvalue %T %s, 1
  %v1 = sext i8 %f1 to i32
  %f2 = extractvalue %T %s, 2
  store i32 5, ptr %f2
  %v2 = load i32, ptr @g
  %f3 = extractvalue %T %s, 3
  %v3 = fptosi double %f3 to i32
  %f4 = extractvalue %T %s, 4
  %f4x = fmul float %f4, 4.0
  %v4 = fptosi float %f4x to i32
  %f5 = extractvalue %T %s, 5
  %hi = lshr i128 %f5, 100
  %v5 = trunc i128 %hi to i32
  %lo = and i128 %f5, 255
  %v6 = trunc i128 %lo to i32
  %f6 = extractvalue %T %s, 6
  %e0 = extractvalue [2 x i16] %f6, 0
  %v7 = sext i16 %e0 to i32
  %e1 = extractvalue [2 x i16] %f6, 1
  %v8 = sext i16 %e1 to i32
  %s1 = add i32 %v0, %v1
  %s2 = add i32 %s1, %v2
  %s3 = add i32 %s2, %v3
  %s4 = add i32 %s3, %v4
  %s5 = add i32 %s4, %v5
  %s6 = add i32 %s5, %v6
  %s7 = add i32 %s6, %v7
  %s8 = add i32 %s7, %v8
  ret i32 %s8
}
