; ModuleID = 'exact_math.canon.ll'
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

2:                                                ; preds = %0, %41
  %indvars.iv = phi i64 [ 0, %0 ], [ %indvars.iv.next, %41 ]
  %3 = getelementptr inbounds [19 x double], ptr @xs, i64 0, i64 %indvars.iv
  %4 = load double, ptr %3, align 8
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %4)
  %6 = call double @llvm.floor.f64(double %4)
  call void @bits(ptr noundef @.str.1, double noundef %6)
  %7 = call double @llvm.ceil.f64(double %4)
  call void @bits(ptr noundef @.str.2, double noundef %7)
  %8 = call double @llvm.trunc.f64(double %4)
  call void @bits(ptr noundef @.str.3, double noundef %8)
  %9 = call double @llvm.round.f64(double %4)
  call void @bits(ptr noundef @.str.4, double noundef %9)
  %10 = fcmp olt double %4, 0.000000e+00
  br i1 %10, label %11, label %15

11:                                               ; preds = %2
  %12 = fneg double %4
  %13 = call double @sqrt(double noundef %12) #5
  %14 = fneg double %13
  br label %17

15:                                               ; preds = %2
  %16 = call double @sqrt(double noundef %4) #5
  br label %17

17:                                               ; preds = %15, %11
  %18 = phi double [ %14, %11 ], [ %16, %15 ]
  call void @bits(ptr noundef @.str.5, double noundef %18)
  %19 = call double @fmod(double noundef %4, double noundef 7.500000e-01) #5
  call void @bits(ptr noundef @.str.6, double noundef %19)
  %20 = fcmp une double %4, 0.000000e+00
  br i1 %20, label %21, label %23

21:                                               ; preds = %17
  %22 = call double @fmod(double noundef -3.000000e+00, double noundef %4) #5
  call void @bits(ptr noundef @.str.7, double noundef %22)
  br label %23

23:                                               ; preds = %21, %17
  %24 = call double @llvm.copysign.f64(double 3.000000e+00, double %4)
  call void @bits(ptr noundef @.str.8, double noundef %24)
  %25 = fptrunc double %4 to float
  %26 = call float @llvm.floor.f32(float %25)
  %27 = fpext float %26 to double
  %28 = call float @llvm.round.f32(float %25)
  %29 = fpext float %28 to double
  %30 = call float @llvm.fabs.f32(float %25)
  %31 = call float @sqrtf(float noundef %30) #5
  %32 = fpext float %31 to double
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %27, double noundef %29, double noundef %32)
  %34 = call i1 @llvm.is.fpclass.f32(float %25, i32 504)
  br i1 %34, label %35, label %39

35:                                               ; preds = %23
  %36 = call float @fmodf(float noundef %25, float noundef 0x3FD3333340000000) #5
  %37 = fpext float %36 to double
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %37)
  br label %39

39:                                               ; preds = %35, %23
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  br label %41

41:                                               ; preds = %39
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond = icmp ne i64 %indvars.iv.next, 19
  br i1 %exitcond, label %2, label %42, !llvm.loop !6

42:                                               ; preds = %41
  store double 0x7FF0000000000000, ptr %1, align 8
  %43 = getelementptr inbounds double, ptr %1, i64 1
  %44 = fneg double 0x7FF0000000000000
  store double %44, ptr %43, align 8
  br label %45

45:                                               ; preds = %42
  %46 = load double, ptr %1, align 8
  %47 = call double @llvm.floor.f64(double %46)
  call void @bits(ptr noundef @.str.12, double noundef %47)
  %48 = call double @llvm.round.f64(double %46)
  call void @bits(ptr noundef @.str.13, double noundef %48)
  %49 = call double @llvm.fabs.f64(double %46)
  %50 = call double @sqrt(double noundef %49) #5
  call void @bits(ptr noundef @.str.14, double noundef %50)
  %51 = call double @fmod(double noundef 2.000000e+00, double noundef %46) #5
  call void @bits(ptr noundef @.str.15, double noundef %51)
  %52 = call double @llvm.copysign.f64(double 1.000000e+00, double %46)
  call void @bits(ptr noundef @.str.16, double noundef %52)
  br label %53

53:                                               ; preds = %45
  %54 = getelementptr inbounds [2 x double], ptr %1, i64 0, i64 1
  %55 = load double, ptr %54, align 8
  %56 = call double @llvm.floor.f64(double %55)
  call void @bits(ptr noundef @.str.12, double noundef %56)
  %57 = call double @llvm.round.f64(double %55)
  call void @bits(ptr noundef @.str.13, double noundef %57)
  %58 = call double @llvm.fabs.f64(double %55)
  %59 = call double @sqrt(double noundef %58) #5
  call void @bits(ptr noundef @.str.14, double noundef %59)
  %60 = call double @fmod(double noundef 2.000000e+00, double noundef %55) #5
  call void @bits(ptr noundef @.str.15, double noundef %60)
  %61 = call double @llvm.copysign.f64(double 1.000000e+00, double %55)
  call void @bits(ptr noundef @.str.16, double noundef %61)
  br label %62

62:                                               ; preds = %53
  br label %63

63:                                               ; preds = %85, %62
  %indvars.iv14 = phi i64 [ 0, %62 ], [ %indvars.iv.next15.1, %85 ]
  %64 = sub nsw i64 %indvars.iv14, 16
  %65 = trunc nsw i64 %64 to i32
  %66 = sitofp i32 %65 to double
  %67 = fmul double %66, 7.500000e-01
  %68 = getelementptr inbounds [32 x double], ptr @ds, i64 0, i64 %indvars.iv14
  store double %67, ptr %68, align 8
  %69 = trunc nuw nsw i64 %indvars.iv14 to i32
  %70 = sitofp i32 %69 to double
  %71 = fmul double %70, 1.300000e+00
  %72 = fptrunc double %71 to float
  %73 = getelementptr inbounds [32 x float], ptr @fs, i64 0, i64 %indvars.iv14
  store float %72, ptr %73, align 4
  br label %74

74:                                               ; preds = %63
  %indvars.iv.next15 = add nuw nsw i64 %indvars.iv14, 1
  %75 = sub nsw i64 %indvars.iv.next15, 16
  %76 = trunc nsw i64 %75 to i32
  %77 = sitofp i32 %76 to double
  %78 = fmul double %77, 7.500000e-01
  %79 = getelementptr inbounds [32 x double], ptr @ds, i64 0, i64 %indvars.iv.next15
  store double %78, ptr %79, align 8
  %80 = trunc nuw nsw i64 %indvars.iv.next15 to i32
  %81 = sitofp i32 %80 to double
  %82 = fmul double %81, 1.300000e+00
  %83 = fptrunc double %82 to float
  %84 = getelementptr inbounds [32 x float], ptr @fs, i64 0, i64 %indvars.iv.next15
  store float %83, ptr %84, align 4
  br label %85

85:                                               ; preds = %74
  %indvars.iv.next15.1 = add nuw nsw i64 %indvars.iv14, 2
  %exitcond17.1 = icmp ne i64 %indvars.iv.next15.1, 32
  br i1 %exitcond17.1, label %63, label %86, !llvm.loop !8

86:                                               ; preds = %85
  br label %87

87:                                               ; preds = %86, %107
  %indvars.iv18 = phi i64 [ 0, %86 ], [ %indvars.iv.next19, %107 ]
  %88 = getelementptr inbounds [32 x double], ptr @ds, i64 0, i64 %indvars.iv18
  %89 = load double, ptr %88, align 8
  %90 = call double @llvm.floor.f64(double %89)
  %91 = getelementptr inbounds [32 x double], ptr @ds, i64 0, i64 %indvars.iv18
  %92 = load double, ptr %91, align 8
  %93 = call double @llvm.ceil.f64(double %92)
  %94 = fmul double %93, 3.000000e+00
  %95 = fadd double %90, %94
  %96 = getelementptr inbounds [32 x double], ptr @ds, i64 0, i64 %indvars.iv18
  %97 = load double, ptr %96, align 8
  %98 = call double @llvm.trunc.f64(double %97)
  %99 = fmul double %98, 5.000000e+00
  %100 = fadd double %95, %99
  %101 = getelementptr inbounds [32 x double], ptr @ds, i64 0, i64 %indvars.iv18
  %102 = load double, ptr %101, align 8
  %103 = call double @llvm.round.f64(double %102)
  %104 = fmul double %103, 7.000000e+00
  %105 = fadd double %100, %104
  %106 = getelementptr inbounds [32 x double], ptr @es, i64 0, i64 %indvars.iv18
  store double %105, ptr %106, align 8
  br label %107

107:                                              ; preds = %87
  %indvars.iv.next19 = add nuw nsw i64 %indvars.iv18, 1
  %exitcond21 = icmp ne i64 %indvars.iv.next19, 32
  br i1 %exitcond21, label %87, label %108, !llvm.loop !9

108:                                              ; preds = %107
  br label %109

109:                                              ; preds = %121, %108
  %indvars.iv22 = phi i64 [ 0, %108 ], [ %indvars.iv.next23.1, %121 ]
  %110 = getelementptr inbounds [32 x float], ptr @fs, i64 0, i64 %indvars.iv22
  %111 = load float, ptr %110, align 4
  %112 = call float @llvm.floor.f32(float %111)
  %113 = call float @llvm.copysign.f32(float %112, float -5.000000e-01)
  %114 = getelementptr inbounds [32 x float], ptr @gs, i64 0, i64 %indvars.iv22
  store float %113, ptr %114, align 4
  br label %115

115:                                              ; preds = %109
  %indvars.iv.next23 = add nuw nsw i64 %indvars.iv22, 1
  %116 = getelementptr inbounds [32 x float], ptr @fs, i64 0, i64 %indvars.iv.next23
  %117 = load float, ptr %116, align 4
  %118 = call float @llvm.floor.f32(float %117)
  %119 = call float @llvm.copysign.f32(float %118, float 5.000000e-01)
  %120 = getelementptr inbounds [32 x float], ptr @gs, i64 0, i64 %indvars.iv.next23
  store float %119, ptr %120, align 4
  br label %121

121:                                              ; preds = %115
  %indvars.iv.next23.1 = add nuw nsw i64 %indvars.iv22, 2
  %exitcond25.1 = icmp ne i64 %indvars.iv.next23.1, 32
  br i1 %exitcond25.1, label %109, label %122, !llvm.loop !10

122:                                              ; preds = %121
  br label %123

123:                                              ; preds = %145, %122
  %indvars.iv26 = phi i64 [ 0, %122 ], [ %indvars.iv.next27.1, %145 ]
  %.017 = phi float [ 0.000000e+00, %122 ], [ %144, %145 ]
  %.026 = phi double [ 0.000000e+00, %122 ], [ %137, %145 ]
  %124 = getelementptr inbounds [32 x double], ptr @es, i64 0, i64 %indvars.iv26
  %125 = load double, ptr %124, align 8
  %126 = fadd double %.026, %125
  %127 = getelementptr inbounds [32 x float], ptr @gs, i64 0, i64 %indvars.iv26
  %128 = load float, ptr %127, align 4
  %129 = getelementptr inbounds [32 x float], ptr @fs, i64 0, i64 %indvars.iv26
  %130 = load float, ptr %129, align 4
  %131 = call float @sqrtf(float noundef %130) #5
  %132 = fadd float %128, %131
  %133 = fadd float %.017, %132
  br label %134

134:                                              ; preds = %123
  %indvars.iv.next27 = add nuw nsw i64 %indvars.iv26, 1
  %135 = getelementptr inbounds [32 x double], ptr @es, i64 0, i64 %indvars.iv.next27
  %136 = load double, ptr %135, align 8
  %137 = fadd double %126, %136
  %138 = getelementptr inbounds [32 x float], ptr @gs, i64 0, i64 %indvars.iv.next27
  %139 = load float, ptr %138, align 4
  %140 = getelementptr inbounds [32 x float], ptr @fs, i64 0, i64 %indvars.iv.next27
  %141 = load float, ptr %140, align 4
  %142 = call float @sqrtf(float noundef %141) #5
  %143 = fadd float %139, %142
  %144 = fadd float %133, %143
  br label %145

145:                                              ; preds = %134
  %indvars.iv.next27.1 = add nuw nsw i64 %indvars.iv26, 2
  %exitcond29.1 = icmp ne i64 %indvars.iv.next27.1, 32
  br i1 %exitcond29.1, label %123, label %146, !llvm.loop !11

146:                                              ; preds = %145
  %.02.lcssa = phi double [ %137, %145 ]
  %.01.lcssa = phi float [ %144, %145 ]
  %147 = fpext float %.01.lcssa to double
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, double noundef %.02.lcssa, double noundef %147)
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
