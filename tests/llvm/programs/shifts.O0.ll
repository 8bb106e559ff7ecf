; ModuleID = 'shifts.c'
source_filename = "shifts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"%08x %08x %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"%llx \00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"%lld \00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 -2147483647, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %12

12:                                               ; preds = %26, %0
  %13 = load i32, ptr %3, align 4
  %14 = icmp ult i32 %13, 32
  br i1 %14, label %15, label %29

15:                                               ; preds = %12
  %16 = load i32, ptr %2, align 4
  %17 = load i32, ptr %3, align 4
  %18 = shl i32 %16, %17
  %19 = load i32, ptr %2, align 4
  %20 = load i32, ptr %3, align 4
  %21 = lshr i32 %19, %20
  %22 = load i32, ptr %2, align 4
  %23 = load i32, ptr %3, align 4
  %24 = call i32 @rotl(i32 noundef %22, i32 noundef %23)
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %18, i32 noundef %21, i32 noundef %24)
  br label %26

26:                                               ; preds = %15
  %27 = load i32, ptr %3, align 4
  %28 = add i32 %27, 5
  store i32 %28, ptr %3, align 4
  br label %12, !llvm.loop !6

29:                                               ; preds = %12
  store i32 -1024, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %30

30:                                               ; preds = %38, %29
  %31 = load i32, ptr %5, align 4
  %32 = icmp slt i32 %31, 31
  br i1 %32, label %33, label %41

33:                                               ; preds = %30
  %34 = load i32, ptr %4, align 4
  %35 = load i32, ptr %5, align 4
  %36 = ashr i32 %34, %35
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %36)
  br label %38

38:                                               ; preds = %33
  %39 = load i32, ptr %5, align 4
  %40 = add nsw i32 %39, 6
  store i32 %40, ptr %5, align 4
  br label %30, !llvm.loop !8

41:                                               ; preds = %30
  %42 = call i32 @putchar(i32 noundef 10)
  store i64 1, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %43

43:                                               ; preds = %52, %41
  %44 = load i32, ptr %7, align 4
  %45 = icmp slt i32 %44, 64
  br i1 %45, label %46, label %55

46:                                               ; preds = %43
  %47 = load i64, ptr %6, align 8
  %48 = load i32, ptr %7, align 4
  %49 = zext i32 %48 to i64
  %50 = shl i64 %47, %49
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %50)
  br label %52

52:                                               ; preds = %46
  %53 = load i32, ptr %7, align 4
  %54 = add nsw i32 %53, 9
  store i32 %54, ptr %7, align 4
  br label %43, !llvm.loop !9

55:                                               ; preds = %43
  %56 = call i32 @putchar(i32 noundef 10)
  store i64 -123456789012, ptr %8, align 8
  store i32 1, ptr %9, align 4
  br label %57

57:                                               ; preds = %66, %55
  %58 = load i32, ptr %9, align 4
  %59 = icmp slt i32 %58, 64
  br i1 %59, label %60, label %69

60:                                               ; preds = %57
  %61 = load i64, ptr %8, align 8
  %62 = load i32, ptr %9, align 4
  %63 = zext i32 %62 to i64
  %64 = ashr i64 %61, %63
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %64)
  br label %66

66:                                               ; preds = %60
  %67 = load i32, ptr %9, align 4
  %68 = add nsw i32 %67, 13
  store i32 %68, ptr %9, align 4
  br label %57, !llvm.loop !10

69:                                               ; preds = %57
  %70 = call i32 @putchar(i32 noundef 10)
  store i8 -75, ptr %10, align 1
  store i32 3, ptr %11, align 4
  %71 = load i8, ptr %10, align 1
  %72 = zext i8 %71 to i32
  %73 = load i32, ptr %11, align 4
  %74 = shl i32 %72, %73
  %75 = load i8, ptr %10, align 1
  %76 = zext i8 %75 to i32
  %77 = load i32, ptr %11, align 4
  %78 = shl i32 %76, %77
  %79 = trunc i32 %78 to i8
  %80 = zext i8 %79 to i32
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %74, i32 noundef %80)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @rotl(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = and i32 %5, 31
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %18

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %4, align 4
  %12 = shl i32 %10, %11
  %13 = load i32, ptr %3, align 4
  %14 = load i32, ptr %4, align 4
  %15 = sub i32 32, %14
  %16 = lshr i32 %13, %15
  %17 = or i32 %12, %16
  br label %20

18:                                               ; preds = %2
  %19 = load i32, ptr %3, align 4
  br label %20

20:                                               ; preds = %18, %9
  %21 = phi i32 [ %17, %9 ], [ %19, %18 ]
  ret i32 %21
}

declare i32 @putchar(i32 noundef) #1

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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
