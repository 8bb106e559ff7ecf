; ModuleID = 'switch_dense.O0.ll'
source_filename = "switch_dense.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"++*+*-~/x\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Mon\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"Tue\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"Wed\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"Thu\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"Fri\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"Sat\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"Sun\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"???\00", align 1
@switch.table.day = private unnamed_addr constant [7 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10], align 8

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc ptr @day(i32 noundef -1)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %1)
  %3 = tail call fastcc ptr @day(i32 noundef 0)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %3)
  %5 = tail call fastcc ptr @day(i32 noundef 1)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %5)
  %7 = tail call fastcc ptr @day(i32 noundef 2)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %7)
  %9 = tail call fastcc ptr @day(i32 noundef 3)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %9)
  %11 = tail call fastcc ptr @day(i32 noundef 4)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %11)
  %13 = tail call fastcc ptr @day(i32 noundef 5)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %13)
  %15 = tail call fastcc ptr @day(i32 noundef 6)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %15)
  %17 = tail call fastcc ptr @day(i32 noundef 7)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %17)
  %19 = tail call i32 @putchar(i32 noundef 10)
  %20 = tail call fastcc i32 @eval()
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %20)
  br label %22

22:                                               ; preds = %0, %34
  %.027 = phi i32 [ 0, %0 ], [ %35, %34 ]
  %.sroa.13.026 = phi i32 [ 0, %0 ], [ %.sroa.13.1, %34 ]
  %.sroa.10.025 = phi i32 [ 0, %0 ], [ %.sroa.10.1, %34 ]
  %.sroa.7.024 = phi i32 [ 0, %0 ], [ %.sroa.7.1, %34 ]
  %.sroa.4.023 = phi i32 [ 0, %0 ], [ %.sroa.4.1, %34 ]
  %.sroa.0.022 = phi i32 [ 0, %0 ], [ %.sroa.0.1, %34 ]
  %.lhs.trunc = trunc nuw i32 %.027 to i8
  %23 = urem i8 %.lhs.trunc, 5
  switch i8 %23, label %default.unreachable28 [
    i8 0, label %24
    i8 1, label %26
    i8 2, label %28
    i8 3, label %30
    i8 4, label %32
  ]

24:                                               ; preds = %22
  %25 = add nsw i32 %.sroa.0.022, 1
  br label %34

26:                                               ; preds = %22
  %27 = add nsw i32 %.sroa.4.023, 2
  br label %34

28:                                               ; preds = %22
  %29 = add nsw i32 %.sroa.7.024, 3
  br label %34

30:                                               ; preds = %22
  %31 = add nsw i32 %.sroa.10.025, 4
  br label %34

32:                                               ; preds = %22
  %33 = add nsw i32 %.sroa.13.026, 5
  br label %34

default.unreachable28:                            ; preds = %22
  unreachable

34:                                               ; preds = %24, %26, %28, %30, %32
  %.sroa.0.1 = phi i32 [ %.sroa.0.022, %32 ], [ %25, %24 ], [ %.sroa.0.022, %26 ], [ %.sroa.0.022, %28 ], [ %.sroa.0.022, %30 ]
  %.sroa.4.1 = phi i32 [ %.sroa.4.023, %32 ], [ %.sroa.4.023, %24 ], [ %27, %26 ], [ %.sroa.4.023, %28 ], [ %.sroa.4.023, %30 ]
  %.sroa.7.1 = phi i32 [ %.sroa.7.024, %32 ], [ %.sroa.7.024, %24 ], [ %.sroa.7.024, %26 ], [ %29, %28 ], [ %.sroa.7.024, %30 ]
  %.sroa.10.1 = phi i32 [ %.sroa.10.025, %32 ], [ %.sroa.10.025, %24 ], [ %.sroa.10.025, %26 ], [ %.sroa.10.025, %28 ], [ %31, %30 ]
  %.sroa.13.1 = phi i32 [ %33, %32 ], [ %.sroa.13.026, %24 ], [ %.sroa.13.026, %26 ], [ %.sroa.13.026, %28 ], [ %.sroa.13.026, %30 ]
  %35 = add nuw nsw i32 %.027, 1
  %exitcond.not = icmp eq i32 %35, 40
  br i1 %exitcond.not, label %36, label %22, !llvm.loop !6

36:                                               ; preds = %34
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %.sroa.0.1, i32 noundef %.sroa.4.1, i32 noundef %.sroa.7.1, i32 noundef %.sroa.10.1, i32 noundef %.sroa.13.1)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef nonnull ptr @day(i32 noundef range(i32 -2147483648, 8) %0) unnamed_addr #2 {
  %2 = icmp ult i32 %0, 7
  br i1 %2, label %switch.lookup, label %4

switch.lookup:                                    ; preds = %1
  %3 = zext nneg i32 %0 to i64
  %switch.gep = getelementptr inbounds nuw ptr, ptr @switch.table.day, i64 %3
  %switch.load = load ptr, ptr %switch.gep, align 8
  br label %4

4:                                                ; preds = %1, %switch.lookup
  %.0 = phi ptr [ %switch.load, %switch.lookup ], [ @.str.11, %1 ]
  ret ptr %.0
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @eval() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %13, %0
  %.09 = phi i32 [ 1, %0 ], [ %.1, %13 ]
  %.0 = phi ptr [ @.str.2, %0 ], [ %14, %13 ]
  %2 = load i8, ptr %.0, align 1
  switch i8 %2, label %13 [
    i8 0, label %15
    i8 43, label %3
    i8 45, label %5
    i8 42, label %7
    i8 47, label %9
    i8 126, label %11
  ]

3:                                                ; preds = %1
  %4 = add nsw i32 %.09, 1
  br label %13

5:                                                ; preds = %1
  %6 = add nsw i32 %.09, -1
  br label %13

7:                                                ; preds = %1
  %8 = shl nsw i32 %.09, 1
  br label %13

9:                                                ; preds = %1
  %10 = sdiv i32 %.09, 2
  br label %13

11:                                               ; preds = %1
  %12 = sub nsw i32 0, %.09
  br label %13

13:                                               ; preds = %1, %3, %5, %7, %9, %11
  %.1 = phi i32 [ %.09, %1 ], [ %4, %3 ], [ %6, %5 ], [ %8, %7 ], [ %10, %9 ], [ %12, %11 ]
  %14 = getelementptr inbounds nuw i8, ptr %.0, i64 1
  br label %1, !llvm.loop !8

15:                                               ; preds = %1
  ret i32 %.09
}

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
