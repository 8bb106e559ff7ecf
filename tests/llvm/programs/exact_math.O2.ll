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

1:                                                ; preds = %0, %37
  %indvars.iv = phi i64 [ 0, %0 ], [ %indvars.iv.next, %37 ]
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
  %12 = tail call double @sqrt(double noundef %11) #6
  %13 = fneg double %12
  br label %16

14:                                               ; preds = %1
  %15 = tail call double @sqrt(double noundef %3) #6
  br label %16

16:                                               ; preds = %14, %10
  %17 = phi double [ %13, %10 ], [ %15, %14 ]
  tail call fastcc void @bits(ptr noundef nonnull @.str.5, double noundef %17)
  %18 = tail call double @fmod(double noundef %3, double noundef 7.500000e-01) #6
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
  %sqrt = tail call float @llvm.sqrt.f32(float %29)
  %30 = fpext float %sqrt to double
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %26, double noundef %28, double noundef %30)
  %32 = fcmp ueq float %29, 0x7FF0000000000000
  br i1 %32, label %37, label %33

33:                                               ; preds = %22
  %34 = frem nnan float %24, 0x3FD3333340000000
  %35 = fpext float %34 to double
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %35)
  br label %37

37:                                               ; preds = %33, %22
  %putchar = tail call i32 @putchar(i32 10)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 19
  br i1 %exitcond.not, label %.preheader69.preheader, label %1, !llvm.loop !6

.preheader69.preheader:                           ; preds = %37
  tail call fastcc void @bits(ptr noundef nonnull @.str.12, double noundef 0x7FF0000000000000)
  tail call fastcc void @bits(ptr noundef nonnull @.str.13, double noundef 0x7FF0000000000000)
  %sqrt66 = tail call double @llvm.sqrt.f64(double 0x7FF0000000000000)
  tail call fastcc void @bits(ptr noundef nonnull @.str.14, double noundef %sqrt66)
  tail call fastcc void @bits(ptr noundef nonnull @.str.15, double noundef 2.000000e+00)
  tail call fastcc void @bits(ptr noundef nonnull @.str.16, double noundef 1.000000e+00)
  tail call fastcc void @bits(ptr noundef nonnull @.str.12, double noundef 0xFFF0000000000000)
  tail call fastcc void @bits(ptr noundef nonnull @.str.13, double noundef 0xFFF0000000000000)
  tail call fastcc void @bits(ptr noundef nonnull @.str.14, double noundef %sqrt66)
  tail call fastcc void @bits(ptr noundef nonnull @.str.15, double noundef 2.000000e+00)
  tail call fastcc void @bits(ptr noundef nonnull @.str.16, double noundef -1.000000e+00)
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %.preheader69.preheader
  %index = phi i64 [ 0, %.preheader69.preheader ], [ %index.next.1, %vector.body ]
  %vec.ind = phi <2 x i32> [ <i32 0, i32 1>, %.preheader69.preheader ], [ %vec.ind.next.1, %vector.body ]
  %vec.ind101 = phi <2 x i32> [ <i32 0, i32 1>, %.preheader69.preheader ], [ %vec.ind.next102.1, %vector.body ]
  %38 = add <2 x i32> %vec.ind, splat (i32 -16)
  %39 = sitofp <2 x i32> %38 to <2 x double>
  %40 = fmul <2 x double> %39, splat (double 7.500000e-01)
  %41 = getelementptr inbounds nuw double, ptr @ds, i64 %index
  store <2 x double> %40, ptr %41, align 16
  %42 = uitofp nneg <2 x i32> %vec.ind101 to <2 x double>
  %43 = fmul <2 x double> %42, splat (double 1.300000e+00)
  %44 = fptrunc <2 x double> %43 to <2 x float>
  %45 = getelementptr inbounds nuw float, ptr @fs, i64 %index
  store <2 x float> %44, ptr %45, align 16
  %index.next = or disjoint i64 %index, 2
  %vec.ind.next102 = add <2 x i32> %vec.ind101, splat (i32 2)
  %46 = add <2 x i32> %vec.ind, splat (i32 -14)
  %47 = sitofp <2 x i32> %46 to <2 x double>
  %48 = fmul <2 x double> %47, splat (double 7.500000e-01)
  %49 = getelementptr inbounds nuw double, ptr @ds, i64 %index.next
  store <2 x double> %48, ptr %49, align 16
  %50 = uitofp nneg <2 x i32> %vec.ind.next102 to <2 x double>
  %51 = fmul <2 x double> %50, splat (double 1.300000e+00)
  %52 = fptrunc <2 x double> %51 to <2 x float>
  %53 = getelementptr inbounds nuw float, ptr @fs, i64 %index.next
  store <2 x float> %52, ptr %53, align 8
  %index.next.1 = add nuw nsw i64 %index, 4
  %vec.ind.next.1 = add <2 x i32> %vec.ind, splat (i32 4)
  %vec.ind.next102.1 = add <2 x i32> %vec.ind101, splat (i32 4)
  %54 = icmp eq i64 %index.next.1, 32
  br i1 %54, label %vector.body104, label %vector.body, !llvm.loop !8

vector.body104:                                   ; preds = %vector.body, %vector.body104
  %index105 = phi i64 [ %index.next106, %vector.body104 ], [ 0, %vector.body ]
  %55 = getelementptr inbounds nuw double, ptr @ds, i64 %index105
  %wide.load = load <2 x double>, ptr %55, align 16
  %56 = tail call <2 x double> @llvm.floor.v2f64(<2 x double> %wide.load)
  %57 = tail call <2 x double> @llvm.ceil.v2f64(<2 x double> %wide.load)
  %58 = fmul <2 x double> %57, splat (double 3.000000e+00)
  %59 = fadd <2 x double> %56, %58
  %60 = tail call <2 x double> @llvm.trunc.v2f64(<2 x double> %wide.load)
  %61 = fmul <2 x double> %60, splat (double 5.000000e+00)
  %62 = fadd <2 x double> %61, %59
  %63 = tail call <2 x double> @llvm.round.v2f64(<2 x double> %wide.load)
  %64 = fmul <2 x double> %63, splat (double 7.000000e+00)
  %65 = fadd <2 x double> %64, %62
  %66 = getelementptr inbounds nuw double, ptr @es, i64 %index105
  store <2 x double> %65, ptr %66, align 16
  %index.next106 = add nuw i64 %index105, 2
  %67 = icmp eq i64 %index.next106, 32
  br i1 %67, label %vector.body109, label %vector.body104, !llvm.loop !11

vector.body109:                                   ; preds = %vector.body104, %vector.body109
  %index110 = phi i64 [ %index.next113, %vector.body109 ], [ 0, %vector.body104 ]
  %vec.ind111 = phi <4 x i32> [ %vec.ind.next114, %vector.body109 ], [ <i32 0, i32 1, i32 2, i32 3>, %vector.body104 ]
  %68 = getelementptr inbounds nuw float, ptr @fs, i64 %index110
  %wide.load112 = load <4 x float>, ptr %68, align 16
  %69 = tail call <4 x float> @llvm.floor.v4f32(<4 x float> %wide.load112)
  %70 = and <4 x i32> %vec.ind111, splat (i32 1)
  %71 = uitofp nneg <4 x i32> %70 to <4 x float>
  %72 = fadd <4 x float> %71, splat (float -5.000000e-01)
  %73 = tail call <4 x float> @llvm.copysign.v4f32(<4 x float> %69, <4 x float> %72)
  %74 = getelementptr inbounds nuw float, ptr @gs, i64 %index110
  store <4 x float> %73, ptr %74, align 16
  %index.next113 = add nuw i64 %index110, 4
  %vec.ind.next114 = add <4 x i32> %vec.ind111, splat (i32 4)
  %75 = icmp eq i64 %index.next113, 32
  br i1 %75, label %.preheader, label %vector.body109, !llvm.loop !12

.preheader:                                       ; preds = %vector.body109, %.preheader
  %indvars.iv95 = phi i64 [ %indvars.iv.next96.1, %.preheader ], [ 0, %vector.body109 ]
  %.05876 = phi float [ %95, %.preheader ], [ 0.000000e+00, %vector.body109 ]
  %.05975 = phi double [ %88, %.preheader ], [ 0.000000e+00, %vector.body109 ]
  %76 = getelementptr inbounds nuw double, ptr @es, i64 %indvars.iv95
  %77 = load double, ptr %76, align 16
  %78 = fadd double %.05975, %77
  %79 = getelementptr inbounds nuw float, ptr @gs, i64 %indvars.iv95
  %80 = load float, ptr %79, align 8
  %81 = getelementptr inbounds nuw float, ptr @fs, i64 %indvars.iv95
  %82 = load float, ptr %81, align 8
  %83 = tail call float @sqrtf(float noundef %82) #6
  %84 = fadd float %80, %83
  %85 = fadd float %.05876, %84
  %indvars.iv.next96 = or disjoint i64 %indvars.iv95, 1
  %86 = getelementptr inbounds nuw double, ptr @es, i64 %indvars.iv.next96
  %87 = load double, ptr %86, align 8
  %88 = fadd double %78, %87
  %89 = getelementptr inbounds nuw float, ptr @gs, i64 %indvars.iv.next96
  %90 = load float, ptr %89, align 4
  %91 = getelementptr inbounds nuw float, ptr @fs, i64 %indvars.iv.next96
  %92 = load float, ptr %91, align 4
  %93 = tail call float @sqrtf(float noundef %92) #6
  %94 = fadd float %90, %93
  %95 = fadd float %85, %94
  %indvars.iv.next96.1 = add nuw nsw i64 %indvars.iv95, 2
  %exitcond98.not.1 = icmp eq i64 %indvars.iv.next96.1, 32
  br i1 %exitcond98.not.1, label %96, label %.preheader, !llvm.loop !13

96:                                               ; preds = %.preheader
  %97 = fpext float %95 to double
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, double noundef %88, double noundef %97)
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.floor.v2f64(<2 x double>) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.ceil.v2f64(<2 x double>) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.trunc.v2f64(<2 x double>) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.round.v2f64(<2 x double>) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.floor.v4f32(<4 x float>) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.copysign.v4f32(<4 x float>, <4 x float>) #5

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(errnomem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!8 = distinct !{!8, !7, !9, !10}
!9 = !{!"llvm.loop.isvectorized", i32 1}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = distinct !{!11, !7, !9, !10}
!12 = distinct !{!12, !7, !9, !10}
!13 = distinct !{!13, !7}
