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
  %.lhs.trunc = trunc nuw i32 %5 to i16
  %6 = urem i16 %.lhs.trunc, 100
  %.zext = zext nneg i16 %6 to i32
  call fastcc void @vec_push(ptr noundef %1, i32 noundef %.zext)
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
  %.pre44.pre = load ptr, ptr %1, align 8
  br i1 %15, label %.lr.ph, label %.preheader

.lr.ph:                                           ; preds = %8
  %wide.trip.count = zext nneg i32 %10 to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %16 = icmp eq i32 %10, 1
  br i1 %16, label %.epil.preheader, label %.lr.ph.new

.lr.ph.new:                                       ; preds = %.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 2147483646
  br label %54

.preheader.loopexit.unr-lcssa:                    ; preds = %54
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %.preheader.loopexit, label %.epil.preheader

.epil.preheader:                                  ; preds = %.preheader.loopexit.unr-lcssa, %.lr.ph
  %indvars.iv.epil.init = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next.1, %.preheader.loopexit.unr-lcssa ]
  %lcmp.mod45 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod45)
  %17 = getelementptr inbounds nuw i32, ptr %.pre44.pre, i64 %indvars.iv.epil.init
  %18 = load i32, ptr %17, align 4
  %19 = sdiv i32 %18, 10
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %14, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %21, align 4
  br label %.preheader.loopexit

.preheader.loopexit:                              ; preds = %.preheader.loopexit.unr-lcssa, %.epil.preheader
  %.pre = load i32, ptr %14, align 4
  br label %.preheader

.preheader:                                       ; preds = %.preheader.loopexit, %8
  %24 = phi i32 [ %.pre, %.preheader.loopexit ], [ 0, %8 ]
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %24)
  %26 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %27 = load i32, ptr %26, align 4
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %27)
  %29 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %30 = load i32, ptr %29, align 4
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %30)
  %32 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %33 = load i32, ptr %32, align 4
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %33)
  %35 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %36 = load i32, ptr %35, align 4
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %36)
  %38 = getelementptr inbounds nuw i8, ptr %14, i64 20
  %39 = load i32, ptr %38, align 4
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %39)
  %41 = getelementptr inbounds nuw i8, ptr %14, i64 24
  %42 = load i32, ptr %41, align 4
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %42)
  %44 = getelementptr inbounds nuw i8, ptr %14, i64 28
  %45 = load i32, ptr %44, align 4
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %45)
  %47 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %48 = load i32, ptr %47, align 4
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %48)
  %50 = getelementptr inbounds nuw i8, ptr %14, i64 36
  %51 = load i32, ptr %50, align 4
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %51)
  %53 = tail call i32 @putchar(i32 noundef 10)
  br i1 %15, label %.lr.ph32, label %._crit_edge

54:                                               ; preds = %54, %.lr.ph.new
  %indvars.iv = phi i64 [ 0, %.lr.ph.new ], [ %indvars.iv.next.1, %54 ]
  %niter = phi i64 [ 0, %.lr.ph.new ], [ %niter.next.1, %54 ]
  %55 = getelementptr inbounds nuw i32, ptr %.pre44.pre, i64 %indvars.iv
  %56 = load i32, ptr %55, align 4
  %57 = sdiv i32 %56, 10
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %14, i64 %58
  %60 = load i32, ptr %59, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %59, align 4
  %62 = getelementptr inbounds nuw i32, ptr %.pre44.pre, i64 %indvars.iv
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 4
  %64 = load i32, ptr %63, align 4
  %65 = sdiv i32 %64, 10
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %14, i64 %66
  %68 = load i32, ptr %67, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %67, align 4
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %.preheader.loopexit.unr-lcssa, label %54, !llvm.loop !8

.lr.ph32:                                         ; preds = %.preheader
  %wide.trip.count42 = zext nneg i32 %10 to i64
  %xtraiter47 = and i64 %wide.trip.count42, 3
  %70 = icmp ult i32 %10, 4
  br i1 %70, label %.epil.preheader46, label %.lr.ph32.new

.lr.ph32.new:                                     ; preds = %.lr.ph32
  %unroll_iter51 = and i64 %wide.trip.count42, 2147483644
  br label %71

71:                                               ; preds = %71, %.lr.ph32.new
  %indvars.iv39 = phi i64 [ 0, %.lr.ph32.new ], [ %indvars.iv.next40.3, %71 ]
  %.02230 = phi i64 [ 0, %.lr.ph32.new ], [ %91, %71 ]
  %niter52 = phi i64 [ 0, %.lr.ph32.new ], [ %niter52.next.3, %71 ]
  %72 = getelementptr inbounds nuw i32, ptr %.pre44.pre, i64 %indvars.iv39
  %73 = load i32, ptr %72, align 4
  %74 = sext i32 %73 to i64
  %indvars.iv.next40 = or disjoint i64 %indvars.iv39, 1
  %75 = mul nsw i64 %indvars.iv.next40, %74
  %76 = add nsw i64 %75, %.02230
  %77 = getelementptr inbounds nuw i32, ptr %.pre44.pre, i64 %indvars.iv.next40
  %78 = load i32, ptr %77, align 4
  %79 = sext i32 %78 to i64
  %indvars.iv.next40.1 = or disjoint i64 %indvars.iv39, 2
  %80 = mul nsw i64 %indvars.iv.next40.1, %79
  %81 = add nsw i64 %80, %76
  %82 = getelementptr inbounds nuw i32, ptr %.pre44.pre, i64 %indvars.iv.next40.1
  %83 = load i32, ptr %82, align 4
  %84 = sext i32 %83 to i64
  %indvars.iv.next40.2 = or disjoint i64 %indvars.iv39, 3
  %85 = mul nsw i64 %indvars.iv.next40.2, %84
  %86 = add nsw i64 %85, %81
  %87 = getelementptr inbounds nuw i32, ptr %.pre44.pre, i64 %indvars.iv.next40.2
  %88 = load i32, ptr %87, align 4
  %89 = sext i32 %88 to i64
  %indvars.iv.next40.3 = add nuw nsw i64 %indvars.iv39, 4
  %90 = mul nsw i64 %indvars.iv.next40.3, %89
  %91 = add nsw i64 %90, %86
  %niter52.next.3 = add i64 %niter52, 4
  %niter52.ncmp.3 = icmp eq i64 %niter52.next.3, %unroll_iter51
  br i1 %niter52.ncmp.3, label %._crit_edge.loopexit.unr-lcssa, label %71, !llvm.loop !9

._crit_edge.loopexit.unr-lcssa:                   ; preds = %71
  %lcmp.mod48.not = icmp eq i64 %xtraiter47, 0
  br i1 %lcmp.mod48.not, label %._crit_edge, label %.epil.preheader46

.epil.preheader46:                                ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph32
  %indvars.iv39.epil.init = phi i64 [ 0, %.lr.ph32 ], [ %indvars.iv.next40.3, %._crit_edge.loopexit.unr-lcssa ]
  %.02230.epil.init = phi i64 [ 0, %.lr.ph32 ], [ %91, %._crit_edge.loopexit.unr-lcssa ]
  %lcmp.mod50 = icmp ne i64 %xtraiter47, 0
  tail call void @llvm.assume(i1 %lcmp.mod50)
  br label %92

92:                                               ; preds = %92, %.epil.preheader46
  %indvars.iv39.epil = phi i64 [ %indvars.iv39.epil.init, %.epil.preheader46 ], [ %indvars.iv.next40.epil, %92 ]
  %.02230.epil = phi i64 [ %.02230.epil.init, %.epil.preheader46 ], [ %97, %92 ]
  %epil.iter = phi i64 [ 0, %.epil.preheader46 ], [ %epil.iter.next, %92 ]
  %93 = getelementptr inbounds nuw i32, ptr %.pre44.pre, i64 %indvars.iv39.epil
  %94 = load i32, ptr %93, align 4
  %95 = sext i32 %94 to i64
  %indvars.iv.next40.epil = add nuw nsw i64 %indvars.iv39.epil, 1
  %96 = mul nsw i64 %indvars.iv.next40.epil, %95
  %97 = add nsw i64 %96, %.02230.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter47
  br i1 %epil.iter.cmp.not, label %._crit_edge, label %92, !llvm.loop !10

._crit_edge:                                      ; preds = %._crit_edge.loopexit.unr-lcssa, %92, %.preheader
  %.022.lcssa = phi i64 [ 0, %.preheader ], [ %91, %._crit_edge.loopexit.unr-lcssa ], [ %97, %92 ]
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %.022.lcssa)
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0.000000e+00, double noundef 0.000000e+00)
  tail call void @free(ptr noundef nonnull %14) #10
  tail call void @free(ptr noundef %.pre44.pre) #10
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
  %.pre18 = load ptr, ptr %0, align 8
  br i1 %7, label %8, label %17

8:                                                ; preds = %2
  %.not = icmp eq i32 %4, 0
  %9 = shl nsw i32 %4, 1
  %spec.select = select i1 %.not, i32 2, i32 %9
  %10 = sext i32 %spec.select to i64
  %11 = shl nsw i64 %10, 2
  %12 = tail call noalias ptr @malloc(i64 noundef %11) #11
  br i1 %.not, label %16, label %13

13:                                               ; preds = %8
  %14 = sext i32 %4 to i64
  %15 = shl nsw i64 %14, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %.pre18, i64 %15, i1 false)
  br label %16

16:                                               ; preds = %13, %8
  tail call void @free(ptr noundef %.pre18) #10
  store ptr %12, ptr %0, align 8
  store i32 %spec.select, ptr %5, align 4
  %.pre = load i32, ptr %3, align 8
  br label %17

17:                                               ; preds = %16, %2
  %18 = phi i32 [ %.pre, %16 ], [ %4, %2 ]
  %19 = phi ptr [ %12, %16 ], [ %.pre18, %2 ]
  %20 = add nsw i32 %18, 1
  store i32 %20, ptr %3, align 8
  %21 = sext i32 %18 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  store i32 %1, ptr %22, align 4
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
