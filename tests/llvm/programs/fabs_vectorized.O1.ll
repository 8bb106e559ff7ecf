; ModuleID = 'fabs_vectorized.O0.ll'
source_filename = "fabs_vectorized.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local local_unnamed_addr global [64 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [12 x i8] c"%.2f %g %d\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %indvars.iv = phi i64 [ 0, %0 ], [ %indvars.iv.next.1, %1 ]
  %2 = trunc nuw nsw i64 %indvars.iv to i32
  %3 = urem i32 %2, 3
  %4 = add nsw i32 %3, -1
  %5 = sitofp i32 %4 to double
  %6 = trunc nuw nsw i64 %indvars.iv to i32
  %7 = uitofp nneg i32 %6 to double
  %8 = fadd double %7, 5.000000e-01
  %9 = fmul double %8, %5
  %10 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv
  store double %9, ptr %10, align 16
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %11 = trunc nuw nsw i64 %indvars.iv.next to i32
  %12 = urem i32 %11, 3
  %13 = add nsw i32 %12, -1
  %14 = sitofp i32 %13 to double
  %15 = trunc nuw nsw i64 %indvars.iv.next to i32
  %16 = uitofp nneg i32 %15 to double
  %17 = fadd double %16, 5.000000e-01
  %18 = fmul double %17, %14
  %19 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv.next
  store double %18, ptr %19, align 8
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, 64
  br i1 %exitcond.not.1, label %20, label %1, !llvm.loop !6

20:                                               ; preds = %1
  store double -0.000000e+00, ptr getelementptr inbounds nuw (i8, ptr @a, i64 56), align 8
  br label %21

21:                                               ; preds = %21, %20
  %indvars.iv21 = phi i64 [ 0, %20 ], [ %indvars.iv.next22.3, %21 ]
  %22 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv21
  %23 = load double, ptr %22, align 16
  %24 = tail call double @llvm.fabs.f64(double %23)
  store double %24, ptr %22, align 16
  %25 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv21
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 8
  %27 = load double, ptr %26, align 8
  %28 = tail call double @llvm.fabs.f64(double %27)
  store double %28, ptr %26, align 8
  %29 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv21
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 16
  %31 = load double, ptr %30, align 16
  %32 = tail call double @llvm.fabs.f64(double %31)
  store double %32, ptr %30, align 16
  %33 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv21
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 24
  %35 = load double, ptr %34, align 8
  %36 = tail call double @llvm.fabs.f64(double %35)
  store double %36, ptr %34, align 8
  %indvars.iv.next22.3 = add nuw nsw i64 %indvars.iv21, 4
  %exitcond24.not.3 = icmp eq i64 %indvars.iv.next22.3, 64
  br i1 %exitcond24.not.3, label %.preheader, label %21, !llvm.loop !8

.preheader:                                       ; preds = %21, %.preheader
  %indvars.iv25 = phi i64 [ %indvars.iv.next26.7, %.preheader ], [ 0, %21 ]
  %.01318 = phi double [ %67, %.preheader ], [ 0.000000e+00, %21 ]
  %37 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv25
  %38 = load double, ptr %37, align 16
  %39 = fadd double %.01318, %38
  %40 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv25
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 8
  %42 = load double, ptr %41, align 8
  %43 = fadd double %39, %42
  %44 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv25
  %45 = getelementptr inbounds nuw i8, ptr %44, i64 16
  %46 = load double, ptr %45, align 16
  %47 = fadd double %43, %46
  %48 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv25
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 24
  %50 = load double, ptr %49, align 8
  %51 = fadd double %47, %50
  %52 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv25
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 32
  %54 = load double, ptr %53, align 16
  %55 = fadd double %51, %54
  %56 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv25
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 40
  %58 = load double, ptr %57, align 8
  %59 = fadd double %55, %58
  %60 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv25
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 48
  %62 = load double, ptr %61, align 16
  %63 = fadd double %59, %62
  %64 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv25
  %65 = getelementptr inbounds nuw i8, ptr %64, i64 56
  %66 = load double, ptr %65, align 8
  %67 = fadd double %63, %66
  %indvars.iv.next26.7 = add nuw nsw i64 %indvars.iv25, 8
  %exitcond28.not.7 = icmp eq i64 %indvars.iv.next26.7, 64
  br i1 %exitcond28.not.7, label %68, label %.preheader, !llvm.loop !9

68:                                               ; preds = %.preheader
  %69 = load double, ptr getelementptr inbounds nuw (i8, ptr @a, i64 56), align 8
  %70 = bitcast double %69 to i64
  %.lobit = lshr i64 %70, 63
  %71 = trunc nuw nsw i64 %.lobit to i32
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %67, double noundef %69, i32 noundef %71)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #2

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
