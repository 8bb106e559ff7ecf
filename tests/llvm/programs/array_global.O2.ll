; ModuleID = 'array_global.O0.ll'
source_filename = "array_global.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@weights = dso_local local_unnamed_addr global [6 x i32] [i32 3, i32 -1, i32 4, i32 -1, i32 5, i32 -9], align 16
@big = dso_local local_unnamed_addr global [4 x i64] [i64 1099511627776, i64 -34359738368, i64 7, i64 0], align 32
@grid = dso_local local_unnamed_addr global [5 x [6 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [12 x i8] c"row %d: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"big sum %lld\0A\00", align 1
@bytes = dso_local local_unnamed_addr global [10 x i8] zeroinitializer, align 8
@.str.2 = private unnamed_addr constant [10 x i8] c"bytes %u\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
.preheader32:
  tail call fastcc void @fill()
  %0 = load <4 x i32>, ptr @grid, align 16
  %1 = load <4 x i32>, ptr @weights, align 16
  %2 = mul nsw <4 x i32> %1, %0
  %3 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 16), align 16
  %4 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 16), align 16
  %5 = mul nsw i32 %4, %3
  %6 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 20), align 4
  %7 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 20), align 4
  %8 = mul nsw i32 %7, %6
  %9 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %2)
  %op.rdx = add i32 %9, %5
  %op.rdx48 = add i32 %op.rdx, %8
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef %op.rdx48)
  %11 = load <4 x i32>, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 24), align 8
  %12 = load <4 x i32>, ptr @weights, align 16
  %13 = mul nsw <4 x i32> %12, %11
  %14 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 40), align 8
  %15 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 16), align 16
  %16 = mul nsw i32 %15, %14
  %17 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 44), align 4
  %18 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 20), align 4
  %19 = mul nsw i32 %18, %17
  %20 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %13)
  %op.rdx49 = add i32 %20, %16
  %op.rdx50 = add i32 %op.rdx49, %19
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %op.rdx50)
  %22 = load <4 x i32>, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 48), align 16
  %23 = load <4 x i32>, ptr @weights, align 16
  %24 = mul nsw <4 x i32> %23, %22
  %25 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 64), align 16
  %26 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 16), align 16
  %27 = mul nsw i32 %26, %25
  %28 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 68), align 4
  %29 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 20), align 4
  %30 = mul nsw i32 %29, %28
  %31 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %24)
  %op.rdx51 = add i32 %31, %27
  %op.rdx52 = add i32 %op.rdx51, %30
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef %op.rdx52)
  %33 = load <4 x i32>, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 72), align 8
  %34 = load <4 x i32>, ptr @weights, align 16
  %35 = mul nsw <4 x i32> %34, %33
  %36 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 88), align 8
  %37 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 16), align 16
  %38 = mul nsw i32 %37, %36
  %39 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 92), align 4
  %40 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 20), align 4
  %41 = mul nsw i32 %40, %39
  %42 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %35)
  %op.rdx53 = add i32 %42, %38
  %op.rdx54 = add i32 %op.rdx53, %41
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef %op.rdx54)
  %44 = load <4 x i32>, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 96), align 16
  %45 = load <4 x i32>, ptr @weights, align 16
  %46 = mul nsw <4 x i32> %45, %44
  %47 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 112), align 16
  %48 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 16), align 16
  %49 = mul nsw i32 %48, %47
  %50 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 116), align 4
  %51 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 20), align 4
  %52 = mul nsw i32 %51, %50
  %53 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %46)
  %op.rdx55 = add i32 %53, %49
  %op.rdx56 = add i32 %op.rdx55, %52
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef %op.rdx56)
  %55 = load <4 x i64>, ptr @big, align 32
  %56 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %55)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %56)
  store <8 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3>, ptr @bytes, align 8
  store i8 40, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 8), align 8
  store i8 77, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 9), align 1
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 897)
  ret i32 0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define internal fastcc void @fill() unnamed_addr #1 {
.preheader:
  store <4 x i32> <i32 -2, i32 -1, i32 0, i32 1>, ptr @grid, align 16
  store <4 x i32> <i32 2, i32 3, i32 -4, i32 -2>, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 16), align 16
  store <4 x i32> <i32 0, i32 2, i32 4, i32 6>, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 32), align 16
  store <4 x i32> <i32 -6, i32 -3, i32 0, i32 3>, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 48), align 16
  store <4 x i32> <i32 6, i32 9, i32 -8, i32 -4>, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 64), align 16
  store <4 x i32> <i32 0, i32 4, i32 8, i32 12>, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 80), align 16
  store <4 x i32> <i32 -10, i32 -5, i32 0, i32 5>, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 96), align 16
  store i32 10, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 112), align 16
  store i32 15, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 116), align 4
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #3

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
