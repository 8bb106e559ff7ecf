; ModuleID = 'matmul.O0.ll'
source_filename = "matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = internal global [170 x [170 x i32]] zeroinitializer, align 16
@b = internal global [170 x [170 x i32]] zeroinitializer, align 16
@x = internal global [170 x [170 x double]] zeroinitializer, align 16
@y = internal global [170 x [170 x double]] zeroinitializer, align 16
@c = internal global [170 x [170 x i32]] zeroinitializer, align 16
@z = internal global [170 x [170 x double]] zeroinitializer, align 16
@.str = private unnamed_addr constant [41 x i8] c"int checksum %lld, double checksum %.6f\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %46, %0
  %.01 = phi i32 [ 0, %0 ], [ %47, %46 ]
  %2 = icmp slt i32 %.01, 170
  br i1 %2, label %3, label %48

3:                                                ; preds = %1
  br label %4

4:                                                ; preds = %43, %3
  %.02 = phi i32 [ 0, %3 ], [ %44, %43 ]
  %5 = icmp slt i32 %.02, 170
  br i1 %5, label %6, label %45

6:                                                ; preds = %4
  %7 = mul nsw i32 %.01, 7
  %8 = mul nsw i32 %.02, 3
  %9 = add nsw i32 %7, %8
  %10 = srem i32 %9, 17
  %11 = sub nsw i32 %10, 8
  %12 = sext i32 %.01 to i64
  %13 = getelementptr inbounds [170 x [170 x i32]], ptr @a, i64 0, i64 %12
  %14 = sext i32 %.02 to i64
  %15 = getelementptr inbounds [170 x i32], ptr %13, i64 0, i64 %14
  store i32 %11, ptr %15, align 4
  %16 = mul nsw i32 %.01, 5
  %17 = mul nsw i32 %.02, 11
  %18 = add nsw i32 %16, %17
  %19 = srem i32 %18, 13
  %20 = sub nsw i32 %19, 6
  %21 = sext i32 %.01 to i64
  %22 = getelementptr inbounds [170 x [170 x i32]], ptr @b, i64 0, i64 %21
  %23 = sext i32 %.02 to i64
  %24 = getelementptr inbounds [170 x i32], ptr %22, i64 0, i64 %23
  store i32 %20, ptr %24, align 4
  %25 = sub nsw i32 %.01, %.02
  %26 = sitofp i32 %25 to double
  %27 = add nsw i32 %.01, %.02
  %28 = add nsw i32 %27, 1
  %29 = sitofp i32 %28 to double
  %30 = fdiv double %26, %29
  %31 = sext i32 %.01 to i64
  %32 = getelementptr inbounds [170 x [170 x double]], ptr @x, i64 0, i64 %31
  %33 = sext i32 %.02 to i64
  %34 = getelementptr inbounds [170 x double], ptr %32, i64 0, i64 %33
  store double %30, ptr %34, align 8
  %35 = mul nsw i32 %.01, %.02
  %36 = srem i32 %35, 7
  %37 = sitofp i32 %36 to double
  %38 = fmul double %37, 2.500000e-01
  %39 = sext i32 %.01 to i64
  %40 = getelementptr inbounds [170 x [170 x double]], ptr @y, i64 0, i64 %39
  %41 = sext i32 %.02 to i64
  %42 = getelementptr inbounds [170 x double], ptr %40, i64 0, i64 %41
  store double %38, ptr %42, align 8
  br label %43

43:                                               ; preds = %6
  %44 = add nsw i32 %.02, 1
  br label %4, !llvm.loop !6

45:                                               ; preds = %4
  br label %46

46:                                               ; preds = %45
  %47 = add nsw i32 %.01, 1
  br label %1, !llvm.loop !8

48:                                               ; preds = %1
  br label %49

49:                                               ; preds = %95, %48
  %.03 = phi i32 [ 0, %48 ], [ %96, %95 ]
  %50 = icmp slt i32 %.03, 170
  br i1 %50, label %51, label %97

51:                                               ; preds = %49
  br label %52

52:                                               ; preds = %92, %51
  %.04 = phi i32 [ 0, %51 ], [ %93, %92 ]
  %53 = icmp slt i32 %.04, 170
  br i1 %53, label %54, label %94

54:                                               ; preds = %52
  br label %55

55:                                               ; preds = %81, %54
  %.07 = phi i32 [ 0, %54 ], [ %82, %81 ]
  %.06 = phi double [ 0.000000e+00, %54 ], [ %80, %81 ]
  %.05 = phi i32 [ 0, %54 ], [ %69, %81 ]
  %56 = icmp slt i32 %.07, 170
  br i1 %56, label %57, label %83

57:                                               ; preds = %55
  %58 = sext i32 %.03 to i64
  %59 = getelementptr inbounds [170 x [170 x i32]], ptr @a, i64 0, i64 %58
  %60 = sext i32 %.07 to i64
  %61 = getelementptr inbounds [170 x i32], ptr %59, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4
  %63 = sext i32 %.07 to i64
  %64 = getelementptr inbounds [170 x [170 x i32]], ptr @b, i64 0, i64 %63
  %65 = sext i32 %.04 to i64
  %66 = getelementptr inbounds [170 x i32], ptr %64, i64 0, i64 %65
  %67 = load i32, ptr %66, align 4
  %68 = mul nsw i32 %62, %67
  %69 = add nsw i32 %.05, %68
  %70 = sext i32 %.03 to i64
  %71 = getelementptr inbounds [170 x [170 x double]], ptr @x, i64 0, i64 %70
  %72 = sext i32 %.07 to i64
  %73 = getelementptr inbounds [170 x double], ptr %71, i64 0, i64 %72
  %74 = load double, ptr %73, align 8
  %75 = sext i32 %.07 to i64
  %76 = getelementptr inbounds [170 x [170 x double]], ptr @y, i64 0, i64 %75
  %77 = sext i32 %.04 to i64
  %78 = getelementptr inbounds [170 x double], ptr %76, i64 0, i64 %77
  %79 = load double, ptr %78, align 8
  %80 = call double @llvm.fmuladd.f64(double %74, double %79, double %.06)
  br label %81

81:                                               ; preds = %57
  %82 = add nsw i32 %.07, 1
  br label %55, !llvm.loop !9

83:                                               ; preds = %55
  %.06.lcssa = phi double [ %.06, %55 ]
  %.05.lcssa = phi i32 [ %.05, %55 ]
  %84 = sext i32 %.03 to i64
  %85 = getelementptr inbounds [170 x [170 x i32]], ptr @c, i64 0, i64 %84
  %86 = sext i32 %.04 to i64
  %87 = getelementptr inbounds [170 x i32], ptr %85, i64 0, i64 %86
  store i32 %.05.lcssa, ptr %87, align 4
  %88 = sext i32 %.03 to i64
  %89 = getelementptr inbounds [170 x [170 x double]], ptr @z, i64 0, i64 %88
  %90 = sext i32 %.04 to i64
  %91 = getelementptr inbounds [170 x double], ptr %89, i64 0, i64 %90
  store double %.06.lcssa, ptr %91, align 8
  br label %92

92:                                               ; preds = %83
  %93 = add nsw i32 %.04, 1
  br label %52, !llvm.loop !10

94:                                               ; preds = %52
  br label %95

95:                                               ; preds = %94
  %96 = add nsw i32 %.03, 1
  br label %49, !llvm.loop !11

97:                                               ; preds = %49
  br label %98

98:                                               ; preds = %128, %97
  %.011 = phi i32 [ 0, %97 ], [ %129, %128 ]
  %.09 = phi double [ 0.000000e+00, %97 ], [ %.110.lcssa, %128 ]
  %.08 = phi i64 [ 0, %97 ], [ %.1.lcssa, %128 ]
  %99 = icmp slt i32 %.011, 170
  br i1 %99, label %100, label %130

100:                                              ; preds = %98
  br label %101

101:                                              ; preds = %125, %100
  %.110 = phi double [ %.09, %100 ], [ %124, %125 ]
  %.1 = phi i64 [ %.08, %100 ], [ %115, %125 ]
  %.0 = phi i32 [ 0, %100 ], [ %126, %125 ]
  %102 = icmp slt i32 %.0, 170
  br i1 %102, label %103, label %127

103:                                              ; preds = %101
  %104 = sext i32 %.011 to i64
  %105 = getelementptr inbounds [170 x [170 x i32]], ptr @c, i64 0, i64 %104
  %106 = sext i32 %.0 to i64
  %107 = getelementptr inbounds [170 x i32], ptr %105, i64 0, i64 %106
  %108 = load i32, ptr %107, align 4
  %109 = sext i32 %108 to i64
  %110 = add nsw i32 %.011, 1
  %111 = sext i32 %110 to i64
  %112 = mul nsw i64 %109, %111
  %113 = sext i32 %.0 to i64
  %114 = sub nsw i64 %112, %113
  %115 = add nsw i64 %.1, %114
  %116 = sext i32 %.011 to i64
  %117 = getelementptr inbounds [170 x [170 x double]], ptr @z, i64 0, i64 %116
  %118 = sext i32 %.0 to i64
  %119 = getelementptr inbounds [170 x double], ptr %117, i64 0, i64 %118
  %120 = load double, ptr %119, align 8
  %121 = xor i32 %.011, %.0
  %122 = and i32 %121, 3
  %123 = sitofp i32 %122 to double
  %124 = call double @llvm.fmuladd.f64(double %120, double %123, double %.110)
  br label %125

125:                                              ; preds = %103
  %126 = add nsw i32 %.0, 1
  br label %101, !llvm.loop !12

127:                                              ; preds = %101
  %.110.lcssa = phi double [ %.110, %101 ]
  %.1.lcssa = phi i64 [ %.1, %101 ]
  br label %128

128:                                              ; preds = %127
  %129 = add nsw i32 %.011, 1
  br label %98, !llvm.loop !13

130:                                              ; preds = %98
  %.09.lcssa = phi double [ %.09, %98 ]
  %.08.lcssa = phi i64 [ %.08, %98 ]
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %.08.lcssa, double noundef %.09.lcssa)
  ret i32 0
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
