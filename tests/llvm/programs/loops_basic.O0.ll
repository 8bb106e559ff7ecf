; ModuleID = 'loops_basic.c'
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
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %27, %0
  %12 = load i32, ptr %3, align 4
  %13 = icmp slt i32 %12, 20
  br i1 %13, label %14, label %30

14:                                               ; preds = %11
  %15 = load i32, ptr %3, align 4
  %16 = srem i32 %15, 3
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %14
  br label %27

19:                                               ; preds = %14
  %20 = load i32, ptr %3, align 4
  %21 = icmp sgt i32 %20, 15
  br i1 %21, label %22, label %23

22:                                               ; preds = %19
  br label %30

23:                                               ; preds = %19
  %24 = load i32, ptr %3, align 4
  %25 = load i32, ptr %2, align 4
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr %2, align 4
  br label %27

27:                                               ; preds = %23, %18
  %28 = load i32, ptr %3, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %3, align 4
  br label %11, !llvm.loop !6

30:                                               ; preds = %22, %11
  %31 = load i32, ptr %2, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %31)
  store i32 27, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %33

33:                                               ; preds = %47, %30
  %34 = load i32, ptr %4, align 4
  %35 = icmp ne i32 %34, 1
  br i1 %35, label %36, label %51

36:                                               ; preds = %33
  %37 = load i32, ptr %4, align 4
  %38 = srem i32 %37, 2
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %43

40:                                               ; preds = %36
  %41 = load i32, ptr %4, align 4
  %42 = sdiv i32 %41, 2
  br label %47

43:                                               ; preds = %36
  %44 = load i32, ptr %4, align 4
  %45 = mul nsw i32 3, %44
  %46 = add nsw i32 %45, 1
  br label %47

47:                                               ; preds = %43, %40
  %48 = phi i32 [ %42, %40 ], [ %46, %43 ]
  store i32 %48, ptr %4, align 4
  %49 = load i32, ptr %5, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %5, align 4
  br label %33, !llvm.loop !8

51:                                               ; preds = %33
  %52 = load i32, ptr %5, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %52)
  store i32 0, ptr %6, align 4
  store i32 1, ptr %7, align 4
  br label %54

54:                                               ; preds = %66, %51
  %55 = load i32, ptr %7, align 4
  %56 = mul nsw i32 %55, 3
  %57 = srem i32 %56, 1000
  store i32 %57, ptr %7, align 4
  %58 = load i32, ptr %6, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %6, align 4
  br label %60

60:                                               ; preds = %54
  %61 = load i32, ptr %7, align 4
  %62 = icmp ne i32 %61, 1
  br i1 %62, label %63, label %66

63:                                               ; preds = %60
  %64 = load i32, ptr %6, align 4
  %65 = icmp slt i32 %64, 500
  br label %66

66:                                               ; preds = %63, %60
  %67 = phi i1 [ false, %60 ], [ %65, %63 ]
  br i1 %67, label %54, label %68, !llvm.loop !9

68:                                               ; preds = %66
  %69 = load i32, ptr %6, align 4
  %70 = load i32, ptr %7, align 4
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %69, i32 noundef %70)
  store i32 0, ptr %8, align 4
  br label %72

72:                                               ; preds = %68
  %73 = load i32, ptr %8, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %8, align 4
  br label %75

75:                                               ; preds = %72
  %76 = load i32, ptr %8, align 4
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %76)
  store i32 0, ptr %9, align 4
  store i32 10, ptr %10, align 4
  br label %78

78:                                               ; preds = %86, %75
  %79 = load i32, ptr %10, align 4
  %80 = icmp sgt i32 %79, 0
  br i1 %80, label %81, label %89

81:                                               ; preds = %78
  %82 = load i32, ptr %9, align 4
  %83 = mul nsw i32 %82, 10
  %84 = load i32, ptr %10, align 4
  %85 = add nsw i32 %83, %84
  store i32 %85, ptr %9, align 4
  br label %86

86:                                               ; preds = %81
  %87 = load i32, ptr %10, align 4
  %88 = sub nsw i32 %87, 3
  store i32 %88, ptr %10, align 4
  br label %78, !llvm.loop !10

89:                                               ; preds = %78
  %90 = load i32, ptr %9, align 4
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %90)
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
