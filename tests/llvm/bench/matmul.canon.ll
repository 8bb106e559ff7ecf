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

49:                                               ; preds = %96, %48
  %.03 = phi i32 [ 0, %48 ], [ %97, %96 ]
  %50 = icmp slt i32 %.03, 170
  br i1 %50, label %51, label %98

51:                                               ; preds = %49
  br label %52

52:                                               ; preds = %93, %51
  %.04 = phi i32 [ 0, %51 ], [ %94, %93 ]
  %53 = icmp slt i32 %.04, 170
  br i1 %53, label %54, label %95

54:                                               ; preds = %52
  br label %55

55:                                               ; preds = %82, %54
  %.07 = phi i32 [ 0, %54 ], [ %83, %82 ]
  %.06 = phi double [ 0.000000e+00, %54 ], [ %81, %82 ]
  %.05 = phi i32 [ 0, %54 ], [ %69, %82 ]
  %56 = icmp slt i32 %.07, 170
  br i1 %56, label %57, label %84

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
  %80 = fmul double %74, %79
  %81 = fadd double %.06, %80
  br label %82

82:                                               ; preds = %57
  %83 = add nsw i32 %.07, 1
  br label %55, !llvm.loop !9

84:                                               ; preds = %55
  %.06.lcssa = phi double [ %.06, %55 ]
  %.05.lcssa = phi i32 [ %.05, %55 ]
  %85 = sext i32 %.03 to i64
  %86 = getelementptr inbounds [170 x [170 x i32]], ptr @c, i64 0, i64 %85
  %87 = sext i32 %.04 to i64
  %88 = getelementptr inbounds [170 x i32], ptr %86, i64 0, i64 %87
  store i32 %.05.lcssa, ptr %88, align 4
  %89 = sext i32 %.03 to i64
  %90 = getelementptr inbounds [170 x [170 x double]], ptr @z, i64 0, i64 %89
  %91 = sext i32 %.04 to i64
  %92 = getelementptr inbounds [170 x double], ptr %90, i64 0, i64 %91
  store double %.06.lcssa, ptr %92, align 8
  br label %93

93:                                               ; preds = %84
  %94 = add nsw i32 %.04, 1
  br label %52, !llvm.loop !10

95:                                               ; preds = %52
  br label %96

96:                                               ; preds = %95
  %97 = add nsw i32 %.03, 1
  br label %49, !llvm.loop !11

98:                                               ; preds = %49
  br label %99

99:                                               ; preds = %130, %98
  %.011 = phi i32 [ 0, %98 ], [ %131, %130 ]
  %.09 = phi double [ 0.000000e+00, %98 ], [ %.110.lcssa, %130 ]
  %.08 = phi i64 [ 0, %98 ], [ %.1.lcssa, %130 ]
  %100 = icmp slt i32 %.011, 170
  br i1 %100, label %101, label %132

101:                                              ; preds = %99
  br label %102

102:                                              ; preds = %127, %101
  %.110 = phi double [ %.09, %101 ], [ %126, %127 ]
  %.1 = phi i64 [ %.08, %101 ], [ %116, %127 ]
  %.0 = phi i32 [ 0, %101 ], [ %128, %127 ]
  %103 = icmp slt i32 %.0, 170
  br i1 %103, label %104, label %129

104:                                              ; preds = %102
  %105 = sext i32 %.011 to i64
  %106 = getelementptr inbounds [170 x [170 x i32]], ptr @c, i64 0, i64 %105
  %107 = sext i32 %.0 to i64
  %108 = getelementptr inbounds [170 x i32], ptr %106, i64 0, i64 %107
  %109 = load i32, ptr %108, align 4
  %110 = sext i32 %109 to i64
  %111 = add nsw i32 %.011, 1
  %112 = sext i32 %111 to i64
  %113 = mul nsw i64 %110, %112
  %114 = sext i32 %.0 to i64
  %115 = sub nsw i64 %113, %114
  %116 = add nsw i64 %.1, %115
  %117 = sext i32 %.011 to i64
  %118 = getelementptr inbounds [170 x [170 x double]], ptr @z, i64 0, i64 %117
  %119 = sext i32 %.0 to i64
  %120 = getelementptr inbounds [170 x double], ptr %118, i64 0, i64 %119
  %121 = load double, ptr %120, align 8
  %122 = xor i32 %.011, %.0
  %123 = and i32 %122, 3
  %124 = sitofp i32 %123 to double
  %125 = fmul double %121, %124
  %126 = fadd double %.110, %125
  br label %127

127:                                              ; preds = %104
  %128 = add nsw i32 %.0, 1
  br label %102, !llvm.loop !12

129:                                              ; preds = %102
  %.110.lcssa = phi double [ %.110, %102 ]
  %.1.lcssa = phi i64 [ %.1, %102 ]
  br label %130

130:                                              ; preds = %129
  %131 = add nsw i32 %.011, 1
  br label %99, !llvm.loop !13

132:                                              ; preds = %99
  %.09.lcssa = phi double [ %.09, %99 ]
  %.08.lcssa = phi i64 [ %.08, %99 ]
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %.08.lcssa, double noundef %.09.lcssa)
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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
