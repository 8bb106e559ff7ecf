; ModuleID = 'memops.O0.ll'
source_filename = "memops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rec = type { i32, [12 x i8], double }

@.str.1 = private unnamed_addr constant [5 x i8] c"copy\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"right\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"left\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@__const.main.a = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16
@.str.5 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"waddle\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"%d %s %.1f / %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"%s: \00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [20 x i8], align 16
  %.sroa.0 = alloca [7 x i32], align 16
  %2 = alloca %struct.rec, align 8
  %3 = alloca %struct.rec, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %1, i8 46, i64 20, i1 false)
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 2
  store i64 7523094288207667809, ptr %4, align 2
  call fastcc void @show(ptr noundef nonnull @.str.1, ptr noundef %1)
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 4
  store i64 7523094288207667809, ptr %5, align 4
  call fastcc void @show(ptr noundef nonnull @.str.2, ptr noundef %1)
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 5
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(10) %1, ptr noundef nonnull align 1 dereferenceable(10) %6, i64 10, i1 false)
  call fastcc void @show(ptr noundef nonnull @.str.3, ptr noundef %1)
  %7 = getelementptr inbounds nuw i8, ptr %1, i64 10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(5) %7, i8 0, i64 5, i1 false)
  call fastcc void @show(ptr noundef nonnull @.str.4, ptr noundef %1)
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %.sroa.0, align 16
  %.sroa.0.16..sroa_idx18 = getelementptr inbounds nuw i8, ptr %.sroa.0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12) %.sroa.0.16..sroa_idx18, ptr noundef nonnull align 16 dereferenceable(12) getelementptr inbounds nuw (i8, ptr @__const.main.a, i64 16), i64 12, i1 false)
  %.sroa.0.4..sroa_idx = getelementptr inbounds nuw i8, ptr %.sroa.0, i64 4
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %.sroa.0.4..sroa_idx, ptr noundef nonnull align 16 dereferenceable(24) %.sroa.0, i64 24, i1 false)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1)
  %.sroa.0.4..sroa_idx29 = getelementptr inbounds nuw i8, ptr %.sroa.0, i64 4
  %.sroa.0.4..sroa.0.4..sroa.0.4. = load i32, ptr %.sroa.0.4..sroa_idx29, align 4
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %.sroa.0.4..sroa.0.4..sroa.0.4.)
  %.sroa.0.8..sroa_idx = getelementptr inbounds nuw i8, ptr %.sroa.0, i64 8
  %.sroa.0.8..sroa.0.8..sroa.0.8. = load i32, ptr %.sroa.0.8..sroa_idx, align 8
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %.sroa.0.8..sroa.0.8..sroa.0.8.)
  %.sroa.0.12..sroa_idx = getelementptr inbounds nuw i8, ptr %.sroa.0, i64 12
  %.sroa.0.12..sroa.0.12..sroa.0.12. = load i32, ptr %.sroa.0.12..sroa_idx, align 4
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %.sroa.0.12..sroa.0.12..sroa.0.12.)
  %.sroa.0.16..sroa_idx = getelementptr inbounds nuw i8, ptr %.sroa.0, i64 16
  %.sroa.0.16..sroa.0.16..sroa.0.16. = load i32, ptr %.sroa.0.16..sroa_idx, align 16
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %.sroa.0.16..sroa.0.16..sroa.0.16.)
  %.sroa.0.20..sroa_idx = getelementptr inbounds nuw i8, ptr %.sroa.0, i64 20
  %.sroa.0.20..sroa.0.20..sroa.0.20. = load i32, ptr %.sroa.0.20..sroa_idx, align 4
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %.sroa.0.20..sroa.0.20..sroa.0.20.)
  %.sroa.0.24..sroa_idx = getelementptr inbounds nuw i8, ptr %.sroa.0, i64 24
  %.sroa.0.24..sroa.0.24..sroa.0.24. = load i32, ptr %.sroa.0.24..sroa_idx, align 8
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %.sroa.0.24..sroa.0.24..sroa.0.24.)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 8)
  %16 = tail call i32 @putchar(i32 noundef 10)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef -1, i32 noundef -1, i32 noundef 4, i32 noundef 8)
  %18 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i64 0, ptr %18, align 8
  store i32 7, ptr %2, align 8
  %19 = getelementptr inbounds nuw i8, ptr %2, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(7) %19, ptr noundef nonnull align 1 dereferenceable(7) @.str.7, i64 7, i1 false)
  %20 = getelementptr inbounds nuw i8, ptr %2, i64 16
  store double 9.500000e+00, ptr %20, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false)
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i8 87, ptr %21, align 4
  %22 = load i32, ptr %3, align 8
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %24 = load double, ptr %23, align 8
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %22, ptr noundef nonnull %21, double noundef %24, ptr noundef nonnull %19)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @show(ptr noundef %0, ptr noundef nonnull readonly captures(none) %1) unnamed_addr #0 {
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %0)
  %4 = load i8, ptr %1, align 1
  %.not = icmp eq i8 %4, 0
  %narrow = select i1 %.not, i8 95, i8 %4
  %spec.select = sext i8 %narrow to i32
  %5 = tail call i32 @putchar(i32 noundef %spec.select)
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 1
  %7 = load i8, ptr %6, align 1
  %.not.1 = icmp eq i8 %7, 0
  %narrow.1 = select i1 %.not.1, i8 95, i8 %7
  %spec.select.1 = sext i8 %narrow.1 to i32
  %8 = tail call i32 @putchar(i32 noundef %spec.select.1)
  %9 = getelementptr inbounds nuw i8, ptr %1, i64 2
  %10 = load i8, ptr %9, align 1
  %.not.2 = icmp eq i8 %10, 0
  %narrow.2 = select i1 %.not.2, i8 95, i8 %10
  %spec.select.2 = sext i8 %narrow.2 to i32
  %11 = tail call i32 @putchar(i32 noundef %spec.select.2)
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 3
  %13 = load i8, ptr %12, align 1
  %.not.3 = icmp eq i8 %13, 0
  %narrow.3 = select i1 %.not.3, i8 95, i8 %13
  %spec.select.3 = sext i8 %narrow.3 to i32
  %14 = tail call i32 @putchar(i32 noundef %spec.select.3)
  %15 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %16 = load i8, ptr %15, align 1
  %.not.4 = icmp eq i8 %16, 0
  %narrow.4 = select i1 %.not.4, i8 95, i8 %16
  %spec.select.4 = sext i8 %narrow.4 to i32
  %17 = tail call i32 @putchar(i32 noundef %spec.select.4)
  %18 = getelementptr inbounds nuw i8, ptr %1, i64 5
  %19 = load i8, ptr %18, align 1
  %.not.5 = icmp eq i8 %19, 0
  %narrow.5 = select i1 %.not.5, i8 95, i8 %19
  %spec.select.5 = sext i8 %narrow.5 to i32
  %20 = tail call i32 @putchar(i32 noundef %spec.select.5)
  %21 = getelementptr inbounds nuw i8, ptr %1, i64 6
  %22 = load i8, ptr %21, align 1
  %.not.6 = icmp eq i8 %22, 0
  %narrow.6 = select i1 %.not.6, i8 95, i8 %22
  %spec.select.6 = sext i8 %narrow.6 to i32
  %23 = tail call i32 @putchar(i32 noundef %spec.select.6)
  %24 = getelementptr inbounds nuw i8, ptr %1, i64 7
  %25 = load i8, ptr %24, align 1
  %.not.7 = icmp eq i8 %25, 0
  %narrow.7 = select i1 %.not.7, i8 95, i8 %25
  %spec.select.7 = sext i8 %narrow.7 to i32
  %26 = tail call i32 @putchar(i32 noundef %spec.select.7)
  %27 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %28 = load i8, ptr %27, align 1
  %.not.8 = icmp eq i8 %28, 0
  %narrow.8 = select i1 %.not.8, i8 95, i8 %28
  %spec.select.8 = sext i8 %narrow.8 to i32
  %29 = tail call i32 @putchar(i32 noundef %spec.select.8)
  %30 = getelementptr inbounds nuw i8, ptr %1, i64 9
  %31 = load i8, ptr %30, align 1
  %.not.9 = icmp eq i8 %31, 0
  %narrow.9 = select i1 %.not.9, i8 95, i8 %31
  %spec.select.9 = sext i8 %narrow.9 to i32
  %32 = tail call i32 @putchar(i32 noundef %spec.select.9)
  %33 = getelementptr inbounds nuw i8, ptr %1, i64 10
  %34 = load i8, ptr %33, align 1
  %.not.10 = icmp eq i8 %34, 0
  %narrow.10 = select i1 %.not.10, i8 95, i8 %34
  %spec.select.10 = sext i8 %narrow.10 to i32
  %35 = tail call i32 @putchar(i32 noundef %spec.select.10)
  %36 = getelementptr inbounds nuw i8, ptr %1, i64 11
  %37 = load i8, ptr %36, align 1
  %.not.11 = icmp eq i8 %37, 0
  %narrow.11 = select i1 %.not.11, i8 95, i8 %37
  %spec.select.11 = sext i8 %narrow.11 to i32
  %38 = tail call i32 @putchar(i32 noundef %spec.select.11)
  %39 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %40 = load i8, ptr %39, align 1
  %.not.12 = icmp eq i8 %40, 0
  %narrow.12 = select i1 %.not.12, i8 95, i8 %40
  %spec.select.12 = sext i8 %narrow.12 to i32
  %41 = tail call i32 @putchar(i32 noundef %spec.select.12)
  %42 = getelementptr inbounds nuw i8, ptr %1, i64 13
  %43 = load i8, ptr %42, align 1
  %.not.13 = icmp eq i8 %43, 0
  %narrow.13 = select i1 %.not.13, i8 95, i8 %43
  %spec.select.13 = sext i8 %narrow.13 to i32
  %44 = tail call i32 @putchar(i32 noundef %spec.select.13)
  %45 = getelementptr inbounds nuw i8, ptr %1, i64 14
  %46 = load i8, ptr %45, align 1
  %.not.14 = icmp eq i8 %46, 0
  %narrow.14 = select i1 %.not.14, i8 95, i8 %46
  %spec.select.14 = sext i8 %narrow.14 to i32
  %47 = tail call i32 @putchar(i32 noundef %spec.select.14)
  %48 = getelementptr inbounds nuw i8, ptr %1, i64 15
  %49 = load i8, ptr %48, align 1
  %.not.15 = icmp eq i8 %49, 0
  %narrow.15 = select i1 %.not.15, i8 95, i8 %49
  %spec.select.15 = sext i8 %narrow.15 to i32
  %50 = tail call i32 @putchar(i32 noundef %spec.select.15)
  %51 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %52 = load i8, ptr %51, align 1
  %.not.16 = icmp eq i8 %52, 0
  %narrow.16 = select i1 %.not.16, i8 95, i8 %52
  %spec.select.16 = sext i8 %narrow.16 to i32
  %53 = tail call i32 @putchar(i32 noundef %spec.select.16)
  %54 = getelementptr inbounds nuw i8, ptr %1, i64 17
  %55 = load i8, ptr %54, align 1
  %.not.17 = icmp eq i8 %55, 0
  %narrow.17 = select i1 %.not.17, i8 95, i8 %55
  %spec.select.17 = sext i8 %narrow.17 to i32
  %56 = tail call i32 @putchar(i32 noundef %spec.select.17)
  %57 = getelementptr inbounds nuw i8, ptr %1, i64 18
  %58 = load i8, ptr %57, align 1
  %.not.18 = icmp eq i8 %58, 0
  %narrow.18 = select i1 %.not.18, i8 95, i8 %58
  %spec.select.18 = sext i8 %narrow.18 to i32
  %59 = tail call i32 @putchar(i32 noundef %spec.select.18)
  %60 = getelementptr inbounds nuw i8, ptr %1, i64 19
  %61 = load i8, ptr %60, align 1
  %.not.19 = icmp eq i8 %61, 0
  %narrow.19 = select i1 %.not.19, i8 95, i8 %61
  %spec.select.19 = sext i8 %narrow.19 to i32
  %62 = tail call i32 @putchar(i32 noundef %spec.select.19)
  %63 = tail call i32 @putchar(i32 noundef 10)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
