; ModuleID = 'fabs_vectorized.O0.ll'
source_filename = "fabs_vectorized.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local local_unnamed_addr global [64 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [12 x i8] c"%.2f %g %d\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
vector.ph:
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <2 x i32> [ <i32 0, i32 1>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %vec.ind29 = phi <2 x i8> [ <i8 0, i8 1>, %vector.ph ], [ %vec.ind.next30, %vector.body ]
  %0 = urem <2 x i8> %vec.ind29, splat (i8 3)
  %1 = zext nneg <2 x i8> %0 to <2 x i32>
  %2 = add nsw <2 x i32> %1, splat (i32 -1)
  %3 = sitofp <2 x i32> %2 to <2 x double>
  %4 = uitofp nneg <2 x i32> %vec.ind to <2 x double>
  %5 = fadd <2 x double> %4, splat (double 5.000000e-01)
  %6 = fmul <2 x double> %5, %3
  %7 = getelementptr inbounds nuw double, ptr @a, i64 %index
  store <2 x double> %6, ptr %7, align 16
  %index.next = add nuw i64 %index, 2
  %vec.ind.next = add <2 x i32> %vec.ind, splat (i32 2)
  %vec.ind.next30 = add <2 x i8> %vec.ind29, splat (i8 2)
  %8 = icmp eq i64 %index.next, 64
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  store double -0.000000e+00, ptr getelementptr inbounds nuw (i8, ptr @a, i64 56), align 8
  br label %vector.body32

vector.body32:                                    ; preds = %vector.body32, %middle.block
  %index33 = phi i64 [ 0, %middle.block ], [ %index.next35.1, %vector.body32 ]
  %9 = getelementptr inbounds nuw double, ptr @a, i64 %index33
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %wide.load = load <2 x double>, ptr %9, align 16
  %wide.load34 = load <2 x double>, ptr %10, align 16
  %11 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %wide.load)
  %12 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %wide.load34)
  store <2 x double> %11, ptr %9, align 16
  store <2 x double> %12, ptr %10, align 16
  %13 = getelementptr inbounds nuw double, ptr @a, i64 %index33
  %14 = getelementptr inbounds nuw i8, ptr %13, i64 32
  %15 = getelementptr inbounds nuw i8, ptr %13, i64 48
  %wide.load.1 = load <2 x double>, ptr %14, align 16
  %wide.load34.1 = load <2 x double>, ptr %15, align 16
  %16 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %wide.load.1)
  %17 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %wide.load34.1)
  store <2 x double> %16, ptr %14, align 16
  store <2 x double> %17, ptr %15, align 16
  %index.next35.1 = add nuw nsw i64 %index33, 8
  %18 = icmp eq i64 %index.next35.1, 64
  br i1 %18, label %.preheader, label %vector.body32, !llvm.loop !10

.preheader:                                       ; preds = %vector.body32, %.preheader
  %indvars.iv25 = phi i64 [ %indvars.iv.next26.7, %.preheader ], [ 0, %vector.body32 ]
  %.01318 = phi double [ %49, %.preheader ], [ 0.000000e+00, %vector.body32 ]
  %19 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv25
  %20 = load double, ptr %19, align 16
  %21 = fadd double %.01318, %20
  %22 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv25
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 8
  %24 = load double, ptr %23, align 8
  %25 = fadd double %21, %24
  %26 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv25
  %27 = getelementptr inbounds nuw i8, ptr %26, i64 16
  %28 = load double, ptr %27, align 16
  %29 = fadd double %25, %28
  %30 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv25
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 24
  %32 = load double, ptr %31, align 8
  %33 = fadd double %29, %32
  %34 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv25
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 32
  %36 = load double, ptr %35, align 16
  %37 = fadd double %33, %36
  %38 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv25
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 40
  %40 = load double, ptr %39, align 8
  %41 = fadd double %37, %40
  %42 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv25
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 48
  %44 = load double, ptr %43, align 16
  %45 = fadd double %41, %44
  %46 = getelementptr inbounds nuw double, ptr @a, i64 %indvars.iv25
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 56
  %48 = load double, ptr %47, align 8
  %49 = fadd double %45, %48
  %indvars.iv.next26.7 = add nuw nsw i64 %indvars.iv25, 8
  %exitcond28.not.7 = icmp eq i64 %indvars.iv.next26.7, 64
  br i1 %exitcond28.not.7, label %50, label %.preheader, !llvm.loop !11

50:                                               ; preds = %.preheader
  %51 = load double, ptr getelementptr inbounds nuw (i8, ptr @a, i64 56), align 8
  %52 = bitcast double %51 to i64
  %.lobit = lshr i64 %52, 63
  %53 = trunc nuw nsw i64 %.lobit to i32
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %49, double noundef %51, i32 noundef %53)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #2

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = distinct !{!6, !7, !8, !9}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.isvectorized", i32 1}
!9 = !{!"llvm.loop.unroll.runtime.disable"}
!10 = distinct !{!10, !7, !8, !9}
!11 = distinct !{!11, !7}
