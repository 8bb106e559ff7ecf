; ModuleID = 'sort.O0.ll'
source_filename = "sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [53 x i8] c"min %d max %d median %d mismatches %d checksum %llu\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call noalias dereferenceable_or_null(400000) ptr @malloc(i64 noundef 400000) #7
  %2 = tail call noalias dereferenceable_or_null(400000) ptr @malloc(i64 noundef 400000) #7
  br label %3

3:                                                ; preds = %0, %3
  %indvars.iv = phi i64 [ 0, %0 ], [ %indvars.iv.next, %3 ]
  %.03435 = phi i32 [ -1831433054, %0 ], [ %9, %3 ]
  %4 = shl i32 %.03435, 13
  %5 = xor i32 %4, %.03435
  %6 = lshr i32 %5, 17
  %7 = xor i32 %6, %5
  %8 = shl i32 %7, 5
  %9 = xor i32 %8, %7
  %10 = urem i32 %9, 1000000
  %11 = add nsw i32 %10, -500000
  %12 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv
  store i32 %11, ptr %12, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 100000
  br i1 %exitcond.not, label %13, label %3, !llvm.loop !6

13:                                               ; preds = %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(400000) %2, ptr noundef nonnull align 4 dereferenceable(400000) %1, i64 400000, i1 false)
  tail call fastcc void @quicksort(ptr noundef nonnull %1, i32 noundef 0, i32 noundef 99999)
  tail call fastcc void @heapsort(ptr noundef nonnull %2)
  br label %14

14:                                               ; preds = %14, %13
  %indvars.iv42 = phi i64 [ 0, %13 ], [ %indvars.iv.next43.1, %14 ]
  %.03138 = phi i64 [ 0, %13 ], [ %34, %14 ]
  %.03237 = phi i32 [ 0, %13 ], [ %31, %14 ]
  %15 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv42
  %16 = load i32, ptr %15, align 4
  %17 = getelementptr inbounds nuw i32, ptr %2, i64 %indvars.iv42
  %18 = load i32, ptr %17, align 4
  %19 = icmp ne i32 %16, %18
  %20 = zext i1 %19 to i32
  %21 = add nuw nsw i32 %.03237, %20
  %22 = mul i64 %.03138, 1000003
  %23 = zext i32 %16 to i64
  %24 = add i64 %22, %23
  %indvars.iv.next43 = or disjoint i64 %indvars.iv42, 1
  %25 = getelementptr inbounds nuw i32, ptr %1, i64 %indvars.iv.next43
  %26 = load i32, ptr %25, align 4
  %27 = getelementptr inbounds nuw i32, ptr %2, i64 %indvars.iv.next43
  %28 = load i32, ptr %27, align 4
  %29 = icmp ne i32 %26, %28
  %30 = zext i1 %29 to i32
  %31 = add nuw nsw i32 %21, %30
  %32 = mul i64 %24, 1000003
  %33 = zext i32 %26 to i64
  %34 = add i64 %32, %33
  %indvars.iv.next43.1 = add nuw nsw i64 %indvars.iv42, 2
  %exitcond45.not.1 = icmp eq i64 %indvars.iv.next43.1, 100000
  br i1 %exitcond45.not.1, label %35, label %14, !llvm.loop !8

35:                                               ; preds = %14
  %36 = load i32, ptr %1, align 4
  %37 = getelementptr inbounds nuw i8, ptr %1, i64 399996
  %38 = load i32, ptr %37, align 4
  %39 = getelementptr inbounds nuw i8, ptr %1, i64 200000
  %40 = load i32, ptr %39, align 4
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %36, i32 noundef %38, i32 noundef %40, i32 noundef %31, i64 noundef %34)
  tail call void @free(ptr noundef nonnull %1) #8
  tail call void @free(ptr noundef nonnull %2) #8
  ret i32 0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @quicksort(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %3, %36
  %.058 = phi i32 [ %.1, %36 ], [ %1, %3 ]
  %.04557 = phi i32 [ %.146, %36 ], [ %2, %3 ]
  %5 = sub nsw i32 %.04557, %.058
  %6 = lshr i32 %5, 1
  %7 = add nsw i32 %6, %.058
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4
  br label %.preheader49

.preheader49:                                     ; preds = %.lr.ph, %29
  %.04056 = phi i32 [ %.04557, %.lr.ph ], [ %.2, %29 ]
  %.04255 = phi i32 [ %.058, %.lr.ph ], [ %.244, %29 ]
  %11 = sext i32 %.04255 to i64
  br label %12

12:                                               ; preds = %12, %.preheader49
  %indvars.iv = phi i64 [ %indvars.iv.next, %12 ], [ %11, %.preheader49 ]
  %13 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv
  %14 = load i32, ptr %13, align 4
  %15 = icmp slt i32 %14, %10
  %indvars.iv.next = add nsw i64 %indvars.iv, 1
  br i1 %15, label %12, label %.preheader, !llvm.loop !9

.preheader:                                       ; preds = %12
  %16 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv
  %17 = sext i32 %.04056 to i64
  br label %18

18:                                               ; preds = %18, %.preheader
  %indvars.iv63 = phi i64 [ %indvars.iv.next64, %18 ], [ %17, %.preheader ]
  %19 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv63
  %20 = load i32, ptr %19, align 4
  %21 = icmp sgt i32 %20, %10
  %indvars.iv.next64 = add nsw i64 %indvars.iv63, -1
  br i1 %21, label %18, label %22, !llvm.loop !10

22:                                               ; preds = %18
  %23 = trunc nsw i64 %indvars.iv to i32
  %24 = trunc nsw i64 %indvars.iv63 to i32
  %.not48 = icmp sgt i64 %indvars.iv, %indvars.iv63
  br i1 %.not48, label %29, label %25

25:                                               ; preds = %22
  %26 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv63
  %27 = add nsw i32 %23, 1
  store i32 %20, ptr %16, align 4
  %28 = add nsw i32 %24, -1
  store i32 %14, ptr %26, align 4
  br label %29

29:                                               ; preds = %25, %22
  %.244 = phi i32 [ %27, %25 ], [ %23, %22 ]
  %.2 = phi i32 [ %28, %25 ], [ %24, %22 ]
  %.not = icmp sgt i32 %.244, %.2
  br i1 %.not, label %30, label %.preheader49, !llvm.loop !11

30:                                               ; preds = %29
  %31 = sub nsw i32 %.2, %.058
  %32 = sub nsw i32 %.04557, %.244
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %35

34:                                               ; preds = %30
  tail call fastcc void @quicksort(ptr noundef nonnull %0, i32 noundef %.058, i32 noundef %.2)
  br label %36

35:                                               ; preds = %30
  tail call fastcc void @quicksort(ptr noundef nonnull %0, i32 noundef %.244, i32 noundef %.04557)
  br label %36

36:                                               ; preds = %35, %34
  %.146 = phi i32 [ %.04557, %34 ], [ %.2, %35 ]
  %.1 = phi i32 [ %.244, %34 ], [ %.058, %35 ]
  %37 = icmp slt i32 %.1, %.146
  br i1 %37, label %.lr.ph, label %._crit_edge, !llvm.loop !12

._crit_edge:                                      ; preds = %36, %3
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @heapsort(ptr noundef captures(none) %0) unnamed_addr #4 {
  br label %2

2:                                                ; preds = %1, %2
  %.018 = phi i32 [ 49999, %1 ], [ %3, %2 ]
  tail call fastcc void @sift(ptr noundef %0, i32 noundef %.018, i32 noundef 100000)
  %3 = add nsw i32 %.018, -1
  %.not = icmp eq i32 %.018, 0
  br i1 %.not, label %.preheader, label %2, !llvm.loop !13

.preheader:                                       ; preds = %2, %.preheader
  %indvars.iv = phi i64 [ %indvars.iv.next, %.preheader ], [ 99999, %2 ]
  %4 = load i32, ptr %0, align 4
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %indvars.iv
  %6 = load i32, ptr %5, align 4
  store i32 %6, ptr %0, align 4
  store i32 %4, ptr %5, align 4
  %7 = trunc nuw nsw i64 %indvars.iv to i32
  tail call fastcc void @sift(ptr noundef nonnull %0, i32 noundef 0, i32 noundef %7)
  %indvars.iv.next = add nsw i64 %indvars.iv, -1
  %8 = icmp samesign ugt i64 %indvars.iv, 1
  br i1 %8, label %.preheader, label %9, !llvm.loop !14

9:                                                ; preds = %.preheader
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #6

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @sift(ptr noundef captures(none) %0, i32 noundef range(i32 0, -2147483648) %1, i32 noundef range(i32 1, -2147483648) %2) unnamed_addr #4 {
  %4 = shl nuw nsw i32 %1, 1
  %5 = or disjoint i32 %4, 1
  %.not30 = icmp samesign ult i32 %5, %2
  br i1 %.not30, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %3, %25
  %6 = phi i32 [ %27, %25 ], [ %5, %3 ]
  %7 = phi i32 [ %26, %25 ], [ %4, %3 ]
  %.031 = phi i32 [ %.023, %25 ], [ %1, %3 ]
  %8 = add nuw nsw i32 %7, 2
  %9 = icmp samesign ult i32 %8, %2
  br i1 %9, label %10, label %18

10:                                               ; preds = %.lr.ph
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4
  %14 = zext nneg i32 %6 to i64
  %15 = getelementptr inbounds nuw i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = icmp sgt i32 %13, %16
  %spec.select = select i1 %17, i32 %8, i32 %6
  br label %18

18:                                               ; preds = %10, %.lr.ph
  %.023 = phi i32 [ %6, %.lr.ph ], [ %spec.select, %10 ]
  %19 = zext nneg i32 %.031 to i64
  %20 = getelementptr inbounds nuw i32, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = zext nneg i32 %.023 to i64
  %23 = getelementptr inbounds nuw i32, ptr %0, i64 %22
  %24 = load i32, ptr %23, align 4
  %.not29 = icmp slt i32 %21, %24
  br i1 %.not29, label %25, label %._crit_edge

25:                                               ; preds = %18
  store i32 %24, ptr %20, align 4
  store i32 %21, ptr %23, align 4
  %26 = shl nuw nsw i32 %.023, 1
  %27 = or disjoint i32 %26, 1
  %.not = icmp samesign ult i32 %27, %2
  br i1 %.not, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %25, %18, %3
  ret void
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree noinline nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
