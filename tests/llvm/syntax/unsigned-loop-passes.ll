; ModuleID = 'out/unsigned.c22.m2r.ll'
source_filename = "unsigned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @udiv(i32 noundef %0, i32 noundef %1) #0 {
  %3 = udiv i32 %0, %1
  %4 = urem i32 %0, %1
  %5 = add i32 %3, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sdiv(i32 noundef %0, i32 noundef %1) #0 {
  %3 = sdiv i32 %0, %1
  %4 = srem i32 %0, %1
  %5 = add nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @shifts(i64 noundef %0, i32 noundef %1) #0 {
  %3 = zext nneg i32 %1 to i64
  %4 = shl i64 %0, %3
  %5 = sub nsw i32 64, %1
  %6 = zext nneg i32 %5 to i64
  %7 = lshr i64 %0, %6
  %8 = ashr i64 %0, 3
  %9 = xor i64 %7, %8
  %10 = or i64 %4, %9
  ret i64 %10
}

; Function Attrs: noinline nounwind uwtable
define dso_local zeroext i8 @uc(i8 noundef zeroext %0, i8 noundef signext %1) #0 {
  %3 = add i8 %0, %1
  ret i8 %3
}

; Function Attrs: noinline nounwind uwtable
define dso_local signext i16 @sh(i16 noundef signext %0) #0 {
  %2 = mul i16 %0, 3
  ret i16 %2
}

; Function Attrs: noinline nounwind uwtable
define dso_local zeroext i1 @bo(i32 noundef %0) #0 {
  %2 = add i32 %0, -4
  %or.cond = icmp ult i32 %2, 6
  %3 = icmp eq i32 %0, -1
  %spec.select = or i1 %or.cond, %3
  ret i1 %spec.select
}

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @mix(i64 noundef %0) #0 {
  %2 = lshr i64 %0, 33
  %3 = xor i64 %0, %2
  %4 = mul i64 %3, -49064778989728563
  %5 = lshr i64 %4, 33
  %6 = xor i64 %4, %5
  ret i64 %6
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = call i32 @udiv(i32 noundef 17, i32 noundef 5)
  %2 = call i32 @sdiv(i32 noundef -17, i32 noundef 5)
  %3 = add i32 %1, %2
  %4 = call i64 @shifts(i64 noundef 12345, i32 noundef 7)
  %5 = trunc i64 %4 to i32
  %6 = add i32 %3, %5
  %7 = call zeroext i8 @uc(i8 noundef zeroext -56, i8 noundef signext -3)
  %8 = zext i8 %7 to i32
  %9 = add i32 %6, %8
  %10 = call signext i16 @sh(i16 noundef signext 7)
  %11 = sext i16 %10 to i32
  %12 = add i32 %9, %11
  %13 = call zeroext i1 @bo(i32 noundef 5)
  %14 = zext i1 %13 to i32
  %15 = add i32 %12, %14
  %16 = call i64 @mix(i64 noundef 99)
  %17 = trunc i64 %16 to i32
  %18 = add i32 %15, %17
  ret i32 %18
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
