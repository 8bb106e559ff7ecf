; RIGHT: i + 1 in @fill is moved from the inner loop's body to the outer loop's body (block 3); it depends only on i and cannot trap, and the value that reaches each use is the same
; after: tests/llvm/programs/array_global.canon.ll edited by hand
; ModuleID = 'array_global.O0.ll'
source_filename = "array_global.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@weights = dso_local global [6 x i32] [i32 3, i32 -1, i32 4, i32 -1, i32 5, i32 -9], align 16
@big = dso_local global [4 x i64] [i64 1099511627776, i64 -34359738368, i64 7, i64 0], align 16
@grid = dso_local global [5 x [6 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [12 x i8] c"row %d: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"big sum %lld\0A\00", align 1
@bytes = dso_local global [10 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"bytes %u\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  call void @fill()
  br label %1

1:                                                ; preds = %21, %0
  %.01 = phi i32 [ 0, %0 ], [ %22, %21 ]
  %2 = icmp slt i32 %.01, 5
  br i1 %2, label %3, label %23

3:                                                ; preds = %1
  br label %4

4:                                                ; preds = %17, %3
  %.03 = phi i32 [ 0, %3 ], [ %18, %17 ]
  %.02 = phi i32 [ 0, %3 ], [ %16, %17 ]
  %5 = icmp slt i32 %.03, 6
  br i1 %5, label %6, label %19

6:                                                ; preds = %4
  %7 = sext i32 %.01 to i64
  %8 = getelementptr inbounds [5 x [6 x i32]], ptr @grid, i64 0, i64 %7
  %9 = sext i32 %.03 to i64
  %10 = getelementptr inbounds [6 x i32], ptr %8, i64 0, i64 %9
  %11 = load i32, ptr %10, align 4
  %12 = sext i32 %.03 to i64
  %13 = getelementptr inbounds [6 x i32], ptr @weights, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = mul nsw i32 %11, %14
  %16 = add nsw i32 %.02, %15
  br label %17

17:                                               ; preds = %6
  %18 = add nsw i32 %.03, 1
  br label %4, !llvm.loop !6

19:                                               ; preds = %4
  %.02.lcssa = phi i32 [ %.02, %4 ]
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %.01, i32 noundef %.02.lcssa)
  br label %21

21:                                               ; preds = %19
  %22 = add nsw i32 %.01, 1
  br label %1, !llvm.loop !8

23:                                               ; preds = %1
  br label %24

24:                                               ; preds = %31, %23
  %.05 = phi i32 [ 0, %23 ], [ %32, %31 ]
  %.04 = phi i64 [ 0, %23 ], [ %30, %31 ]
  %25 = icmp slt i32 %.05, 4
  br i1 %25, label %26, label %33

26:                                               ; preds = %24
  %27 = sext i32 %.05 to i64
  %28 = getelementptr inbounds [4 x i64], ptr @big, i64 0, i64 %27
  %29 = load i64, ptr %28, align 8
  %30 = add nsw i64 %.04, %29
  br label %31

31:                                               ; preds = %26
  %32 = add nsw i32 %.05, 1
  br label %24, !llvm.loop !9

33:                                               ; preds = %24
  %.04.lcssa = phi i64 [ %.04, %24 ]
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %.04.lcssa)
  br label %35

35:                                               ; preds = %42, %33
  %.06 = phi i32 [ 0, %33 ], [ %43, %42 ]
  %36 = icmp slt i32 %.06, 10
  br i1 %36, label %37, label %44

37:                                               ; preds = %35
  %38 = mul nsw i32 %.06, 37
  %39 = trunc i32 %38 to i8
  %40 = sext i32 %.06 to i64
  %41 = getelementptr inbounds [10 x i8], ptr @bytes, i64 0, i64 %40
  store i8 %39, ptr %41, align 1
  br label %42

42:                                               ; preds = %37
  %43 = add nsw i32 %.06, 1
  br label %35, !llvm.loop !10

44:                                               ; preds = %35
  br label %45

45:                                               ; preds = %53, %44
  %.07 = phi i32 [ 0, %44 ], [ %52, %53 ]
  %.0 = phi i32 [ 0, %44 ], [ %54, %53 ]
  %46 = icmp slt i32 %.0, 10
  br i1 %46, label %47, label %55

47:                                               ; preds = %45
  %48 = sext i32 %.0 to i64
  %49 = getelementptr inbounds [10 x i8], ptr @bytes, i64 0, i64 %48
  %50 = load i8, ptr %49, align 1
  %51 = zext i8 %50 to i32
  %52 = add i32 %.07, %51
  br label %53

53:                                               ; preds = %47
  %54 = add nsw i32 %.0, 1
  br label %45, !llvm.loop !11

55:                                               ; preds = %45
  %.07.lcssa = phi i32 [ %.07, %45 ]
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %.07.lcssa)
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal void @fill() #0 {
  br label %1

1:                                                ; preds = %17, %0
  %.0 = phi i32 [ 0, %0 ], [ %18, %17 ]
  %2 = icmp slt i32 %.0, 5
  br i1 %2, label %3, label %19

3:                                                ; preds = %1
  %i.plus.1 = add nsw i32 %.0, 1
  br label %4

4:                                                ; preds = %14, %3
  %.01 = phi i32 [ 0, %3 ], [ %15, %14 ]
  %5 = icmp slt i32 %.01, 6
  br i1 %5, label %6, label %16

6:                                                ; preds = %4
  %8 = sub nsw i32 %.01, 2
  %9 = mul nsw i32 %i.plus.1, %8
  %10 = sext i32 %.0 to i64
  %11 = getelementptr inbounds [5 x [6 x i32]], ptr @grid, i64 0, i64 %10
  %12 = sext i32 %.01 to i64
  %13 = getelementptr inbounds [6 x i32], ptr %11, i64 0, i64 %12
  store i32 %9, ptr %13, align 4
  br label %14

14:                                               ; preds = %6
  %15 = add nsw i32 %.01, 1
  br label %4, !llvm.loop !12

16:                                               ; preds = %4
  br label %17

17:                                               ; preds = %16
  %18 = add nsw i32 %.0, 1
  br label %1, !llvm.loop !13

19:                                               ; preds = %1
  ret void
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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
