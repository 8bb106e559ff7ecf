; ModuleID = 'unswitch.O0.ll'
source_filename = "unswitch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [12 x i32], align 16
  br label %2

2:                                                ; preds = %9, %0
  %.0 = phi i32 [ 0, %0 ], [ %10, %9 ]
  %3 = icmp slt i32 %.0, 12
  br i1 %3, label %4, label %11

4:                                                ; preds = %2
  %5 = mul nsw i32 %.0, 5
  %6 = sub nsw i32 %5, 17
  %7 = sext i32 %.0 to i64
  %8 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %7
  store i32 %6, ptr %8, align 4
  br label %9

9:                                                ; preds = %4
  %10 = add nsw i32 %.0, 1
  br label %2, !llvm.loop !6

11:                                               ; preds = %2
  %12 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 0
  %13 = call i32 @sum_unless(ptr noundef %12, i32 noundef 12, i32 noundef 0)
  %14 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 0
  %15 = call i32 @sum_unless(ptr noundef %14, i32 noundef 12, i32 noundef 1)
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %13, i32 noundef %15)
  %17 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 0
  %18 = call i32 @scan(ptr noundef %17, i32 noundef 12, i32 noundef 0)
  %19 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 0
  %20 = call i32 @scan(ptr noundef %19, i32 noundef 12, i32 noundef 1)
  %21 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 0
  %22 = call i32 @scan(ptr noundef %21, i32 noundef 12, i32 noundef 3)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %18, i32 noundef %20, i32 noundef %22)
  %24 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 0
  call void @scale(ptr noundef %24, i32 noundef 12, i32 noundef 3, i32 noundef 1)
  %25 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 0
  call void @scale(ptr noundef %25, i32 noundef 12, i32 noundef 2, i32 noundef 0)
  %26 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 0
  %27 = load i32, ptr %26, align 16
  %28 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 5
  %29 = load i32, ptr %28, align 4
  %30 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 11
  %31 = load i32, ptr %30, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %27, i32 noundef %29, i32 noundef %31)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @sum_unless(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  br label %4

4:                                                ; preds = %14, %3
  %.01 = phi i32 [ 0, %3 ], [ %13, %14 ]
  %.0 = phi i32 [ 0, %3 ], [ %15, %14 ]
  %5 = icmp slt i32 %.0, %1
  br i1 %5, label %6, label %.loopexit

6:                                                ; preds = %4
  %7 = icmp ne i32 %2, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %6
  %.01.lcssa2 = phi i32 [ %.01, %6 ]
  br label %16

9:                                                ; preds = %6
  %10 = sext i32 %.0 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4
  %13 = add nsw i32 %.01, %12
  br label %14

14:                                               ; preds = %9
  %15 = add nsw i32 %.0, 1
  br label %4, !llvm.loop !8

.loopexit:                                        ; preds = %4
  %.01.lcssa = phi i32 [ %.01, %4 ]
  br label %16

16:                                               ; preds = %.loopexit, %8
  %.013 = phi i32 [ %.01.lcssa, %.loopexit ], [ %.01.lcssa2, %8 ]
  ret i32 %.013
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @scan(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  br label %4

4:                                                ; preds = %20, %3
  %.02 = phi i32 [ 0, %3 ], [ %.1, %20 ]
  %.01 = phi i32 [ 0, %3 ], [ %21, %20 ]
  %5 = icmp slt i32 %.01, %1
  br i1 %5, label %6, label %22

6:                                                ; preds = %4
  switch i32 %2, label %13 [
    i32 0, label %7
    i32 1, label %8
  ]

7:                                                ; preds = %6
  br label %23

8:                                                ; preds = %6
  %9 = sext i32 %.01 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4
  %12 = add nsw i32 %.02, %11
  br label %19

13:                                               ; preds = %6
  %14 = sext i32 %.01 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = mul nsw i32 %16, %2
  %18 = xor i32 %.02, %17
  br label %19

19:                                               ; preds = %13, %8
  %.1 = phi i32 [ %18, %13 ], [ %12, %8 ]
  br label %20

20:                                               ; preds = %19
  %21 = add nsw i32 %.01, 1
  br label %4, !llvm.loop !9

22:                                               ; preds = %4
  %.02.lcssa = phi i32 [ %.02, %4 ]
  br label %23

23:                                               ; preds = %22, %7
  %.0 = phi i32 [ -1, %7 ], [ %.02.lcssa, %22 ]
  ret i32 %.0
}

; Function Attrs: noinline nounwind uwtable
define internal void @scale(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  br label %5

5:                                                ; preds = %25, %4
  %.0 = phi i32 [ 0, %4 ], [ %26, %25 ]
  %6 = icmp slt i32 %.0, %1
  br i1 %6, label %7, label %27

7:                                                ; preds = %5
  %8 = icmp ne i32 %3, 0
  br i1 %8, label %9, label %17

9:                                                ; preds = %7
  %10 = sext i32 %.0 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4
  %13 = sub nsw i32 0, %12
  %14 = mul nsw i32 %13, %2
  %15 = sext i32 %.0 to i64
  %16 = getelementptr inbounds i32, ptr %0, i64 %15
  store i32 %14, ptr %16, align 4
  br label %24

17:                                               ; preds = %7
  %18 = sext i32 %.0 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = mul nsw i32 %20, %2
  %22 = sext i32 %.0 to i64
  %23 = getelementptr inbounds i32, ptr %0, i64 %22
  store i32 %21, ptr %23, align 4
  br label %24

24:                                               ; preds = %17, %9
  br label %25

25:                                               ; preds = %24
  %26 = add nsw i32 %.0, 1
  br label %5, !llvm.loop !10

27:                                               ; preds = %5
  ret void
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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
