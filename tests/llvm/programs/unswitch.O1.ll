; ModuleID = 'unswitch.O0.ll'
source_filename = "unswitch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x i32], align 16
  store i32 -17, ptr %1, align 16
  %2 = getelementptr inbounds nuw i8, ptr %1, i64 4
  store i32 -12, ptr %2, align 4
  %3 = getelementptr inbounds nuw i8, ptr %1, i64 8
  store i32 -7, ptr %3, align 8
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 12
  store i32 -2, ptr %4, align 4
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 16
  store i32 3, ptr %5, align 16
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 20
  store i32 8, ptr %6, align 4
  %7 = getelementptr inbounds nuw i8, ptr %1, i64 24
  store i32 13, ptr %7, align 8
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 28
  store i32 18, ptr %8, align 4
  %9 = getelementptr inbounds nuw i8, ptr %1, i64 32
  store i32 23, ptr %9, align 16
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 36
  store i32 28, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %1, i64 40
  store i32 33, ptr %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 44
  store i32 38, ptr %12, align 4
  %13 = call fastcc i32 @sum_unless(ptr noundef %1, i32 noundef 0)
  %14 = call fastcc i32 @sum_unless(ptr noundef %1, i32 noundef 1)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13, i32 noundef %14)
  %16 = call fastcc i32 @scan(ptr noundef %1, i32 noundef 0)
  %17 = call fastcc i32 @scan(ptr noundef %1, i32 noundef 1)
  %18 = call fastcc i32 @scan(ptr noundef %1, i32 noundef 3)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %16, i32 noundef %17, i32 noundef %18)
  call fastcc void @scale(ptr noundef %1, i32 noundef 3, i32 noundef 1)
  call fastcc void @scale(ptr noundef %1, i32 noundef 2, i32 noundef 0)
  %20 = load i32, ptr %1, align 16
  %21 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %22 = load i32, ptr %21, align 4
  %23 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %24 = load i32, ptr %23, align 4
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %20, i32 noundef %22, i32 noundef %24)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum_unless(ptr noundef nonnull readonly captures(none) %0, i32 noundef range(i32 0, 2) %1) unnamed_addr #2 {
  %.not = icmp eq i32 %1, 0
  br i1 %.not, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %2
  %3 = load i32, ptr %0, align 4
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %5 = load i32, ptr %4, align 4
  %6 = add nsw i32 %5, %3
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 %8, %6
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %11 = load i32, ptr %10, align 4
  %12 = add nsw i32 %11, %9
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %14 = load i32, ptr %13, align 4
  %15 = add nsw i32 %14, %12
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %17 = load i32, ptr %16, align 4
  %18 = add nsw i32 %17, %15
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %20 = load i32, ptr %19, align 4
  %21 = add nsw i32 %20, %18
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %23 = load i32, ptr %22, align 4
  %24 = add nsw i32 %23, %21
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %26 = load i32, ptr %25, align 4
  %27 = add nsw i32 %26, %24
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %29 = load i32, ptr %28, align 4
  %30 = add nsw i32 %29, %27
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %32 = load i32, ptr %31, align 4
  %33 = add nsw i32 %32, %30
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %35 = load i32, ptr %34, align 4
  %36 = add nsw i32 %35, %33
  br label %._crit_edge

._crit_edge:                                      ; preds = %.lr.ph, %2
  %.08.lcssa = phi i32 [ 0, %2 ], [ %36, %.lr.ph ]
  ret i32 %.08.lcssa
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @scan(ptr noundef nonnull readonly captures(none) %0, i32 noundef range(i32 0, 4) %1) unnamed_addr #2 {
  switch i32 %1, label %5 [
    i32 0, label %.split16
    i32 1, label %3
  ]

3:                                                ; preds = %2
  %4 = load i32, ptr %0, align 4
  br label %.split.1

5:                                                ; preds = %2
  %6 = load i32, ptr %0, align 4
  %7 = mul nsw i32 %6, %1
  br label %.split.1

.split.1:                                         ; preds = %3, %5
  %.1 = phi i32 [ %7, %5 ], [ %4, %3 ]
  %cond17.1 = icmp eq i32 %1, 1
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %9 = load i32, ptr %8, align 4
  %10 = mul nsw i32 %9, %1
  %11 = xor i32 %10, %.1
  %12 = add nsw i32 %9, %.1
  %.1.1 = select i1 %cond17.1, i32 %12, i32 %11
  %cond17.2 = icmp eq i32 %1, 1
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %14 = load i32, ptr %13, align 4
  %15 = mul nsw i32 %14, %1
  %16 = xor i32 %15, %.1.1
  %17 = add nsw i32 %14, %.1.1
  %.1.2 = select i1 %cond17.2, i32 %17, i32 %16
  %cond17.3 = icmp eq i32 %1, 1
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %19 = load i32, ptr %18, align 4
  %20 = mul nsw i32 %19, %1
  %21 = xor i32 %20, %.1.2
  %22 = add nsw i32 %19, %.1.2
  %.1.3 = select i1 %cond17.3, i32 %22, i32 %21
  %cond17.4 = icmp eq i32 %1, 1
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %24 = load i32, ptr %23, align 4
  %25 = mul nsw i32 %24, %1
  %26 = xor i32 %25, %.1.3
  %27 = add nsw i32 %24, %.1.3
  %.1.4 = select i1 %cond17.4, i32 %27, i32 %26
  %cond17.5 = icmp eq i32 %1, 1
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %29 = load i32, ptr %28, align 4
  %30 = mul nsw i32 %29, %1
  %31 = xor i32 %30, %.1.4
  %32 = add nsw i32 %29, %.1.4
  %.1.5 = select i1 %cond17.5, i32 %32, i32 %31
  %cond17.6 = icmp eq i32 %1, 1
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %34 = load i32, ptr %33, align 4
  %35 = mul nsw i32 %34, %1
  %36 = xor i32 %35, %.1.5
  %37 = add nsw i32 %34, %.1.5
  %.1.6 = select i1 %cond17.6, i32 %37, i32 %36
  %cond17.7 = icmp eq i32 %1, 1
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %39 = load i32, ptr %38, align 4
  %40 = mul nsw i32 %39, %1
  %41 = xor i32 %40, %.1.6
  %42 = add nsw i32 %39, %.1.6
  %.1.7 = select i1 %cond17.7, i32 %42, i32 %41
  %cond17.8 = icmp eq i32 %1, 1
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %44 = load i32, ptr %43, align 4
  %45 = mul nsw i32 %44, %1
  %46 = xor i32 %45, %.1.7
  %47 = add nsw i32 %44, %.1.7
  %.1.8 = select i1 %cond17.8, i32 %47, i32 %46
  %cond17.9 = icmp eq i32 %1, 1
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %49 = load i32, ptr %48, align 4
  %50 = mul nsw i32 %49, %1
  %51 = xor i32 %50, %.1.8
  %52 = add nsw i32 %49, %.1.8
  %.1.9 = select i1 %cond17.9, i32 %52, i32 %51
  %cond17.10 = icmp eq i32 %1, 1
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %54 = load i32, ptr %53, align 4
  %55 = mul nsw i32 %54, %1
  %56 = xor i32 %55, %.1.9
  %57 = add nsw i32 %54, %.1.9
  %.1.10 = select i1 %cond17.10, i32 %57, i32 %56
  %cond17.11 = icmp eq i32 %1, 1
  %58 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %59 = load i32, ptr %58, align 4
  br i1 %cond17.11, label %63, label %60

60:                                               ; preds = %.split.1
  %61 = mul nsw i32 %59, %1
  %62 = xor i32 %61, %.1.10
  br label %.split16

63:                                               ; preds = %.split.1
  %64 = add nsw i32 %59, %.1.10
  br label %.split16

.split16:                                         ; preds = %60, %63, %2
  %.013.split = phi i32 [ -1, %2 ], [ %62, %60 ], [ %64, %63 ]
  ret i32 %.013.split
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @scale(ptr noundef nonnull captures(none) %0, i32 noundef range(i32 2, 4) %1, i32 noundef range(i32 0, 2) %2) unnamed_addr #3 {
  %.not = icmp eq i32 %2, 0
  %4 = load i32, ptr %0, align 4
  %5 = mul i32 %4, %1
  %6 = sub i32 0, %5
  %.sink = select i1 %.not, i32 %5, i32 %6
  store i32 %.sink, ptr %0, align 4
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %8 = load i32, ptr %7, align 4
  %9 = mul i32 %8, %1
  %10 = sub i32 0, %9
  %.sink.1 = select i1 %.not, i32 %9, i32 %10
  store i32 %.sink.1, ptr %7, align 4
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %12 = load i32, ptr %11, align 4
  %13 = mul i32 %12, %1
  %14 = sub i32 0, %13
  %.sink.2 = select i1 %.not, i32 %13, i32 %14
  store i32 %.sink.2, ptr %11, align 4
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %16 = load i32, ptr %15, align 4
  %17 = mul i32 %16, %1
  %18 = sub i32 0, %17
  %.sink.3 = select i1 %.not, i32 %17, i32 %18
  store i32 %.sink.3, ptr %15, align 4
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %20 = load i32, ptr %19, align 4
  %21 = mul i32 %20, %1
  %22 = sub i32 0, %21
  %.sink.4 = select i1 %.not, i32 %21, i32 %22
  store i32 %.sink.4, ptr %19, align 4
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %24 = load i32, ptr %23, align 4
  %25 = mul i32 %24, %1
  %26 = sub i32 0, %25
  %.sink.5 = select i1 %.not, i32 %25, i32 %26
  store i32 %.sink.5, ptr %23, align 4
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %28 = load i32, ptr %27, align 4
  %29 = mul i32 %28, %1
  %30 = sub i32 0, %29
  %.sink.6 = select i1 %.not, i32 %29, i32 %30
  store i32 %.sink.6, ptr %27, align 4
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %32 = load i32, ptr %31, align 4
  %33 = mul i32 %32, %1
  %34 = sub i32 0, %33
  %.sink.7 = select i1 %.not, i32 %33, i32 %34
  store i32 %.sink.7, ptr %31, align 4
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %36 = load i32, ptr %35, align 4
  %37 = mul i32 %36, %1
  %38 = sub i32 0, %37
  %.sink.8 = select i1 %.not, i32 %37, i32 %38
  store i32 %.sink.8, ptr %35, align 4
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %40 = load i32, ptr %39, align 4
  %41 = mul i32 %40, %1
  %42 = sub i32 0, %41
  %.sink.9 = select i1 %.not, i32 %41, i32 %42
  store i32 %.sink.9, ptr %39, align 4
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %44 = load i32, ptr %43, align 4
  %45 = mul i32 %44, %1
  %46 = sub i32 0, %45
  %.sink.10 = select i1 %.not, i32 %45, i32 %46
  store i32 %.sink.10, ptr %43, align 4
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %48 = load i32, ptr %47, align 4
  %49 = mul i32 %48, %1
  %50 = sub i32 0, %49
  %.sink.11 = select i1 %.not, i32 %49, i32 %50
  store i32 %.sink.11, ptr %47, align 4
  ret void
}

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
