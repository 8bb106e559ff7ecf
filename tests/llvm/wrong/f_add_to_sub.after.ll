; WRONG: sum += i in the first for loop of main becomes sum -= i
; after: tests/llvm/programs/loops_basic.canon.ll edited by hand
; ModuleID = 'loops_basic.O0.ll'
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

1:                                                ; preds = %12, %0
  %.02 = phi i32 [ 0, %0 ], [ %13, %12 ]
  %.01 = phi i32 [ 0, %0 ], [ %.1, %12 ]
  %2 = icmp slt i32 %.02, 20
  br i1 %2, label %3, label %.loopexit

3:                                                ; preds = %1
  %4 = srem i32 %.02, 3
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  br label %12

7:                                                ; preds = %3
  %8 = icmp sgt i32 %.02, 15
  br i1 %8, label %9, label %10

9:                                                ; preds = %7
  %.01.lcssa9 = phi i32 [ %.01, %7 ]
  br label %14

10:                                               ; preds = %7
  %11 = sub nsw i32 %.01, %.02
  br label %12

12:                                               ; preds = %10, %6
  %.1 = phi i32 [ %.01, %6 ], [ %11, %10 ]
  %13 = add nsw i32 %.02, 1
  br label %1, !llvm.loop !6

.loopexit:                                        ; preds = %1
  %.01.lcssa = phi i32 [ %.01, %1 ]
  br label %14

14:                                               ; preds = %.loopexit, %9
  %.0110 = phi i32 [ %.01.lcssa, %.loopexit ], [ %.01.lcssa9, %9 ]
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %.0110)
  br label %16

16:                                               ; preds = %26, %14
  %.04 = phi i32 [ 0, %14 ], [ %28, %26 ]
  %.03 = phi i32 [ 27, %14 ], [ %27, %26 ]
  %17 = icmp ne i32 %.03, 1
  br i1 %17, label %18, label %29

18:                                               ; preds = %16
  %19 = srem i32 %.03, 2
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %23

21:                                               ; preds = %18
  %22 = sdiv i32 %.03, 2
  br label %26

23:                                               ; preds = %18
  %24 = mul nsw i32 3, %.03
  %25 = add nsw i32 %24, 1
  br label %26

26:                                               ; preds = %23, %21
  %27 = phi i32 [ %22, %21 ], [ %25, %23 ]
  %28 = add nsw i32 %.04, 1
  br label %16, !llvm.loop !8

29:                                               ; preds = %16
  %.04.lcssa = phi i32 [ %.04, %16 ]
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %.04.lcssa)
  br label %31

31:                                               ; preds = %39, %29
  %.06 = phi i32 [ 1, %29 ], [ %33, %39 ]
  %.05 = phi i32 [ 0, %29 ], [ %34, %39 ]
  %32 = mul nsw i32 %.06, 3
  %33 = srem i32 %32, 1000
  %34 = add nsw i32 %.05, 1
  br label %35

35:                                               ; preds = %31
  %36 = icmp ne i32 %33, 1
  br i1 %36, label %37, label %39

37:                                               ; preds = %35
  %38 = icmp slt i32 %34, 500
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i1 [ false, %35 ], [ %38, %37 ]
  br i1 %40, label %31, label %41, !llvm.loop !9

41:                                               ; preds = %39
  %.lcssa8 = phi i32 [ %33, %39 ]
  %.lcssa = phi i32 [ %34, %39 ]
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %.lcssa, i32 noundef %.lcssa8)
  br label %43

43:                                               ; preds = %41
  %44 = add nsw i32 0, 1
  br label %45

45:                                               ; preds = %43
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %44)
  br label %47

47:                                               ; preds = %52, %45
  %.07 = phi i32 [ 0, %45 ], [ %51, %52 ]
  %.0 = phi i32 [ 10, %45 ], [ %53, %52 ]
  %48 = icmp sgt i32 %.0, 0
  br i1 %48, label %49, label %54

49:                                               ; preds = %47
  %50 = mul nsw i32 %.07, 10
  %51 = add nsw i32 %50, %.0
  br label %52

52:                                               ; preds = %49
  %53 = sub nsw i32 %.0, 3
  br label %47, !llvm.loop !10

54:                                               ; preds = %47
  %.07.lcssa = phi i32 [ %.07, %47 ]
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %.07.lcssa)
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
!10 = distinct !{!10, !7}
