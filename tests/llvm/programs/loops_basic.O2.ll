; ModuleID = 'loops_basic.O0.ll'
source_filename = "loops_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"for: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"while: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"do-while: %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"once: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"down: %d\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %16, %0
  %.02735 = phi i32 [ 0, %0 ], [ %.1.1, %16 ]
  %.03234 = phi i32 [ 0, %0 ], [ %17, %16 ]
  %.lhs.trunc = trunc nuw nsw i32 %.03234 to i8
  %2 = urem i8 %.lhs.trunc, 3
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %8, label %4

4:                                                ; preds = %1
  %5 = icmp samesign ugt i32 %.03234, 15
  br i1 %5, label %18, label %6

6:                                                ; preds = %4
  %7 = add nsw i32 %.02735, %.03234
  br label %8

8:                                                ; preds = %1, %6
  %.1 = phi i32 [ %.02735, %1 ], [ %7, %6 ]
  %9 = or disjoint i32 %.03234, 1
  %.lhs.trunc.1 = trunc nuw nsw i32 %9 to i8
  %10 = urem i8 %.lhs.trunc.1, 3
  %11 = icmp eq i8 %10, 0
  br i1 %11, label %16, label %12

12:                                               ; preds = %8
  %13 = icmp samesign ugt i32 %.03234, 15
  br i1 %13, label %18, label %14

14:                                               ; preds = %12
  %15 = add nsw i32 %.1, %9
  br label %16

16:                                               ; preds = %14, %8
  %.1.1 = phi i32 [ %.1, %8 ], [ %15, %14 ]
  %17 = add nuw nsw i32 %.03234, 2
  %exitcond.not.1 = icmp eq i32 %17, 20
  br i1 %exitcond.not.1, label %18, label %1, !llvm.loop !6

18:                                               ; preds = %16, %12, %4
  %.027.lcssa = phi i32 [ %.02735, %4 ], [ %.1.1, %16 ], [ %.1, %12 ]
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %.027.lcssa)
  br label %20

20:                                               ; preds = %18, %20
  %.03037 = phi i32 [ 0, %18 ], [ %27, %20 ]
  %.03136 = phi i32 [ 27, %18 ], [ %26, %20 ]
  %21 = and i32 %.03136, 1
  %22 = icmp eq i32 %21, 0
  %23 = ashr exact i32 %.03136, 1
  %24 = mul nsw i32 %.03136, 3
  %25 = add nsw i32 %24, 1
  %26 = select i1 %22, i32 %23, i32 %25
  %27 = add nuw nsw i32 %.03037, 1
  %.not = icmp eq i32 %26, 1
  br i1 %.not, label %28, label %20, !llvm.loop !8

28:                                               ; preds = %20
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %27)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 100, i32 noundef 1)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 10741)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
