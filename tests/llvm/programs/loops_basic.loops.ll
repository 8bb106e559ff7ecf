; ModuleID = 'loops_basic.canon.ll'
source_filename = "loops_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"for: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"while: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"do-while: %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"once: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"down: %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %17, %0
  %.012 = phi i32 [ 0, %0 ], [ %.1.1, %17 ]
  %.021 = phi i32 [ 0, %0 ], [ %18, %17 ]
  %.urem = urem i32 %.021, 3
  %2 = icmp eq i32 %.urem, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  br label %9

4:                                                ; preds = %1
  %5 = icmp samesign ugt i32 %.021, 15
  br i1 %5, label %6, label %7

6:                                                ; preds = %12, %4
  %.01.lcssa9 = phi i32 [ %.012, %4 ], [ %.1, %12 ]
  br label %19

7:                                                ; preds = %4
  %8 = add nsw i32 %.012, %.021
  br label %9

9:                                                ; preds = %7, %3
  %.1 = phi i32 [ %.012, %3 ], [ %8, %7 ]
  %10 = add nuw nsw i32 %.021, 1
  %.urem.1 = urem i32 %10, 3
  %11 = icmp eq i32 %.urem.1, 0
  br i1 %11, label %16, label %12

12:                                               ; preds = %9
  %13 = icmp samesign ugt i32 %10, 15
  br i1 %13, label %6, label %14

14:                                               ; preds = %12
  %15 = add nsw i32 %.1, %10
  br label %17

16:                                               ; preds = %9
  br label %17

17:                                               ; preds = %16, %14
  %.1.1 = phi i32 [ %.1, %16 ], [ %15, %14 ]
  %18 = add nuw nsw i32 %.021, 2
  %exitcond.1 = icmp ne i32 %18, 20
  br i1 %exitcond.1, label %1, label %.loopexit, !llvm.loop !6

.loopexit:                                        ; preds = %17
  %.01.lcssa = phi i32 [ %.1.1, %17 ]
  br label %19

19:                                               ; preds = %.loopexit, %6
  %.0110 = phi i32 [ %.01.lcssa, %.loopexit ], [ %.01.lcssa9, %6 ]
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %.0110)
  br label %21

21:                                               ; preds = %19, %29
  %.034 = phi i32 [ 27, %19 ], [ %30, %29 ]
  %.043 = phi i32 [ 0, %19 ], [ %31, %29 ]
  %22 = srem i32 %.034, 2
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %26

24:                                               ; preds = %21
  %25 = sdiv i32 %.034, 2
  br label %29

26:                                               ; preds = %21
  %27 = mul nsw i32 3, %.034
  %28 = add nsw i32 %27, 1
  br label %29

29:                                               ; preds = %26, %24
  %30 = phi i32 [ %25, %24 ], [ %28, %26 ]
  %31 = add nuw nsw i32 %.043, 1
  %32 = icmp ne i32 %30, 1
  br i1 %32, label %21, label %33, !llvm.loop !8

33:                                               ; preds = %29
  %.04.lcssa = phi i32 [ %31, %29 ]
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %.04.lcssa)
  br label %35

35:                                               ; preds = %43, %33
  %.06 = phi i32 [ 1, %33 ], [ %37, %43 ]
  %.05 = phi i32 [ 0, %33 ], [ %38, %43 ]
  %36 = mul nsw i32 %.06, 3
  %37 = srem i32 %36, 1000
  %38 = add nuw nsw i32 %.05, 1
  br label %39

39:                                               ; preds = %35
  %40 = icmp ne i32 %37, 1
  br i1 %40, label %41, label %43

41:                                               ; preds = %39
  %42 = icmp slt i32 %38, 500
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i1 [ false, %39 ], [ %42, %41 ]
  br i1 %44, label %35, label %45, !llvm.loop !9

45:                                               ; preds = %43
  %.lcssa8 = phi i32 [ %37, %43 ]
  %.lcssa = phi i32 [ %38, %43 ]
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %.lcssa, i32 noundef %.lcssa8)
  br label %47

47:                                               ; preds = %45
  %48 = add nsw i32 0, 1
  br label %49

49:                                               ; preds = %47
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %48)
  br label %51

51:                                               ; preds = %49
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef 10741)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

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
