; ModuleID = 'vla.O0.ll'
source_filename = "vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"%ld %d %g\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %.epilog-lcssa
  %indvar = phi i64 [ 0, %0 ], [ %indvar.next, %.epilog-lcssa ]
  %indvars.iv19 = phi i64 [ 1, %0 ], [ %indvars.iv.next20, %.epilog-lcssa ]
  %.01317 = phi i64 [ 0, %0 ], [ %29, %.epilog-lcssa ]
  %2 = tail call ptr @llvm.stacksave.p0()
  %3 = alloca i32, i64 %indvars.iv19, align 16
  %xtraiter = and i64 %indvars.iv19, 3
  %4 = icmp ult i64 %indvar, 3
  br i1 %4, label %.epil.preheader, label %.new

.new:                                             ; preds = %1
  %unroll_iter = and i64 %indvars.iv19, 9223372036854775804
  br label %5

5:                                                ; preds = %5, %.new
  %indvars.iv = phi i64 [ 0, %.new ], [ %indvars.iv.next.3, %5 ]
  %niter = phi i64 [ 0, %.new ], [ %niter.next.3, %5 ]
  %6 = mul nuw nsw i64 %indvars.iv, %indvars.iv19
  %7 = getelementptr inbounds nuw i32, ptr %3, i64 %indvars.iv
  %8 = trunc nuw nsw i64 %6 to i32
  store i32 %8, ptr %7, align 16
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %9 = mul nuw nsw i64 %indvars.iv.next, %indvars.iv19
  %10 = getelementptr inbounds nuw i32, ptr %3, i64 %indvars.iv.next
  %11 = trunc nuw nsw i64 %9 to i32
  store i32 %11, ptr %10, align 4
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2
  %12 = mul nuw nsw i64 %indvars.iv.next.1, %indvars.iv19
  %13 = getelementptr inbounds nuw i32, ptr %3, i64 %indvars.iv.next.1
  %14 = trunc nuw nsw i64 %12 to i32
  store i32 %14, ptr %13, align 8
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3
  %15 = mul nuw nsw i64 %indvars.iv.next.2, %indvars.iv19
  %16 = getelementptr inbounds nuw i32, ptr %3, i64 %indvars.iv.next.2
  %17 = trunc nuw nsw i64 %15 to i32
  store i32 %17, ptr %16, align 4
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %.unr-lcssa, label %5, !llvm.loop !6

.unr-lcssa:                                       ; preds = %5
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %.epilog-lcssa, label %.epil.preheader

.epil.preheader:                                  ; preds = %.unr-lcssa, %1
  %indvars.iv.epil.init = phi i64 [ 0, %1 ], [ %indvars.iv.next.3, %.unr-lcssa ]
  %lcmp.mod23 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod23)
  br label %18

18:                                               ; preds = %18, %.epil.preheader
  %indvars.iv.epil = phi i64 [ %indvars.iv.epil.init, %.epil.preheader ], [ %indvars.iv.next.epil, %18 ]
  %epil.iter = phi i64 [ 0, %.epil.preheader ], [ %epil.iter.next, %18 ]
  %19 = mul nuw nsw i64 %indvars.iv.epil, %indvars.iv19
  %20 = getelementptr inbounds nuw i32, ptr %3, i64 %indvars.iv.epil
  %21 = trunc nuw nsw i64 %19 to i32
  store i32 %21, ptr %20, align 4
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %.epilog-lcssa, label %18, !llvm.loop !8

.epilog-lcssa:                                    ; preds = %18, %.unr-lcssa
  %22 = getelementptr i32, ptr %3, i64 %indvars.iv19
  %23 = getelementptr i8, ptr %22, i64 -4
  %24 = load i32, ptr %23, align 4
  %25 = sext i32 %24 to i64
  %26 = trunc nuw nsw i64 %indvars.iv19 to i32
  %27 = tail call fastcc i64 @triangle(i32 noundef %26)
  %28 = add i64 %.01317, %25
  %29 = add i64 %28, %27
  call void @llvm.stackrestore.p0(ptr %2)
  %indvars.iv.next20 = add nuw nsw i64 %indvars.iv19, 1
  %exitcond22.not = icmp eq i64 %indvars.iv.next20, 201
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond22.not, label %30, label %1, !llvm.loop !10

30:                                               ; preds = %.epilog-lcssa
  %31 = tail call fastcc i32 @depth(i32 noundef 12)
  %32 = tail call fastcc double @grid()
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %29, i32 noundef %31, double noundef %32)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @triangle(i32 noundef range(i32 -2147483648, 201) %0) unnamed_addr #2 {
  %2 = add nsw i32 %0, 1
  %3 = zext i32 %2 to i64
  %4 = alloca i64, i64 %3, align 16
  %.not16 = icmp slt i32 %0, 0
  br i1 %.not16, label %._crit_edge, label %.lr.ph.preheader

.lr.ph.preheader:                                 ; preds = %1
  %min.iters.check = icmp ult i32 %2, 4
  br i1 %min.iters.check, label %.lr.ph.preheader44, label %vector.ph

vector.ph:                                        ; preds = %.lr.ph.preheader
  %n.vec = and i64 %3, 2147483644
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %step.add = add <2 x i64> %vec.ind, splat (i64 2)
  %5 = getelementptr inbounds nuw i64, ptr %4, i64 %index
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store <2 x i64> %vec.ind, ptr %5, align 16
  store <2 x i64> %step.add, ptr %6, align 16
  %index.next = add nuw i64 %index, 4
  %vec.ind.next = add <2 x i64> %vec.ind, splat (i64 4)
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %3
  br i1 %cmp.n, label %.lr.ph21.preheader, label %.lr.ph.preheader44

.lr.ph.preheader44:                               ; preds = %.lr.ph.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %.lr.ph.preheader ], [ %n.vec, %middle.block ]
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.preheader44, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader44 ]
  %8 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv
  store i64 %indvars.iv, ptr %8, align 8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %3
  br i1 %exitcond.not, label %.lr.ph21.preheader, label %.lr.ph, !llvm.loop !14

.lr.ph21.preheader:                               ; preds = %.lr.ph, %middle.block
  %min.iters.check29 = icmp ult i32 %2, 4
  br i1 %min.iters.check29, label %.lr.ph21.preheader41, label %vector.ph30

vector.ph30:                                      ; preds = %.lr.ph21.preheader
  %n.vec32 = and i64 %3, 2147483644
  br label %vector.body33

vector.body33:                                    ; preds = %vector.body33, %vector.ph30
  %index34 = phi i64 [ 0, %vector.ph30 ], [ %index.next37, %vector.body33 ]
  %vec.phi = phi <2 x i64> [ zeroinitializer, %vector.ph30 ], [ %11, %vector.body33 ]
  %vec.phi35 = phi <2 x i64> [ zeroinitializer, %vector.ph30 ], [ %12, %vector.body33 ]
  %9 = getelementptr inbounds nuw i64, ptr %4, i64 %index34
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %wide.load = load <2 x i64>, ptr %9, align 16
  %wide.load36 = load <2 x i64>, ptr %10, align 16
  %11 = add <2 x i64> %wide.load, %vec.phi
  %12 = add <2 x i64> %wide.load36, %vec.phi35
  %index.next37 = add nuw i64 %index34, 4
  %13 = icmp eq i64 %index.next37, %n.vec32
  br i1 %13, label %middle.block38, label %vector.body33, !llvm.loop !15

middle.block38:                                   ; preds = %vector.body33
  %bin.rdx = add <2 x i64> %12, %11
  %14 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %bin.rdx)
  %cmp.n39 = icmp eq i64 %n.vec32, %3
  br i1 %cmp.n39, label %._crit_edge, label %.lr.ph21.preheader41

.lr.ph21.preheader41:                             ; preds = %.lr.ph21.preheader, %middle.block38
  %indvars.iv23.ph = phi i64 [ 0, %.lr.ph21.preheader ], [ %n.vec32, %middle.block38 ]
  %.01219.ph = phi i64 [ 0, %.lr.ph21.preheader ], [ %14, %middle.block38 ]
  br label %.lr.ph21

.lr.ph21:                                         ; preds = %.lr.ph21.preheader41, %.lr.ph21
  %indvars.iv23 = phi i64 [ %indvars.iv.next24, %.lr.ph21 ], [ %indvars.iv23.ph, %.lr.ph21.preheader41 ]
  %.01219 = phi i64 [ %17, %.lr.ph21 ], [ %.01219.ph, %.lr.ph21.preheader41 ]
  %15 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv23
  %16 = load i64, ptr %15, align 8
  %17 = add nsw i64 %16, %.01219
  %indvars.iv.next24 = add nuw nsw i64 %indvars.iv23, 1
  %exitcond27.not = icmp eq i64 %indvars.iv.next24, %3
  br i1 %exitcond27.not, label %._crit_edge, label %.lr.ph21, !llvm.loop !16

._crit_edge:                                      ; preds = %.lr.ph21, %middle.block38, %1
  %.012.lcssa = phi i64 [ 0, %1 ], [ %14, %middle.block38 ], [ %17, %.lr.ph21 ]
  ret i64 %.012.lcssa
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #3

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc i32 @depth(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %26, label %3

3:                                                ; preds = %1
  %4 = shl i32 %0, 4
  %5 = zext i32 %4 to i64
  %6 = tail call ptr @llvm.stacksave.p0()
  %7 = alloca i8, i64 %5, align 16
  %8 = icmp sgt i32 %0, 0
  br i1 %8, label %iter.check, label %._crit_edge

iter.check:                                       ; preds = %3
  %smax = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %wide.trip.count = zext nneg i32 %smax to i64
  %min.iters.check = icmp slt i32 %4, 4
  br i1 %min.iters.check, label %.lr.ph.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check19 = icmp slt i32 %4, 16
  %n.vec21 = and i64 %wide.trip.count, 2147483632
  br i1 %min.iters.check19, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %0, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %9 = add <16 x i32> %broadcast.splat, %vec.ind
  %10 = trunc <16 x i32> %9 to <16 x i8>
  %11 = getelementptr inbounds nuw i8, ptr %7, i64 %index
  store <16 x i8> %10, ptr %11, align 16
  %index.next = add nuw i64 %index, 16
  %vec.ind.next = add <16 x i32> %vec.ind, splat (i32 16)
  %12 = icmp eq i64 %index.next, %n.vec21
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec21, %wide.trip.count
  br i1 %cmp.n, label %._crit_edge.loopexit, label %.lr.ph.preheader

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert22 = insertelement <4 x i32> poison, i32 %0, i64 0
  %broadcast.splat23 = shufflevector <4 x i32> %broadcast.splatinsert22, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index26 = phi i64 [ 0, %vec.epilog.ph ], [ %index.next28, %vec.epilog.vector.body ]
  %vec.ind27 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %vec.epilog.ph ], [ %vec.ind.next29, %vec.epilog.vector.body ]
  %13 = add <4 x i32> %broadcast.splat23, %vec.ind27
  %14 = trunc <4 x i32> %13 to <4 x i8>
  %15 = getelementptr inbounds nuw i8, ptr %7, i64 %index26
  store <4 x i8> %14, ptr %15, align 4
  %index.next28 = add nuw i64 %index26, 4
  %vec.ind.next29 = add <4 x i32> %vec.ind27, splat (i32 4)
  %16 = icmp eq i64 %index.next28, %n.vec21
  br i1 %16, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n30 = icmp eq i64 %n.vec21, %wide.trip.count
  br i1 %cmp.n30, label %._crit_edge.loopexit, label %.lr.ph.preheader

.lr.ph.preheader:                                 ; preds = %middle.block, %iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ %n.vec21, %middle.block ], [ 0, %iter.check ], [ %n.vec21, %vec.epilog.middle.block ]
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.preheader, %.lr.ph
  %indvars.iv = phi i64 [ %indvars.iv.next, %.lr.ph ], [ %indvars.iv.ph, %.lr.ph.preheader ]
  %17 = trunc i64 %indvars.iv to i32
  %18 = add i32 %0, %17
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds nuw i8, ptr %7, i64 %indvars.iv
  store i8 %19, ptr %20, align 1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %.lr.ph, !llvm.loop !19

._crit_edge.loopexit:                             ; preds = %.lr.ph, %vec.epilog.middle.block, %middle.block
  %.phi.trans.insert = sext i32 %4 to i64
  %.phi.trans.insert16 = getelementptr i8, ptr %7, i64 %.phi.trans.insert
  %.phi.trans.insert17 = getelementptr i8, ptr %.phi.trans.insert16, i64 -1
  %.pre = load i8, ptr %.phi.trans.insert17, align 1
  %21 = sext i8 %.pre to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %3, %._crit_edge.loopexit
  %22 = phi i32 [ %21, %._crit_edge.loopexit ], [ 0, %3 ]
  %23 = add nsw i32 %0, -1
  %24 = tail call fastcc i32 @depth(i32 noundef %23)
  %25 = add nsw i32 %24, %22
  call void @llvm.stackrestore.p0(ptr %6)
  br label %26

26:                                               ; preds = %1, %._crit_edge
  %.011 = phi i32 [ %25, %._crit_edge ], [ 0, %1 ]
  ret i32 %.011
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @grid() unnamed_addr #5 {
.preheader26:
  ret double 2.750000e+01
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #8

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !7, !13, !12}
!15 = distinct !{!15, !7, !12, !13}
!16 = distinct !{!16, !7, !13, !12}
!17 = distinct !{!17, !7, !12, !13}
!18 = distinct !{!18, !7, !12, !13}
!19 = distinct !{!19, !7, !13, !12}
