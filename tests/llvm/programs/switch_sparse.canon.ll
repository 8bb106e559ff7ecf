; ModuleID = 'switch_sparse.O0.ll'
source_filename = "switch_sparse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.codes = private unnamed_addr constant [9 x i32] [i32 200, i32 301, i32 302, i32 404, i32 500, i32 503, i32 -1000000, i32 1048576, i32 0], align 16
@.str = private unnamed_addr constant [8 x i8] c"%d->%d \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"skipped %d sum %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [9 x i32], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.main.codes, i64 36, i1 false)
  br label %2

2:                                                ; preds = %13, %0
  %.01 = phi i32 [ 0, %0 ], [ %14, %13 ]
  %3 = icmp slt i32 %.01, 9
  br i1 %3, label %4, label %15

4:                                                ; preds = %2
  %5 = sext i32 %.01 to i64
  %6 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 %5
  %7 = load i32, ptr %6, align 4
  %8 = sext i32 %.01 to i64
  %9 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4
  %11 = call i32 @classify(i32 noundef %10)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %7, i32 noundef %11)
  br label %13

13:                                               ; preds = %4
  %14 = add nsw i32 %.01, 1
  br label %2, !llvm.loop !6

15:                                               ; preds = %2
  %16 = call i32 @putchar(i32 noundef 10)
  br label %17

17:                                               ; preds = %22, %15
  %.02 = phi i32 [ -1, %15 ], [ %23, %22 ]
  %18 = icmp sle i32 %.02, 5
  br i1 %18, label %19, label %24

19:                                               ; preds = %17
  %20 = call i32 @fallthrough(i32 noundef %.02)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %20)
  br label %22

22:                                               ; preds = %19
  %23 = add nsw i32 %.02, 1
  br label %17, !llvm.loop !8

24:                                               ; preds = %17
  %25 = call i32 @putchar(i32 noundef 10)
  br label %26

26:                                               ; preds = %39, %24
  %.04 = phi i32 [ 0, %24 ], [ %.15, %39 ]
  %.03 = phi i32 [ 0, %24 ], [ %.1, %39 ]
  %.0 = phi i32 [ 0, %24 ], [ %40, %39 ]
  %27 = icmp slt i32 %.0, 30
  br i1 %27, label %28, label %41

28:                                               ; preds = %26
  %29 = mul nsw i32 %.0, 7
  %30 = srem i32 %29, 11
  switch i32 %30, label %35 [
    i32 3, label %31
    i32 8, label %31
    i32 10, label %33
  ]

31:                                               ; preds = %28, %28
  %32 = add nsw i32 %.03, 1
  br label %39

33:                                               ; preds = %28
  %34 = add nsw i32 %.04, 100
  br label %37

35:                                               ; preds = %28
  %36 = add nsw i32 %.04, %.0
  br label %37

37:                                               ; preds = %35, %33
  %.2 = phi i32 [ %36, %35 ], [ %34, %33 ]
  %38 = add nsw i32 %.2, 1
  br label %39

39:                                               ; preds = %37, %31
  %.15 = phi i32 [ %38, %37 ], [ %.04, %31 ]
  %.1 = phi i32 [ %.03, %37 ], [ %32, %31 ]
  %40 = add nsw i32 %.0, 1
  br label %26, !llvm.loop !9

41:                                               ; preds = %26
  %.04.lcssa = phi i32 [ %.04, %26 ]
  %.03.lcssa = phi i32 [ %.03, %26 ]
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %.03.lcssa, i32 noundef %.04.lcssa)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @classify(i32 noundef %0) #0 {
  switch i32 %0, label %8 [
    i32 200, label %2
    i32 301, label %3
    i32 302, label %3
    i32 404, label %4
    i32 500, label %5
    i32 -1000000, label %6
    i32 1048576, label %7
  ]

2:                                                ; preds = %1
  br label %9

3:                                                ; preds = %1, %1
  br label %9

4:                                                ; preds = %1
  br label %9

5:                                                ; preds = %1
  br label %9

6:                                                ; preds = %1
  br label %9

7:                                                ; preds = %1
  br label %9

8:                                                ; preds = %1
  br label %9

9:                                                ; preds = %8, %7, %6, %5, %4, %3, %2
  %.0 = phi i32 [ 0, %8 ], [ 1, %2 ], [ 2, %3 ], [ 3, %4 ], [ 4, %5 ], [ 5, %6 ], [ 6, %7 ]
  ret i32 %.0
}

declare i32 @putchar(i32 noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @fallthrough(i32 noundef %0) #0 {
  switch i32 %0, label %11 [
    i32 4, label %2
    i32 3, label %4
    i32 2, label %6
    i32 1, label %8
    i32 0, label %10
  ]

2:                                                ; preds = %1
  %3 = add nsw i32 0, 1000
  br label %4

4:                                                ; preds = %2, %1
  %.1 = phi i32 [ %3, %2 ], [ 0, %1 ]
  %5 = add nsw i32 %.1, 100
  br label %6

6:                                                ; preds = %4, %1
  %.2 = phi i32 [ %5, %4 ], [ 0, %1 ]
  %7 = add nsw i32 %.2, 10
  br label %8

8:                                                ; preds = %6, %1
  %.3 = phi i32 [ %7, %6 ], [ 0, %1 ]
  %9 = add nsw i32 %.3, 1
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %10, %8, %1
  %.0 = phi i32 [ 0, %1 ], [ %9, %8 ], [ -1, %10 ]
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
