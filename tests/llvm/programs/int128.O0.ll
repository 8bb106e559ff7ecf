; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"%lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"bits %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%016llx%016llx\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i128 -36893488147419103231, ptr %2, align 16
  %10 = load i128, ptr %2, align 16
  call void @print_u128(i128 noundef %10)
  store i128 1, ptr %3, align 16
  store i32 1, ptr %4, align 4
  br label %11

11:                                               ; preds = %19, %0
  %12 = load i32, ptr %4, align 4
  %13 = icmp sle i32 %12, 30
  br i1 %13, label %14, label %22

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i128
  %17 = load i128, ptr %3, align 16
  %18 = mul i128 %17, %16
  store i128 %18, ptr %3, align 16
  br label %19

19:                                               ; preds = %14
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %11, !llvm.loop !6

22:                                               ; preds = %11
  %23 = load i128, ptr %3, align 16
  call void @print_u128(i128 noundef %23)
  store i128 1267650600246676145570412756991, ptr %5, align 16
  %24 = load i128, ptr %5, align 16
  call void @print_u128(i128 noundef %24)
  %25 = load i128, ptr %5, align 16
  %26 = lshr i128 %25, 37
  call void @print_u128(i128 noundef %26)
  store i128 -1237940039285380274899124224, ptr %6, align 16
  %27 = load i128, ptr %6, align 16
  %28 = icmp slt i128 %27, 0
  %29 = zext i1 %28 to i32
  %30 = load i128, ptr %6, align 16
  %31 = icmp sgt i128 %30, -2475880078570760549798248448
  %32 = zext i1 %31 to i32
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %29, i32 noundef %32)
  %34 = load i128, ptr %6, align 16
  %35 = ashr i128 %34, 80
  store i128 %35, ptr %7, align 16
  %36 = load i128, ptr %7, align 16
  %37 = trunc i128 %36 to i64
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %37)
  store i128 1, ptr %8, align 16
  store i32 0, ptr %9, align 4
  br label %39

39:                                               ; preds = %42, %22
  %40 = load i128, ptr %8, align 16
  %41 = icmp ne i128 %40, 0
  br i1 %41, label %42, label %47

42:                                               ; preds = %39
  %43 = load i128, ptr %8, align 16
  %44 = shl i128 %43, 1
  store i128 %44, ptr %8, align 16
  %45 = load i32, ptr %9, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %9, align 4
  br label %39, !llvm.loop !8

47:                                               ; preds = %39
  %48 = load i32, ptr %9, align 4
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %48)
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal void @print_u128(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = lshr i128 %3, 64
  %5 = trunc i128 %4 to i64
  %6 = load i128, ptr %2, align 16
  %7 = trunc i128 %6 to i64
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %5, i64 noundef %7)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

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
!8 = distinct !{!8, !7}
