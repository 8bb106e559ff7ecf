; ModuleID = 'dynarray.O0.ll'
source_filename = "dynarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [15 x i8] c"len %d cap %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"weighted %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"calloc zero %.1f %.1f\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.vec, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1, i8 0, i64 16, i1 false)
  br label %2

2:                                                ; preds = %0, %2
  %.027 = phi i32 [ 12345, %0 ], [ %4, %2 ]
  %.02526 = phi i32 [ 0, %0 ], [ %7, %2 ]
  %3 = mul i32 %.027, 1103515245
  %4 = add i32 %3, 12345
  %5 = lshr i32 %4, 16
  %6 = urem i32 %5, 100
  call fastcc void @vec_push(ptr noundef %1, i32 noundef %6)
  %7 = add nuw nsw i32 %.02526, 1
  %exitcond.not = icmp eq i32 %7, 50
  br i1 %exitcond.not, label %8, label %2, !llvm.loop !6

8:                                                ; preds = %2
  %9 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %10 = load i32, ptr %9, align 8
  %11 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %12 = load i32, ptr %11, align 4
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, i32 noundef %12)
  %14 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 10, i64 noundef 4) #9
  %15 = icmp sgt i32 %10, 0
  br i1 %15, label %.lr.ph, label %.preheader

.lr.ph:                                           ; preds = %8
  %16 = load ptr, ptr %1, align 8
  %wide.trip.count = zext nneg i32 %10 to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %17 = icmp eq i32 %10, 1
  br i1 %17, label %.epil.preheader, label %.lr.ph.new

.lr.ph.new:                                       ; preds = %.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 2147483646
  br label %18

18:                                               ; preds = %18, %.lr.ph.new
  %indvars.iv = phi i64 [ 0, %.lr.ph.new ], [ %indvars.iv.next.1, %18 ]
  %niter = phi i64 [ 0, %.lr.ph.new ], [ %niter.next.1, %18 ]
  %19 = getelementptr inbounds nuw i32, ptr %16, i64 %indvars.iv
  %20 = load i32, ptr %19, align 4
  %21 = sdiv i32 %20, 10
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %14, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %23, align 4
  %26 = getelementptr inbounds nuw i32, ptr %16, i64 %indvars.iv
  %27 = getelementptr inbounds nuw i8, ptr %26, i64 4
  %28 = load i32, ptr %27, align 4
  %29 = sdiv i32 %28, 10
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %14, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %31, align 4
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %.preheader.loopexit.unr-lcssa, label %18, !llvm.loop !8

.preheader.loopexit.unr-lcssa:                    ; preds = %18
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %.preheader, label %.epil.preheader

.epil.preheader:                                  ; preds = %.preheader.loopexit.unr-lcssa, %.lr.ph
  %indvars.iv.epil.init = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next.1, %.preheader.loopexit.unr-lcssa ]
  %lcmp.mod44 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod44)
  %34 = getelementptr inbounds nuw i32, ptr %16, i64 %indvars.iv.epil.init
  %35 = load i32, ptr %34, align 4
  %36 = sdiv i32 %35, 10
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %14, i64 %37
  %39 = load i32, ptr %38, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %38, align 4
  br label %.preheader

.preheader:                                       ; preds = %.epil.preheader, %.preheader.loopexit.unr-lcssa, %8
  %41 = load i32, ptr %14, align 4
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %41)
  %43 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %44 = load i32, ptr %43, align 4
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %44)
  %46 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %47 = load i32, ptr %46, align 4
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %47)
  %49 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %50 = load i32, ptr %49, align 4
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %50)
  %52 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %53 = load i32, ptr %52, align 4
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %53)
  %55 = getelementptr inbounds nuw i8, ptr %14, i64 20
  %56 = load i32, ptr %55, align 4
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %56)
  %58 = getelementptr inbounds nuw i8, ptr %14, i64 24
  %59 = load i32, ptr %58, align 4
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %59)
  %61 = getelementptr inbounds nuw i8, ptr %14, i64 28
  %62 = load i32, ptr %61, align 4
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %62)
  %64 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %65 = load i32, ptr %64, align 4
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %65)
  %67 = getelementptr inbounds nuw i8, ptr %14, i64 36
  %68 = load i32, ptr %67, align 4
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %68)
  %70 = tail call i32 @putchar(i32 noundef 10)
  %71 = icmp sgt i32 %10, 0
  br i1 %71, label %.lr.ph32, label %._crit_edge

.lr.ph32:                                         ; preds = %.preheader
  %72 = load ptr, ptr %1, align 8
  %wide.trip.count42 = zext nneg i32 %10 to i64
  %xtraiter46 = and i64 %wide.trip.count42, 3
  %73 = icmp ult i32 %10, 4
  br i1 %73, label %.epil.preheader45, label %.lr.ph32.new

.lr.ph32.new:                                     ; preds = %.lr.ph32
  %unroll_iter50 = and i64 %wide.trip.count42, 2147483644
  br label %74

74:                                               ; preds = %74, %.lr.ph32.new
  %indvars.iv39 = phi i64 [ 0, %.lr.ph32.new ], [ %indvars.iv.next40.3, %74 ]
  %.02230 = phi i64 [ 0, %.lr.ph32.new ], [ %94, %74 ]
  %niter51 = phi i64 [ 0, %.lr.ph32.new ], [ %niter51.next.3, %74 ]
  %75 = getelementptr inbounds nuw i32, ptr %72, i64 %indvars.iv39
  %76 = load i32, ptr %75, align 4
  %77 = sext i32 %76 to i64
  %indvars.iv.next40 = or disjoint i64 %indvars.iv39, 1
  %78 = mul nsw i64 %indvars.iv.next40, %77
  %79 = add nsw i64 %78, %.02230
  %80 = getelementptr inbounds nuw i32, ptr %72, i64 %indvars.iv.next40
  %81 = load i32, ptr %80, align 4
  %82 = sext i32 %81 to i64
  %indvars.iv.next40.1 = or disjoint i64 %indvars.iv39, 2
  %83 = mul nsw i64 %indvars.iv.next40.1, %82
  %84 = add nsw i64 %83, %79
  %85 = getelementptr inbounds nuw i32, ptr %72, i64 %indvars.iv.next40.1
  %86 = load i32, ptr %85, align 4
  %87 = sext i32 %86 to i64
  %indvars.iv.next40.2 = or disjoint i64 %indvars.iv39, 3
  %88 = mul nsw i64 %indvars.iv.next40.2, %87
  %89 = add nsw i64 %88, %84
  %90 = getelementptr inbounds nuw i32, ptr %72, i64 %indvars.iv.next40.2
  %91 = load i32, ptr %90, align 4
  %92 = sext i32 %91 to i64
  %indvars.iv.next40.3 = add nuw nsw i64 %indvars.iv39, 4
  %93 = mul nsw i64 %indvars.iv.next40.3, %92
  %94 = add nsw i64 %93, %89
  %niter51.next.3 = add i64 %niter51, 4
  %niter51.ncmp.3 = icmp eq i64 %niter51.next.3, %unroll_iter50
  br i1 %niter51.ncmp.3, label %._crit_edge.loopexit.unr-lcssa, label %74, !llvm.loop !9

._crit_edge.loopexit.unr-lcssa:                   ; preds = %74
  %lcmp.mod47.not = icmp eq i64 %xtraiter46, 0
  br i1 %lcmp.mod47.not, label %._crit_edge, label %.epil.preheader45

.epil.preheader45:                                ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph32
  %indvars.iv39.epil.init = phi i64 [ 0, %.lr.ph32 ], [ %indvars.iv.next40.3, %._crit_edge.loopexit.unr-lcssa ]
  %.02230.epil.init = phi i64 [ 0, %.lr.ph32 ], [ %94, %._crit_edge.loopexit.unr-lcssa ]
  %lcmp.mod49 = icmp ne i64 %xtraiter46, 0
  tail call void @llvm.assume(i1 %lcmp.mod49)
  br label %95

95:                                               ; preds = %95, %.epil.preheader45
  %indvars.iv39.epil = phi i64 [ %indvars.iv39.epil.init, %.epil.preheader45 ], [ %indvars.iv.next40.epil, %95 ]
  %.02230.epil = phi i64 [ %.02230.epil.init, %.epil.preheader45 ], [ %100, %95 ]
  %epil.iter = phi i64 [ 0, %.epil.preheader45 ], [ %epil.iter.next, %95 ]
  %96 = getelementptr inbounds nuw i32, ptr %72, i64 %indvars.iv39.epil
  %97 = load i32, ptr %96, align 4
  %98 = sext i32 %97 to i64
  %indvars.iv.next40.epil = add nuw nsw i64 %indvars.iv39.epil, 1
  %99 = mul nsw i64 %indvars.iv.next40.epil, %98
  %100 = add nsw i64 %99, %.02230.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter46
  br i1 %epil.iter.cmp.not, label %._crit_edge, label %95, !llvm.loop !10

._crit_edge:                                      ; preds = %._crit_edge.loopexit.unr-lcssa, %95, %.preheader
  %.022.lcssa = phi i64 [ 0, %.preheader ], [ %94, %._crit_edge.loopexit.unr-lcssa ], [ %100, %95 ]
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %.022.lcssa)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0.000000e+00, double noundef 0.000000e+00)
  tail call void @free(ptr noundef %14) #10
  %103 = load ptr, ptr %1, align 8
  tail call void @free(ptr noundef %103) #10
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: mustprogress noinline nounwind willreturn memory(readwrite, target_mem0: none, target_mem1: none) uwtable
define internal fastcc void @vec_push(ptr noundef nonnull captures(none) %0, i32 noundef range(i32 0, 100) %1) unnamed_addr #2 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %4 = load i32, ptr %3, align 8
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %4, %6
  br i1 %7, label %8, label %19

8:                                                ; preds = %2
  %.not = icmp eq i32 %6, 0
  %9 = shl nsw i32 %6, 1
  %spec.select = select i1 %.not, i32 2, i32 %9
  %10 = sext i32 %spec.select to i64
  %11 = shl nsw i64 %10, 2
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #11
  %.not17 = icmp eq i32 %4, 0
  br i1 %.not17, label %17, label %13

13:                                               ; preds = %8
  %14 = load ptr, ptr %0, align 8
  %15 = sext i32 %4 to i64
  %16 = shl nsw i64 %15, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %14, i64 %16, i1 false)
  br label %17

17:                                               ; preds = %13, %8
  %18 = load ptr, ptr %0, align 8
  tail call void @free(ptr noundef %18) #10
  store ptr %12, ptr %0, align 8
  store i32 %spec.select, ptr %5, align 4
  br label %19

19:                                               ; preds = %17, %2
  %20 = load ptr, ptr %0, align 8
  %21 = load i32, ptr %3, align 8
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %3, align 8
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds i32, ptr %20, i64 %23
  store i32 %1, ptr %24, align 4
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress noinline nounwind willreturn memory(readwrite, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { nounwind allocsize(0,1) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0) }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
