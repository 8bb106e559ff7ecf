; ModuleID = 'select_minmax.O0.ll'
source_filename = "select_minmax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"%d: clamp %d abs %d sign %d umax %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"hits %d calls %d\0A\00", align 1
@calls = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [11 x i8] c"%.2f %.2f\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
.preheader37.preheader:
  %0 = tail call fastcc i32 @clamp(i32 noundef -300)
  %1 = tail call fastcc i32 @sign(i64 noundef -300)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -300, i32 noundef %0, i32 noundef 300, i32 noundef %1, i32 noundef -300)
  %3 = tail call fastcc i32 @clamp(i32 noundef -7)
  %4 = tail call fastcc i32 @sign(i64 noundef -7)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -7, i32 noundef %3, i32 noundef 7, i32 noundef %4, i32 noundef -7)
  %6 = tail call fastcc i32 @clamp(i32 noundef 0)
  %7 = tail call fastcc i32 @sign(i64 noundef 0)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef %6, i32 noundef 0, i32 noundef %7, i32 noundef 50)
  %9 = tail call fastcc i32 @clamp(i32 noundef 5)
  %10 = tail call fastcc i32 @sign(i64 noundef 5)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, i32 noundef %9, i32 noundef 5, i32 noundef %10, i32 noundef 50)
  %12 = tail call fastcc i32 @clamp(i32 noundef 99)
  %13 = tail call fastcc i32 @sign(i64 noundef 99)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 99, i32 noundef %12, i32 noundef 99, i32 noundef %13, i32 noundef 99)
  %15 = tail call fastcc i32 @clamp(i32 noundef 100)
  %16 = tail call fastcc i32 @sign(i64 noundef 100)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 100, i32 noundef %15, i32 noundef 100, i32 noundef %16, i32 noundef 100)
  %18 = tail call fastcc i32 @clamp(i32 noundef 1000)
  %19 = tail call fastcc i32 @sign(i64 noundef 1000)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1000, i32 noundef %18, i32 noundef 1000, i32 noundef %19, i32 noundef 1000)
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  tail call fastcc void @noisy()
  %.pre.pre = load i32, ptr @calls, align 4
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 63, i32 noundef %.pre.pre)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef -2.500000e+00, double noundef 1.250000e+00)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -10, 101) i32 @clamp(i32 noundef %0) unnamed_addr #2 {
  %2 = tail call i32 @llvm.smax.i32(i32 %0, i32 -10)
  %3 = tail call i32 @llvm.smin.i32(i32 %2, i32 100)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 2) i32 @sign(i64 noundef range(i64 -2147483648, 2147483648) %0) unnamed_addr #2 {
  %2 = icmp sgt i64 %0, 0
  %3 = zext i1 %2 to i32
  %.lobit.neg = ashr i64 %0, 63
  %.neg = trunc nsw i64 %.lobit.neg to i32
  %4 = add nsw i32 %.neg, %3
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define internal fastcc void @noisy() unnamed_addr #3 {
  %1 = load i32, ptr @calls, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @calls, align 4
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
