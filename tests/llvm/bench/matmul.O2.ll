; ModuleID = 'matmul.O0.ll'
source_filename = "matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = internal unnamed_addr global [170 x [170 x i32]] zeroinitializer, align 16
@b = internal unnamed_addr global [170 x [170 x i32]] zeroinitializer, align 16
@x = internal unnamed_addr global [170 x [170 x double]] zeroinitializer, align 16
@y = internal unnamed_addr global [170 x [170 x double]] zeroinitializer, align 16
@c = internal unnamed_addr global [170 x [170 x i32]] zeroinitializer, align 16
@z = internal unnamed_addr global [170 x [170 x double]] zeroinitializer, align 16
@.str = private unnamed_addr constant [41 x i8] c"int checksum %lld, double checksum %.6f\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %.preheader74

.preheader74:                                     ; preds = %0, %middle.block
  %indvars.iv94 = phi i64 [ 0, %0 ], [ %indvars.iv.next95, %middle.block ]
  %1 = getelementptr inbounds nuw [170 x i32], ptr @a, i64 %indvars.iv94
  %2 = getelementptr inbounds nuw [170 x i32], ptr @b, i64 %indvars.iv94
  %indvars.iv.next95 = add nuw nsw i64 %indvars.iv94, 1
  %3 = getelementptr inbounds nuw [170 x double], ptr @x, i64 %indvars.iv94
  %4 = getelementptr inbounds nuw [170 x double], ptr @y, i64 %indvars.iv94
  %5 = mul nuw nsw i64 %indvars.iv94, 5
  %6 = mul nuw nsw i64 %indvars.iv94, 7
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv94, i64 0
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert124 = insertelement <2 x i64> poison, i64 %6, i64 0
  %broadcast.splat125 = shufflevector <2 x i64> %broadcast.splatinsert124, <2 x i64> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert126 = insertelement <2 x i64> poison, i64 %5, i64 0
  %broadcast.splat127 = shufflevector <2 x i64> %broadcast.splatinsert126, <2 x i64> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert128 = insertelement <2 x i64> poison, i64 %indvars.iv.next95, i64 0
  %broadcast.splat129 = shufflevector <2 x i64> %broadcast.splatinsert128, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %.preheader74
  %index = phi i64 [ 0, %.preheader74 ], [ %index.next, %vector.body ]
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %.preheader74 ], [ %vec.ind.next, %vector.body ]
  %7 = mul nuw nsw <2 x i64> %vec.ind, splat (i64 3)
  %8 = add nuw nsw <2 x i64> %7, %broadcast.splat125
  %9 = trunc nuw nsw <2 x i64> %8 to <2 x i32>
  %10 = urem <2 x i32> %9, splat (i32 17)
  %11 = add nsw <2 x i32> %10, splat (i32 -8)
  %12 = getelementptr inbounds nuw i32, ptr %1, i64 %index
  store <2 x i32> %11, ptr %12, align 8
  %13 = mul nuw nsw <2 x i64> %vec.ind, splat (i64 11)
  %14 = add nuw nsw <2 x i64> %13, %broadcast.splat127
  %15 = trunc nuw nsw <2 x i64> %14 to <2 x i32>
  %16 = urem <2 x i32> %15, splat (i32 13)
  %17 = add nsw <2 x i32> %16, splat (i32 -6)
  %18 = getelementptr inbounds nuw i32, ptr %2, i64 %index
  store <2 x i32> %17, ptr %18, align 8
  %19 = sub nsw <2 x i64> %broadcast.splat, %vec.ind
  %20 = trunc nsw <2 x i64> %19 to <2 x i32>
  %21 = sitofp <2 x i32> %20 to <2 x double>
  %22 = add nuw nsw <2 x i64> %broadcast.splat129, %vec.ind
  %23 = trunc nuw nsw <2 x i64> %22 to <2 x i32>
  %24 = uitofp nneg <2 x i32> %23 to <2 x double>
  %25 = fdiv <2 x double> %21, %24
  %26 = getelementptr inbounds nuw double, ptr %3, i64 %index
  store <2 x double> %25, ptr %26, align 16
  %27 = mul nuw nsw <2 x i64> %vec.ind, %broadcast.splat
  %28 = trunc nuw nsw <2 x i64> %27 to <2 x i32>
  %29 = urem <2 x i32> %28, splat (i32 7)
  %30 = uitofp nneg <2 x i32> %29 to <2 x double>
  %31 = fmul <2 x double> %30, splat (double 2.500000e-01)
  %32 = getelementptr inbounds nuw double, ptr %4, i64 %index
  store <2 x double> %31, ptr %32, align 16
  %index.next = add nuw i64 %index, 2
  %vec.ind.next = add nuw nsw <2 x i64> %vec.ind, splat (i64 2)
  %33 = icmp eq i64 %index.next, 170
  br i1 %33, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %exitcond97.not = icmp eq i64 %indvars.iv.next95, 170
  br i1 %exitcond97.not, label %.preheader72, label %.preheader74, !llvm.loop !10

.preheader72:                                     ; preds = %middle.block, %62
  %indvars.iv106 = phi i64 [ %indvars.iv.next107, %62 ], [ 0, %middle.block ]
  %34 = getelementptr inbounds nuw [170 x i32], ptr @a, i64 %indvars.iv106
  %35 = getelementptr inbounds nuw [170 x double], ptr @x, i64 %indvars.iv106
  %36 = getelementptr inbounds nuw [170 x i32], ptr @c, i64 %indvars.iv106
  %37 = getelementptr inbounds nuw [170 x double], ptr @z, i64 %indvars.iv106
  br label %.preheader71

.preheader71:                                     ; preds = %.preheader72, %59
  %indvars.iv102 = phi i64 [ 0, %.preheader72 ], [ %indvars.iv.next103, %59 ]
  %invariant.gep = getelementptr inbounds nuw i32, ptr @b, i64 %indvars.iv102
  %invariant.gep77 = getelementptr inbounds nuw double, ptr @y, i64 %indvars.iv102
  br label %38

38:                                               ; preds = %38, %.preheader71
  %indvars.iv98 = phi i64 [ 0, %.preheader71 ], [ %indvars.iv.next99.1, %38 ]
  %.06480 = phi double [ 0.000000e+00, %.preheader71 ], [ %58, %38 ]
  %.06579 = phi i32 [ 0, %.preheader71 ], [ %53, %38 ]
  %39 = getelementptr inbounds nuw i32, ptr %34, i64 %indvars.iv98
  %40 = load i32, ptr %39, align 8
  %gep = getelementptr inbounds nuw [170 x i32], ptr %invariant.gep, i64 %indvars.iv98
  %41 = load i32, ptr %gep, align 4
  %42 = mul nsw i32 %41, %40
  %43 = add nsw i32 %42, %.06579
  %44 = getelementptr inbounds nuw double, ptr %35, i64 %indvars.iv98
  %45 = load double, ptr %44, align 16
  %gep78 = getelementptr inbounds nuw [170 x double], ptr %invariant.gep77, i64 %indvars.iv98
  %46 = load double, ptr %gep78, align 8
  %47 = fmul double %45, %46
  %48 = fadd double %.06480, %47
  %indvars.iv.next99 = or disjoint i64 %indvars.iv98, 1
  %49 = getelementptr inbounds nuw i32, ptr %34, i64 %indvars.iv.next99
  %50 = load i32, ptr %49, align 4
  %gep.1 = getelementptr inbounds nuw [170 x i32], ptr %invariant.gep, i64 %indvars.iv.next99
  %51 = load i32, ptr %gep.1, align 4
  %52 = mul nsw i32 %51, %50
  %53 = add nsw i32 %52, %43
  %54 = getelementptr inbounds nuw double, ptr %35, i64 %indvars.iv.next99
  %55 = load double, ptr %54, align 8
  %gep78.1 = getelementptr inbounds nuw [170 x double], ptr %invariant.gep77, i64 %indvars.iv.next99
  %56 = load double, ptr %gep78.1, align 8
  %57 = fmul double %55, %56
  %58 = fadd double %48, %57
  %indvars.iv.next99.1 = add nuw nsw i64 %indvars.iv98, 2
  %exitcond101.not.1 = icmp eq i64 %indvars.iv.next99.1, 170
  br i1 %exitcond101.not.1, label %59, label %38, !llvm.loop !11

59:                                               ; preds = %38
  %60 = getelementptr inbounds nuw i32, ptr %36, i64 %indvars.iv102
  store i32 %53, ptr %60, align 4
  %61 = getelementptr inbounds nuw double, ptr %37, i64 %indvars.iv102
  store double %58, ptr %61, align 8
  %indvars.iv.next103 = add nuw nsw i64 %indvars.iv102, 1
  %exitcond105.not = icmp eq i64 %indvars.iv.next103, 170
  br i1 %exitcond105.not, label %62, label %.preheader71, !llvm.loop !12

62:                                               ; preds = %59
  %indvars.iv.next107 = add nuw nsw i64 %indvars.iv106, 1
  %exitcond109.not = icmp eq i64 %indvars.iv.next107, 170
  br i1 %exitcond109.not, label %.preheader, label %.preheader72, !llvm.loop !13

.preheader:                                       ; preds = %62, %94
  %indvars.iv114 = phi i64 [ %indvars.iv.next115, %94 ], [ 0, %62 ]
  %.06088 = phi double [ %93, %94 ], [ 0.000000e+00, %62 ]
  %.06187 = phi i64 [ %85, %94 ], [ 0, %62 ]
  %63 = getelementptr inbounds nuw [170 x i32], ptr @c, i64 %indvars.iv114
  %indvars.iv.next115 = add nuw nsw i64 %indvars.iv114, 1
  %64 = getelementptr inbounds nuw [170 x double], ptr @z, i64 %indvars.iv114
  br label %65

65:                                               ; preds = %65, %.preheader
  %indvars.iv110 = phi i64 [ 0, %.preheader ], [ %indvars.iv.next111.1, %65 ]
  %.185 = phi double [ %.06088, %.preheader ], [ %93, %65 ]
  %.16284 = phi i64 [ %.06187, %.preheader ], [ %85, %65 ]
  %66 = getelementptr inbounds nuw i32, ptr %63, i64 %indvars.iv110
  %67 = load i32, ptr %66, align 8
  %68 = sext i32 %67 to i64
  %69 = mul nsw i64 %indvars.iv.next115, %68
  %70 = getelementptr inbounds nuw double, ptr %64, i64 %indvars.iv110
  %71 = load double, ptr %70, align 16
  %72 = xor i64 %indvars.iv110, %indvars.iv114
  %73 = trunc i64 %72 to i32
  %74 = and i32 %73, 3
  %75 = uitofp nneg i32 %74 to double
  %76 = fmul double %71, %75
  %77 = fadd double %.185, %76
  %indvars.iv.next111 = or disjoint i64 %indvars.iv110, 1
  %78 = getelementptr inbounds nuw i32, ptr %63, i64 %indvars.iv.next111
  %79 = load i32, ptr %78, align 4
  %80 = sext i32 %79 to i64
  %81 = mul nsw i64 %indvars.iv.next115, %80
  %82 = add i64 %.16284, %69
  %83 = add nuw i64 %indvars.iv110, %indvars.iv.next111
  %84 = sub i64 %82, %83
  %85 = add i64 %84, %81
  %86 = getelementptr inbounds nuw double, ptr %64, i64 %indvars.iv.next111
  %87 = load double, ptr %86, align 8
  %88 = xor i64 %indvars.iv.next111, %indvars.iv114
  %89 = trunc i64 %88 to i32
  %90 = and i32 %89, 3
  %91 = uitofp nneg i32 %90 to double
  %92 = fmul double %87, %91
  %93 = fadd double %77, %92
  %indvars.iv.next111.1 = add nuw nsw i64 %indvars.iv110, 2
  %exitcond113.not.1 = icmp eq i64 %indvars.iv.next111.1, 170
  br i1 %exitcond113.not.1, label %94, label %65, !llvm.loop !14

94:                                               ; preds = %65
  %exitcond117.not = icmp eq i64 %indvars.iv.next115, 170
  br i1 %exitcond117.not, label %95, label %.preheader, !llvm.loop !15

95:                                               ; preds = %94
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %85, double noundef %93)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
