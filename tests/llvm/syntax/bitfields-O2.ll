; ModuleID = 'out/bitfields.c22.O0.ll'
source_filename = "bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.B = type { i64 }

@gb = dso_local global { i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 100, i8 80, i8 -47, i8 -68, i8 117, i8 0, i8 0 }, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @get(ptr noundef readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = load i64, ptr %0, align 8
  %3 = trunc i64 %2 to i32
  %4 = and i32 %3, 7
  %5 = shl i64 %2, 56
  %6 = ashr i64 %5, 59
  %7 = trunc nsw i64 %6 to i32
  %8 = lshr i32 %3, 8
  %9 = and i32 %8, 4095
  %10 = lshr i64 %2, 20
  %11 = trunc i64 %10 to i32
  %12 = add i32 %4, %11
  %13 = add i32 %12, %7
  %14 = add i32 %13, %9
  ret i32 %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @set(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = load i64, ptr %0, align 8
  %4 = and i32 %1, 7
  %5 = and i64 %3, -1152921504606846976
  %.neg = mul i32 %1, 248
  %6 = and i32 %.neg, 248
  %7 = mul i32 %1, 768
  %8 = sext i32 %1 to i64
  %9 = shl nsw i64 %8, 20
  %10 = and i64 %9, 1152921504605798400
  %11 = and i32 %7, 1048320
  %12 = or disjoint i32 %6, %4
  %13 = or disjoint i32 %12, %11
  %14 = zext nneg i32 %13 to i64
  %15 = or disjoint i64 %10, %14
  %16 = or disjoint i64 %15, %5
  store i64 %16, ptr %0, align 8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local i32 @main() local_unnamed_addr #2 {
  %1 = alloca %struct.B, align 8
  call void @set(ptr noundef nonnull %1, i32 noundef 7)
  %2 = call i32 @get(ptr noundef nonnull %1)
  %3 = tail call i32 @get(ptr noundef nonnull @gb)
  %4 = add nsw i32 %3, %2
  ret i32 %4
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
