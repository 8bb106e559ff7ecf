; ModuleID = 'nbody.O0.ll'
source_filename = "nbody.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.body = type { double, double, double, double, double, double, double }

@.str = private unnamed_addr constant [20 x i8] c"energy before %.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"energy after  %.9f\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"x0 %.6e y4 %.6e\0A\00", align 1
@bodies = internal global [5 x %struct.body] [%struct.body { double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 3.947000e+01 }, %struct.body { double 4.840000e+00, double -1.160000e+00, double -1.000000e-01, double 6.060000e-01, double 2.810000e+00, double -2.500000e-02, double 3.700000e-02 }, %struct.body { double 0x4020AE147AE147AE, double 4.120000e+00, double -4.000000e-01, double -1.010000e+00, double 1.820000e+00, double 8.000000e-03, double 1.100000e-02 }, %struct.body { double 1.289000e+01, double -1.511000e+01, double -2.200000e-01, double 1.080000e+00, double 8.680000e-01, double -1.000000e-02, double 1.700000e-03 }, %struct.body { double 1.537000e+01, double -2.591000e+01, double 1.700000e-01, double 0x3FEF53F7CED91687, double 5.940000e-01, double -3.400000e-02, double 2.000000e-03 }], align 16

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = call double @energy()
  %2 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %1)
  br label %3

3:                                                ; preds = %6, %0
  %.0 = phi i32 [ 0, %0 ], [ %7, %6 ]
  %4 = icmp slt i32 %.0, 15000
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  call void @advance(double noundef 1.000000e-02)
  br label %6

6:                                                ; preds = %5
  %7 = add nsw i32 %.0, 1
  br label %3, !llvm.loop !6

8:                                                ; preds = %3
  %9 = call double @energy()
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %9)
  %11 = load double, ptr @bodies, align 16
  %12 = load double, ptr getelementptr inbounds nuw (%struct.body, ptr getelementptr inbounds ([5 x %struct.body], ptr @bodies, i64 0, i64 4), i32 0, i32 1), align 8
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %11, double noundef %12)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal double @energy() #0 {
  br label %1

1:                                                ; preds = %66, %0
  %.01 = phi i32 [ 0, %0 ], [ %67, %66 ]
  %.0 = phi double [ 0.000000e+00, %0 ], [ %.1.lcssa, %66 ]
  %2 = icmp slt i32 %.01, 5
  br i1 %2, label %3, label %68

3:                                                ; preds = %1
  %4 = sext i32 %.01 to i64
  %5 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %4
  %6 = getelementptr inbounds nuw %struct.body, ptr %5, i32 0, i32 6
  %7 = load double, ptr %6, align 8
  %8 = fmul double 5.000000e-01, %7
  %9 = getelementptr inbounds nuw %struct.body, ptr %5, i32 0, i32 3
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds nuw %struct.body, ptr %5, i32 0, i32 3
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds nuw %struct.body, ptr %5, i32 0, i32 4
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds nuw %struct.body, ptr %5, i32 0, i32 4
  %16 = load double, ptr %15, align 8
  %17 = fmul double %14, %16
  %18 = call double @llvm.fmuladd.f64(double %10, double %12, double %17)
  %19 = getelementptr inbounds nuw %struct.body, ptr %5, i32 0, i32 5
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds nuw %struct.body, ptr %5, i32 0, i32 5
  %22 = load double, ptr %21, align 8
  %23 = call double @llvm.fmuladd.f64(double %20, double %22, double %18)
  %24 = call double @llvm.fmuladd.f64(double %8, double %23, double %.0)
  %25 = add nsw i32 %.01, 1
  br label %26

26:                                               ; preds = %63, %3
  %.02 = phi i32 [ %25, %3 ], [ %64, %63 ]
  %.1 = phi double [ %24, %3 ], [ %62, %63 ]
  %27 = icmp slt i32 %.02, 5
  br i1 %27, label %28, label %65

28:                                               ; preds = %26
  %29 = getelementptr inbounds nuw %struct.body, ptr %5, i32 0, i32 0
  %30 = load double, ptr %29, align 8
  %31 = sext i32 %.02 to i64
  %32 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %31
  %33 = getelementptr inbounds nuw %struct.body, ptr %32, i32 0, i32 0
  %34 = load double, ptr %33, align 8
  %35 = fsub double %30, %34
  %36 = getelementptr inbounds nuw %struct.body, ptr %5, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  %38 = sext i32 %.02 to i64
  %39 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %38
  %40 = getelementptr inbounds nuw %struct.body, ptr %39, i32 0, i32 1
  %41 = load double, ptr %40, align 8
  %42 = fsub double %37, %41
  %43 = getelementptr inbounds nuw %struct.body, ptr %5, i32 0, i32 2
  %44 = load double, ptr %43, align 8
  %45 = sext i32 %.02 to i64
  %46 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %45
  %47 = getelementptr inbounds nuw %struct.body, ptr %46, i32 0, i32 2
  %48 = load double, ptr %47, align 8
  %49 = fsub double %44, %48
  %50 = getelementptr inbounds nuw %struct.body, ptr %5, i32 0, i32 6
  %51 = load double, ptr %50, align 8
  %52 = sext i32 %.02 to i64
  %53 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %52
  %54 = getelementptr inbounds nuw %struct.body, ptr %53, i32 0, i32 6
  %55 = load double, ptr %54, align 8
  %56 = fmul double %51, %55
  %57 = fmul double %42, %42
  %58 = call double @llvm.fmuladd.f64(double %35, double %35, double %57)
  %59 = call double @llvm.fmuladd.f64(double %49, double %49, double %58)
  %60 = call double @root(double noundef %59)
  %61 = fdiv double %56, %60
  %62 = fsub double %.1, %61
  br label %63

63:                                               ; preds = %28
  %64 = add nsw i32 %.02, 1
  br label %26, !llvm.loop !8

65:                                               ; preds = %26
  %.1.lcssa = phi double [ %.1, %26 ]
  br label %66

66:                                               ; preds = %65
  %67 = add nsw i32 %.01, 1
  br label %1, !llvm.loop !9

68:                                               ; preds = %1
  %.0.lcssa = phi double [ %.0, %1 ]
  ret double %.0.lcssa
}

; Function Attrs: noinline nounwind uwtable
define internal void @advance(double noundef %0) #0 {
  br label %2

2:                                                ; preds = %108, %1
  %.01 = phi i32 [ 0, %1 ], [ %109, %108 ]
  %3 = icmp slt i32 %.01, 5
  br i1 %3, label %4, label %110

4:                                                ; preds = %2
  %5 = add nsw i32 %.01, 1
  br label %6

6:                                                ; preds = %105, %4
  %.02 = phi i32 [ %5, %4 ], [ %106, %105 ]
  %7 = icmp slt i32 %.02, 5
  br i1 %7, label %8, label %107

8:                                                ; preds = %6
  %9 = sext i32 %.01 to i64
  %10 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %9
  %11 = getelementptr inbounds nuw %struct.body, ptr %10, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = sext i32 %.02 to i64
  %14 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %13
  %15 = getelementptr inbounds nuw %struct.body, ptr %14, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = fsub double %12, %16
  %18 = sext i32 %.01 to i64
  %19 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %18
  %20 = getelementptr inbounds nuw %struct.body, ptr %19, i32 0, i32 1
  %21 = load double, ptr %20, align 8
  %22 = sext i32 %.02 to i64
  %23 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %22
  %24 = getelementptr inbounds nuw %struct.body, ptr %23, i32 0, i32 1
  %25 = load double, ptr %24, align 8
  %26 = fsub double %21, %25
  %27 = sext i32 %.01 to i64
  %28 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %27
  %29 = getelementptr inbounds nuw %struct.body, ptr %28, i32 0, i32 2
  %30 = load double, ptr %29, align 8
  %31 = sext i32 %.02 to i64
  %32 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %31
  %33 = getelementptr inbounds nuw %struct.body, ptr %32, i32 0, i32 2
  %34 = load double, ptr %33, align 8
  %35 = fsub double %30, %34
  %36 = fmul double %26, %26
  %37 = call double @llvm.fmuladd.f64(double %17, double %17, double %36)
  %38 = call double @llvm.fmuladd.f64(double %35, double %35, double %37)
  %39 = call double @root(double noundef %38)
  %40 = fmul double %38, %39
  %41 = fdiv double %0, %40
  %42 = sext i32 %.02 to i64
  %43 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %42
  %44 = getelementptr inbounds nuw %struct.body, ptr %43, i32 0, i32 6
  %45 = load double, ptr %44, align 8
  %46 = fmul double %17, %45
  %47 = sext i32 %.01 to i64
  %48 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %47
  %49 = getelementptr inbounds nuw %struct.body, ptr %48, i32 0, i32 3
  %50 = load double, ptr %49, align 8
  %51 = fneg double %46
  %52 = call double @llvm.fmuladd.f64(double %51, double %41, double %50)
  store double %52, ptr %49, align 8
  %53 = sext i32 %.02 to i64
  %54 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %53
  %55 = getelementptr inbounds nuw %struct.body, ptr %54, i32 0, i32 6
  %56 = load double, ptr %55, align 8
  %57 = fmul double %26, %56
  %58 = sext i32 %.01 to i64
  %59 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %58
  %60 = getelementptr inbounds nuw %struct.body, ptr %59, i32 0, i32 4
  %61 = load double, ptr %60, align 8
  %62 = fneg double %57
  %63 = call double @llvm.fmuladd.f64(double %62, double %41, double %61)
  store double %63, ptr %60, align 8
  %64 = sext i32 %.02 to i64
  %65 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %64
  %66 = getelementptr inbounds nuw %struct.body, ptr %65, i32 0, i32 6
  %67 = load double, ptr %66, align 8
  %68 = fmul double %35, %67
  %69 = sext i32 %.01 to i64
  %70 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %69
  %71 = getelementptr inbounds nuw %struct.body, ptr %70, i32 0, i32 5
  %72 = load double, ptr %71, align 8
  %73 = fneg double %68
  %74 = call double @llvm.fmuladd.f64(double %73, double %41, double %72)
  store double %74, ptr %71, align 8
  %75 = sext i32 %.01 to i64
  %76 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %75
  %77 = getelementptr inbounds nuw %struct.body, ptr %76, i32 0, i32 6
  %78 = load double, ptr %77, align 8
  %79 = fmul double %17, %78
  %80 = sext i32 %.02 to i64
  %81 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %80
  %82 = getelementptr inbounds nuw %struct.body, ptr %81, i32 0, i32 3
  %83 = load double, ptr %82, align 8
  %84 = call double @llvm.fmuladd.f64(double %79, double %41, double %83)
  store double %84, ptr %82, align 8
  %85 = sext i32 %.01 to i64
  %86 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %85
  %87 = getelementptr inbounds nuw %struct.body, ptr %86, i32 0, i32 6
  %88 = load double, ptr %87, align 8
  %89 = fmul double %26, %88
  %90 = sext i32 %.02 to i64
  %91 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %90
  %92 = getelementptr inbounds nuw %struct.body, ptr %91, i32 0, i32 4
  %93 = load double, ptr %92, align 8
  %94 = call double @llvm.fmuladd.f64(double %89, double %41, double %93)
  store double %94, ptr %92, align 8
  %95 = sext i32 %.01 to i64
  %96 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %95
  %97 = getelementptr inbounds nuw %struct.body, ptr %96, i32 0, i32 6
  %98 = load double, ptr %97, align 8
  %99 = fmul double %35, %98
  %100 = sext i32 %.02 to i64
  %101 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %100
  %102 = getelementptr inbounds nuw %struct.body, ptr %101, i32 0, i32 5
  %103 = load double, ptr %102, align 8
  %104 = call double @llvm.fmuladd.f64(double %99, double %41, double %103)
  store double %104, ptr %102, align 8
  br label %105

105:                                              ; preds = %8
  %106 = add nsw i32 %.02, 1
  br label %6, !llvm.loop !10

107:                                              ; preds = %6
  br label %108

108:                                              ; preds = %107
  %109 = add nsw i32 %.01, 1
  br label %2, !llvm.loop !11

110:                                              ; preds = %2
  br label %111

111:                                              ; preds = %141, %110
  %.0 = phi i32 [ 0, %110 ], [ %142, %141 ]
  %112 = icmp slt i32 %.0, 5
  br i1 %112, label %113, label %143

113:                                              ; preds = %111
  %114 = sext i32 %.0 to i64
  %115 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %114
  %116 = getelementptr inbounds nuw %struct.body, ptr %115, i32 0, i32 3
  %117 = load double, ptr %116, align 8
  %118 = sext i32 %.0 to i64
  %119 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %118
  %120 = getelementptr inbounds nuw %struct.body, ptr %119, i32 0, i32 0
  %121 = load double, ptr %120, align 8
  %122 = call double @llvm.fmuladd.f64(double %0, double %117, double %121)
  store double %122, ptr %120, align 8
  %123 = sext i32 %.0 to i64
  %124 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %123
  %125 = getelementptr inbounds nuw %struct.body, ptr %124, i32 0, i32 4
  %126 = load double, ptr %125, align 8
  %127 = sext i32 %.0 to i64
  %128 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %127
  %129 = getelementptr inbounds nuw %struct.body, ptr %128, i32 0, i32 1
  %130 = load double, ptr %129, align 8
  %131 = call double @llvm.fmuladd.f64(double %0, double %126, double %130)
  store double %131, ptr %129, align 8
  %132 = sext i32 %.0 to i64
  %133 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %132
  %134 = getelementptr inbounds nuw %struct.body, ptr %133, i32 0, i32 5
  %135 = load double, ptr %134, align 8
  %136 = sext i32 %.0 to i64
  %137 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %136
  %138 = getelementptr inbounds nuw %struct.body, ptr %137, i32 0, i32 2
  %139 = load double, ptr %138, align 8
  %140 = call double @llvm.fmuladd.f64(double %0, double %135, double %139)
  store double %140, ptr %138, align 8
  br label %141

141:                                              ; preds = %113
  %142 = add nsw i32 %.0, 1
  br label %111, !llvm.loop !12

143:                                              ; preds = %111
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind uwtable
define internal double @root(double noundef %0) #0 {
  %2 = fcmp ogt double %0, 1.000000e+00
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  br label %5

4:                                                ; preds = %1
  br label %5

5:                                                ; preds = %4, %3
  %6 = phi double [ %0, %3 ], [ 1.000000e+00, %4 ]
  br label %7

7:                                                ; preds = %13, %5
  %.01 = phi double [ %6, %5 ], [ %12, %13 ]
  %.0 = phi i32 [ 0, %5 ], [ %14, %13 ]
  %8 = icmp slt i32 %.0, 20
  br i1 %8, label %9, label %15

9:                                                ; preds = %7
  %10 = fdiv double %0, %.01
  %11 = fadd double %.01, %10
  %12 = fmul double 5.000000e-01, %11
  br label %13

13:                                               ; preds = %9
  %14 = add nsw i32 %.0, 1
  br label %7, !llvm.loop !13

15:                                               ; preds = %7
  %.01.lcssa = phi double [ %.01, %7 ]
  ret double %.01.lcssa
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
