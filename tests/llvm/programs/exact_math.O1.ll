; ModuleID = 'exact_math.O0.ll'
source_filename = "exact_math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@xs = dso_local local_unnamed_addr global [19 x double] [double 0.000000e+00, double -0.000000e+00, double 5.000000e-01, double -5.000000e-01, double 1.500000e+00, double -1.500000e+00, double 2.500000e+00, double -2.500000e+00, double 0x3FDFFFFFFFFFFFFF, double 0xBFDFFFFFFFFFFFFF, double 0x432FFFFFFFFFFFFF, double 0xC32FFFFFFFFFFFFF, double 0x4330000000000001, double 1.000000e+300, double -1.000000e+300, double 4.940660e-324, double 2.000000e+00, double 1.000000e+01, double 1.000000e-310], align 16
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
@.str.12 = private unnamed_addr constant [15 x i8] c"infinite floor\00", align 1
@.str.13 = private unnamed_addr constant [15 x i8] c"infinite round\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"infinite sqrt\00", align 1
@.str.15 = private unnamed_addr constant [17 x i8] c"infinite fmod by\00", align 1
@.str.16 = private unnamed_addr constant [18 x i8] c"infinite copysign\00", align 1
@ds = dso_local local_unnamed_addr global [32 x double] zeroinitializer, align 16
@fs = dso_local local_unnamed_addr global [32 x float] zeroinitializer, align 16
@es = dso_local local_unnamed_addr global [32 x double] zeroinitializer, align 16
@gs = dso_local local_unnamed_addr global [32 x float] zeroinitializer, align 16
@.str.17 = private unnamed_addr constant [12 x i8] c"%.17g %.9g\0A\00", align 1
@.str.18 = private unnamed_addr constant [18 x i8] c"%s %.17g %016llx\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %38
  %indvars.iv = phi i64 [ 0, %0 ], [ %indvars.iv.next, %38 ]
  %2 = getelementptr inbounds nuw double, ptr @xs, i64 %indvars.iv
  %3 = load double, ptr %2, align 8
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %3)
  %5 = tail call double @llvm.floor.f64(double %3)
  tail call fastcc void @bits(ptr noundef nonnull @.str.1, double noundef %5)
  %6 = tail call double @llvm.ceil.f64(double %3)
  tail call fastcc void @bits(ptr noundef nonnull @.str.2, double noundef %6)
  %7 = tail call double @llvm.trunc.f64(double %3)
  tail call fastcc void @bits(ptr noundef nonnull @.str.3, double noundef %7)
  %8 = tail call double @llvm.round.f64(double %3)
  tail call fastcc void @bits(ptr noundef nonnull @.str.4, double noundef %8)
  %9 = fcmp olt double %3, 0.000000e+00
  br i1 %9, label %10, label %14

10:                                               ; preds = %1
  %11 = fneg double %3
  %12 = tail call double @sqrt(double noundef %11) #5
  %13 = fneg double %12
  br label %16

14:                                               ; preds = %1
  %15 = tail call double @sqrt(double noundef %3) #5
  br label %16

16:                                               ; preds = %14, %10
  %17 = phi double [ %13, %10 ], [ %15, %14 ]
  tail call fastcc void @bits(ptr noundef nonnull @.str.5, double noundef %17)
  %18 = tail call double @fmod(double noundef %3, double noundef 7.500000e-01) #5
  tail call fastcc void @bits(ptr noundef nonnull @.str.6, double noundef %18)
  %19 = fcmp une double %3, 0.000000e+00
  br i1 %19, label %20, label %22

20:                                               ; preds = %16
  %21 = frem nnan double -3.000000e+00, %3
  tail call fastcc void @bits(ptr noundef nonnull @.str.7, double noundef %21)
  br label %22

22:                                               ; preds = %20, %16
  %23 = tail call double @llvm.copysign.f64(double 3.000000e+00, double %3)
  tail call fastcc void @bits(ptr noundef nonnull @.str.8, double noundef %23)
  %24 = fptrunc double %3 to float
  %25 = tail call float @llvm.floor.f32(float %24)
  %26 = fpext float %25 to double
  %27 = tail call float @llvm.round.f32(float %24)
  %28 = fpext float %27 to double
  %29 = tail call float @llvm.fabs.f32(float %24)
  %30 = tail call float @sqrtf(float noundef %29) #5
  %31 = fpext float %30 to double
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %26, double noundef %28, double noundef %31)
  %33 = fcmp ueq float %29, 0x7FF0000000000000
  br i1 %33, label %38, label %34

34:                                               ; preds = %22
  %35 = frem nnan float %24, 0x3FD3333340000000
  %36 = fpext float %35 to double
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %36)
  br label %38

38:                                               ; preds = %34, %22
  %putchar = tail call i32 @putchar(i32 10)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 19
  br i1 %exitcond.not, label %.preheader68.preheader, label %1, !llvm.loop !6

.preheader68.preheader:                           ; preds = %38
  tail call fastcc void @bits(ptr noundef nonnull @.str.12, double noundef 0x7FF0000000000000)
  tail call fastcc void @bits(ptr noundef nonnull @.str.13, double noundef 0x7FF0000000000000)
  %39 = tail call double @sqrt(double noundef 0x7FF0000000000000) #5
  tail call fastcc void @bits(ptr noundef nonnull @.str.14, double noundef %39)
  tail call fastcc void @bits(ptr noundef nonnull @.str.15, double noundef 2.000000e+00)
  tail call fastcc void @bits(ptr noundef nonnull @.str.16, double noundef 1.000000e+00)
  tail call fastcc void @bits(ptr noundef nonnull @.str.12, double noundef 0xFFF0000000000000)
  tail call fastcc void @bits(ptr noundef nonnull @.str.13, double noundef 0xFFF0000000000000)
  %40 = tail call double @sqrt(double noundef 0x7FF0000000000000) #5
  tail call fastcc void @bits(ptr noundef nonnull @.str.14, double noundef %40)
  tail call fastcc void @bits(ptr noundef nonnull @.str.15, double noundef 2.000000e+00)
  tail call fastcc void @bits(ptr noundef nonnull @.str.16, double noundef -1.000000e+00)
  br label %.preheader68

.preheader68:                                     ; preds = %.preheader68, %.preheader68.preheader
  %indvars.iv82 = phi i64 [ 0, %.preheader68.preheader ], [ %indvars.iv.next83.1, %.preheader68 ]
  %41 = trunc i64 %indvars.iv82 to i32
  %42 = add nsw i32 %41, -16
  %43 = sitofp i32 %42 to double
  %44 = fmul double %43, 7.500000e-01
  %45 = getelementptr inbounds nuw double, ptr @ds, i64 %indvars.iv82
  store double %44, ptr %45, align 16
  %46 = trunc nuw nsw i64 %indvars.iv82 to i32
  %47 = uitofp nneg i32 %46 to double
  %48 = fmul double %47, 1.300000e+00
  %49 = fptrunc double %48 to float
  %50 = getelementptr inbounds nuw float, ptr @fs, i64 %indvars.iv82
  store float %49, ptr %50, align 8
  %indvars.iv.next83 = or disjoint i64 %indvars.iv82, 1
  %51 = trunc i64 %indvars.iv.next83 to i32
  %52 = add nsw i32 %51, -16
  %53 = sitofp i32 %52 to double
  %54 = fmul double %53, 7.500000e-01
  %55 = getelementptr inbounds nuw double, ptr @ds, i64 %indvars.iv.next83
  store double %54, ptr %55, align 8
  %56 = trunc nuw nsw i64 %indvars.iv.next83 to i32
  %57 = uitofp nneg i32 %56 to double
  %58 = fmul double %57, 1.300000e+00
  %59 = fptrunc double %58 to float
  %60 = getelementptr inbounds nuw float, ptr @fs, i64 %indvars.iv.next83
  store float %59, ptr %60, align 4
  %indvars.iv.next83.1 = add nuw nsw i64 %indvars.iv82, 2
  %exitcond85.not.1 = icmp eq i64 %indvars.iv.next83.1, 32
  br i1 %exitcond85.not.1, label %.preheader67, label %.preheader68, !llvm.loop !8

.preheader67:                                     ; preds = %.preheader68, %.preheader67
  %indvars.iv86 = phi i64 [ %indvars.iv.next87, %.preheader67 ], [ 0, %.preheader68 ]
  %61 = getelementptr inbounds nuw double, ptr @ds, i64 %indvars.iv86
  %62 = load double, ptr %61, align 8
  %63 = tail call double @llvm.floor.f64(double %62)
  %64 = tail call double @llvm.ceil.f64(double %62)
  %65 = fmul double %64, 3.000000e+00
  %66 = fadd double %63, %65
  %67 = tail call double @llvm.trunc.f64(double %62)
  %68 = fmul double %67, 5.000000e+00
  %69 = fadd double %68, %66
  %70 = tail call double @llvm.round.f64(double %62)
  %71 = fmul double %70, 7.000000e+00
  %72 = fadd double %71, %69
  %73 = getelementptr inbounds nuw double, ptr @es, i64 %indvars.iv86
  store double %72, ptr %73, align 8
  %indvars.iv.next87 = add nuw nsw i64 %indvars.iv86, 1
  %exitcond89.not = icmp eq i64 %indvars.iv.next87, 32
  br i1 %exitcond89.not, label %.preheader66, label %.preheader67, !llvm.loop !9

.preheader66:                                     ; preds = %.preheader67, %.preheader66
  %indvars.iv90 = phi i64 [ %indvars.iv.next91.1, %.preheader66 ], [ 0, %.preheader67 ]
  %74 = getelementptr inbounds nuw float, ptr @fs, i64 %indvars.iv90
  %75 = load float, ptr %74, align 8
  %76 = tail call float @llvm.floor.f32(float %75)
  %77 = tail call float @llvm.fabs.f32(float %76)
  %78 = fneg float %77
  %79 = getelementptr inbounds nuw float, ptr @gs, i64 %indvars.iv90
  store float %78, ptr %79, align 8
  %indvars.iv.next91 = or disjoint i64 %indvars.iv90, 1
  %80 = getelementptr inbounds nuw float, ptr @fs, i64 %indvars.iv.next91
  %81 = load float, ptr %80, align 4
  %82 = tail call float @llvm.floor.f32(float %81)
  %83 = tail call float @llvm.fabs.f32(float %82)
  %84 = getelementptr inbounds nuw float, ptr @gs, i64 %indvars.iv.next91
  store float %83, ptr %84, align 4
  %indvars.iv.next91.1 = add nuw nsw i64 %indvars.iv90, 2
  %exitcond93.not.1 = icmp eq i64 %indvars.iv.next91.1, 32
  br i1 %exitcond93.not.1, label %.preheader, label %.preheader66, !llvm.loop !10

.preheader:                                       ; preds = %.preheader66, %.preheader
  %indvars.iv94 = phi i64 [ %indvars.iv.next95.1, %.preheader ], [ 0, %.preheader66 ]
  %.05875 = phi float [ %104, %.preheader ], [ 0.000000e+00, %.preheader66 ]
  %.05974 = phi double [ %97, %.preheader ], [ 0.000000e+00, %.preheader66 ]
  %85 = getelementptr inbounds nuw double, ptr @es, i64 %indvars.iv94
  %86 = load double, ptr %85, align 16
  %87 = fadd double %.05974, %86
  %88 = getelementptr inbounds nuw float, ptr @gs, i64 %indvars.iv94
  %89 = load float, ptr %88, align 8
  %90 = getelementptr inbounds nuw float, ptr @fs, i64 %indvars.iv94
  %91 = load float, ptr %90, align 8
  %92 = tail call float @sqrtf(float noundef %91) #5
  %93 = fadd float %89, %92
  %94 = fadd float %.05875, %93
  %indvars.iv.next95 = or disjoint i64 %indvars.iv94, 1
  %95 = getelementptr inbounds nuw double, ptr @es, i64 %indvars.iv.next95
  %96 = load double, ptr %95, align 8
  %97 = fadd double %87, %96
  %98 = getelementptr inbounds nuw float, ptr @gs, i64 %indvars.iv.next95
  %99 = load float, ptr %98, align 4
  %100 = getelementptr inbounds nuw float, ptr @fs, i64 %indvars.iv.next95
  %101 = load float, ptr %100, align 4
  %102 = tail call float @sqrtf(float noundef %101) #5
  %103 = fadd float %99, %102
  %104 = fadd float %94, %103
  %indvars.iv.next95.1 = add nuw nsw i64 %indvars.iv94, 2
  %exitcond97.not.1 = icmp eq i64 %indvars.iv.next95.1, 32
  br i1 %exitcond97.not.1, label %105, label %.preheader, !llvm.loop !11

105:                                              ; preds = %.preheader
  %106 = fpext float %104 to double
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, double noundef %97, double noundef %106)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @bits(ptr noundef %0, double noundef %1) unnamed_addr #0 {
  %3 = bitcast double %1 to i64
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef %0, double noundef %1, i64 noundef %3)
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @fmod(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare float @sqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(errnomem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
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
