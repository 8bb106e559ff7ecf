; ModuleID = 'nbody.O0.ll'
source_filename = "nbody.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.body = type { double, double, double, double, double, double, double }

@.str = private unnamed_addr constant [20 x i8] c"energy before %.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"energy after  %.9f\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"x0 %.6e y4 %.6e\0A\00", align 1
@bodies = internal unnamed_addr global [5 x %struct.body] [%struct.body { double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 3.947000e+01 }, %struct.body { double 4.840000e+00, double -1.160000e+00, double -1.000000e-01, double 6.060000e-01, double 2.810000e+00, double -2.500000e-02, double 3.700000e-02 }, %struct.body { double 0x4020AE147AE147AE, double 4.120000e+00, double -4.000000e-01, double -1.010000e+00, double 1.820000e+00, double 8.000000e-03, double 1.100000e-02 }, %struct.body { double 1.289000e+01, double -1.511000e+01, double -2.200000e-01, double 1.080000e+00, double 8.680000e-01, double -1.000000e-02, double 1.700000e-03 }, %struct.body { double 1.537000e+01, double -2.591000e+01, double 1.700000e-01, double 0x3FEF53F7CED91687, double 5.940000e-01, double -3.400000e-02, double 2.000000e-03 }], align 16

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc double @energy()
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %1)
  br label %3

3:                                                ; preds = %0, %3
  %.02 = phi i32 [ 0, %0 ], [ %4, %3 ]
  tail call fastcc void @advance()
  %4 = add nuw nsw i32 %.02, 1
  %exitcond.not = icmp eq i32 %4, 15000
  br i1 %exitcond.not, label %5, label %3, !llvm.loop !6

5:                                                ; preds = %3
  %6 = tail call fastcc double @energy()
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %6)
  %8 = load double, ptr @bodies, align 16
  %9 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 232), align 8
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %8, double noundef %9)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define internal fastcc double @energy() unnamed_addr #2 {
  br label %1

.loopexit:                                        ; preds = %26, %1
  %.1.lcssa = phi double [ %17, %1 ], [ %48, %26 ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond41.not = icmp eq i64 %indvars.iv.next39, 5
  br i1 %exitcond41.not, label %49, label %1, !llvm.loop !8

1:                                                ; preds = %0, %.loopexit
  %indvars.iv38 = phi i64 [ 0, %0 ], [ %indvars.iv.next39, %.loopexit ]
  %indvars.iv = phi i64 [ 1, %0 ], [ %indvars.iv.next, %.loopexit ]
  %.034 = phi double [ 0.000000e+00, %0 ], [ %.1.lcssa, %.loopexit ]
  %2 = getelementptr inbounds nuw %struct.body, ptr @bodies, i64 %indvars.iv38
  %3 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %4 = load double, ptr %3, align 8
  %5 = fmul double %4, 5.000000e-01
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %7 = load double, ptr %6, align 8
  %8 = fmul double %7, %7
  %9 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %10 = load <2 x double>, ptr %9, align 8
  %11 = fmul <2 x double> %10, %10
  %12 = extractelement <2 x double> %11, i64 0
  %13 = fadd double %8, %12
  %14 = extractelement <2 x double> %11, i64 1
  %15 = fadd double %13, %14
  %16 = fmul double %5, %15
  %17 = fadd double %.034, %16
  %indvars.iv.next39 = add nuw nsw i64 %indvars.iv38, 1
  %18 = icmp samesign ult i64 %indvars.iv38, 4
  br i1 %18, label %.lr.ph, label %.loopexit

.lr.ph:                                           ; preds = %1
  %19 = load double, ptr %2, align 8
  %20 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %21 = load double, ptr %20, align 8
  %22 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %23 = load double, ptr %22, align 8
  %24 = insertelement <2 x double> poison, double %19, i64 0
  %25 = insertelement <2 x double> %24, double %23, i64 1
  br label %26

26:                                               ; preds = %.lr.ph, %26
  %indvars.iv35 = phi i64 [ %indvars.iv, %.lr.ph ], [ %indvars.iv.next36, %26 ]
  %.132 = phi double [ %17, %.lr.ph ], [ %48, %26 ]
  %27 = getelementptr inbounds nuw %struct.body, ptr @bodies, i64 %indvars.iv35
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds nuw i8, ptr %27, i64 8
  %30 = load double, ptr %29, align 8
  %31 = fsub double %21, %30
  %32 = getelementptr inbounds nuw i8, ptr %27, i64 16
  %33 = load double, ptr %32, align 8
  %34 = getelementptr inbounds nuw i8, ptr %27, i64 48
  %35 = load double, ptr %34, align 8
  %36 = fmul double %4, %35
  %37 = fmul double %31, %31
  %38 = insertelement <2 x double> poison, double %28, i64 0
  %39 = insertelement <2 x double> %38, double %33, i64 1
  %40 = fsub <2 x double> %25, %39
  %41 = fmul <2 x double> %40, %40
  %42 = extractelement <2 x double> %41, i64 0
  %43 = fadd double %42, %37
  %44 = extractelement <2 x double> %41, i64 1
  %45 = fadd double %43, %44
  %46 = tail call fastcc double @root(double noundef %45)
  %47 = fdiv double %36, %46
  %48 = fsub double %.132, %47
  %indvars.iv.next36 = add nuw nsw i64 %indvars.iv35, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next36, 5
  br i1 %exitcond.not, label %.loopexit, label %26, !llvm.loop !9

49:                                               ; preds = %.loopexit
  ret double %.1.lcssa
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define internal fastcc void @advance() unnamed_addr #3 {
  br label %41

.loopexit:                                        ; preds = %51, %41
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond65.not = icmp eq i64 %indvars.iv.next63, 5
  br i1 %exitcond65.not, label %.preheader.preheader, label %41, !llvm.loop !10

.preheader.preheader:                             ; preds = %.loopexit
  %1 = load <2 x double>, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 24), align 8
  %2 = fmul <2 x double> %1, splat (double 1.000000e-02)
  %3 = load <2 x double>, ptr @bodies, align 16
  %4 = fadd <2 x double> %3, %2
  store <2 x double> %4, ptr @bodies, align 16
  %5 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 40), align 8
  %6 = fmul double %5, 1.000000e-02
  %7 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 16), align 16
  %8 = fadd double %7, %6
  store double %8, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 16), align 16
  %9 = load <2 x double>, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 80), align 16
  %10 = fmul <2 x double> %9, splat (double 1.000000e-02)
  %11 = load <2 x double>, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 56), align 8
  %12 = fadd <2 x double> %11, %10
  store <2 x double> %12, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 56), align 8
  %13 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 96), align 16
  %14 = fmul double %13, 1.000000e-02
  %15 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 72), align 8
  %16 = fadd double %15, %14
  store double %16, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 72), align 8
  %17 = load <2 x double>, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 136), align 8
  %18 = fmul <2 x double> %17, splat (double 1.000000e-02)
  %19 = load <2 x double>, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 112), align 16
  %20 = fadd <2 x double> %19, %18
  store <2 x double> %20, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 112), align 16
  %21 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 152), align 8
  %22 = fmul double %21, 1.000000e-02
  %23 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 128), align 16
  %24 = fadd double %23, %22
  store double %24, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 128), align 16
  %25 = load <2 x double>, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 192), align 16
  %26 = fmul <2 x double> %25, splat (double 1.000000e-02)
  %27 = load <2 x double>, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 168), align 8
  %28 = fadd <2 x double> %27, %26
  store <2 x double> %28, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 168), align 8
  %29 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 208), align 16
  %30 = fmul double %29, 1.000000e-02
  %31 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 184), align 8
  %32 = fadd double %31, %30
  store double %32, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 184), align 8
  %33 = load <2 x double>, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 248), align 8
  %34 = fmul <2 x double> %33, splat (double 1.000000e-02)
  %35 = load <2 x double>, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 224), align 16
  %36 = fadd <2 x double> %35, %34
  store <2 x double> %36, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 224), align 16
  %37 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 264), align 8
  %38 = fmul double %37, 1.000000e-02
  %39 = load double, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 240), align 16
  %40 = fadd double %39, %38
  store double %40, ptr getelementptr inbounds nuw (i8, ptr @bodies, i64 240), align 16
  ret void

41:                                               ; preds = %0, %.loopexit
  %indvars.iv62 = phi i64 [ 0, %0 ], [ %indvars.iv.next63, %.loopexit ]
  %indvars.iv = phi i64 [ 1, %0 ], [ %indvars.iv.next, %.loopexit ]
  %indvars.iv.next63 = add nuw nsw i64 %indvars.iv62, 1
  %42 = icmp samesign ult i64 %indvars.iv62, 4
  br i1 %42, label %.lr.ph, label %.loopexit

.lr.ph:                                           ; preds = %41
  %43 = getelementptr inbounds nuw %struct.body, ptr @bodies, i64 %indvars.iv62
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 16
  %45 = getelementptr inbounds nuw i8, ptr %43, i64 24
  %46 = getelementptr inbounds nuw i8, ptr %43, i64 40
  %47 = getelementptr inbounds nuw i8, ptr %43, i64 48
  %48 = load <2 x double>, ptr %43, align 8
  %.pre71 = load double, ptr %44, align 8
  %.pre72 = load double, ptr %47, align 8
  %49 = insertelement <2 x double> poison, double %.pre72, i64 0
  %50 = shufflevector <2 x double> %49, <2 x double> poison, <2 x i32> zeroinitializer
  br label %51

51:                                               ; preds = %.lr.ph, %51
  %indvars.iv59 = phi i64 [ %indvars.iv, %.lr.ph ], [ %indvars.iv.next60, %51 ]
  %52 = getelementptr inbounds nuw %struct.body, ptr @bodies, i64 %indvars.iv59
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 16
  %54 = load double, ptr %53, align 8
  %55 = fsub double %.pre71, %54
  %56 = fmul double %55, %55
  %57 = getelementptr inbounds nuw i8, ptr %52, i64 48
  %58 = load double, ptr %57, align 8
  %59 = fmul double %55, %58
  %60 = load double, ptr %46, align 8
  %61 = getelementptr inbounds nuw i8, ptr %52, i64 24
  %62 = load <2 x double>, ptr %52, align 8
  %63 = fsub <2 x double> %48, %62
  %64 = fmul <2 x double> %63, %63
  %shift = shufflevector <2 x double> %64, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %foldExtExtBinop = fadd <2 x double> %64, %shift
  %65 = extractelement <2 x double> %foldExtExtBinop, i64 0
  %66 = fadd double %65, %56
  %67 = tail call fastcc double @root(double noundef %66)
  %68 = fmul double %67, %66
  %69 = fdiv double 1.000000e-02, %68
  %70 = load <2 x double>, ptr %45, align 8
  %71 = insertelement <2 x double> poison, double %58, i64 0
  %72 = shufflevector <2 x double> %71, <2 x double> poison, <2 x i32> zeroinitializer
  %73 = fmul <2 x double> %63, %72
  %74 = insertelement <2 x double> poison, double %69, i64 0
  %75 = shufflevector <2 x double> %74, <2 x double> poison, <2 x i32> zeroinitializer
  %76 = fmul <2 x double> %73, %75
  %77 = fsub <2 x double> %70, %76
  store <2 x double> %77, ptr %45, align 8
  %78 = fmul double %59, %69
  %79 = fsub double %60, %78
  store double %79, ptr %46, align 8
  %80 = fmul <2 x double> %63, %50
  %81 = fmul <2 x double> %75, %80
  %82 = load <2 x double>, ptr %61, align 8
  %83 = fadd <2 x double> %82, %81
  store <2 x double> %83, ptr %61, align 8
  %84 = fmul double %55, %.pre72
  %85 = fmul double %69, %84
  %86 = getelementptr inbounds nuw i8, ptr %52, i64 40
  %87 = load double, ptr %86, align 8
  %88 = fadd double %85, %87
  store double %88, ptr %86, align 8
  %indvars.iv.next60 = add nuw nsw i64 %indvars.iv59, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next60, 5
  br i1 %exitcond.not, label %.loopexit, label %51, !llvm.loop !11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @root(double noundef %0) unnamed_addr #4 {
  %2 = fcmp ogt double %0, 1.000000e+00
  %3 = select i1 %2, double %0, double 1.000000e+00
  %4 = fdiv double %0, %3
  %5 = fadd double %3, %4
  %6 = fmul double %5, 5.000000e-01
  %7 = fdiv double %0, %6
  %8 = fadd double %6, %7
  %9 = fmul double %8, 5.000000e-01
  %10 = fdiv double %0, %9
  %11 = fadd double %9, %10
  %12 = fmul double %11, 5.000000e-01
  %13 = fdiv double %0, %12
  %14 = fadd double %12, %13
  %15 = fmul double %14, 5.000000e-01
  %16 = fdiv double %0, %15
  %17 = fadd double %15, %16
  %18 = fmul double %17, 5.000000e-01
  %19 = fdiv double %0, %18
  %20 = fadd double %18, %19
  %21 = fmul double %20, 5.000000e-01
  %22 = fdiv double %0, %21
  %23 = fadd double %21, %22
  %24 = fmul double %23, 5.000000e-01
  %25 = fdiv double %0, %24
  %26 = fadd double %24, %25
  %27 = fmul double %26, 5.000000e-01
  %28 = fdiv double %0, %27
  %29 = fadd double %27, %28
  %30 = fmul double %29, 5.000000e-01
  %31 = fdiv double %0, %30
  %32 = fadd double %30, %31
  %33 = fmul double %32, 5.000000e-01
  %34 = fdiv double %0, %33
  %35 = fadd double %33, %34
  %36 = fmul double %35, 5.000000e-01
  %37 = fdiv double %0, %36
  %38 = fadd double %36, %37
  %39 = fmul double %38, 5.000000e-01
  %40 = fdiv double %0, %39
  %41 = fadd double %39, %40
  %42 = fmul double %41, 5.000000e-01
  %43 = fdiv double %0, %42
  %44 = fadd double %42, %43
  %45 = fmul double %44, 5.000000e-01
  %46 = fdiv double %0, %45
  %47 = fadd double %45, %46
  %48 = fmul double %47, 5.000000e-01
  %49 = fdiv double %0, %48
  %50 = fadd double %48, %49
  %51 = fmul double %50, 5.000000e-01
  %52 = fdiv double %0, %51
  %53 = fadd double %51, %52
  %54 = fmul double %53, 5.000000e-01
  %55 = fdiv double %0, %54
  %56 = fadd double %54, %55
  %57 = fmul double %56, 5.000000e-01
  %58 = fdiv double %0, %57
  %59 = fadd double %57, %58
  %60 = fmul double %59, 5.000000e-01
  %61 = fdiv double %0, %60
  %62 = fadd double %60, %61
  %63 = fmul double %62, 5.000000e-01
  ret double %63
}

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
