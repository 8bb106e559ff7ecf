; ModuleID = 'bitops.O0.ll'
source_filename = "bitops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"%08x pop %d rev %08x low %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"parity %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"flags %#x %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @popcount(i32 noundef 0)
  %2 = tail call fastcc i32 @reverse_bits(i32 noundef 0)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef %1, i32 noundef %2, i32 noundef 0)
  %4 = tail call fastcc i32 @popcount(i32 noundef 1)
  %5 = tail call fastcc i32 @reverse_bits(i32 noundef 1)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %4, i32 noundef %5, i32 noundef 1)
  %7 = tail call fastcc i32 @popcount(i32 noundef 61680)
  %8 = tail call fastcc i32 @reverse_bits(i32 noundef 61680)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 61680, i32 noundef %7, i32 noundef %8, i32 noundef 16)
  %10 = tail call fastcc i32 @popcount(i32 noundef -1)
  %11 = tail call fastcc i32 @reverse_bits(i32 noundef -1)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -1, i32 noundef %10, i32 noundef %11, i32 noundef 1)
  %13 = tail call fastcc i32 @popcount(i32 noundef 305419896)
  %14 = tail call fastcc i32 @reverse_bits(i32 noundef 305419896)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 305419896, i32 noundef %13, i32 noundef %14, i32 noundef 8)
  %16 = tail call fastcc i32 @parity(i64 noundef 7)
  %17 = tail call fastcc i32 @parity(i64 noundef -9223372036854775807)
  %18 = tail call fastcc i32 @parity(i64 noundef 11259375)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %16, i32 noundef %17, i32 noundef %18)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 757, i32 noundef 1)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 126, i32 noundef -127)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @popcount(i32 noundef %0) unnamed_addr #2 {
  %.not6 = icmp eq i32 %0, 0
  br i1 %.not6, label %._crit_edge, label %.lr.ph

.lr.ph:                                           ; preds = %1, %.lr.ph
  %.08 = phi i32 [ %4, %.lr.ph ], [ 0, %1 ]
  %.057 = phi i32 [ %3, %.lr.ph ], [ %0, %1 ]
  %2 = add i32 %.057, -1
  %3 = and i32 %2, %.057
  %4 = add nuw nsw i32 %.08, 1
  %.not = icmp eq i32 %3, 0
  br i1 %.not, label %._crit_edge, label %.lr.ph, !llvm.loop !6

._crit_edge:                                      ; preds = %.lr.ph, %1
  %.0.lcssa = phi i32 [ 0, %1 ], [ %4, %.lr.ph ]
  ret i32 %.0.lcssa
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @reverse_bits(i32 noundef %0) unnamed_addr #2 {
  br label %2

2:                                                ; preds = %2, %1
  %.010 = phi i32 [ 0, %1 ], [ %17, %2 ]
  %.069 = phi i32 [ 0, %1 ], [ %15, %2 ]
  %.078 = phi i32 [ %0, %1 ], [ %16, %2 ]
  %3 = shl i32 %.069, 3
  %4 = shl i32 %.078, 2
  %5 = and i32 %4, 4
  %6 = or disjoint i32 %3, %5
  %7 = and i32 %.078, 2
  %8 = or disjoint i32 %6, %7
  %9 = lshr i32 %.078, 2
  %10 = and i32 %9, 1
  %11 = or disjoint i32 %8, %10
  %12 = lshr i32 %.078, 3
  %13 = shl i32 %11, 1
  %14 = and i32 %12, 1
  %15 = or disjoint i32 %13, %14
  %16 = lshr i32 %.078, 4
  %17 = add nuw nsw i32 %.010, 4
  %exitcond.not.3 = icmp eq i32 %17, 32
  br i1 %exitcond.not.3, label %18, label %2, !llvm.loop !8

18:                                               ; preds = %2
  ret i32 %15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @parity(i64 noundef range(i64 7, -9223372036854775806) %0) unnamed_addr #3 {
  %2 = lshr i64 %0, 32
  %3 = xor i64 %2, %0
  %4 = lshr i64 %3, 16
  %5 = xor i64 %4, %3
  %6 = lshr i64 %5, 8
  %7 = xor i64 %6, %5
  %8 = lshr i64 %7, 4
  %9 = xor i64 %8, %7
  %10 = lshr i64 %9, 2
  %11 = xor i64 %10, %9
  %12 = lshr i64 %11, 1
  %13 = xor i64 %12, %11
  %14 = trunc i64 %13 to i32
  %15 = and i32 %14, 1
  ret i32 %15
}

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
