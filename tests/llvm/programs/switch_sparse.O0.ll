; ModuleID = 'switch_sparse.c'
source_filename = "switch_sparse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.codes = private unnamed_addr constant [9 x i32] [i32 200, i32 301, i32 302, i32 404, i32 500, i32 503, i32 -1000000, i32 1048576, i32 0], align 16
@.str = private unnamed_addr constant [8 x i8] c"%d->%d \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"skipped %d sum %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [9 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.codes, i64 36, i1 false)
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %22, %0
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 9
  br i1 %10, label %11, label %25

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = call i32 @classify(i32 noundef %19)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %15, i32 noundef %20)
  br label %22

22:                                               ; preds = %11
  %23 = load i32, ptr %3, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %3, align 4
  br label %8, !llvm.loop !6

25:                                               ; preds = %8
  %26 = call i32 @putchar(i32 noundef 10)
  store i32 -1, ptr %4, align 4
  br label %27

27:                                               ; preds = %34, %25
  %28 = load i32, ptr %4, align 4
  %29 = icmp sle i32 %28, 5
  br i1 %29, label %30, label %37

30:                                               ; preds = %27
  %31 = load i32, ptr %4, align 4
  %32 = call i32 @fallthrough(i32 noundef %31)
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %32)
  br label %34

34:                                               ; preds = %30
  %35 = load i32, ptr %4, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %4, align 4
  br label %27, !llvm.loop !8

37:                                               ; preds = %27
  %38 = call i32 @putchar(i32 noundef 10)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %39

39:                                               ; preds = %59, %37
  %40 = load i32, ptr %7, align 4
  %41 = icmp slt i32 %40, 30
  br i1 %41, label %42, label %62

42:                                               ; preds = %39
  %43 = load i32, ptr %7, align 4
  %44 = mul nsw i32 %43, 7
  %45 = srem i32 %44, 11
  switch i32 %45, label %52 [
    i32 3, label %46
    i32 8, label %46
    i32 10, label %49
  ]

46:                                               ; preds = %42, %42
  %47 = load i32, ptr %5, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %5, align 4
  br label %59

49:                                               ; preds = %42
  %50 = load i32, ptr %6, align 4
  %51 = add nsw i32 %50, 100
  store i32 %51, ptr %6, align 4
  br label %56

52:                                               ; preds = %42
  %53 = load i32, ptr %7, align 4
  %54 = load i32, ptr %6, align 4
  %55 = add nsw i32 %54, %53
  store i32 %55, ptr %6, align 4
  br label %56

56:                                               ; preds = %52, %49
  %57 = load i32, ptr %6, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %6, align 4
  br label %59

59:                                               ; preds = %56, %46
  %60 = load i32, ptr %7, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %7, align 4
  br label %39, !llvm.loop !9

62:                                               ; preds = %39
  %63 = load i32, ptr %5, align 4
  %64 = load i32, ptr %6, align 4
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %63, i32 noundef %64)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @classify(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %11 [
    i32 200, label %5
    i32 301, label %6
    i32 302, label %6
    i32 404, label %7
    i32 500, label %8
    i32 -1000000, label %9
    i32 1048576, label %10
  ]

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %12

6:                                                ; preds = %1, %1
  store i32 2, ptr %2, align 4
  br label %12

7:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %12

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %12

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4
  br label %12

10:                                               ; preds = %1
  store i32 6, ptr %2, align 4
  br label %12

11:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %12

12:                                               ; preds = %11, %10, %9, %8, %7, %6, %5
  %13 = load i32, ptr %2, align 4
  ret i32 %13
}

declare i32 @putchar(i32 noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @fallthrough(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %4 = load i32, ptr %2, align 4
  switch i32 %4, label %18 [
    i32 4, label %5
    i32 3, label %8
    i32 2, label %11
    i32 1, label %14
    i32 0, label %17
  ]

5:                                                ; preds = %1
  %6 = load i32, ptr %3, align 4
  %7 = add nsw i32 %6, 1000
  store i32 %7, ptr %3, align 4
  br label %8

8:                                                ; preds = %1, %5
  %9 = load i32, ptr %3, align 4
  %10 = add nsw i32 %9, 100
  store i32 %10, ptr %3, align 4
  br label %11

11:                                               ; preds = %1, %8
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %12, 10
  store i32 %13, ptr %3, align 4
  br label %14

14:                                               ; preds = %1, %11
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %3, align 4
  br label %18

17:                                               ; preds = %1
  store i32 -1, ptr %3, align 4
  br label %18

18:                                               ; preds = %17, %1, %14
  %19 = load i32, ptr %3, align 4
  ret i32 %19
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
