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
  %3 = load i32, ptr @calls, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @calls, align 4
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %tailrecurse._crit_edge, label %.lr.ph

tailrecurse._crit_edge:                           ; preds = %tailrecurse.backedge, %2
  %.tr10.lcssa = phi i32 [ %1, %2 ], [ %.tr10.be, %tailrecurse.backedge ]
  %6 = add nsw i32 %.tr10.lcssa, 1
  ret i32 %6

.lr.ph:                                           ; preds = %2, %tailrecurse.backedge
  %7 = phi i32 [ %10, %tailrecurse.backedge ], [ %4, %2 ]
  %.tr1012 = phi i32 [ %.tr10.be, %tailrecurse.backedge ], [ %1, %2 ]
  %.tr11 = phi i32 [ %.tr.be, %tailrecurse.backedge ], [ %0, %2 ]
  %8 = icmp eq i32 %.tr1012, 0
  br i1 %8, label %tailrecurse.backedge, label %12

tailrecurse.backedge:                             ; preds = %.lr.ph, %12
  %9 = phi i32 [ %.pre, %12 ], [ %7, %.lr.ph ]
  %.tr10.be = phi i32 [ %14, %12 ], [ 1, %.lr.ph ]
  %.tr.be = add nsw i32 %.tr11, -1
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @calls, align 4
  %11 = icmp eq i32 %.tr.be, 0
  br i1 %11, label %tailrecurse._crit_edge, label %.lr.ph

12:                                               ; preds = %.lr.ph
  %13 = add nsw i32 %.tr1012, -1
  %14 = tail call fastcc i32 @ack(i32 noundef %.tr11, i32 noundef %13)
  %.pre = load i32, ptr @calls, align 4
  br label %tailrecurse.backedge
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
