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

1:                                                ; preds = %71, %0
  %.01 = phi i32 [ 0, %0 ], [ %72, %71 ]
  %.0 = phi double [ 0.000000e+00, %0 ], [ %.1.lcssa, %71 ]
  %2 = icmp slt i32 %.01, 5
  br i1 %2, label %3, label %73

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
  %13 = fmul double %10, %12
  %14 = getelementptr inbounds nuw %struct.body, ptr %5, i32 0, i32 4
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds nuw %struct.body, ptr %5, i32 0, i32 4
  %17 = load double, ptr %16, align 8
  %18 = fmul double %15, %17
  %19 = fadd double %13, %18
  %20 = getelementptr inbounds nuw %struct.body, ptr %5, i32 0, i32 5
  %21 = load double, ptr %20, align 8
  %22 = getelementptr inbounds nuw %struct.body, ptr %5, i32 0, i32 5
  %23 = load double, ptr %22, align 8
  %24 = fmul double %21, %23
  %25 = fadd double %19, %24
  %26 = fmul double %8, %25
  %27 = fadd double %.0, %26
  %28 = add nsw i32 %.01, 1
  br label %29

29:                                               ; preds = %68, %3
  %.02 = phi i32 [ %28, %3 ], [ %69, %68 ]
  %.1 = phi double [ %27, %3 ], [ %67, %68 ]
  %30 = icmp slt i32 %.02, 5
  br i1 %30, label %31, label %70

31:                                               ; preds = %29
  %32 = getelementptr inbounds nuw %struct.body, ptr %5, i32 0, i32 0
  %33 = load double, ptr %32, align 8
  %34 = sext i32 %.02 to i64
  %35 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %34
  %36 = getelementptr inbounds nuw %struct.body, ptr %35, i32 0, i32 0
  %37 = load double, ptr %36, align 8
  %38 = fsub double %33, %37
  %39 = getelementptr inbounds nuw %struct.body, ptr %5, i32 0, i32 1
  %40 = load double, ptr %39, align 8
  %41 = sext i32 %.02 to i64
  %42 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %41
  %43 = getelementptr inbounds nuw %struct.body, ptr %42, i32 0, i32 1
  %44 = load double, ptr %43, align 8
  %45 = fsub double %40, %44
  %46 = getelementptr inbounds nuw %struct.body, ptr %5, i32 0, i32 2
  %47 = load double, ptr %46, align 8
  %48 = sext i32 %.02 to i64
  %49 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %48
  %50 = getelementptr inbounds nuw %struct.body, ptr %49, i32 0, i32 2
  %51 = load double, ptr %50, align 8
  %52 = fsub double %47, %51
  %53 = getelementptr inbounds nuw %struct.body, ptr %5, i32 0, i32 6
  %54 = load double, ptr %53, align 8
  %55 = sext i32 %.02 to i64
  %56 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %55
  %57 = getelementptr inbounds nuw %struct.body, ptr %56, i32 0, i32 6
  %58 = load double, ptr %57, align 8
  %59 = fmul double %54, %58
  %60 = fmul double %38, %38
  %61 = fmul double %45, %45
  %62 = fadd double %60, %61
  %63 = fmul double %52, %52
  %64 = fadd double %62, %63
  %65 = call double @root(double noundef %64)
  %66 = fdiv double %59, %65
  %67 = fsub double %.1, %66
  br label %68

68:                                               ; preds = %31
  %69 = add nsw i32 %.02, 1
  br label %29, !llvm.loop !8

70:                                               ; preds = %29
  %.1.lcssa = phi double [ %.1, %29 ]
  br label %71

71:                                               ; preds = %70
  %72 = add nsw i32 %.01, 1
  br label %1, !llvm.loop !9

73:                                               ; preds = %1
  %.0.lcssa = phi double [ %.0, %1 ]
  ret double %.0.lcssa
}

; Function Attrs: noinline nounwind uwtable
define internal void @advance(double noundef %0) #0 {
  br label %2

2:                                                ; preds = %113, %1
  %.01 = phi i32 [ 0, %1 ], [ %114, %113 ]
  %3 = icmp slt i32 %.01, 5
  br i1 %3, label %4, label %115

4:                                                ; preds = %2
  %5 = add nsw i32 %.01, 1
  br label %6

6:                                                ; preds = %110, %4
  %.02 = phi i32 [ %5, %4 ], [ %111, %110 ]
  %7 = icmp slt i32 %.02, 5
  br i1 %7, label %8, label %112

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
  %36 = fmul double %17, %17
  %37 = fmul double %26, %26
  %38 = fadd double %36, %37
  %39 = fmul double %35, %35
  %40 = fadd double %38, %39
  %41 = call double @root(double noundef %40)
  %42 = fmul double %40, %41
  %43 = fdiv double %0, %42
  %44 = sext i32 %.02 to i64
  %45 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %44
  %46 = getelementptr inbounds nuw %struct.body, ptr %45, i32 0, i32 6
  %47 = load double, ptr %46, align 8
  %48 = fmul double %17, %47
  %49 = fmul double %48, %43
  %50 = sext i32 %.01 to i64
  %51 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %50
  %52 = getelementptr inbounds nuw %struct.body, ptr %51, i32 0, i32 3
  %53 = load double, ptr %52, align 8
  %54 = fsub double %53, %49
  store double %54, ptr %52, align 8
  %55 = sext i32 %.02 to i64
  %56 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %55
  %57 = getelementptr inbounds nuw %struct.body, ptr %56, i32 0, i32 6
  %58 = load double, ptr %57, align 8
  %59 = fmul double %26, %58
  %60 = fmul double %59, %43
  %61 = sext i32 %.01 to i64
  %62 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %61
  %63 = getelementptr inbounds nuw %struct.body, ptr %62, i32 0, i32 4
  %64 = load double, ptr %63, align 8
  %65 = fsub double %64, %60
  store double %65, ptr %63, align 8
  %66 = sext i32 %.02 to i64
  %67 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %66
  %68 = getelementptr inbounds nuw %struct.body, ptr %67, i32 0, i32 6
  %69 = load double, ptr %68, align 8
  %70 = fmul double %35, %69
  %71 = fmul double %70, %43
  %72 = sext i32 %.01 to i64
  %73 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %72
  %74 = getelementptr inbounds nuw %struct.body, ptr %73, i32 0, i32 5
  %75 = load double, ptr %74, align 8
  %76 = fsub double %75, %71
  store double %76, ptr %74, align 8
  %77 = sext i32 %.01 to i64
  %78 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %77
  %79 = getelementptr inbounds nuw %struct.body, ptr %78, i32 0, i32 6
  %80 = load double, ptr %79, align 8
  %81 = fmul double %17, %80
  %82 = fmul double %81, %43
  %83 = sext i32 %.02 to i64
  %84 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %83
  %85 = getelementptr inbounds nuw %struct.body, ptr %84, i32 0, i32 3
  %86 = load double, ptr %85, align 8
  %87 = fadd double %86, %82
  store double %87, ptr %85, align 8
  %88 = sext i32 %.01 to i64
  %89 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %88
  %90 = getelementptr inbounds nuw %struct.body, ptr %89, i32 0, i32 6
  %91 = load double, ptr %90, align 8
  %92 = fmul double %26, %91
  %93 = fmul double %92, %43
  %94 = sext i32 %.02 to i64
  %95 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %94
  %96 = getelementptr inbounds nuw %struct.body, ptr %95, i32 0, i32 4
  %97 = load double, ptr %96, align 8
  %98 = fadd double %97, %93
  store double %98, ptr %96, align 8
  %99 = sext i32 %.01 to i64
  %100 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %99
  %101 = getelementptr inbounds nuw %struct.body, ptr %100, i32 0, i32 6
  %102 = load double, ptr %101, align 8
  %103 = fmul double %35, %102
  %104 = fmul double %103, %43
  %105 = sext i32 %.02 to i64
  %106 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %105
  %107 = getelementptr inbounds nuw %struct.body, ptr %106, i32 0, i32 5
  %108 = load double, ptr %107, align 8
  %109 = fadd double %108, %104
  store double %109, ptr %107, align 8
  br label %110

110:                                              ; preds = %8
  %111 = add nsw i32 %.02, 1
  br label %6, !llvm.loop !10

112:                                              ; preds = %6
  br label %113

113:                                              ; preds = %112
  %114 = add nsw i32 %.01, 1
  br label %2, !llvm.loop !11

115:                                              ; preds = %2
  br label %116

116:                                              ; preds = %149, %115
  %.0 = phi i32 [ 0, %115 ], [ %150, %149 ]
  %117 = icmp slt i32 %.0, 5
  br i1 %117, label %118, label %151

118:                                              ; preds = %116
  %119 = sext i32 %.0 to i64
  %120 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %119
  %121 = getelementptr inbounds nuw %struct.body, ptr %120, i32 0, i32 3
  %122 = load double, ptr %121, align 8
  %123 = fmul double %0, %122
  %124 = sext i32 %.0 to i64
  %125 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %124
  %126 = getelementptr inbounds nuw %struct.body, ptr %125, i32 0, i32 0
  %127 = load double, ptr %126, align 8
  %128 = fadd double %127, %123
  store double %128, ptr %126, align 8
  %129 = sext i32 %.0 to i64
  %130 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %129
  %131 = getelementptr inbounds nuw %struct.body, ptr %130, i32 0, i32 4
  %132 = load double, ptr %131, align 8
  %133 = fmul double %0, %132
  %134 = sext i32 %.0 to i64
  %135 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %134
  %136 = getelementptr inbounds nuw %struct.body, ptr %135, i32 0, i32 1
  %137 = load double, ptr %136, align 8
  %138 = fadd double %137, %133
  store double %138, ptr %136, align 8
  %139 = sext i32 %.0 to i64
  %140 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %139
  %141 = getelementptr inbounds nuw %struct.body, ptr %140, i32 0, i32 5
  %142 = load double, ptr %141, align 8
  %143 = fmul double %0, %142
  %144 = sext i32 %.0 to i64
  %145 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %144
  %146 = getelementptr inbounds nuw %struct.body, ptr %145, i32 0, i32 2
  %147 = load double, ptr %146, align 8
  %148 = fadd double %147, %143
  store double %148, ptr %146, align 8
  br label %149

149:                                              ; preds = %118
  %150 = add nsw i32 %.0, 1
  br label %116, !llvm.loop !12

151:                                              ; preds = %116
  ret void
}

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
