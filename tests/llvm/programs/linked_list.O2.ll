; ModuleID = 'linked_list.O0.ll'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"pushed\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"reversed\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"odd\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc ptr @push(ptr noundef null, i32 noundef 1)
  %2 = tail call fastcc ptr @push(ptr noundef %1, i32 noundef 4)
  %3 = tail call fastcc ptr @push(ptr noundef %2, i32 noundef 9)
  %4 = tail call fastcc ptr @push(ptr noundef %3, i32 noundef 5)
  %5 = tail call fastcc ptr @push(ptr noundef %4, i32 noundef 3)
  %6 = tail call fastcc ptr @push(ptr noundef %5, i32 noundef 3)
  %7 = tail call fastcc ptr @push(ptr noundef %6, i32 noundef 5)
  %8 = tail call fastcc ptr @push(ptr noundef %7, i32 noundef 9)
  tail call fastcc void @print(ptr noundef nonnull @.str, ptr noundef %8)
  %9 = tail call fastcc ptr @reverse(ptr noundef %8)
  tail call fastcc void @print(ptr noundef nonnull @.str.1, ptr noundef %9)
  %.not22 = icmp eq ptr %9, null
  br i1 %.not22, label %._crit_edge, label %.lr.ph

.lr.ph:                                           ; preds = %0, %.lr.ph
  %.024 = phi ptr [ %13, %.lr.ph ], [ %9, %0 ]
  %.01723 = phi ptr [ %11, %.lr.ph ], [ null, %0 ]
  %10 = load i32, ptr %.024, align 8
  %11 = tail call fastcc ptr @insert_sorted(ptr noundef %.01723, i32 noundef %10)
  %12 = getelementptr inbounds nuw i8, ptr %.024, i64 8
  %13 = load ptr, ptr %12, align 8
  %.not = icmp eq ptr %13, null
  br i1 %.not, label %._crit_edge, label %.lr.ph, !llvm.loop !6

._crit_edge:                                      ; preds = %.lr.ph, %0
  %.017.lcssa = phi ptr [ null, %0 ], [ %11, %.lr.ph ]
  tail call fastcc void @print(ptr noundef nonnull @.str.2, ptr noundef %.017.lcssa)
  %14 = tail call fastcc ptr @remove_if_even(ptr noundef %.017.lcssa)
  tail call fastcc void @print(ptr noundef nonnull @.str.3, ptr noundef %14)
  tail call fastcc void @free_all(ptr noundef %9)
  tail call fastcc void @free_all(ptr noundef %14)
  ret i32 0
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable
define internal fastcc noalias noundef ptr @push(ptr noundef %0, i32 noundef range(i32 -10, 11) %1) unnamed_addr #1 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #9
  store i32 %1, ptr %3, align 8
  %4 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store ptr %0, ptr %4, align 8
  ret ptr %3
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @print(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1) unnamed_addr #2 {
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %0)
  %.not4 = icmp eq ptr %1, null
  br i1 %.not4, label %._crit_edge, label %.lr.ph

.lr.ph:                                           ; preds = %2, %.lr.ph
  %.05 = phi ptr [ %7, %.lr.ph ], [ %1, %2 ]
  %4 = load i32, ptr %.05, align 8
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %4)
  %6 = getelementptr inbounds nuw i8, ptr %.05, i64 8
  %7 = load ptr, ptr %6, align 8
  %.not = icmp eq ptr %7, null
  br i1 %.not, label %._crit_edge, label %.lr.ph, !llvm.loop !8

._crit_edge:                                      ; preds = %.lr.ph, %2
  %8 = tail call i32 @putchar(i32 noundef 10)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define internal fastcc ptr @reverse(ptr noundef %0) unnamed_addr #3 {
  %.not8 = icmp eq ptr %0, null
  br i1 %.not8, label %._crit_edge, label %.lr.ph

.lr.ph:                                           ; preds = %1, %.lr.ph
  %.010 = phi ptr [ %3, %.lr.ph ], [ %0, %1 ]
  %.079 = phi ptr [ %.010, %.lr.ph ], [ null, %1 ]
  %2 = getelementptr inbounds nuw i8, ptr %.010, i64 8
  %3 = load ptr, ptr %2, align 8
  store ptr %.079, ptr %2, align 8
  %.not = icmp eq ptr %3, null
  br i1 %.not, label %._crit_edge, label %.lr.ph, !llvm.loop !9

._crit_edge:                                      ; preds = %.lr.ph, %1
  %.07.lcssa = phi ptr [ null, %1 ], [ %.010, %.lr.ph ]
  ret ptr %.07.lcssa
}

; Function Attrs: nofree noinline nounwind memory(readwrite, target_mem0: none, target_mem1: none) uwtable
define internal fastcc ptr @insert_sorted(ptr noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %.not10 = icmp eq ptr %0, null
  br i1 %.not10, label %.critedge, label %.lr.ph.preheader

.lr.ph.preheader:                                 ; preds = %2
  %4 = load i32, ptr %0, align 8
  %5 = icmp slt i32 %4, %1
  br i1 %5, label %.lr.ph14, label %.critedge

.lr.ph:                                           ; preds = %.lr.ph14
  %6 = load i32, ptr %.pr, align 8
  %7 = icmp slt i32 %6, %1
  br i1 %7, label %.lr.ph14, label %.critedge.loopexit, !llvm.loop !10

.lr.ph14:                                         ; preds = %.lr.ph.preheader, %.lr.ph
  %8 = phi ptr [ %.pr, %.lr.ph ], [ %0, %.lr.ph.preheader ]
  %9 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %.pr = load ptr, ptr %9, align 8
  %.not = icmp eq ptr %.pr, null
  br i1 %.not, label %..critedge.loopexit_crit_edge, label %.lr.ph, !llvm.loop !10

..critedge.loopexit_crit_edge:                    ; preds = %.lr.ph14
  %10 = getelementptr inbounds nuw i8, ptr %8, i64 8
  br label %.critedge, !llvm.loop !10

.critedge.loopexit:                               ; preds = %.lr.ph
  %11 = getelementptr inbounds nuw i8, ptr %8, i64 8
  br label %.critedge

.critedge:                                        ; preds = %.critedge.loopexit, %.lr.ph.preheader, %..critedge.loopexit_crit_edge, %2
  %.0.lcssa = phi ptr [ %3, %2 ], [ %3, %.lr.ph.preheader ], [ %10, %..critedge.loopexit_crit_edge ], [ %11, %.critedge.loopexit ]
  %12 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #9
  store i32 %1, ptr %12, align 8
  %13 = load ptr, ptr %.0.lcssa, align 8
  %14 = getelementptr inbounds nuw i8, ptr %12, i64 8
  store ptr %13, ptr %14, align 8
  store ptr %12, ptr %.0.lcssa, align 8
  %.0..0..0..0. = load ptr, ptr %3, align 8
  ret ptr %.0..0..0..0.
}

; Function Attrs: noinline nounwind memory(readwrite, target_mem0: none, target_mem1: none) uwtable
define internal fastcc ptr @remove_if_even(ptr noundef %0) unnamed_addr #5 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %.not8 = icmp eq ptr %0, null
  br i1 %.not8, label %._crit_edge, label %.lr.ph

.lr.ph:                                           ; preds = %1, %10
  %.09 = phi ptr [ %.1, %10 ], [ %2, %1 ]
  %3 = phi ptr [ %.pr, %10 ], [ %0, %1 ]
  %4 = load i32, ptr %3, align 8
  %5 = and i32 %4, 1
  %6 = icmp eq i32 %5, 0
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 8
  br i1 %6, label %8, label %10

8:                                                ; preds = %.lr.ph
  %9 = load ptr, ptr %7, align 8
  store ptr %9, ptr %.09, align 8
  tail call void @free(ptr noundef nonnull %3) #10
  br label %10

10:                                               ; preds = %.lr.ph, %8
  %.1 = phi ptr [ %.09, %8 ], [ %7, %.lr.ph ]
  %.pr = load ptr, ptr %.1, align 8
  %.not = icmp eq ptr %.pr, null
  br i1 %.not, label %._crit_edge.loopexit, label %.lr.ph, !llvm.loop !11

._crit_edge.loopexit:                             ; preds = %10
  %.0..0..0..0..pre = load ptr, ptr %2, align 8
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %1
  %.0..0..0. = phi ptr [ %.0..0..0..0..pre, %._crit_edge.loopexit ], [ null, %1 ]
  ret ptr %.0..0..0.
}

; Function Attrs: noinline nounwind memory(readwrite, target_mem0: none, target_mem1: none) uwtable
define internal fastcc void @free_all(ptr noundef captures(address_is_null) %0) unnamed_addr #5 {
  %.not4 = icmp eq ptr %0, null
  br i1 %.not4, label %._crit_edge, label %.lr.ph

.lr.ph:                                           ; preds = %1, %.lr.ph
  %.05 = phi ptr [ %3, %.lr.ph ], [ %0, %1 ]
  %2 = getelementptr inbounds nuw i8, ptr %.05, i64 8
  %3 = load ptr, ptr %2, align 8
  tail call void @free(ptr noundef nonnull %.05) #10
  %.not = icmp eq ptr %3, null
  br i1 %.not, label %._crit_edge, label %.lr.ph, !llvm.loop !12

._crit_edge:                                      ; preds = %.lr.ph, %1
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #8

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nounwind memory(readwrite, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind memory(readwrite, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind }

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
