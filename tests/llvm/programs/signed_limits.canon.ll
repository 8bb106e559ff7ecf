; ModuleID = 'signed_limits.O0.ll'
source_filename = "signed_limits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"%lld %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %5, %0
  %.01 = phi i32 [ 2147483642, %0 ], [ %4, %5 ]
  %.0 = phi i32 [ 0, %0 ], [ %6, %5 ]
  %2 = icmp slt i32 %.0, 5
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = add nsw i32 %.01, 1
  br label %5

5:                                                ; preds = %3
  %6 = add nsw i32 %.0, 1
  br label %1, !llvm.loop !6

7:                                                ; preds = %1
  %.01.lcssa = phi i32 [ %.01, %1 ]
  %8 = icmp eq i32 %.01.lcssa, 2147483647
  %9 = zext i1 %8 to i32
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %.01.lcssa, i32 noundef %9)
  %11 = sub nsw i32 -2147483645, 3
  %12 = icmp eq i32 %11, -2147483648
  %13 = zext i1 %12 to i32
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %11, i32 noundef %13)
  %15 = call i32 @clamp_add(i32 noundef 2147483647, i32 noundef 1)
  %16 = call i32 @clamp_add(i32 noundef -2147483648, i32 noundef -1)
  %17 = call i32 @clamp_add(i32 noundef 100, i32 noundef -50)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %15, i32 noundef %16, i32 noundef %17)
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef -3, i32 noundef -1, i32 noundef -3, i32 noundef 1)
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef -2147483647, i32 noundef -1073741824)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef 4294967295, i64 noundef 4611686018427387904)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef 2147483647)
  %23 = ashr i32 -17, 2
  %24 = sdiv i32 -17, 4
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %23, i32 noundef %24)
  %26 = sub nsw i64 9223372036854775807, 4611686018427387903
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef 9223372036854775807, i64 noundef %26)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @clamp_add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = sub nsw i32 2147483647, %1
  %6 = icmp sgt i32 %0, %5
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  br label %16

8:                                                ; preds = %4, %2
  %9 = icmp slt i32 %1, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %8
  %11 = sub nsw i32 -2147483648, %1
  %12 = icmp slt i32 %0, %11
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  br label %16

14:                                               ; preds = %10, %8
  %15 = add nsw i32 %0, %1
  br label %16

16:                                               ; preds = %14, %13, %7
  %.0 = phi i32 [ 2147483647, %7 ], [ -2147483648, %13 ], [ %15, %14 ]
  ret i32 %.0
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
