; ModuleID = 'signed_limits.c'
source_filename = "signed_limits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"%lld %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i32 2147483642, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %14, %0
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 5
  br i1 %10, label %11, label %17

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %2, align 4
  br label %14

14:                                               ; preds = %11
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %3, align 4
  br label %8, !llvm.loop !6

17:                                               ; preds = %8
  %18 = load i32, ptr %2, align 4
  %19 = load i32, ptr %2, align 4
  %20 = icmp eq i32 %19, 2147483647
  %21 = zext i1 %20 to i32
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %18, i32 noundef %21)
  store i32 -2147483645, ptr %4, align 4
  %23 = load i32, ptr %4, align 4
  %24 = sub nsw i32 %23, 3
  store i32 %24, ptr %4, align 4
  %25 = load i32, ptr %4, align 4
  %26 = load i32, ptr %4, align 4
  %27 = icmp eq i32 %26, -2147483648
  %28 = zext i1 %27 to i32
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %25, i32 noundef %28)
  %30 = call i32 @clamp_add(i32 noundef 2147483647, i32 noundef 1)
  %31 = call i32 @clamp_add(i32 noundef -2147483648, i32 noundef -1)
  %32 = call i32 @clamp_add(i32 noundef 100, i32 noundef -50)
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %30, i32 noundef %31, i32 noundef %32)
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef -3, i32 noundef -1, i32 noundef -3, i32 noundef 1)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef -2147483647, i32 noundef -1073741824)
  store i64 4294967295, ptr %5, align 8
  %36 = load i64, ptr %5, align 8
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %36, i64 noundef 4611686018427387904)
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef 2147483647)
  store i32 -17, ptr %6, align 4
  %39 = load i32, ptr %6, align 4
  %40 = ashr i32 %39, 2
  %41 = load i32, ptr %6, align 4
  %42 = sdiv i32 %41, 4
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %40, i32 noundef %42)
  store i64 9223372036854775807, ptr %7, align 8
  %44 = load i64, ptr %7, align 8
  %45 = load i64, ptr %7, align 8
  %46 = sub nsw i64 %45, 4611686018427387903
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %44, i64 noundef %46)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @clamp_add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %14

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = load i32, ptr %5, align 4
  %11 = sub nsw i32 2147483647, %10
  %12 = icmp sgt i32 %9, %11
  br i1 %12, label %13, label %14

13:                                               ; preds = %8
  store i32 2147483647, ptr %3, align 4
  br label %27

14:                                               ; preds = %8, %2
  %15 = load i32, ptr %5, align 4
  %16 = icmp slt i32 %15, 0
  br i1 %16, label %17, label %23

17:                                               ; preds = %14
  %18 = load i32, ptr %4, align 4
  %19 = load i32, ptr %5, align 4
  %20 = sub nsw i32 -2147483648, %19
  %21 = icmp slt i32 %18, %20
  br i1 %21, label %22, label %23

22:                                               ; preds = %17
  store i32 -2147483648, ptr %3, align 4
  br label %27

23:                                               ; preds = %17, %14
  %24 = load i32, ptr %4, align 4
  %25 = load i32, ptr %5, align 4
  %26 = add nsw i32 %24, %25
  store i32 %26, ptr %3, align 4
  br label %27

27:                                               ; preds = %23, %22, %13
  %28 = load i32, ptr %3, align 4
  ret i32 %28
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
