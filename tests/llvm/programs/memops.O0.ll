; ModuleID = 'memops.c'
source_filename = "memops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rec = type { i32, [12 x i8], double }

@.str = private unnamed_addr constant [9 x i8] c"abcdefgh\00", align 1
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

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [20 x i8], align 16
  %3 = alloca [8 x i32], align 16
  %4 = alloca [8 x i32], align 16
  %5 = alloca i32, align 4
  %6 = alloca %struct.rec, align 8
  %7 = alloca %struct.rec, align 8
  store i32 0, ptr %1, align 4
  %8 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 46, i64 20, i1 false)
  %9 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %10 = getelementptr inbounds i8, ptr %9, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %10, ptr align 1 @.str, i64 8, i1 false)
  %11 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  call void @show(ptr noundef @.str.1, ptr noundef %11, i32 noundef 20)
  %12 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %13 = getelementptr inbounds i8, ptr %12, i64 4
  %14 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %15 = getelementptr inbounds i8, ptr %14, i64 2
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %13, ptr align 2 %15, i64 8, i1 false)
  %16 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  call void @show(ptr noundef @.str.2, ptr noundef %16, i32 noundef 20)
  %17 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %18 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %19 = getelementptr inbounds i8, ptr %18, i64 5
  call void @llvm.memmove.p0.p0.i64(ptr align 16 %17, ptr align 1 %19, i64 10, i1 false)
  %20 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  call void @show(ptr noundef @.str.3, ptr noundef %20, i32 noundef 20)
  %21 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %22 = getelementptr inbounds i8, ptr %21, i64 10
  call void @llvm.memset.p0.i64(ptr align 2 %22, i8 0, i64 5, i1 false)
  %23 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  call void @show(ptr noundef @.str.4, ptr noundef %23, i32 noundef 20)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.a, i64 32, i1 false)
  %24 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 0
  %25 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %24, ptr align 16 %25, i64 32, i1 false)
  %26 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 0
  %27 = getelementptr inbounds i32, ptr %26, i64 1
  %28 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 0
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %27, ptr align 16 %28, i64 24, i1 false)
  store i32 0, ptr %5, align 4
  br label %29

29:                                               ; preds = %38, %0
  %30 = load i32, ptr %5, align 4
  %31 = icmp slt i32 %30, 8
  br i1 %31, label %32, label %41

32:                                               ; preds = %29
  %33 = load i32, ptr %5, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %36)
  br label %38

38:                                               ; preds = %32
  %39 = load i32, ptr %5, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %5, align 4
  br label %29, !llvm.loop !6

41:                                               ; preds = %29
  %42 = call i32 @putchar(i32 noundef 10)
  %43 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %43, i8 -1, i64 12, i1 false)
  %44 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 0
  %45 = load i32, ptr %44, align 16
  %46 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 2
  %47 = load i32, ptr %46, align 8
  %48 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 3
  %49 = load i32, ptr %48, align 4
  %50 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 7
  %51 = load i32, ptr %50, align 4
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %45, i32 noundef %47, i32 noundef %49, i32 noundef %51)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 24, i1 false)
  %53 = getelementptr inbounds nuw %struct.rec, ptr %6, i32 0, i32 0
  store i32 7, ptr %53, align 8
  %54 = getelementptr inbounds nuw %struct.rec, ptr %6, i32 0, i32 1
  %55 = getelementptr inbounds [12 x i8], ptr %54, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %55, ptr align 1 @.str.7, i64 7, i1 false)
  %56 = getelementptr inbounds nuw %struct.rec, ptr %6, i32 0, i32 2
  store double 9.500000e+00, ptr %56, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %6, i64 24, i1 false)
  %57 = getelementptr inbounds nuw %struct.rec, ptr %7, i32 0, i32 1
  %58 = getelementptr inbounds [12 x i8], ptr %57, i64 0, i64 0
  store i8 87, ptr %58, align 4
  %59 = getelementptr inbounds nuw %struct.rec, ptr %7, i32 0, i32 0
  %60 = load i32, ptr %59, align 8
  %61 = getelementptr inbounds nuw %struct.rec, ptr %7, i32 0, i32 1
  %62 = getelementptr inbounds [12 x i8], ptr %61, i64 0, i64 0
  %63 = getelementptr inbounds nuw %struct.rec, ptr %7, i32 0, i32 2
  %64 = load double, ptr %63, align 8
  %65 = getelementptr inbounds nuw %struct.rec, ptr %6, i32 0, i32 1
  %66 = getelementptr inbounds [12 x i8], ptr %65, i64 0, i64 0
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %60, ptr noundef %62, double noundef %64, ptr noundef %66)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: noinline nounwind uwtable
define internal void @show(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %8)
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %33, %3
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %36

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i8, ptr %15, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = sext i8 %19 to i32
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %29

22:                                               ; preds = %14
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i8, ptr %23, i64 %25
  %27 = load i8, ptr %26, align 1
  %28 = sext i8 %27 to i32
  br label %30

29:                                               ; preds = %14
  br label %30

30:                                               ; preds = %29, %22
  %31 = phi i32 [ %28, %22 ], [ 95, %29 ]
  %32 = call i32 @putchar(i32 noundef %31)
  br label %33

33:                                               ; preds = %30
  %34 = load i32, ptr %7, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %7, align 4
  br label %10, !llvm.loop !8

36:                                               ; preds = %10
  %37 = call i32 @putchar(i32 noundef 10)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

declare i32 @putchar(i32 noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
