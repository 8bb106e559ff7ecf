; ModuleID = 'gcd_primes.O0.ll'
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
  %1 = alloca [100 x i8], align 16
  %2 = call i32 @gcd(i32 noundef 1071, i32 noundef 462)
  %3 = call i32 @gcd(i32 noundef 17, i32 noundef 5)
  %4 = call i32 @gcd(i32 noundef 0, i32 noundef 9)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %2, i32 noundef %3, i32 noundef %4)
  %6 = call i64 @gcd_rec(i64 noundef 1234567890123, i64 noundef 9876543210)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %6)
  %8 = call i32 @powmod(i64 noundef 2, i32 noundef 100, i32 noundef 1000000007)
  %9 = call i32 @powmod(i64 noundef 7, i32 noundef 65536, i32 noundef 65537)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %8, i32 noundef %9)
  call void @llvm.memset.p0.i64(ptr align 16 %1, i8 0, i64 100, i1 false)
  br label %11

11:                                               ; preds = %30, %0
  %.01 = phi i32 [ 2, %0 ], [ %31, %30 ]
  %12 = mul nsw i32 %.01, %.01
  %13 = icmp slt i32 %12, 100
  br i1 %13, label %14, label %32

14:                                               ; preds = %11
  %15 = sext i32 %.01 to i64
  %16 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = icmp ne i8 %17, 0
  br i1 %18, label %29, label %19

19:                                               ; preds = %14
  %20 = mul nsw i32 %.01, %.01
  br label %21

21:                                               ; preds = %26, %19
  %.02 = phi i32 [ %20, %19 ], [ %27, %26 ]
  %22 = icmp slt i32 %.02, 100
  br i1 %22, label %23, label %28

23:                                               ; preds = %21
  %24 = sext i32 %.02 to i64
  %25 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 %24
  store i8 1, ptr %25, align 1
  br label %26

26:                                               ; preds = %23
  %27 = add nsw i32 %.02, %.01
  br label %21, !llvm.loop !6

28:                                               ; preds = %21
  br label %29

29:                                               ; preds = %28, %14
  br label %30

30:                                               ; preds = %29
  %31 = add nsw i32 %.01, 1
  br label %11, !llvm.loop !8

32:                                               ; preds = %11
  br label %33

33:                                               ; preds = %47, %32
  %.03 = phi i32 [ 0, %32 ], [ %.1, %47 ]
  %.0 = phi i32 [ 2, %32 ], [ %48, %47 ]
  %34 = icmp slt i32 %.0, 100
  br i1 %34, label %35, label %49

35:                                               ; preds = %33
  %36 = sext i32 %.0 to i64
  %37 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 %36
  %38 = load i8, ptr %37, align 1
  %39 = icmp ne i8 %38, 0
  br i1 %39, label %46, label %40

40:                                               ; preds = %35
  %41 = add nsw i32 %.03, 1
  %42 = icmp sgt i32 %.0, 80
  br i1 %42, label %43, label %45

43:                                               ; preds = %40
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %.0)
  br label %45

45:                                               ; preds = %43, %40
  br label %46

46:                                               ; preds = %45, %35
  %.1 = phi i32 [ %.03, %35 ], [ %41, %45 ]
  br label %47

47:                                               ; preds = %46
  %48 = add nsw i32 %.0, 1
  br label %33, !llvm.loop !9

49:                                               ; preds = %33
  %.03.lcssa = phi i32 [ %.03, %33 ]
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %.03.lcssa)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @gcd(i32 noundef %0, i32 noundef %1) #0 {
  br label %3

3:                                                ; preds = %5, %2
  %.01 = phi i32 [ %1, %2 ], [ %6, %5 ]
  %.0 = phi i32 [ %0, %2 ], [ %.01, %5 ]
  %4 = icmp ne i32 %.01, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = urem i32 %.0, %.01
  br label %3, !llvm.loop !10

7:                                                ; preds = %3
  %.0.lcssa = phi i32 [ %.0, %3 ]
  ret i32 %.0.lcssa
}

; Function Attrs: noinline nounwind uwtable
define internal i64 @gcd_rec(i64 noundef %0, i64 noundef %1) #0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %4, label %5

4:                                                ; preds = %2
  br label %8

5:                                                ; preds = %2
  %6 = srem i64 %0, %1
  %7 = call i64 @gcd_rec(i64 noundef %1, i64 noundef %6)
  br label %8

8:                                                ; preds = %5, %4
  %9 = phi i64 [ %0, %4 ], [ %7, %5 ]
  ret i64 %9
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @powmod(i64 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = zext i32 %2 to i64
  %5 = urem i64 %0, %4
  br label %6

6:                                                ; preds = %15, %3
  %.02 = phi i64 [ 1, %3 ], [ %.1, %15 ]
  %.01 = phi i32 [ %1, %3 ], [ %19, %15 ]
  %.0 = phi i64 [ %5, %3 ], [ %18, %15 ]
  %7 = icmp ne i32 %.01, 0
  br i1 %7, label %8, label %20

8:                                                ; preds = %6
  %9 = and i32 %.01, 1
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %8
  %12 = mul i64 %.02, %.0
  %13 = zext i32 %2 to i64
  %14 = urem i64 %12, %13
  br label %15

15:                                               ; preds = %11, %8
  %.1 = phi i64 [ %14, %11 ], [ %.02, %8 ]
  %16 = mul i64 %.0, %.0
  %17 = zext i32 %2 to i64
  %18 = urem i64 %16, %17
  %19 = lshr i32 %.01, 1
  br label %6, !llvm.loop !11

20:                                               ; preds = %6
  %.02.lcssa = phi i64 [ %.02, %6 ]
  %21 = trunc i64 %.02.lcssa to i32
  ret i32 %21
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
