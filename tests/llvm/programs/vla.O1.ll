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
  br i1 %.not16, label %.preheader, label %.lr.ph.preheader

.lr.ph.preheader:                                 ; preds = %1
  %5 = add nuw nsw i32 %0, 1
  %wide.trip.count = zext nneg i32 %5 to i64
  %xtraiter = and i64 %wide.trip.count, 7
  %6 = icmp ult i32 %0, 7
  br i1 %6, label %.lr.ph.epil.preheader, label %.lr.ph.preheader.new

.lr.ph.preheader.new:                             ; preds = %.lr.ph.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483640
  br label %.lr.ph

.preheader.loopexit.unr-lcssa:                    ; preds = %.lr.ph
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %.preheader, label %.lr.ph.epil.preheader

.lr.ph.epil.preheader:                            ; preds = %.preheader.loopexit.unr-lcssa, %.lr.ph.preheader
  %indvars.iv.epil.init = phi i64 [ 0, %.lr.ph.preheader ], [ %indvars.iv.next.7, %.preheader.loopexit.unr-lcssa ]
  %lcmp.mod28 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod28)
  br label %.lr.ph.epil

.lr.ph.epil:                                      ; preds = %.lr.ph.epil, %.lr.ph.epil.preheader
  %indvars.iv.epil = phi i64 [ %indvars.iv.epil.init, %.lr.ph.epil.preheader ], [ %indvars.iv.next.epil, %.lr.ph.epil ]
  %epil.iter = phi i64 [ 0, %.lr.ph.epil.preheader ], [ %epil.iter.next, %.lr.ph.epil ]
  %7 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv.epil
  store i64 %indvars.iv.epil, ptr %7, align 8
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %.preheader, label %.lr.ph.epil, !llvm.loop !11

.preheader:                                       ; preds = %.preheader.loopexit.unr-lcssa, %.lr.ph.epil, %1
  %.not1518 = icmp slt i32 %0, 0
  br i1 %.not1518, label %._crit_edge, label %.lr.ph21.preheader

.lr.ph21.preheader:                               ; preds = %.preheader
  %8 = add nuw nsw i32 %0, 1
  %wide.trip.count26 = zext nneg i32 %8 to i64
  %xtraiter29 = and i64 %wide.trip.count26, 7
  %9 = icmp ult i32 %0, 7
  br i1 %9, label %.lr.ph21.epil.preheader, label %.lr.ph21.preheader.new

.lr.ph21.preheader.new:                           ; preds = %.lr.ph21.preheader
  %unroll_iter34 = and i64 %wide.trip.count26, 2147483640
  br label %.lr.ph21

.lr.ph:                                           ; preds = %.lr.ph, %.lr.ph.preheader.new
  %indvars.iv = phi i64 [ 0, %.lr.ph.preheader.new ], [ %indvars.iv.next.7, %.lr.ph ]
  %niter = phi i64 [ 0, %.lr.ph.preheader.new ], [ %niter.next.7, %.lr.ph ]
  %10 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv
  store i64 %indvars.iv, ptr %10, align 16
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %11 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv.next
  store i64 %indvars.iv.next, ptr %11, align 8
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2
  %12 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv.next.1
  store i64 %indvars.iv.next.1, ptr %12, align 16
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3
  %13 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv.next.2
  store i64 %indvars.iv.next.2, ptr %13, align 8
  %indvars.iv.next.3 = or disjoint i64 %indvars.iv, 4
  %14 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv.next.3
  store i64 %indvars.iv.next.3, ptr %14, align 16
  %indvars.iv.next.4 = or disjoint i64 %indvars.iv, 5
  %15 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv.next.4
  store i64 %indvars.iv.next.4, ptr %15, align 8
  %indvars.iv.next.5 = or disjoint i64 %indvars.iv, 6
  %16 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv.next.5
  store i64 %indvars.iv.next.5, ptr %16, align 16
  %indvars.iv.next.6 = or disjoint i64 %indvars.iv, 7
  %17 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv.next.6
  store i64 %indvars.iv.next.6, ptr %17, align 8
  %indvars.iv.next.7 = add nuw nsw i64 %indvars.iv, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %.preheader.loopexit.unr-lcssa, label %.lr.ph, !llvm.loop !12

.lr.ph21:                                         ; preds = %.lr.ph21, %.lr.ph21.preheader.new
  %indvars.iv23 = phi i64 [ 0, %.lr.ph21.preheader.new ], [ %indvars.iv.next24.7, %.lr.ph21 ]
  %.01219 = phi i64 [ 0, %.lr.ph21.preheader.new ], [ %48, %.lr.ph21 ]
  %niter35 = phi i64 [ 0, %.lr.ph21.preheader.new ], [ %niter35.next.7, %.lr.ph21 ]
  %18 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv23
  %19 = load i64, ptr %18, align 16
  %20 = add nsw i64 %19, %.01219
  %21 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv23
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %23 = load i64, ptr %22, align 8
  %24 = add nsw i64 %23, %20
  %25 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv23
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 16
  %27 = load i64, ptr %26, align 16
  %28 = add nsw i64 %27, %24
  %29 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv23
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 24
  %31 = load i64, ptr %30, align 8
  %32 = add nsw i64 %31, %28
  %33 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv23
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 32
  %35 = load i64, ptr %34, align 16
  %36 = add nsw i64 %35, %32
  %37 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv23
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 40
  %39 = load i64, ptr %38, align 8
  %40 = add nsw i64 %39, %36
  %41 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv23
  %42 = getelementptr inbounds nuw i8, ptr %41, i64 48
  %43 = load i64, ptr %42, align 16
  %44 = add nsw i64 %43, %40
  %45 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv23
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 56
  %47 = load i64, ptr %46, align 8
  %48 = add nsw i64 %47, %44
  %indvars.iv.next24.7 = add nuw nsw i64 %indvars.iv23, 8
  %niter35.next.7 = add i64 %niter35, 8
  %niter35.ncmp.7 = icmp eq i64 %niter35.next.7, %unroll_iter34
  br i1 %niter35.ncmp.7, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph21, !llvm.loop !13

._crit_edge.loopexit.unr-lcssa:                   ; preds = %.lr.ph21
  %lcmp.mod31.not = icmp eq i64 %xtraiter29, 0
  br i1 %lcmp.mod31.not, label %._crit_edge, label %.lr.ph21.epil.preheader

.lr.ph21.epil.preheader:                          ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph21.preheader
  %indvars.iv23.epil.init = phi i64 [ 0, %.lr.ph21.preheader ], [ %indvars.iv.next24.7, %._crit_edge.loopexit.unr-lcssa ]
  %.01219.epil.init = phi i64 [ 0, %.lr.ph21.preheader ], [ %48, %._crit_edge.loopexit.unr-lcssa ]
  %lcmp.mod33 = icmp ne i64 %xtraiter29, 0
  tail call void @llvm.assume(i1 %lcmp.mod33)
  br label %.lr.ph21.epil

.lr.ph21.epil:                                    ; preds = %.lr.ph21.epil, %.lr.ph21.epil.preheader
  %indvars.iv23.epil = phi i64 [ %indvars.iv23.epil.init, %.lr.ph21.epil.preheader ], [ %indvars.iv.next24.epil, %.lr.ph21.epil ]
  %.01219.epil = phi i64 [ %.01219.epil.init, %.lr.ph21.epil.preheader ], [ %51, %.lr.ph21.epil ]
  %epil.iter30 = phi i64 [ 0, %.lr.ph21.epil.preheader ], [ %epil.iter30.next, %.lr.ph21.epil ]
  %49 = getelementptr inbounds nuw i64, ptr %4, i64 %indvars.iv23.epil
  %50 = load i64, ptr %49, align 8
  %51 = add nsw i64 %50, %.01219.epil
  %indvars.iv.next24.epil = add nuw nsw i64 %indvars.iv23.epil, 1
  %epil.iter30.next = add i64 %epil.iter30, 1
  %epil.iter30.cmp.not = icmp eq i64 %epil.iter30.next, %xtraiter29
  br i1 %epil.iter30.cmp.not, label %._crit_edge, label %.lr.ph21.epil, !llvm.loop !14

._crit_edge:                                      ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph21.epil, %.preheader
  %.012.lcssa = phi i64 [ 0, %.preheader ], [ %48, %._crit_edge.loopexit.unr-lcssa ], [ %51, %.lr.ph21.epil ]
  ret i64 %.012.lcssa
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #3

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc i32 @depth(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %38, label %3

3:                                                ; preds = %1
  %4 = shl i32 %0, 4
  %5 = zext i32 %4 to i64
  %6 = tail call ptr @llvm.stacksave.p0()
  %7 = alloca i8, i64 %5, align 16
  %8 = icmp sgt i32 %0, 0
  br i1 %8, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %3
  %smax = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %wide.trip.count = zext nneg i32 %smax to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %9 = icmp slt i32 %4, 4
  br i1 %9, label %.lr.ph.epil.preheader, label %.lr.ph.preheader.new

.lr.ph.preheader.new:                             ; preds = %.lr.ph.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483632
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph, %.lr.ph.preheader.new
  %indvars.iv = phi i64 [ 0, %.lr.ph.preheader.new ], [ %indvars.iv.next.3, %.lr.ph ]
  %niter = phi i64 [ 0, %.lr.ph.preheader.new ], [ %niter.next.3, %.lr.ph ]
  %10 = trunc i64 %indvars.iv to i32
  %11 = add i32 %0, %10
  %12 = trunc i32 %11 to i8
  %13 = getelementptr inbounds nuw i8, ptr %7, i64 %indvars.iv
  store i8 %12, ptr %13, align 4
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %14 = trunc i64 %indvars.iv.next to i32
  %15 = add i32 %0, %14
  %16 = trunc i32 %15 to i8
  %17 = getelementptr inbounds nuw i8, ptr %7, i64 %indvars.iv.next
  store i8 %16, ptr %17, align 1
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2
  %18 = trunc i64 %indvars.iv.next.1 to i32
  %19 = add i32 %0, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds nuw i8, ptr %7, i64 %indvars.iv.next.1
  store i8 %20, ptr %21, align 2
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3
  %22 = trunc i64 %indvars.iv.next.2 to i32
  %23 = add i32 %0, %22
  %24 = trunc i32 %23 to i8
  %25 = getelementptr inbounds nuw i8, ptr %7, i64 %indvars.iv.next.2
  store i8 %24, ptr %25, align 1
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph, !llvm.loop !15

._crit_edge.loopexit.unr-lcssa:                   ; preds = %.lr.ph
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %._crit_edge, label %.lr.ph.epil.preheader

.lr.ph.epil.preheader:                            ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph.preheader
  %indvars.iv.epil.init = phi i64 [ 0, %.lr.ph.preheader ], [ %indvars.iv.next.3, %._crit_edge.loopexit.unr-lcssa ]
  %lcmp.mod16 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod16)
  br label %.lr.ph.epil

.lr.ph.epil:                                      ; preds = %.lr.ph.epil, %.lr.ph.epil.preheader
  %indvars.iv.epil = phi i64 [ %indvars.iv.epil.init, %.lr.ph.epil.preheader ], [ %indvars.iv.next.epil, %.lr.ph.epil ]
  %epil.iter = phi i64 [ 0, %.lr.ph.epil.preheader ], [ %epil.iter.next, %.lr.ph.epil ]
  %26 = trunc i64 %indvars.iv.epil to i32
  %27 = add i32 %0, %26
  %28 = trunc i32 %27 to i8
  %29 = getelementptr inbounds nuw i8, ptr %7, i64 %indvars.iv.epil
  store i8 %28, ptr %29, align 1
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter, 0
  br i1 %epil.iter.cmp.not, label %._crit_edge, label %.lr.ph.epil, !llvm.loop !16

._crit_edge:                                      ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph.epil, %3
  %30 = sext i32 %4 to i64
  %31 = getelementptr i8, ptr %7, i64 %30
  %32 = getelementptr i8, ptr %31, i64 -1
  %33 = load i8, ptr %32, align 1
  %34 = sext i8 %33 to i32
  %35 = add nsw i32 %0, -1
  %36 = tail call fastcc i32 @depth(i32 noundef %35)
  %37 = add nsw i32 %36, %34
  call void @llvm.stackrestore.p0(ptr %6)
  br label %38

38:                                               ; preds = %1, %._crit_edge
  %.011 = phi i32 [ %37, %._crit_edge ], [ 0, %1 ]
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

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !9}
