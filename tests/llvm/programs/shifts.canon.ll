; ModuleID = 'shifts.O0.ll'
source_filename = "shifts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"%08x %08x %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"%llx \00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"%lld \00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %8, %0
  %.02 = phi i32 [ 0, %0 ], [ %9, %8 ]
  %2 = icmp ult i32 %.02, 32
  br i1 %2, label %3, label %10

3:                                                ; preds = %1
  %4 = shl i32 -2147483647, %.02
  %5 = lshr i32 -2147483647, %.02
  %6 = call i32 @rotl(i32 noundef -2147483647, i32 noundef %.02)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %4, i32 noundef %5, i32 noundef %6)
  br label %8

8:                                                ; preds = %3
  %9 = add i32 %.02, 5
  br label %1, !llvm.loop !6

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %16, %10
  %.03 = phi i32 [ 0, %10 ], [ %17, %16 ]
  %12 = icmp slt i32 %.03, 31
  br i1 %12, label %13, label %18

13:                                               ; preds = %11
  %14 = ashr i32 -1024, %.03
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %14)
  br label %16

16:                                               ; preds = %13
  %17 = add nsw i32 %.03, 6
  br label %11, !llvm.loop !8

18:                                               ; preds = %11
  %19 = call i32 @putchar(i32 noundef 10)
  br label %20

20:                                               ; preds = %26, %18
  %.01 = phi i32 [ 0, %18 ], [ %27, %26 ]
  %21 = icmp slt i32 %.01, 64
  br i1 %21, label %22, label %28

22:                                               ; preds = %20
  %23 = zext i32 %.01 to i64
  %24 = shl i64 1, %23
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %24)
  br label %26

26:                                               ; preds = %22
  %27 = add nsw i32 %.01, 9
  br label %20, !llvm.loop !9

28:                                               ; preds = %20
  %29 = call i32 @putchar(i32 noundef 10)
  br label %30

30:                                               ; preds = %36, %28
  %.0 = phi i32 [ 1, %28 ], [ %37, %36 ]
  %31 = icmp slt i32 %.0, 64
  br i1 %31, label %32, label %38

32:                                               ; preds = %30
  %33 = zext i32 %.0 to i64
  %34 = ashr i64 -123456789012, %33
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %34)
  br label %36

36:                                               ; preds = %32
  %37 = add nsw i32 %.0, 13
  br label %30, !llvm.loop !10

38:                                               ; preds = %30
  %39 = call i32 @putchar(i32 noundef 10)
  %40 = zext i8 -75 to i32
  %41 = shl i32 %40, 3
  %42 = zext i8 -75 to i32
  %43 = shl i32 %42, 3
  %44 = trunc i32 %43 to i8
  %45 = zext i8 %44 to i32
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %41, i32 noundef %45)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @rotl(i32 noundef %0, i32 noundef %1) #0 {
  %3 = and i32 %1, 31
  %4 = icmp ne i32 %3, 0
  br i1 %4, label %5, label %10

5:                                                ; preds = %2
  %6 = shl i32 %0, %3
  %7 = sub i32 32, %3
  %8 = lshr i32 %0, %7
  %9 = or i32 %6, %8
  br label %11

10:                                               ; preds = %2
  br label %11

11:                                               ; preds = %10, %5
  %12 = phi i32 [ %9, %5 ], [ %0, %10 ]
  ret i32 %12
}

declare i32 @putchar(i32 noundef) #1

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
