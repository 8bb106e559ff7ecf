; ModuleID = 'strings_manual.O0.ll'
source_filename = "strings_manual.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.text = private unnamed_addr constant [21 x i8] c"the quick  brown fox\00", align 16
@.str = private unnamed_addr constant [17 x i8] c"len %d words %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"abd\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"b\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [21 x i8], align 16
  %2 = alloca [12 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(21) %1, ptr noundef nonnull align 16 dereferenceable(21) @__const.main.text, i64 21, i1 false)
  %3 = tail call fastcc i32 @length(ptr noundef @__const.main.text)
  %4 = tail call fastcc i32 @words(ptr noundef @__const.main.text)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %4)
  %6 = tail call fastcc i32 @compare(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.3)
  %.lobit = lshr i32 %6, 31
  %7 = tail call fastcc i32 @compare(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.2)
  %8 = tail call fastcc i32 @compare(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.2)
  %9 = icmp sgt i32 %8, 0
  %10 = zext i1 %9 to i32
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %.lobit, i32 noundef %7, i32 noundef %10)
  call fastcc void @reverse(ptr noundef %1)
  %12 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1)
  store <8 x i8> <i8 54, i8 50, i8 55, i8 49, i8 56, i8 48, i8 57, i8 0>, ptr %2, align 8
  call fastcc void @reverse(ptr noundef %2)
  %13 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %2)
  %putchar = tail call i32 @putchar(i32 10)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @length(ptr noundef nonnull readonly captures(none) %0) unnamed_addr #3 {
  br label %2

2:                                                ; preds = %14, %1
  %indvars.iv = phi i64 [ 0, %1 ], [ %indvars.iv.next.3, %14 ]
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 %indvars.iv
  %4 = load i8, ptr %3, align 1
  %.not = icmp eq i8 %4, 0
  br i1 %.not, label %.critedge.split.loop.exit6, label %5

5:                                                ; preds = %2
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 %indvars.iv.next
  %7 = load i8, ptr %6, align 1
  %.not.1 = icmp eq i8 %7, 0
  br i1 %.not.1, label %.critedge.split.loop.exit6, label %8

8:                                                ; preds = %5
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 %indvars.iv.next.1
  %10 = load i8, ptr %9, align 1
  %.not.2 = icmp eq i8 %10, 0
  br i1 %.not.2, label %.critedge.split.loop.exit6, label %11

11:                                               ; preds = %8
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 %indvars.iv.next.2
  %13 = load i8, ptr %12, align 1
  %.not.3 = icmp eq i8 %13, 0
  br i1 %.not.3, label %.critedge.split.loop.exit6, label %14

14:                                               ; preds = %11
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %exitcond.not.3 = icmp eq i64 %indvars.iv.next.3, 4096
  br i1 %exitcond.not.3, label %.critedge, label %2, !llvm.loop !6

.critedge.split.loop.exit6:                       ; preds = %11, %8, %5, %2
  %indvars.iv.lcssa = phi i64 [ %indvars.iv, %2 ], [ %indvars.iv.next, %5 ], [ %indvars.iv.next.1, %8 ], [ %indvars.iv.next.2, %11 ]
  %15 = trunc nuw nsw i64 %indvars.iv.lcssa to i32
  br label %.critedge

.critedge:                                        ; preds = %14, %.critedge.split.loop.exit6
  %.0.lcssa = phi i32 [ %15, %.critedge.split.loop.exit6 ], [ 4096, %14 ]
  ret i32 %.0.lcssa
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @words(ptr noundef nonnull readonly captures(none) %0) unnamed_addr #3 {
  br label %2

2:                                                ; preds = %6, %1
  %.07 = phi ptr [ %0, %1 ], [ %7, %6 ]
  %.05 = phi i32 [ 0, %1 ], [ %.16, %6 ]
  %.0 = phi i32 [ 0, %1 ], [ %.1, %6 ]
  %3 = load i8, ptr %.07, align 1
  switch i8 %3, label %4 [
    i8 0, label %8
    i8 32, label %6
  ]

4:                                                ; preds = %2
  %.not9 = icmp eq i32 %.0, 0
  %5 = zext i1 %.not9 to i32
  %spec.select = add nsw i32 %.05, %5
  br label %6

6:                                                ; preds = %4, %2
  %.16 = phi i32 [ %.05, %2 ], [ %spec.select, %4 ]
  %.1 = phi i32 [ 0, %2 ], [ 1, %4 ]
  %7 = getelementptr inbounds nuw i8, ptr %.07, i64 1
  br label %2, !llvm.loop !8

8:                                                ; preds = %2
  ret i32 %.05
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc range(i32 -255, 256) i32 @compare(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1) unnamed_addr #3 {
  %3 = load i8, ptr %0, align 1
  %.not9 = icmp eq i8 %3, 0
  br i1 %.not9, label %.critedge, label %.lr.ph

.lr.ph:                                           ; preds = %2, %7
  %4 = phi i8 [ %10, %7 ], [ %3, %2 ]
  %.011 = phi ptr [ %9, %7 ], [ %1, %2 ]
  %.0710 = phi ptr [ %8, %7 ], [ %0, %2 ]
  %5 = load i8, ptr %.011, align 1
  %6 = icmp eq i8 %4, %5
  br i1 %6, label %7, label %.critedge.loopexit

7:                                                ; preds = %.lr.ph
  %8 = getelementptr inbounds nuw i8, ptr %.0710, i64 1
  %9 = getelementptr inbounds nuw i8, ptr %.011, i64 1
  %10 = load i8, ptr %8, align 1
  %.not = icmp eq i8 %10, 0
  br i1 %.not, label %.critedge.loopexit, label %.lr.ph, !llvm.loop !9

.critedge.loopexit:                               ; preds = %7, %.lr.ph
  %.0.lcssa.ph = phi ptr [ %.011, %.lr.ph ], [ %9, %7 ]
  %.lcssa.ph = phi i8 [ %4, %.lr.ph ], [ 0, %7 ]
  %11 = zext i8 %.lcssa.ph to i32
  br label %.critedge

.critedge:                                        ; preds = %.critedge.loopexit, %2
  %.0.lcssa = phi ptr [ %1, %2 ], [ %.0.lcssa.ph, %.critedge.loopexit ]
  %.lcssa = phi i32 [ 0, %2 ], [ %11, %.critedge.loopexit ]
  %12 = load i8, ptr %.0.lcssa, align 1
  %13 = zext i8 %12 to i32
  %14 = sub nsw i32 %.lcssa, %13
  ret i32 %14
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @reverse(ptr noundef nonnull captures(none) %0) unnamed_addr #4 {
  %2 = tail call fastcc i32 @length(ptr noundef %0)
  %3 = icmp sgt i32 %2, 1
  br i1 %3, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %1
  %4 = zext nneg i32 %2 to i64
  %5 = add nsw i64 %4, -1
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.preheader, %.lr.ph
  %indvars.iv18 = phi i64 [ 0, %.lr.ph.preheader ], [ %indvars.iv.next19, %.lr.ph ]
  %indvars.iv = phi i64 [ %5, %.lr.ph.preheader ], [ %indvars.iv.next, %.lr.ph ]
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 %indvars.iv18
  %7 = load i8, ptr %6, align 1
  %8 = getelementptr inbounds i8, ptr %0, i64 %indvars.iv
  %9 = load i8, ptr %8, align 1
  store i8 %9, ptr %6, align 1
  store i8 %7, ptr %8, align 1
  %indvars.iv.next19 = add nuw nsw i64 %indvars.iv18, 1
  %indvars.iv.next = add nsw i64 %indvars.iv, -1
  %10 = icmp slt i64 %indvars.iv.next19, %indvars.iv.next
  br i1 %10, label %.lr.ph, label %._crit_edge, !llvm.loop !10

._crit_edge:                                      ; preds = %.lr.ph, %1
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr noundef readonly captures(none)) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }

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
