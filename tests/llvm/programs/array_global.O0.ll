; ModuleID = 'array_global.c'
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
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @fill()
  store i32 0, ptr %2, align 4
  br label %10

10:                                               ; preds = %39, %0
  %11 = load i32, ptr %2, align 4
  %12 = icmp slt i32 %11, 5
  br i1 %12, label %13, label %42

13:                                               ; preds = %10
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %14

14:                                               ; preds = %32, %13
  %15 = load i32, ptr %4, align 4
  %16 = icmp slt i32 %15, 6
  br i1 %16, label %17, label %35

17:                                               ; preds = %14
  %18 = load i32, ptr %2, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [5 x [6 x i32]], ptr @grid, i64 0, i64 %19
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [6 x i32], ptr %20, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = load i32, ptr %4, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [6 x i32], ptr @weights, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4
  %29 = mul nsw i32 %24, %28
  %30 = load i32, ptr %3, align 4
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr %3, align 4
  br label %32

32:                                               ; preds = %17
  %33 = load i32, ptr %4, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %4, align 4
  br label %14, !llvm.loop !6

35:                                               ; preds = %14
  %36 = load i32, ptr %2, align 4
  %37 = load i32, ptr %3, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %36, i32 noundef %37)
  br label %39

39:                                               ; preds = %35
  %40 = load i32, ptr %2, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %2, align 4
  br label %10, !llvm.loop !8

42:                                               ; preds = %10
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %43

43:                                               ; preds = %53, %42
  %44 = load i32, ptr %6, align 4
  %45 = icmp slt i32 %44, 4
  br i1 %45, label %46, label %56

46:                                               ; preds = %43
  %47 = load i32, ptr %6, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4 x i64], ptr @big, i64 0, i64 %48
  %50 = load i64, ptr %49, align 8
  %51 = load i64, ptr %5, align 8
  %52 = add nsw i64 %51, %50
  store i64 %52, ptr %5, align 8
  br label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %6, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %6, align 4
  br label %43, !llvm.loop !9

56:                                               ; preds = %43
  %57 = load i64, ptr %5, align 8
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %57)
  store i32 0, ptr %7, align 4
  br label %59

59:                                               ; preds = %69, %56
  %60 = load i32, ptr %7, align 4
  %61 = icmp slt i32 %60, 10
  br i1 %61, label %62, label %72

62:                                               ; preds = %59
  %63 = load i32, ptr %7, align 4
  %64 = mul nsw i32 %63, 37
  %65 = trunc i32 %64 to i8
  %66 = load i32, ptr %7, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [10 x i8], ptr @bytes, i64 0, i64 %67
  store i8 %65, ptr %68, align 1
  br label %69

69:                                               ; preds = %62
  %70 = load i32, ptr %7, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %7, align 4
  br label %59, !llvm.loop !10

72:                                               ; preds = %59
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %73

73:                                               ; preds = %84, %72
  %74 = load i32, ptr %9, align 4
  %75 = icmp slt i32 %74, 10
  br i1 %75, label %76, label %87

76:                                               ; preds = %73
  %77 = load i32, ptr %9, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [10 x i8], ptr @bytes, i64 0, i64 %78
  %80 = load i8, ptr %79, align 1
  %81 = zext i8 %80 to i32
  %82 = load i32, ptr %8, align 4
  %83 = add i32 %82, %81
  store i32 %83, ptr %8, align 4
  br label %84

84:                                               ; preds = %76
  %85 = load i32, ptr %9, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %9, align 4
  br label %73, !llvm.loop !11

87:                                               ; preds = %73
  %88 = load i32, ptr %8, align 4
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %88)
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal void @fill() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %3

3:                                                ; preds = %26, %0
  %4 = load i32, ptr %1, align 4
  %5 = icmp slt i32 %4, 5
  br i1 %5, label %6, label %29

6:                                                ; preds = %3
  store i32 0, ptr %2, align 4
  br label %7

7:                                                ; preds = %22, %6
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %8, 6
  br i1 %9, label %10, label %25

10:                                               ; preds = %7
  %11 = load i32, ptr %1, align 4
  %12 = add nsw i32 %11, 1
  %13 = load i32, ptr %2, align 4
  %14 = sub nsw i32 %13, 2
  %15 = mul nsw i32 %12, %14
  %16 = load i32, ptr %1, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [5 x [6 x i32]], ptr @grid, i64 0, i64 %17
  %19 = load i32, ptr %2, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [6 x i32], ptr %18, i64 0, i64 %20
  store i32 %15, ptr %21, align 4
  br label %22

22:                                               ; preds = %10
  %23 = load i32, ptr %2, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %2, align 4
  br label %7, !llvm.loop !12

25:                                               ; preds = %7
  br label %26

26:                                               ; preds = %25
  %27 = load i32, ptr %1, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %1, align 4
  br label %3, !llvm.loop !13

29:                                               ; preds = %3
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
