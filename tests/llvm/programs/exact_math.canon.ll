; ModuleID = 'exact_math.O0.ll'
source_filename = "exact_math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@xs = dso_local global [19 x double] [double 0.000000e+00, double -0.000000e+00, double 5.000000e-01, double -5.000000e-01, double 1.500000e+00, double -1.500000e+00, double 2.500000e+00, double -2.500000e+00, double 0x3FDFFFFFFFFFFFFF, double 0xBFDFFFFFFFFFFFFF, double 0x432FFFFFFFFFFFFF, double 0xC32FFFFFFFFFFFFF, double 0x4330000000000001, double 1.000000e+300, double -1.000000e+300, double 4.940660e-324, double 2.000000e+00, double 1.000000e+01, double 1.000000e-310], align 16
@.str = private unnamed_addr constant [11 x i8] c"x = %.17g\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c" floor\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c" ceil\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c" trunc\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c" round\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c" sqrt\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c" fmod 0.75\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c" fmod -3\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c" copysign\00", align 1
@.str.9 = private unnamed_addr constant [36 x i8] c" floorf %.9g roundf %.9g sqrtf %.9g\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c" fmodf %.9g\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"infinite floor\00", align 1
@.str.13 = private unnamed_addr constant [15 x i8] c"infinite round\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"infinite sqrt\00", align 1
@.str.15 = private unnamed_addr constant [17 x i8] c"infinite fmod by\00", align 1
@.str.16 = private unnamed_addr constant [18 x i8] c"infinite copysign\00", align 1
@ds = dso_local global [32 x double] zeroinitializer, align 16
@fs = dso_local global [32 x float] zeroinitializer, align 16
@es = dso_local global [32 x double] zeroinitializer, align 16
@gs = dso_local global [32 x float] zeroinitializer, align 16
@.str.17 = private unnamed_addr constant [12 x i8] c"%.17g %.9g\0A\00", align 1
@.str.18 = private unnamed_addr constant [18 x i8] c"%s %.17g %016llx\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [2 x double], align 16
  br label %2

2:                                                ; preds = %44, %0
  %.03 = phi i32 [ 0, %0 ], [ %45, %44 ]
  %3 = icmp slt i32 %.03, 19
  br i1 %3, label %4, label %46

4:                                                ; preds = %2
  %5 = sext i32 %.03 to i64
  %6 = getelementptr inbounds [19 x double], ptr @xs, i64 0, i64 %5
  %7 = load double, ptr %6, align 8
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %7)
  %9 = call double @llvm.floor.f64(double %7)
  call void @bits(ptr noundef @.str.1, double noundef %9)
  %10 = call double @llvm.ceil.f64(double %7)
  call void @bits(ptr noundef @.str.2, double noundef %10)
  %11 = call double @llvm.trunc.f64(double %7)
  call void @bits(ptr noundef @.str.3, double noundef %11)
  %12 = call double @llvm.round.f64(double %7)
  call void @bits(ptr noundef @.str.4, double noundef %12)
  %13 = fcmp olt double %7, 0.000000e+00
  br i1 %13, label %14, label %18

14:                                               ; preds = %4
  %15 = fneg double %7
  %16 = call double @sqrt(double noundef %15) #5
  %17 = fneg double %16
  br label %20

18:                                               ; preds = %4
  %19 = call double @sqrt(double noundef %7) #5
  br label %20

20:                                               ; preds = %18, %14
  %21 = phi double [ %17, %14 ], [ %19, %18 ]
  call void @bits(ptr noundef @.str.5, double noundef %21)
  %22 = call double @fmod(double noundef %7, double noundef 7.500000e-01) #5
  call void @bits(ptr noundef @.str.6, double noundef %22)
  %23 = fcmp une double %7, 0.000000e+00
  br i1 %23, label %24, label %26

24:                                               ; preds = %20
  %25 = call double @fmod(double noundef -3.000000e+00, double noundef %7) #5
  call void @bits(ptr noundef @.str.7, double noundef %25)
  br label %26

26:                                               ; preds = %24, %20
  %27 = call double @llvm.copysign.f64(double 3.000000e+00, double %7)
  call void @bits(ptr noundef @.str.8, double noundef %27)
  %28 = fptrunc double %7 to float
  %29 = call float @llvm.floor.f32(float %28)
  %30 = fpext float %29 to double
  %31 = call float @llvm.round.f32(float %28)
  %32 = fpext float %31 to double
  %33 = call float @llvm.fabs.f32(float %28)
  %34 = call float @sqrtf(float noundef %33) #5
  %35 = fpext float %34 to double
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %30, double noundef %32, double noundef %35)
  %37 = call i1 @llvm.is.fpclass.f32(float %28, i32 504)
  br i1 %37, label %38, label %42

38:                                               ; preds = %26
  %39 = call float @fmodf(float noundef %28, float noundef 0x3FD3333340000000) #5
  %40 = fpext float %39 to double
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %40)
  br label %42

42:                                               ; preds = %38, %26
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  br label %44

44:                                               ; preds = %42
  %45 = add nsw i32 %.03, 1
  br label %2, !llvm.loop !6

46:                                               ; preds = %2
  store double 0x7FF0000000000000, ptr %1, align 8
  %47 = getelementptr inbounds double, ptr %1, i64 1
  %48 = fneg double 0x7FF0000000000000
  store double %48, ptr %47, align 8
  br label %49

49:                                               ; preds = %61, %46
  %.06 = phi i32 [ 0, %46 ], [ %62, %61 ]
  %50 = icmp slt i32 %.06, 2
  br i1 %50, label %51, label %63

51:                                               ; preds = %49
  %52 = sext i32 %.06 to i64
  %53 = getelementptr inbounds [2 x double], ptr %1, i64 0, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = call double @llvm.floor.f64(double %54)
  call void @bits(ptr noundef @.str.12, double noundef %55)
  %56 = call double @llvm.round.f64(double %54)
  call void @bits(ptr noundef @.str.13, double noundef %56)
  %57 = call double @llvm.fabs.f64(double %54)
  %58 = call double @sqrt(double noundef %57) #5
  call void @bits(ptr noundef @.str.14, double noundef %58)
  %59 = call double @fmod(double noundef 2.000000e+00, double noundef %54) #5
  call void @bits(ptr noundef @.str.15, double noundef %59)
  %60 = call double @llvm.copysign.f64(double 1.000000e+00, double %54)
  call void @bits(ptr noundef @.str.16, double noundef %60)
  br label %61

61:                                               ; preds = %51
  %62 = add nsw i32 %.06, 1
  br label %49, !llvm.loop !8

63:                                               ; preds = %49
  br label %64

64:                                               ; preds = %77, %63
  %.07 = phi i32 [ 0, %63 ], [ %78, %77 ]
  %65 = icmp slt i32 %.07, 32
  br i1 %65, label %66, label %79

66:                                               ; preds = %64
  %67 = sub nsw i32 %.07, 16
  %68 = sitofp i32 %67 to double
  %69 = fmul double %68, 7.500000e-01
  %70 = sext i32 %.07 to i64
  %71 = getelementptr inbounds [32 x double], ptr @ds, i64 0, i64 %70
  store double %69, ptr %71, align 8
  %72 = sitofp i32 %.07 to double
  %73 = fmul double %72, 1.300000e+00
  %74 = fptrunc double %73 to float
  %75 = sext i32 %.07 to i64
  %76 = getelementptr inbounds [32 x float], ptr @fs, i64 0, i64 %75
  store float %74, ptr %76, align 4
  br label %77

77:                                               ; preds = %66
  %78 = add nsw i32 %.07, 1
  br label %64, !llvm.loop !9

79:                                               ; preds = %64
  br label %80

80:                                               ; preds = %107, %79
  %.05 = phi i32 [ 0, %79 ], [ %108, %107 ]
  %81 = icmp slt i32 %.05, 32
  br i1 %81, label %82, label %109

82:                                               ; preds = %80
  %83 = sext i32 %.05 to i64
  %84 = getelementptr inbounds [32 x double], ptr @ds, i64 0, i64 %83
  %85 = load double, ptr %84, align 8
  %86 = call double @llvm.floor.f64(double %85)
  %87 = sext i32 %.05 to i64
  %88 = getelementptr inbounds [32 x double], ptr @ds, i64 0, i64 %87
  %89 = load double, ptr %88, align 8
  %90 = call double @llvm.ceil.f64(double %89)
  %91 = fmul double %90, 3.000000e+00
  %92 = fadd double %86, %91
  %93 = sext i32 %.05 to i64
  %94 = getelementptr inbounds [32 x double], ptr @ds, i64 0, i64 %93
  %95 = load double, ptr %94, align 8
  %96 = call double @llvm.trunc.f64(double %95)
  %97 = fmul double %96, 5.000000e+00
  %98 = fadd double %92, %97
  %99 = sext i32 %.05 to i64
  %100 = getelementptr inbounds [32 x double], ptr @ds, i64 0, i64 %99
  %101 = load double, ptr %100, align 8
  %102 = call double @llvm.round.f64(double %101)
  %103 = fmul double %102, 7.000000e+00
  %104 = fadd double %98, %103
  %105 = sext i32 %.05 to i64
  %106 = getelementptr inbounds [32 x double], ptr @es, i64 0, i64 %105
  store double %104, ptr %106, align 8
  br label %107

107:                                              ; preds = %82
  %108 = add nsw i32 %.05, 1
  br label %80, !llvm.loop !10

109:                                              ; preds = %80
  br label %110

110:                                              ; preds = %123, %109
  %.04 = phi i32 [ 0, %109 ], [ %124, %123 ]
  %111 = icmp slt i32 %.04, 32
  br i1 %111, label %112, label %125

112:                                              ; preds = %110
  %113 = sext i32 %.04 to i64
  %114 = getelementptr inbounds [32 x float], ptr @fs, i64 0, i64 %113
  %115 = load float, ptr %114, align 4
  %116 = call float @llvm.floor.f32(float %115)
  %117 = srem i32 %.04, 2
  %118 = sitofp i32 %117 to float
  %119 = fsub float %118, 5.000000e-01
  %120 = call float @llvm.copysign.f32(float %116, float %119)
  %121 = sext i32 %.04 to i64
  %122 = getelementptr inbounds [32 x float], ptr @gs, i64 0, i64 %121
  store float %120, ptr %122, align 4
  br label %123

123:                                              ; preds = %112
  %124 = add nsw i32 %.04, 1
  br label %110, !llvm.loop !11

125:                                              ; preds = %110
  br label %126

126:                                              ; preds = %142, %125
  %.02 = phi double [ 0.000000e+00, %125 ], [ %132, %142 ]
  %.01 = phi float [ 0.000000e+00, %125 ], [ %141, %142 ]
  %.0 = phi i32 [ 0, %125 ], [ %143, %142 ]
  %127 = icmp slt i32 %.0, 32
  br i1 %127, label %128, label %144

128:                                              ; preds = %126
  %129 = sext i32 %.0 to i64
  %130 = getelementptr inbounds [32 x double], ptr @es, i64 0, i64 %129
  %131 = load double, ptr %130, align 8
  %132 = fadd double %.02, %131
  %133 = sext i32 %.0 to i64
  %134 = getelementptr inbounds [32 x float], ptr @gs, i64 0, i64 %133
  %135 = load float, ptr %134, align 4
  %136 = sext i32 %.0 to i64
  %137 = getelementptr inbounds [32 x float], ptr @fs, i64 0, i64 %136
  %138 = load float, ptr %137, align 4
  %139 = call float @sqrtf(float noundef %138) #5
  %140 = fadd float %135, %139
  %141 = fadd float %.01, %140
  br label %142

142:                                              ; preds = %128
  %143 = add nsw i32 %.0, 1
  br label %126, !llvm.loop !12

144:                                              ; preds = %126
  %.02.lcssa = phi double [ %.02, %126 ]
  %.01.lcssa = phi float [ %.01, %126 ]
  %145 = fpext float %.01.lcssa to double
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, double noundef %.02.lcssa, double noundef %145)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal void @bits(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i64, align 8
  store double %1, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %3, i64 8, i1 false)
  %5 = load double, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %0, double noundef %5, i64 noundef %6)
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #2

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #2

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #2

; Function Attrs: nounwind
declare float @fmodf(float noundef, float noundef) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

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
