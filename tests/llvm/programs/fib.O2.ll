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
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %tailrecurse._crit_edge, label %tailrecurse

tailrecurse:                                      ; preds = %1, %tailrecurse
  %.tr5 = phi i32 [ %5, %tailrecurse ], [ %0, %1 ]
  %accumulator.tr4 = phi i32 [ %6, %tailrecurse ], [ 0, %1 ]
  %3 = add nsw i32 %.tr5, -1
  %4 = tail call fastcc i32 @fib(i32 noundef %3)
  %5 = add nsw i32 %.tr5, -2
  %6 = add nsw i32 %4, %accumulator.tr4
  %7 = icmp samesign ult i32 %.tr5, 4
  br i1 %7, label %tailrecurse._crit_edge, label %tailrecurse

tailrecurse._crit_edge:                           ; preds = %tailrecurse, %1
  %accumulator.tr.lcssa = phi i32 [ 0, %1 ], [ %6, %tailrecurse ]
  %.tr.lcssa = phi i32 [ %0, %1 ], [ %5, %tailrecurse ]
  %accumulator.ret.tr = add nsw i32 %.tr.lcssa, %accumulator.tr.lcssa
  ret i32 %accumulator.ret.tr
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i64 0, -9223372036854775808) i64 @fact(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %tailrecurse._crit_edge, label %tailrecurse.preheader

tailrecurse.preheader:                            ; preds = %1
  %3 = zext nneg i32 %0 to i64
  br label %tailrecurse

tailrecurse:                                      ; preds = %tailrecurse.preheader, %tailrecurse
  %indvars.iv = phi i64 [ %3, %tailrecurse.preheader ], [ %indvars.iv.next, %tailrecurse ]
  %accumulator.tr5 = phi i64 [ 1, %tailrecurse.preheader ], [ %4, %tailrecurse ]
  %indvars.iv.next = add nsw i64 %indvars.iv, -1
  %4 = mul nuw nsw i64 %accumulator.tr5, %indvars.iv
  %5 = icmp samesign ult i64 %indvars.iv, 3
  br i1 %5, label %tailrecurse._crit_edge, label %tailrecurse

tailrecurse._crit_edge:                           ; preds = %tailrecurse, %1
  %accumulator.tr.lcssa = phi i64 [ 1, %1 ], [ %4, %tailrecurse ]
  ret i64 %accumulator.tr.lcssa
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @hanoi(i32 noundef range(i32 0, 7) %0, i32 noundef range(i32 1, 4) %1, i32 noundef range(i32 1, 4) %2, i32 noundef range(i32 1, 4) %3) unnamed_addr #0 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %tailrecurse._crit_edge, label %.lr.ph

.lr.ph:                                           ; preds = %4, %tailrecurse
  %.tr1417 = phi i32 [ %.tr1216, %tailrecurse ], [ %3, %4 ]
  %.tr1216 = phi i32 [ %.tr1417, %tailrecurse ], [ %1, %4 ]
  %.tr15 = phi i32 [ %6, %tailrecurse ], [ %0, %4 ]
  %6 = add nsw i32 %.tr15, -1
  tail call fastcc void @hanoi(i32 noundef %6, i32 noundef %.tr1216, i32 noundef %.tr1417, i32 noundef %2)
  %7 = load i32, ptr @moves, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @moves, align 4
  %9 = icmp eq i32 %.tr15, 4
  br i1 %9, label %10, label %tailrecurse

10:                                               ; preds = %.lr.ph
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %.tr1216, i32 noundef %2)
  br label %tailrecurse

tailrecurse:                                      ; preds = %10, %.lr.ph
  %12 = icmp eq i32 %6, 0
  br i1 %12, label %tailrecurse._crit_edge, label %.lr.ph

tailrecurse._crit_edge:                           ; preds = %tailrecurse, %4
  ret void
}

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
