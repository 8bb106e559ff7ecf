; ModuleID = 'ackermann.O0.ll'
source_filename = "ackermann.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"ack(%d,%d) = %d\0A\00", align 1
@calls = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"ack(3,3) = %d in %d calls\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
.preheader:
  %0 = tail call fastcc i32 @ack(i32 noundef 0, i32 noundef 0)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef 0, i32 noundef %0)
  %2 = tail call fastcc i32 @ack(i32 noundef 0, i32 noundef 1)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef 1, i32 noundef %2)
  %4 = tail call fastcc i32 @ack(i32 noundef 0, i32 noundef 2)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef 2, i32 noundef %4)
  %6 = tail call fastcc i32 @ack(i32 noundef 0, i32 noundef 3)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef 3, i32 noundef %6)
  %8 = tail call fastcc i32 @ack(i32 noundef 1, i32 noundef 0)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 0, i32 noundef %8)
  %10 = tail call fastcc i32 @ack(i32 noundef 1, i32 noundef 1)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1, i32 noundef %10)
  %12 = tail call fastcc i32 @ack(i32 noundef 1, i32 noundef 2)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 2, i32 noundef %12)
  %14 = tail call fastcc i32 @ack(i32 noundef 1, i32 noundef 3)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 3, i32 noundef %14)
  %16 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 0)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef 0, i32 noundef %16)
  %18 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 1)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef 1, i32 noundef %18)
  %20 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 2)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef 2, i32 noundef %20)
  %22 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 3)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef 3, i32 noundef %22)
  store i32 0, ptr @calls, align 4
  %24 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 3)
  %25 = load i32, ptr @calls, align 4
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %24, i32 noundef %25)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define internal fastcc range(i32 -2147483647, -2147483648) i32 @ack(i32 noundef range(i32 -2147483648, 4) %0, i32 noundef %1) unnamed_addr #2 {
  br label %tailrecurse

tailrecurse:                                      ; preds = %8, %11, %2
  %.tr = phi i32 [ %0, %2 ], [ %10, %11 ], [ %10, %8 ]
  %.tr12 = phi i32 [ %1, %2 ], [ %13, %11 ], [ 1, %8 ]
  %3 = load i32, ptr @calls, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @calls, align 4
  %5 = icmp eq i32 %.tr, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %tailrecurse
  %7 = add nsw i32 %.tr12, 1
  ret i32 %7

8:                                                ; preds = %tailrecurse
  %9 = icmp eq i32 %.tr12, 0
  %10 = add nsw i32 %.tr, -1
  br i1 %9, label %tailrecurse, label %11

11:                                               ; preds = %8
  %12 = add nsw i32 %.tr12, -1
  %13 = tail call fastcc i32 @ack(i32 noundef %.tr, i32 noundef %12)
  br label %tailrecurse
}

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
