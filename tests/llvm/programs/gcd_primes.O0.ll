; ModuleID = 'gcd_primes.c'
source_filename = "gcd_primes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"gcd %u %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"gcd_rec %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"powmod %u %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"(%d primes)\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [100 x i8], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %7 = call i32 @gcd(i32 noundef 1071, i32 noundef 462)
  %8 = call i32 @gcd(i32 noundef 17, i32 noundef 5)
  %9 = call i32 @gcd(i32 noundef 0, i32 noundef 9)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %7, i32 noundef %8, i32 noundef %9)
  %11 = call i64 @gcd_rec(i64 noundef 1234567890123, i64 noundef 9876543210)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %11)
  %13 = call i32 @powmod(i64 noundef 2, i32 noundef 100, i32 noundef 1000000007)
  %14 = call i32 @powmod(i64 noundef 7, i32 noundef 65536, i32 noundef 65537)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %13, i32 noundef %14)
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 100, i1 false)
  store i32 2, ptr %3, align 4
  br label %16

16:                                               ; preds = %44, %0
  %17 = load i32, ptr %3, align 4
  %18 = load i32, ptr %3, align 4
  %19 = mul nsw i32 %17, %18
  %20 = icmp slt i32 %19, 100
  br i1 %20, label %21, label %47

21:                                               ; preds = %16
  %22 = load i32, ptr %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [100 x i8], ptr %2, i64 0, i64 %23
  %25 = load i8, ptr %24, align 1
  %26 = icmp ne i8 %25, 0
  br i1 %26, label %43, label %27

27:                                               ; preds = %21
  %28 = load i32, ptr %3, align 4
  %29 = load i32, ptr %3, align 4
  %30 = mul nsw i32 %28, %29
  store i32 %30, ptr %4, align 4
  br label %31

31:                                               ; preds = %38, %27
  %32 = load i32, ptr %4, align 4
  %33 = icmp slt i32 %32, 100
  br i1 %33, label %34, label %42

34:                                               ; preds = %31
  %35 = load i32, ptr %4, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [100 x i8], ptr %2, i64 0, i64 %36
  store i8 1, ptr %37, align 1
  br label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %3, align 4
  %40 = load i32, ptr %4, align 4
  %41 = add nsw i32 %40, %39
  store i32 %41, ptr %4, align 4
  br label %31, !llvm.loop !6

42:                                               ; preds = %31
  br label %43

43:                                               ; preds = %42, %21
  br label %44

44:                                               ; preds = %43
  %45 = load i32, ptr %3, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %3, align 4
  br label %16, !llvm.loop !8

47:                                               ; preds = %16
  store i32 0, ptr %5, align 4
  store i32 2, ptr %6, align 4
  br label %48

48:                                               ; preds = %67, %47
  %49 = load i32, ptr %6, align 4
  %50 = icmp slt i32 %49, 100
  br i1 %50, label %51, label %70

51:                                               ; preds = %48
  %52 = load i32, ptr %6, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [100 x i8], ptr %2, i64 0, i64 %53
  %55 = load i8, ptr %54, align 1
  %56 = icmp ne i8 %55, 0
  br i1 %56, label %66, label %57

57:                                               ; preds = %51
  %58 = load i32, ptr %5, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %5, align 4
  %60 = load i32, ptr %6, align 4
  %61 = icmp sgt i32 %60, 80
  br i1 %61, label %62, label %65

62:                                               ; preds = %57
  %63 = load i32, ptr %6, align 4
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %63)
  br label %65

65:                                               ; preds = %62, %57
  br label %66

66:                                               ; preds = %65, %51
  br label %67

67:                                               ; preds = %66
  %68 = load i32, ptr %6, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %6, align 4
  br label %48, !llvm.loop !9

70:                                               ; preds = %48
  %71 = load i32, ptr %5, align 4
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %71)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @gcd(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  br label %6

6:                                                ; preds = %9, %2
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %4, align 4
  %12 = urem i32 %10, %11
  store i32 %12, ptr %5, align 4
  %13 = load i32, ptr %4, align 4
  store i32 %13, ptr %3, align 4
  %14 = load i32, ptr %5, align 4
  store i32 %14, ptr %4, align 4
  br label %6, !llvm.loop !10

15:                                               ; preds = %6
  %16 = load i32, ptr %3, align 4
  ret i32 %16
}

; Function Attrs: noinline nounwind uwtable
define internal i64 @gcd_rec(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8
  br label %15

9:                                                ; preds = %2
  %10 = load i64, ptr %4, align 8
  %11 = load i64, ptr %3, align 8
  %12 = load i64, ptr %4, align 8
  %13 = srem i64 %11, %12
  %14 = call i64 @gcd_rec(i64 noundef %10, i64 noundef %13)
  br label %15

15:                                               ; preds = %9, %7
  %16 = phi i64 [ %8, %7 ], [ %14, %9 ]
  ret i64 %16
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @powmod(i64 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i64 1, ptr %7, align 8
  %8 = load i32, ptr %6, align 4
  %9 = zext i32 %8 to i64
  %10 = load i64, ptr %4, align 8
  %11 = urem i64 %10, %9
  store i64 %11, ptr %4, align 8
  br label %12

12:                                               ; preds = %26, %3
  %13 = load i32, ptr %5, align 4
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %35

15:                                               ; preds = %12
  %16 = load i32, ptr %5, align 4
  %17 = and i32 %16, 1
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %26

19:                                               ; preds = %15
  %20 = load i64, ptr %7, align 8
  %21 = load i64, ptr %4, align 8
  %22 = mul i64 %20, %21
  %23 = load i32, ptr %6, align 4
  %24 = zext i32 %23 to i64
  %25 = urem i64 %22, %24
  store i64 %25, ptr %7, align 8
  br label %26

26:                                               ; preds = %19, %15
  %27 = load i64, ptr %4, align 8
  %28 = load i64, ptr %4, align 8
  %29 = mul i64 %27, %28
  %30 = load i32, ptr %6, align 4
  %31 = zext i32 %30 to i64
  %32 = urem i64 %29, %31
  store i64 %32, ptr %4, align 8
  %33 = load i32, ptr %5, align 4
  %34 = lshr i32 %33, 1
  store i32 %34, ptr %5, align 4
  br label %12, !llvm.loop !11

35:                                               ; preds = %12
  %36 = load i64, ptr %7, align 8
  %37 = trunc i64 %36 to i32
  ret i32 %37
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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
