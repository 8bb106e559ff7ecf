; ModuleID = 'fib.O0.ll'
source_filename = "fib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"fib(%d) = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"20! = %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"hanoi moves %d\0A\00", align 1
@moves = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [27 x i8] c"move disc 4 from %d to %d\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @fib(i32 noundef 0)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef %1)
  %3 = tail call fastcc i32 @fib(i32 noundef 3)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef %3)
  %5 = tail call fastcc i32 @fib(i32 noundef 6)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, i32 noundef %5)
  %7 = tail call fastcc i32 @fib(i32 noundef 9)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 9, i32 noundef %7)
  %9 = tail call fastcc i32 @fib(i32 noundef 12)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 12, i32 noundef %9)
  %11 = tail call fastcc i32 @fib(i32 noundef 15)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 15, i32 noundef %11)
  %13 = tail call fastcc i64 @fact(i32 noundef 20)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %13)
  tail call fastcc void @hanoi(i32 noundef 6, i32 noundef 1, i32 noundef 3, i32 noundef 2)
  %15 = load i32, ptr @moves, align 4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %15)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @fib(i32 noundef range(i32 -2147483648, 16) %0) unnamed_addr #2 {
  br label %tailrecurse

tailrecurse:                                      ; preds = %3, %1
  %accumulator.tr = phi i32 [ 0, %1 ], [ %7, %3 ]
  %.tr = phi i32 [ %0, %1 ], [ %6, %3 ]
  %2 = icmp slt i32 %.tr, 2
  br i1 %2, label %8, label %3

3:                                                ; preds = %tailrecurse
  %4 = add nsw i32 %.tr, -1
  %5 = tail call fastcc i32 @fib(i32 noundef %4)
  %6 = add nsw i32 %.tr, -2
  %7 = add nsw i32 %accumulator.tr, %5
  br label %tailrecurse

8:                                                ; preds = %tailrecurse
  %accumulator.ret.tr = add nsw i32 %accumulator.tr, %.tr
  ret i32 %accumulator.ret.tr
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @fact(i32 noundef %0) unnamed_addr #2 {
  br label %tailrecurse

tailrecurse:                                      ; preds = %3, %1
  %accumulator.tr = phi i64 [ 1, %1 ], [ %6, %3 ]
  %.tr = phi i32 [ %0, %1 ], [ %5, %3 ]
  %2 = icmp slt i32 %.tr, 2
  br i1 %2, label %7, label %3

3:                                                ; preds = %tailrecurse
  %4 = zext nneg i32 %.tr to i64
  %5 = add nsw i32 %.tr, -1
  %6 = mul nsw i64 %accumulator.tr, %4
  br label %tailrecurse

7:                                                ; preds = %tailrecurse
  %accumulator.ret.tr = mul nsw i64 %accumulator.tr, 1
  ret i64 %accumulator.ret.tr
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @hanoi(i32 noundef range(i32 0, 7) %0, i32 noundef range(i32 1, 4) %1, i32 noundef range(i32 1, 4) %2, i32 noundef range(i32 1, 4) %3) unnamed_addr #0 {
  br label %tailrecurse

tailrecurse:                                      ; preds = %13, %4
  %.tr = phi i32 [ %0, %4 ], [ %7, %13 ]
  %.tr12 = phi i32 [ %1, %4 ], [ %.tr14, %13 ]
  %.tr14 = phi i32 [ %3, %4 ], [ %.tr12, %13 ]
  %5 = icmp eq i32 %.tr, 0
  br i1 %5, label %14, label %6

6:                                                ; preds = %tailrecurse
  %7 = add nsw i32 %.tr, -1
  tail call fastcc void @hanoi(i32 noundef %7, i32 noundef %.tr12, i32 noundef %.tr14, i32 noundef %2)
  %8 = load i32, ptr @moves, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @moves, align 4
  %10 = icmp eq i32 %.tr, 4
  br i1 %10, label %11, label %13

11:                                               ; preds = %6
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %.tr12, i32 noundef %2)
  br label %13

13:                                               ; preds = %11, %6
  br label %tailrecurse

14:                                               ; preds = %tailrecurse
  ret void
}

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
