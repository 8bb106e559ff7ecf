; ModuleID = 'early_exit.O0.ll'
source_filename = "early_exit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.a = private unnamed_addr constant [10 x i32] [i32 5, i32 3, i32 9, i32 1, i32 7, i32 3, i32 8, i32 9, i32 2, i32 6], align 16
@.str = private unnamed_addr constant [12 x i8] c"find 7: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"find 4: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"first repeat: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [31 x i8] c"primes below 200: %d, last %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [10 x i32], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.main.a, i64 40, i1 false)
  %2 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 0
  %3 = call i32 @find(ptr noundef %2, i32 noundef 10, i32 noundef 7)
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3)
  %5 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 0
  %6 = call i32 @find(ptr noundef %5, i32 noundef 10, i32 noundef 4)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %6)
  %8 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 0
  %9 = call i32 @first_repeat(ptr noundef %8, i32 noundef 10)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %9)
  br label %11

11:                                               ; preds = %19, %0
  %.02 = phi i32 [ 0, %0 ], [ %.13, %19 ]
  %.01 = phi i32 [ 0, %0 ], [ %.1, %19 ]
  %.0 = phi i32 [ 0, %0 ], [ %20, %19 ]
  %12 = icmp slt i32 %.0, 200
  br i1 %12, label %13, label %21

13:                                               ; preds = %11
  %14 = call i32 @is_prime(i32 noundef %.0)
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = add nsw i32 %.01, 1
  br label %18

18:                                               ; preds = %16, %13
  %.13 = phi i32 [ %.0, %16 ], [ %.02, %13 ]
  %.1 = phi i32 [ %17, %16 ], [ %.01, %13 ]
  br label %19

19:                                               ; preds = %18
  %20 = add nsw i32 %.0, 1
  br label %11, !llvm.loop !6

21:                                               ; preds = %11
  %.02.lcssa = phi i32 [ %.02, %11 ]
  %.01.lcssa = phi i32 [ %.01, %11 ]
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %.01.lcssa, i32 noundef %.02.lcssa)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @find(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  br label %4

4:                                                ; preds = %13, %3
  %.01 = phi i32 [ 0, %3 ], [ %14, %13 ]
  %5 = icmp slt i32 %.01, %1
  br i1 %5, label %6, label %15

6:                                                ; preds = %4
  %7 = sext i32 %.01 to i64
  %8 = getelementptr inbounds i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4
  %10 = icmp eq i32 %9, %2
  br i1 %10, label %11, label %12

11:                                               ; preds = %6
  %.01.lcssa2 = phi i32 [ %.01, %6 ]
  br label %16

12:                                               ; preds = %6
  br label %13

13:                                               ; preds = %12
  %14 = add nsw i32 %.01, 1
  br label %4, !llvm.loop !8

15:                                               ; preds = %4
  br label %16

16:                                               ; preds = %15, %11
  %.0 = phi i32 [ %.01.lcssa2, %11 ], [ -1, %15 ]
  ret i32 %.0
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @first_repeat(ptr noundef %0, i32 noundef %1) #0 {
  br label %3

3:                                                ; preds = %24, %2
  %.02 = phi i32 [ 0, %2 ], [ %25, %24 ]
  %4 = icmp slt i32 %.02, %1
  br i1 %4, label %5, label %26

5:                                                ; preds = %3
  br label %6

6:                                                ; preds = %21, %5
  %.01 = phi i32 [ 0, %5 ], [ %22, %21 ]
  %7 = icmp slt i32 %.01, %.02
  br i1 %7, label %8, label %23

8:                                                ; preds = %6
  %9 = sext i32 %.02 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4
  %12 = sext i32 %.01 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = icmp eq i32 %11, %14
  br i1 %15, label %16, label %20

16:                                               ; preds = %8
  %.02.lcssa3 = phi i32 [ %.02, %8 ]
  %17 = sext i32 %.02.lcssa3 to i64
  %18 = getelementptr inbounds i32, ptr %0, i64 %17
  %19 = load i32, ptr %18, align 4
  br label %27

20:                                               ; preds = %8
  br label %21

21:                                               ; preds = %20
  %22 = add nsw i32 %.01, 1
  br label %6, !llvm.loop !9

23:                                               ; preds = %6
  br label %24

24:                                               ; preds = %23
  %25 = add nsw i32 %.02, 1
  br label %3, !llvm.loop !10

26:                                               ; preds = %3
  br label %27

27:                                               ; preds = %26, %16
  %.0 = phi i32 [ %19, %16 ], [ 0, %26 ]
  ret i32 %.0
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @is_prime(i32 noundef %0) #0 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  br label %16

4:                                                ; preds = %1
  br label %5

5:                                                ; preds = %13, %4
  %.01 = phi i32 [ 2, %4 ], [ %14, %13 ]
  %6 = mul nsw i32 %.01, %.01
  %7 = icmp sle i32 %6, %0
  br i1 %7, label %8, label %15

8:                                                ; preds = %5
  %9 = srem i32 %0, %.01
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %8
  br label %16

12:                                               ; preds = %8
  br label %13

13:                                               ; preds = %12
  %14 = add nsw i32 %.01, 1
  br label %5, !llvm.loop !11

15:                                               ; preds = %5
  br label %16

16:                                               ; preds = %15, %11, %3
  %.0 = phi i32 [ 0, %3 ], [ 0, %11 ], [ 1, %15 ]
  ret i32 %.0
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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
