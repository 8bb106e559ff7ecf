; ModuleID = 'out/loops.c22.O0.ll'
source_filename = "loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sum(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %1
  %3 = add nsw i32 %0, -1
  %4 = zext nneg i32 %3 to i33
  %5 = add nsw i32 %0, -2
  %6 = zext i32 %5 to i33
  %7 = mul i33 %4, %6
  %8 = add nsw i32 %0, -3
  %9 = zext i32 %8 to i33
  %10 = mul i33 %7, %9
  %11 = lshr i33 %10, 1
  %12 = trunc nuw i33 %11 to i32
  %13 = mul i32 %12, 1431655766
  %14 = add i32 %0, %13
  %15 = lshr i33 %7, 1
  %16 = trunc nuw i33 %15 to i32
  %17 = mul i32 %16, 3
  %18 = add i32 %14, %17
  %19 = add i32 %18, -1
  br label %._crit_edge

._crit_edge:                                      ; preds = %.lr.ph.preheader, %1
  %.07.lcssa = phi i32 [ 0, %1 ], [ %19, %.lr.ph.preheader ]
  ret i32 %.07.lcssa
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @nested(i32 noundef %0) local_unnamed_addr #1 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %.preheader, label %._crit_edge

.preheader:                                       ; preds = %1, %.loopexit
  %.01420 = phi i32 [ %22, %.loopexit ], [ 0, %1 ]
  %.01519 = phi i32 [ %.2.lcssa, %.loopexit ], [ 0, %1 ]
  %3 = sub nsw i32 %0, %.01420
  %4 = sub nsw i32 0, %.01420
  %min.iters.check = icmp ult i32 %3, 8
  br i1 %min.iters.check, label %scalar.ph.preheader, label %vector.ph

vector.ph:                                        ; preds = %.preheader
  %n.vec = and i32 %3, -8
  %5 = add i32 %.01420, %n.vec
  %6 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %.01519, i64 0
  %broadcast.splatinsert = insertelement <4 x i32> poison, i32 %.01420, i64 0
  %broadcast.splat = shufflevector <4 x i32> %broadcast.splatinsert, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert23 = insertelement <4 x i32> poison, i32 %4, i64 0
  %broadcast.splat24 = shufflevector <4 x i32> %broadcast.splatinsert23, <4 x i32> poison, <4 x i32> zeroinitializer
  %induction = add nuw nsw <4 x i32> %broadcast.splat, <i32 0, i32 1, i32 2, i32 3>
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <4 x i32> [ %induction, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %vec.phi = phi <4 x i32> [ %6, %vector.ph ], [ %15, %vector.body ]
  %vec.phi25 = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %16, %vector.body ]
  %step.add = add <4 x i32> %vec.ind, splat (i32 4)
  %7 = xor <4 x i32> %vec.ind, %broadcast.splat
  %8 = xor <4 x i32> %vec.ind, %broadcast.splat
  %9 = and <4 x i32> %7, splat (i32 1)
  %10 = and <4 x i32> %8, splat (i32 1)
  %11 = icmp eq <4 x i32> %9, zeroinitializer
  %12 = icmp eq <4 x i32> %10, zeroinitializer
  %13 = select <4 x i1> %11, <4 x i32> %broadcast.splat24, <4 x i32> %vec.ind
  %14 = select <4 x i1> %12, <4 x i32> %broadcast.splat24, <4 x i32> %step.add
  %15 = add <4 x i32> %13, %vec.phi
  %16 = add <4 x i32> %14, %vec.phi25
  %index.next = add nuw i32 %index, 8
  %vec.ind.next = add <4 x i32> %vec.ind, splat (i32 8)
  %17 = icmp eq i32 %index.next, %n.vec
  br i1 %17, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <4 x i32> %16, %15
  %18 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx)
  %cmp.n = icmp eq i32 %3, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph.preheader

scalar.ph.preheader:                              ; preds = %.preheader, %middle.block
  %.018.ph = phi i32 [ %.01420, %.preheader ], [ %5, %middle.block ]
  %.117.ph = phi i32 [ %.01519, %.preheader ], [ %18, %middle.block ]
  br label %scalar.ph

scalar.ph:                                        ; preds = %scalar.ph.preheader, %scalar.ph
  %.018 = phi i32 [ %21, %scalar.ph ], [ %.018.ph, %scalar.ph.preheader ]
  %.117 = phi i32 [ %.2, %scalar.ph ], [ %.117.ph, %scalar.ph.preheader ]
  %19 = xor i32 %.018, %.01420
  %20 = and i32 %19, 1
  %.not = icmp eq i32 %20, 0
  %.2.p = select i1 %.not, i32 %4, i32 %.018
  %.2 = add i32 %.2.p, %.117
  %21 = add nuw nsw i32 %.018, 1
  %exitcond.not = icmp eq i32 %21, %0
  br i1 %exitcond.not, label %.loopexit, label %scalar.ph, !llvm.loop !10

.loopexit:                                        ; preds = %scalar.ph, %middle.block
  %.2.lcssa = phi i32 [ %18, %middle.block ], [ %.2, %scalar.ph ]
  %22 = add nuw nsw i32 %.01420, 1
  %exitcond21.not = icmp eq i32 %22, %0
  br i1 %exitcond21.not, label %._crit_edge, label %.preheader, !llvm.loop !11

._crit_edge:                                      ; preds = %.loopexit, %1
  %.015.lcssa = phi i32 [ 0, %1 ], [ %.2.lcssa, %.loopexit ]
  ret i32 %.015.lcssa
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @whilel(i32 noundef %0) local_unnamed_addr #1 {
  %.not6 = icmp eq i32 %0, 0
  br i1 %.not6, label %._crit_edge, label %.lr.ph

.lr.ph:                                           ; preds = %1, %.lr.ph
  %.08 = phi i32 [ %3, %.lr.ph ], [ 0, %1 ]
  %.057 = phi i32 [ %4, %.lr.ph ], [ %0, %1 ]
  %2 = and i32 %.057, 1
  %3 = add i32 %.08, %2
  %4 = lshr i32 %.057, 1
  %.not = icmp eq i32 %4, 0
  br i1 %.not, label %._crit_edge, label %.lr.ph, !llvm.loop !12

._crit_edge:                                      ; preds = %.lr.ph, %1
  %.0.lcssa = phi i32 [ 0, %1 ], [ %3, %.lr.ph ]
  ret i32 %.0.lcssa
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
  %1 = tail call i32 @sum(i32 noundef 10)
  %2 = tail call i32 @nested(i32 noundef 5)
  %3 = add nsw i32 %2, %1
  %4 = tail call i32 @whilel(i32 noundef 255)
  %5 = add nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!12 = distinct !{!12, !7}
