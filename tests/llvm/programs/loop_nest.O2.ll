; ModuleID = 'loop_nest.O0.ll'
source_filename = "loop_nest.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"triangle: %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"pythagoras: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"mixed: %d\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
.preheader73:
  %0 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 47712)
  br label %.preheader71

.preheader71:                                     ; preds = %.preheader73, %.loopexit
  %indvar = phi i32 [ 0, %.preheader73 ], [ %indvar.next, %.loopexit ]
  %.05684 = phi i32 [ 1, %.preheader73 ], [ %23, %.loopexit ]
  %1 = sub i32 49, %indvar
  %2 = mul nuw nsw i32 %.05684, %.05684
  %3 = icmp samesign ult i32 %.05684, 11
  %min.iters.check = icmp ult i32 %1, 32
  br i1 %min.iters.check, label %scalar.ph.preheader, label %vector.ph

vector.ph:                                        ; preds = %.preheader71
  %n.vec = and i32 %1, -16
  %4 = add i32 %.05684, %n.vec
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %2, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert138 = insertelement <16 x i1> poison, i1 %3, i64 0
  %broadcast.splat139 = shufflevector <16 x i1> %broadcast.splatinsert138, <16 x i1> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert140 = insertelement <16 x i32> poison, i32 %.05684, i64 0
  %broadcast.splat141 = shufflevector <16 x i32> %broadcast.splatinsert140, <16 x i32> poison, <16 x i32> zeroinitializer
  %induction = add nuw nsw <16 x i32> %broadcast.splat141, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <16 x i32> [ %induction, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %5 = mul nuw nsw <16 x i32> %vec.ind, %vec.ind
  %6 = add nuw nsw <16 x i32> %5, %broadcast.splat
  %7 = icmp ne <16 x i32> %6, splat (i32 625)
  %8 = select <16 x i1> %7, <16 x i1> splat (i1 true), <16 x i1> %broadcast.splat139
  %index.next = add nuw i32 %index, 16
  %.fr = freeze <16 x i1> %8
  %9 = xor <16 x i1> %.fr, splat (i1 true)
  %10 = bitcast <16 x i1> %9 to i16
  %11 = icmp ne i16 %10, 0
  %12 = icmp eq i32 %index.next, %n.vec
  %vec.ind.next = add nuw nsw <16 x i32> %vec.ind, splat (i32 16)
  %13 = or i1 %11, %12
  br i1 %13, label %middle.split, label %vector.body, !llvm.loop !6

middle.split:                                     ; preds = %vector.body
  br i1 %11, label %vector.early.exit, label %middle.block

middle.block:                                     ; preds = %middle.split
  %cmp.n = icmp eq i32 %1, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph.preheader

scalar.ph.preheader:                              ; preds = %.preheader71, %middle.block
  %.05580.ph = phi i32 [ %.05684, %.preheader71 ], [ %4, %middle.block ]
  br label %scalar.ph

vector.early.exit:                                ; preds = %middle.split
  %14 = tail call i64 @llvm.experimental.cttz.elts.i64.v16i1(<16 x i1> %9, i1 false)
  %15 = trunc i64 %14 to i32
  %16 = add i32 %index, %15
  %17 = add i32 %.05684, %16
  br label %.preheader70

scalar.ph:                                        ; preds = %scalar.ph.preheader, %21
  %.05580 = phi i32 [ %22, %21 ], [ %.05580.ph, %scalar.ph.preheader ]
  %18 = mul nuw nsw i32 %.05580, %.05580
  %19 = add nuw nsw i32 %18, %2
  %20 = icmp ne i32 %19, 625
  %or.cond.not = select i1 %20, i1 true, i1 %3
  br i1 %or.cond.not, label %21, label %.preheader70

21:                                               ; preds = %scalar.ph
  %22 = add nuw nsw i32 %.05580, 1
  %exitcond115.not = icmp eq i32 %22, 50
  br i1 %exitcond115.not, label %.loopexit, label %scalar.ph, !llvm.loop !10

.loopexit:                                        ; preds = %21, %middle.block
  %23 = add nuw nsw i32 %.05684, 1
  %24 = icmp samesign ult i32 %.05684, 49
  %indvar.next = add i32 %indvar, 1
  br i1 %24, label %.preheader71, label %.preheader70, !llvm.loop !11

.preheader70:                                     ; preds = %.loopexit, %scalar.ph, %vector.early.exit
  %.160130 = phi i32 [ %.05580, %scalar.ph ], [ %17, %vector.early.exit ], [ -1, %.loopexit ]
  %.162129 = phi i32 [ %.05684, %scalar.ph ], [ %.05684, %vector.early.exit ], [ -1, %.loopexit ]
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %.162129, i32 noundef %.160130)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 61)
  %27 = tail call i32 @putchar(i32 noundef 92)
  %28 = tail call i32 @putchar(i32 noundef 46)
  %29 = tail call i32 @putchar(i32 noundef 46)
  %30 = tail call i32 @putchar(i32 noundef 46)
  %31 = tail call i32 @putchar(i32 noundef 10)
  %32 = tail call i32 @putchar(i32 noundef 35)
  %33 = tail call i32 @putchar(i32 noundef 92)
  %34 = tail call i32 @putchar(i32 noundef 46)
  %35 = tail call i32 @putchar(i32 noundef 46)
  %36 = tail call i32 @putchar(i32 noundef 10)
  %37 = tail call i32 @putchar(i32 noundef 35)
  %38 = tail call i32 @putchar(i32 noundef 35)
  %39 = tail call i32 @putchar(i32 noundef 92)
  %40 = tail call i32 @putchar(i32 noundef 46)
  %41 = tail call i32 @putchar(i32 noundef 10)
  %42 = tail call i32 @putchar(i32 noundef 35)
  %43 = tail call i32 @putchar(i32 noundef 35)
  %44 = tail call i32 @putchar(i32 noundef 35)
  %45 = tail call i32 @putchar(i32 noundef 92)
  %46 = tail call i32 @putchar(i32 noundef 10)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.experimental.cttz.elts.i64.v16i1(<16 x i1>, i1 immarg) #2

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = distinct !{!10, !7, !9, !8}
!11 = distinct !{!11, !7}
