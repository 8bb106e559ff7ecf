; ModuleID = 'vla.O0.ll'
source_filename = "vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"%ld %d %g\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %24, %0
  %.02 = phi i32 [ 1, %0 ], [ %25, %24 ]
  %.01 = phi i64 [ 0, %0 ], [ %23, %24 ]
  %2 = icmp sle i32 %.02, 200
  br i1 %2, label %3, label %26

3:                                                ; preds = %1
  %4 = zext i32 %.02 to i64
  %5 = call ptr @llvm.stacksave.p0()
  %6 = alloca i32, i64 %4, align 16
  br label %7

7:                                                ; preds = %13, %3
  %.0 = phi i32 [ 0, %3 ], [ %14, %13 ]
  %8 = icmp slt i32 %.0, %.02
  br i1 %8, label %9, label %15

9:                                                ; preds = %7
  %10 = mul nsw i32 %.0, %.02
  %11 = sext i32 %.0 to i64
  %12 = getelementptr inbounds i32, ptr %6, i64 %11
  store i32 %10, ptr %12, align 4
  br label %13

13:                                               ; preds = %9
  %14 = add nsw i32 %.0, 1
  br label %7, !llvm.loop !6

15:                                               ; preds = %7
  %16 = sub nsw i32 %.02, 1
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %6, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = sext i32 %19 to i64
  %21 = call i64 @triangle(i32 noundef %.02)
  %22 = add nsw i64 %20, %21
  %23 = add nsw i64 %.01, %22
  call void @llvm.stackrestore.p0(ptr %5)
  br label %24

24:                                               ; preds = %15
  %25 = add nsw i32 %.02, 1
  br label %1, !llvm.loop !8

26:                                               ; preds = %1
  %.01.lcssa = phi i64 [ %.01, %1 ]
  %27 = call i32 @depth(i32 noundef 12)
  %28 = call double @grid(i32 noundef 7, i32 noundef 5)
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %.01.lcssa, i32 noundef %27, double noundef %28)
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: noinline nounwind uwtable
define internal i64 @triangle(i32 noundef %0) #0 {
  %2 = add nsw i32 %0, 1
  %3 = zext i32 %2 to i64
  %4 = call ptr @llvm.stacksave.p0()
  %5 = alloca i64, i64 %3, align 16
  br label %6

6:                                                ; preds = %12, %1
  %.02 = phi i32 [ 0, %1 ], [ %13, %12 ]
  %7 = icmp sle i32 %.02, %0
  br i1 %7, label %8, label %14

8:                                                ; preds = %6
  %9 = sext i32 %.02 to i64
  %10 = sext i32 %.02 to i64
  %11 = getelementptr inbounds i64, ptr %5, i64 %10
  store i64 %9, ptr %11, align 8
  br label %12

12:                                               ; preds = %8
  %13 = add nsw i32 %.02, 1
  br label %6, !llvm.loop !9

14:                                               ; preds = %6
  br label %15

15:                                               ; preds = %22, %14
  %.01 = phi i64 [ 0, %14 ], [ %21, %22 ]
  %.0 = phi i32 [ 0, %14 ], [ %23, %22 ]
  %16 = icmp sle i32 %.0, %0
  br i1 %16, label %17, label %24

17:                                               ; preds = %15
  %18 = sext i32 %.0 to i64
  %19 = getelementptr inbounds i64, ptr %5, i64 %18
  %20 = load i64, ptr %19, align 8
  %21 = add nsw i64 %.01, %20
  br label %22

22:                                               ; preds = %17
  %23 = add nsw i32 %.0, 1
  br label %15, !llvm.loop !10

24:                                               ; preds = %15
  %.01.lcssa = phi i64 [ %.01, %15 ]
  call void @llvm.stackrestore.p0(ptr %4)
  ret i64 %.01.lcssa
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @depth(i32 noundef %0) #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  br label %29

4:                                                ; preds = %1
  %5 = mul nsw i32 %0, 16
  %6 = zext i32 %5 to i64
  %7 = call ptr @llvm.stacksave.p0()
  %8 = alloca i8, i64 %6, align 16
  br label %9

9:                                                ; preds = %17, %4
  %.01 = phi i32 [ 0, %4 ], [ %18, %17 ]
  %10 = mul nsw i32 %0, 16
  %11 = icmp slt i32 %.01, %10
  br i1 %11, label %12, label %19

12:                                               ; preds = %9
  %13 = add nsw i32 %.01, %0
  %14 = trunc i32 %13 to i8
  %15 = sext i32 %.01 to i64
  %16 = getelementptr inbounds i8, ptr %8, i64 %15
  store i8 %14, ptr %16, align 1
  br label %17

17:                                               ; preds = %12
  %18 = add nsw i32 %.01, 1
  br label %9, !llvm.loop !11

19:                                               ; preds = %9
  %20 = mul nsw i32 %0, 16
  %21 = sub nsw i32 %20, 1
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i8, ptr %8, i64 %22
  %24 = load i8, ptr %23, align 1
  %25 = sext i8 %24 to i32
  %26 = sub nsw i32 %0, 1
  %27 = call i32 @depth(i32 noundef %26)
  %28 = add nsw i32 %25, %27
  call void @llvm.stackrestore.p0(ptr %7)
  br label %29

29:                                               ; preds = %19, %3
  %.0 = phi i32 [ 0, %3 ], [ %28, %19 ]
  ret i32 %.0
}

; Function Attrs: noinline nounwind uwtable
define internal double @grid(i32 noundef %0, i32 noundef %1) #0 {
  %3 = zext i32 %0 to i64
  %4 = zext i32 %1 to i64
  %5 = call ptr @llvm.stacksave.p0()
  %6 = mul nuw i64 %3, %4
  %7 = alloca double, i64 %6, align 16
  br label %8

8:                                                ; preds = %25, %2
  %.03 = phi i32 [ 0, %2 ], [ %26, %25 ]
  %9 = icmp slt i32 %.03, %0
  br i1 %9, label %10, label %27

10:                                               ; preds = %8
  br label %11

11:                                               ; preds = %22, %10
  %.02 = phi i32 [ 0, %10 ], [ %23, %22 ]
  %12 = icmp slt i32 %.02, %1
  br i1 %12, label %13, label %24

13:                                               ; preds = %11
  %14 = sitofp i32 %.03 to double
  %15 = sitofp i32 %.02 to double
  %16 = call double @llvm.fmuladd.f64(double %14, double 5.000000e-01, double %15)
  %17 = sext i32 %.03 to i64
  %18 = mul nsw i64 %17, %4
  %19 = getelementptr inbounds double, ptr %7, i64 %18
  %20 = sext i32 %.02 to i64
  %21 = getelementptr inbounds double, ptr %19, i64 %20
  store double %16, ptr %21, align 8
  br label %22

22:                                               ; preds = %13
  %23 = add nsw i32 %.02, 1
  br label %11, !llvm.loop !12

24:                                               ; preds = %11
  br label %25

25:                                               ; preds = %24
  %26 = add nsw i32 %.03, 1
  br label %8, !llvm.loop !13

27:                                               ; preds = %8
  br label %28

28:                                               ; preds = %41, %27
  %.01 = phi double [ 0.000000e+00, %27 ], [ %40, %41 ]
  %.0 = phi i32 [ 0, %27 ], [ %42, %41 ]
  %29 = icmp slt i32 %.0, %0
  br i1 %29, label %30, label %43

30:                                               ; preds = %28
  %31 = sext i32 %.0 to i64
  %32 = mul nsw i64 %31, %4
  %33 = getelementptr inbounds double, ptr %7, i64 %32
  %34 = sub nsw i32 %1, 1
  %35 = srem i32 %.0, %1
  %36 = sub nsw i32 %34, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %33, i64 %37
  %39 = load double, ptr %38, align 8
  %40 = fadd double %.01, %39
  br label %41

41:                                               ; preds = %30
  %42 = add nsw i32 %.0, 1
  br label %28, !llvm.loop !14

43:                                               ; preds = %28
  %.01.lcssa = phi double [ %.01, %28 ]
  call void @llvm.stackrestore.p0(ptr %5)
  ret double %.01.lcssa
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
