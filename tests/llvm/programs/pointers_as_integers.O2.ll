; ModuleID = 'pointers_as_integers.O0.ll'
source_filename = "pointers_as_integers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@seven = dso_local global i32 7, align 4
@to_seven = dso_local local_unnamed_addr global ptr @seven, align 8
@table = dso_local global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@at_two = dso_local local_unnamed_addr global i64 ptrtoint (ptr getelementptr inbounds nuw (i8, ptr @table, i64 8) to i64), align 8
@at_table = dso_local local_unnamed_addr global i64 ptrtoint (ptr @table to i64), align 8
@head = dso_local local_unnamed_addr global i64 0, align 8
@.str = private unnamed_addr constant [8 x i8] c"sum %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"union %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"array %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"global %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"cast %d %ld %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local noundef range(i32 -6, 7) i32 @main() local_unnamed_addr #0 {
  %1 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #5
  %2 = getelementptr inbounds nuw i8, ptr %1, i64 8
  store i32 0, ptr %2, align 8
  %3 = getelementptr inbounds nuw i8, ptr %1, i64 12
  store i32 0, ptr %3, align 4
  tail call fastcc void @append(ptr noundef %1)
  %4 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #5
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %5, align 8
  %6 = getelementptr inbounds nuw i8, ptr %4, i64 12
  store i32 10, ptr %6, align 4
  tail call fastcc void @append(ptr noundef %4)
  %7 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #5
  %8 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 2, ptr %8, align 8
  %9 = getelementptr inbounds nuw i8, ptr %7, i64 12
  store i32 20, ptr %9, align 4
  tail call fastcc void @append(ptr noundef %7)
  %10 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #5
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 3, ptr %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr %10, i64 12
  store i32 30, ptr %12, align 4
  tail call fastcc void @append(ptr noundef %10)
  %13 = load i64, ptr @head, align 8
  %.not40 = icmp eq i64 %13, 0
  br i1 %.not40, label %._crit_edge, label %.lr.ph.preheader

.lr.ph.preheader:                                 ; preds = %0
  %14 = inttoptr i64 %13 to ptr
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.preheader, %.lr.ph
  %.042 = phi i32 [ %20, %.lr.ph ], [ 0, %.lr.ph.preheader ]
  %.03441 = phi ptr [ %21, %.lr.ph ], [ %14, %.lr.ph.preheader ]
  %15 = getelementptr inbounds nuw i8, ptr %.03441, i64 12
  %16 = load i32, ptr %15, align 4
  %17 = getelementptr inbounds nuw i8, ptr %.03441, i64 8
  %18 = load i32, ptr %17, align 8
  %19 = add i32 %16, %.042
  %20 = add i32 %19, %18
  %21 = load ptr, ptr %.03441, align 8
  %.not = icmp eq ptr %21, null
  br i1 %.not, label %._crit_edge, label %.lr.ph, !llvm.loop !6

._crit_edge:                                      ; preds = %.lr.ph, %0
  %.0.lcssa = phi i32 [ 0, %0 ], [ %20, %.lr.ph ]
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %.0.lcssa)
  %23 = load i64, ptr @head, align 8
  %24 = inttoptr i64 %23 to ptr
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 12
  %27 = load i32, ptr %26, align 4
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef %27)
  %29 = load i64, ptr @head, align 8
  %30 = inttoptr i64 %29 to ptr
  %31 = load ptr, ptr %30, align 8
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr inbounds nuw i8, ptr %32, i64 12
  %34 = load i32, ptr %33, align 4
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, i32 noundef %34)
  %36 = load i64, ptr @to_seven, align 8
  %37 = icmp eq i64 %36, ptrtoint (ptr @seven to i64)
  %38 = zext i1 %37 to i32
  %39 = inttoptr i64 %36 to ptr
  %40 = load i32, ptr %39, align 4
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %38, i32 noundef %40)
  %42 = load i64, ptr @at_two, align 8
  %43 = inttoptr i64 %42 to ptr
  %44 = load i32, ptr %43, align 4
  %45 = load i64, ptr @at_table, align 8
  %46 = sub nsw i64 %42, %45
  %47 = icmp eq i64 %45, ptrtoint (ptr @table to i64)
  %48 = zext i1 %47 to i32
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %44, i64 noundef %46, i32 noundef %48)
  %50 = load i64, ptr @head, align 8
  %.not3847 = icmp eq i64 %50, 0
  br i1 %.not3847, label %._crit_edge50, label %.lr.ph49

.lr.ph49:                                         ; preds = %._crit_edge, %.lr.ph49
  %51 = phi i64 [ %55, %.lr.ph49 ], [ %50, %._crit_edge ]
  %52 = inttoptr i64 %51 to ptr
  %53 = load ptr, ptr %52, align 8
  %54 = ptrtoint ptr %53 to i64
  store i64 %54, ptr @head, align 8
  tail call void @free(ptr noundef %52) #6
  %55 = load i64, ptr @head, align 8
  %.not38 = icmp eq i64 %55, 0
  br i1 %.not38, label %._crit_edge50, label %.lr.ph49, !llvm.loop !8

._crit_edge50:                                    ; preds = %.lr.ph49, %._crit_edge
  %56 = srem i32 %.0.lcssa, 7
  ret i32 %56
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define internal fastcc void @append(ptr noundef initializes((0, 8)) %0) unnamed_addr #2 {
  store ptr null, ptr %0, align 8
  br label %2

2:                                                ; preds = %2, %1
  %.0 = phi ptr [ @head, %1 ], [ %3, %2 ]
  %3 = load ptr, ptr %.0, align 8
  %.not = icmp eq ptr %3, null
  br i1 %.not, label %4, label %2, !llvm.loop !9

4:                                                ; preds = %2
  store ptr %0, ptr %.0, align 8
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

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
