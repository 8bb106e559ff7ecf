; ModuleID = 'switch_dense.O0.ll'
source_filename = "switch_dense.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"++*+*-~/x\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Mon\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"Tue\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"Wed\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"Thu\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"Fri\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"Sat\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"Sun\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"???\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [5 x i32], align 16
  br label %2

2:                                                ; preds = %7, %0
  %.01 = phi i32 [ -1, %0 ], [ %8, %7 ]
  %3 = icmp sle i32 %.01, 7
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = call ptr @day(i32 noundef %.01)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %5)
  br label %7

7:                                                ; preds = %4
  %8 = add nsw i32 %.01, 1
  br label %2, !llvm.loop !6

9:                                                ; preds = %2
  %10 = call i32 @putchar(i32 noundef 10)
  %11 = call i32 @eval(ptr noundef @.str.2, i32 noundef 1)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %11)
  call void @llvm.memset.p0.i64(ptr align 16 %1, i8 0, i64 20, i1 false)
  br label %13

13:                                               ; preds = %38, %9
  %.0 = phi i32 [ 0, %9 ], [ %39, %38 ]
  %14 = icmp slt i32 %.0, 40
  br i1 %14, label %15, label %40

15:                                               ; preds = %13
  %16 = srem i32 %.0, 5
  switch i32 %16, label %37 [
    i32 0, label %17
    i32 1, label %21
    i32 2, label %25
    i32 3, label %29
    i32 4, label %33
  ]

17:                                               ; preds = %15
  %18 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 0
  %19 = load i32, ptr %18, align 16
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %18, align 16
  br label %37

21:                                               ; preds = %15
  %22 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 1
  %23 = load i32, ptr %22, align 4
  %24 = add nsw i32 %23, 2
  store i32 %24, ptr %22, align 4
  br label %37

25:                                               ; preds = %15
  %26 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 2
  %27 = load i32, ptr %26, align 8
  %28 = add nsw i32 %27, 3
  store i32 %28, ptr %26, align 8
  br label %37

29:                                               ; preds = %15
  %30 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 3
  %31 = load i32, ptr %30, align 4
  %32 = add nsw i32 %31, 4
  store i32 %32, ptr %30, align 4
  br label %37

33:                                               ; preds = %15
  %34 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 4
  %35 = load i32, ptr %34, align 16
  %36 = add nsw i32 %35, 5
  store i32 %36, ptr %34, align 16
  br label %37

37:                                               ; preds = %33, %29, %25, %21, %17, %15
  br label %38

38:                                               ; preds = %37
  %39 = add nsw i32 %.0, 1
  br label %13, !llvm.loop !8

40:                                               ; preds = %13
  %41 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 0
  %42 = load i32, ptr %41, align 16
  %43 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 1
  %44 = load i32, ptr %43, align 4
  %45 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 2
  %46 = load i32, ptr %45, align 8
  %47 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 3
  %48 = load i32, ptr %47, align 4
  %49 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 4
  %50 = load i32, ptr %49, align 16
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %42, i32 noundef %44, i32 noundef %46, i32 noundef %48, i32 noundef %50)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal ptr @day(i32 noundef %0) #0 {
  switch i32 %0, label %9 [
    i32 0, label %2
    i32 1, label %3
    i32 2, label %4
    i32 3, label %5
    i32 4, label %6
    i32 5, label %7
    i32 6, label %8
  ]

2:                                                ; preds = %1
  br label %10

3:                                                ; preds = %1
  br label %10

4:                                                ; preds = %1
  br label %10

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  br label %10

7:                                                ; preds = %1
  br label %10

8:                                                ; preds = %1
  br label %10

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %9, %8, %7, %6, %5, %4, %3, %2
  %.0 = phi ptr [ @.str.11, %9 ], [ @.str.4, %2 ], [ @.str.5, %3 ], [ @.str.6, %4 ], [ @.str.7, %5 ], [ @.str.8, %6 ], [ @.str.9, %7 ], [ @.str.10, %8 ]
  ret ptr %.0
}

declare i32 @putchar(i32 noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @eval(ptr noundef %0, i32 noundef %1) #0 {
  br label %3

3:                                                ; preds = %21, %2
  %.01 = phi i32 [ %1, %2 ], [ %.1, %21 ]
  %.0 = phi ptr [ %0, %2 ], [ %22, %21 ]
  %4 = load i8, ptr %.0, align 1
  %5 = icmp ne i8 %4, 0
  br i1 %5, label %6, label %23

6:                                                ; preds = %3
  %7 = load i8, ptr %.0, align 1
  %8 = sext i8 %7 to i32
  switch i32 %8, label %19 [
    i32 43, label %9
    i32 45, label %11
    i32 42, label %13
    i32 47, label %15
    i32 126, label %17
  ]

9:                                                ; preds = %6
  %10 = add nsw i32 %.01, 1
  br label %20

11:                                               ; preds = %6
  %12 = sub nsw i32 %.01, 1
  br label %20

13:                                               ; preds = %6
  %14 = mul nsw i32 %.01, 2
  br label %20

15:                                               ; preds = %6
  %16 = sdiv i32 %.01, 2
  br label %20

17:                                               ; preds = %6
  %18 = sub nsw i32 0, %.01
  br label %20

19:                                               ; preds = %6
  br label %20

20:                                               ; preds = %19, %17, %15, %13, %11, %9
  %.1 = phi i32 [ %.01, %19 ], [ %10, %9 ], [ %12, %11 ], [ %14, %13 ], [ %16, %15 ], [ %18, %17 ]
  br label %21

21:                                               ; preds = %20
  %22 = getelementptr inbounds nuw i8, ptr %.0, i32 1
  br label %3, !llvm.loop !9

23:                                               ; preds = %3
  %.01.lcssa = phi i32 [ %.01, %3 ]
  ret i32 %.01.lcssa
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!9 = distinct !{!9, !7}
