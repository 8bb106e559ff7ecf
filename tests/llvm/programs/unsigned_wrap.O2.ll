; ModuleID = 'unsigned_wrap.O0.ll'
source_filename = "unsigned_wrap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%u %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%u %x\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"fnv %u %x\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"waddle\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"llvm\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"lcg %llu\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"uc %u us %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"count %u\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"cmp %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"div %u mod %u\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 205032704, i32 noundef 794967296, i32 noundef -884901888)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -1, i32 noundef -1)
  %3 = tail call fastcc i32 @fnv1a(ptr noundef nonnull @.str.3)
  %4 = tail call fastcc i32 @fnv1a(ptr noundef nonnull @.str.4)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3, i32 noundef %4)
  %6 = tail call fastcc i64 @lcg(i64 noundef 42)
  %7 = tail call fastcc i64 @lcg(i64 noundef %6)
  %8 = tail call fastcc i64 @lcg(i64 noundef %7)
  %9 = tail call fastcc i64 @lcg(i64 noundef %8)
  %10 = tail call fastcc i64 @lcg(i64 noundef %9)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %10)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4, i32 noundef 0)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 11)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1, i32 noundef 1)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 571428571, i32 noundef 3)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @fnv1a(ptr noundef readonly captures(none) %0) unnamed_addr #2 {
  %2 = load i8, ptr %0, align 1
  %.not6 = icmp eq i8 %2, 0
  br i1 %.not6, label %._crit_edge, label %.lr.ph

.lr.ph:                                           ; preds = %1, %.lr.ph
  %3 = phi i8 [ %8, %.lr.ph ], [ %2, %1 ]
  %.08 = phi i32 [ %7, %.lr.ph ], [ -2128831035, %1 ]
  %.047 = phi ptr [ %4, %.lr.ph ], [ %0, %1 ]
  %4 = getelementptr inbounds nuw i8, ptr %.047, i64 1
  %5 = zext i8 %3 to i32
  %6 = xor i32 %.08, %5
  %7 = mul i32 %6, 16777619
  %8 = load i8, ptr %4, align 1
  %.not = icmp eq i8 %8, 0
  br i1 %.not, label %._crit_edge, label %.lr.ph, !llvm.loop !6

._crit_edge:                                      ; preds = %.lr.ph, %1
  %.0.lcssa = phi i32 [ -2128831035, %1 ], [ %7, %.lr.ph ]
  ret i32 %.0.lcssa
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @lcg(i64 noundef %0) unnamed_addr #3 {
  %2 = mul i64 %0, 6364136223846793005
  %3 = add i64 %2, 1442695040888963407
  ret i64 %3
}

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
