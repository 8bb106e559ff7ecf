; ModuleID = 'switch_dense.c'
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
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [5 x i32], align 16
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 -1, ptr %2, align 4
  br label %5

5:                                                ; preds = %12, %0
  %6 = load i32, ptr %2, align 4
  %7 = icmp sle i32 %6, 7
  br i1 %7, label %8, label %15

8:                                                ; preds = %5
  %9 = load i32, ptr %2, align 4
  %10 = call ptr @day(i32 noundef %9)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %10)
  br label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %2, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %2, align 4
  br label %5, !llvm.loop !6

15:                                               ; preds = %5
  %16 = call i32 @putchar(i32 noundef 10)
  %17 = call i32 @eval(ptr noundef @.str.2, i32 noundef 1)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %17)
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 20, i1 false)
  store i32 0, ptr %4, align 4
  br label %19

19:                                               ; preds = %46, %15
  %20 = load i32, ptr %4, align 4
  %21 = icmp slt i32 %20, 40
  br i1 %21, label %22, label %49

22:                                               ; preds = %19
  %23 = load i32, ptr %4, align 4
  %24 = srem i32 %23, 5
  switch i32 %24, label %45 [
    i32 0, label %25
    i32 1, label %29
    i32 2, label %33
    i32 3, label %37
    i32 4, label %41
  ]

25:                                               ; preds = %22
  %26 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 0
  %27 = load i32, ptr %26, align 16
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %26, align 16
  br label %45

29:                                               ; preds = %22
  %30 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 1
  %31 = load i32, ptr %30, align 4
  %32 = add nsw i32 %31, 2
  store i32 %32, ptr %30, align 4
  br label %45

33:                                               ; preds = %22
  %34 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 2
  %35 = load i32, ptr %34, align 8
  %36 = add nsw i32 %35, 3
  store i32 %36, ptr %34, align 8
  br label %45

37:                                               ; preds = %22
  %38 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 3
  %39 = load i32, ptr %38, align 4
  %40 = add nsw i32 %39, 4
  store i32 %40, ptr %38, align 4
  br label %45

41:                                               ; preds = %22
  %42 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 4
  %43 = load i32, ptr %42, align 16
  %44 = add nsw i32 %43, 5
  store i32 %44, ptr %42, align 16
  br label %45

45:                                               ; preds = %22, %41, %37, %33, %29, %25
  br label %46

46:                                               ; preds = %45
  %47 = load i32, ptr %4, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %4, align 4
  br label %19, !llvm.loop !8

49:                                               ; preds = %19
  %50 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 0
  %51 = load i32, ptr %50, align 16
  %52 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 1
  %53 = load i32, ptr %52, align 4
  %54 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 2
  %55 = load i32, ptr %54, align 8
  %56 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 3
  %57 = load i32, ptr %56, align 4
  %58 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 4
  %59 = load i32, ptr %58, align 16
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %51, i32 noundef %53, i32 noundef %55, i32 noundef %57, i32 noundef %59)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal ptr @day(i32 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ]

5:                                                ; preds = %1
  store ptr @.str.4, ptr %2, align 8
  br label %13

6:                                                ; preds = %1
  store ptr @.str.5, ptr %2, align 8
  br label %13

7:                                                ; preds = %1
  store ptr @.str.6, ptr %2, align 8
  br label %13

8:                                                ; preds = %1
  store ptr @.str.7, ptr %2, align 8
  br label %13

9:                                                ; preds = %1
  store ptr @.str.8, ptr %2, align 8
  br label %13

10:                                               ; preds = %1
  store ptr @.str.9, ptr %2, align 8
  br label %13

11:                                               ; preds = %1
  store ptr @.str.10, ptr %2, align 8
  br label %13

12:                                               ; preds = %1
  store ptr @.str.11, ptr %2, align 8
  br label %13

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load ptr, ptr %2, align 8
  ret ptr %14
}

declare i32 @putchar(i32 noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @eval(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  store ptr %6, ptr %5, align 8
  br label %7

7:                                                ; preds = %32, %2
  %8 = load ptr, ptr %5, align 8
  %9 = load i8, ptr %8, align 1
  %10 = icmp ne i8 %9, 0
  br i1 %10, label %11, label %35

11:                                               ; preds = %7
  %12 = load ptr, ptr %5, align 8
  %13 = load i8, ptr %12, align 1
  %14 = sext i8 %13 to i32
  switch i32 %14, label %30 [
    i32 43, label %15
    i32 45, label %18
    i32 42, label %21
    i32 47, label %24
    i32 126, label %27
  ]

15:                                               ; preds = %11
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %4, align 4
  br label %31

18:                                               ; preds = %11
  %19 = load i32, ptr %4, align 4
  %20 = sub nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %31

21:                                               ; preds = %11
  %22 = load i32, ptr %4, align 4
  %23 = mul nsw i32 %22, 2
  store i32 %23, ptr %4, align 4
  br label %31

24:                                               ; preds = %11
  %25 = load i32, ptr %4, align 4
  %26 = sdiv i32 %25, 2
  store i32 %26, ptr %4, align 4
  br label %31

27:                                               ; preds = %11
  %28 = load i32, ptr %4, align 4
  %29 = sub nsw i32 0, %28
  store i32 %29, ptr %4, align 4
  br label %31

30:                                               ; preds = %11
  br label %31

31:                                               ; preds = %30, %27, %24, %21, %18, %15
  br label %32

32:                                               ; preds = %31
  %33 = load ptr, ptr %5, align 8
  %34 = getelementptr inbounds nuw i8, ptr %33, i32 1
  store ptr %34, ptr %5, align 8
  br label %7, !llvm.loop !9

35:                                               ; preds = %7
  %36 = load i32, ptr %4, align 4
  ret i32 %36
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
