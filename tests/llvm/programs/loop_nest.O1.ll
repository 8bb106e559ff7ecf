; ModuleID = 'loop_nest.O0.ll'
source_filename = "loop_nest.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"triangle: %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"pythagoras: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"mixed: %d\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
.preheader73:
  %0 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 47712)
  br label %.preheader71

.preheader71:                                     ; preds = %.preheader73, %9
  %.05684 = phi i32 [ 1, %.preheader73 ], [ %10, %9 ]
  %.05982 = phi i32 [ -1, %.preheader73 ], [ %.160, %9 ]
  %.06181 = phi i32 [ -1, %.preheader73 ], [ %.162, %9 ]
  %1 = mul nuw nsw i32 %.05684, %.05684
  %2 = icmp samesign ult i32 %.05684, 11
  br label %3

3:                                                ; preds = %.preheader71, %7
  %.05580 = phi i32 [ %.05684, %.preheader71 ], [ %8, %7 ]
  %4 = mul nuw nsw i32 %.05580, %.05580
  %5 = add nuw nsw i32 %4, %1
  %6 = icmp ne i32 %5, 625
  %or.cond.not = select i1 %6, i1 true, i1 %2
  br i1 %or.cond.not, label %7, label %9

7:                                                ; preds = %3
  %8 = add nuw nsw i32 %.05580, 1
  %exitcond115.not = icmp eq i32 %8, 50
  br i1 %exitcond115.not, label %9, label %3, !llvm.loop !6

9:                                                ; preds = %3, %7
  %.162 = phi i32 [ %.05684, %3 ], [ %.06181, %7 ]
  %.160 = phi i32 [ %.05580, %3 ], [ %.05982, %7 ]
  %10 = add nuw nsw i32 %.05684, 1
  %11 = icmp samesign ult i32 %.05684, 49
  %12 = and i1 %11, %or.cond.not
  br i1 %12, label %.preheader71, label %.preheader70, !llvm.loop !8

.preheader70:                                     ; preds = %9
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %.162, i32 noundef %.160)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 61)
  %15 = tail call i32 @putchar(i32 noundef 92)
  %16 = tail call i32 @putchar(i32 noundef 46)
  %17 = tail call i32 @putchar(i32 noundef 46)
  %18 = tail call i32 @putchar(i32 noundef 46)
  %19 = tail call i32 @putchar(i32 noundef 10)
  %20 = tail call i32 @putchar(i32 noundef 35)
  %21 = tail call i32 @putchar(i32 noundef 92)
  %22 = tail call i32 @putchar(i32 noundef 46)
  %23 = tail call i32 @putchar(i32 noundef 46)
  %24 = tail call i32 @putchar(i32 noundef 10)
  %25 = tail call i32 @putchar(i32 noundef 35)
  %26 = tail call i32 @putchar(i32 noundef 35)
  %27 = tail call i32 @putchar(i32 noundef 92)
  %28 = tail call i32 @putchar(i32 noundef 46)
  %29 = tail call i32 @putchar(i32 noundef 10)
  %30 = tail call i32 @putchar(i32 noundef 35)
  %31 = tail call i32 @putchar(i32 noundef 35)
  %32 = tail call i32 @putchar(i32 noundef 35)
  %33 = tail call i32 @putchar(i32 noundef 92)
  %34 = tail call i32 @putchar(i32 noundef 10)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #1

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
