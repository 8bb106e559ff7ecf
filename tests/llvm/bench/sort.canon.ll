; ModuleID = 'sort.O0.ll'
source_filename = "sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [53 x i8] c"min %d max %d median %d mismatches %d checksum %llu\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = call noalias ptr @malloc(i64 noundef 400000) #5
  %2 = call noalias ptr @malloc(i64 noundef 400000) #5
  br label %3

3:                                                ; preds = %16, %0
  %.04 = phi i32 [ 0, %0 ], [ %17, %16 ]
  %.03 = phi i32 [ -1831433054, %0 ], [ %11, %16 ]
  %4 = icmp slt i32 %.04, 100000
  br i1 %4, label %5, label %18

5:                                                ; preds = %3
  %6 = shl i32 %.03, 13
  %7 = xor i32 %.03, %6
  %8 = lshr i32 %7, 17
  %9 = xor i32 %7, %8
  %10 = shl i32 %9, 5
  %11 = xor i32 %9, %10
  %12 = urem i32 %11, 1000000
  %13 = sub nsw i32 %12, 500000
  %14 = sext i32 %.04 to i64
  %15 = getelementptr inbounds i32, ptr %1, i64 %14
  store i32 %13, ptr %15, align 4
  br label %16

16:                                               ; preds = %5
  %17 = add nsw i32 %.04, 1
  br label %3, !llvm.loop !6

18:                                               ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %1, i64 400000, i1 false)
  call void @quicksort(ptr noundef %1, i32 noundef 0, i32 noundef 99999)
  call void @heapsort(ptr noundef %2, i32 noundef 100000)
  br label %19

19:                                               ; preds = %37, %18
  %.02 = phi i32 [ 0, %18 ], [ %30, %37 ]
  %.01 = phi i64 [ 0, %18 ], [ %36, %37 ]
  %.0 = phi i32 [ 0, %18 ], [ %38, %37 ]
  %20 = icmp slt i32 %.0, 100000
  br i1 %20, label %21, label %39

21:                                               ; preds = %19
  %22 = sext i32 %.0 to i64
  %23 = getelementptr inbounds i32, ptr %1, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = sext i32 %.0 to i64
  %26 = getelementptr inbounds i32, ptr %2, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = icmp ne i32 %24, %27
  %29 = zext i1 %28 to i32
  %30 = add nsw i32 %.02, %29
  %31 = mul i64 %.01, 1000003
  %32 = sext i32 %.0 to i64
  %33 = getelementptr inbounds i32, ptr %1, i64 %32
  %34 = load i32, ptr %33, align 4
  %35 = zext i32 %34 to i64
  %36 = add i64 %31, %35
  br label %37

37:                                               ; preds = %21
  %38 = add nsw i32 %.0, 1
  br label %19, !llvm.loop !8

39:                                               ; preds = %19
  %.02.lcssa = phi i32 [ %.02, %19 ]
  %.01.lcssa = phi i64 [ %.01, %19 ]
  %40 = getelementptr inbounds i32, ptr %1, i64 0
  %41 = load i32, ptr %40, align 4
  %42 = getelementptr inbounds i32, ptr %1, i64 99999
  %43 = load i32, ptr %42, align 4
  %44 = getelementptr inbounds i32, ptr %1, i64 50000
  %45 = load i32, ptr %44, align 4
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %41, i32 noundef %43, i32 noundef %45, i32 noundef %.02.lcssa, i64 noundef %.01.lcssa)
  call void @free(ptr noundef %1) #6
  call void @free(ptr noundef %2) #6
  ret i32 0
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: noinline nounwind uwtable
define internal void @quicksort(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  br label %4

4:                                                ; preds = %53, %3
  %.03 = phi i32 [ %2, %3 ], [ %.14, %53 ]
  %.01 = phi i32 [ %1, %3 ], [ %.12, %53 ]
  %5 = icmp slt i32 %.01, %.03
  br i1 %5, label %6, label %54

6:                                                ; preds = %4
  %7 = sub nsw i32 %.03, %.01
  %8 = sdiv i32 %7, 2
  %9 = add nsw i32 %.01, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4
  br label %13

13:                                               ; preds = %46, %6
  %.05 = phi i32 [ %.01, %6 ], [ %.27, %46 ]
  %.0 = phi i32 [ %.03, %6 ], [ %.2, %46 ]
  %14 = icmp sle i32 %.05, %.0
  br i1 %14, label %15, label %47

15:                                               ; preds = %13
  br label %16

16:                                               ; preds = %21, %15
  %.16 = phi i32 [ %.05, %15 ], [ %22, %21 ]
  %17 = sext i32 %.16 to i64
  %18 = getelementptr inbounds i32, ptr %0, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = icmp slt i32 %19, %12
  br i1 %20, label %21, label %23

21:                                               ; preds = %16
  %22 = add nsw i32 %.16, 1
  br label %16, !llvm.loop !9

23:                                               ; preds = %16
  %.16.lcssa = phi i32 [ %.16, %16 ]
  br label %24

24:                                               ; preds = %29, %23
  %.1 = phi i32 [ %.0, %23 ], [ %30, %29 ]
  %25 = sext i32 %.1 to i64
  %26 = getelementptr inbounds i32, ptr %0, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = icmp sgt i32 %27, %12
  br i1 %28, label %29, label %31

29:                                               ; preds = %24
  %30 = add nsw i32 %.1, -1
  br label %24, !llvm.loop !10

31:                                               ; preds = %24
  %.1.lcssa = phi i32 [ %.1, %24 ]
  %32 = icmp sle i32 %.16.lcssa, %.1.lcssa
  br i1 %32, label %33, label %46

33:                                               ; preds = %31
  %34 = sext i32 %.16.lcssa to i64
  %35 = getelementptr inbounds i32, ptr %0, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = sext i32 %.1.lcssa to i64
  %38 = getelementptr inbounds i32, ptr %0, i64 %37
  %39 = load i32, ptr %38, align 4
  %40 = add nsw i32 %.16.lcssa, 1
  %41 = sext i32 %.16.lcssa to i64
  %42 = getelementptr inbounds i32, ptr %0, i64 %41
  store i32 %39, ptr %42, align 4
  %43 = add nsw i32 %.1.lcssa, -1
  %44 = sext i32 %.1.lcssa to i64
  %45 = getelementptr inbounds i32, ptr %0, i64 %44
  store i32 %36, ptr %45, align 4
  br label %46

46:                                               ; preds = %33, %31
  %.27 = phi i32 [ %40, %33 ], [ %.16.lcssa, %31 ]
  %.2 = phi i32 [ %43, %33 ], [ %.1.lcssa, %31 ]
  br label %13, !llvm.loop !11

47:                                               ; preds = %13
  %.05.lcssa = phi i32 [ %.05, %13 ]
  %.0.lcssa = phi i32 [ %.0, %13 ]
  %48 = sub nsw i32 %.0.lcssa, %.01
  %49 = sub nsw i32 %.03, %.05.lcssa
  %50 = icmp slt i32 %48, %49
  br i1 %50, label %51, label %52

51:                                               ; preds = %47
  call void @quicksort(ptr noundef %0, i32 noundef %.01, i32 noundef %.0.lcssa)
  br label %53

52:                                               ; preds = %47
  call void @quicksort(ptr noundef %0, i32 noundef %.05.lcssa, i32 noundef %.03)
  br label %53

53:                                               ; preds = %52, %51
  %.14 = phi i32 [ %.03, %51 ], [ %.0.lcssa, %52 ]
  %.12 = phi i32 [ %.05.lcssa, %51 ], [ %.01, %52 ]
  br label %4, !llvm.loop !12

54:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @heapsort(ptr noundef %0, i32 noundef %1) #0 {
  %3 = sdiv i32 %1, 2
  %4 = sub nsw i32 %3, 1
  br label %5

5:                                                ; preds = %8, %2
  %.01 = phi i32 [ %4, %2 ], [ %9, %8 ]
  %6 = icmp sge i32 %.01, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %5
  call void @sift(ptr noundef %0, i32 noundef %.01, i32 noundef %1)
  br label %8

8:                                                ; preds = %7
  %9 = add nsw i32 %.01, -1
  br label %5, !llvm.loop !13

10:                                               ; preds = %5
  %11 = sub nsw i32 %1, 1
  br label %12

12:                                               ; preds = %23, %10
  %.0 = phi i32 [ %11, %10 ], [ %24, %23 ]
  %13 = icmp sgt i32 %.0, 0
  br i1 %13, label %14, label %25

14:                                               ; preds = %12
  %15 = getelementptr inbounds i32, ptr %0, i64 0
  %16 = load i32, ptr %15, align 4
  %17 = sext i32 %.0 to i64
  %18 = getelementptr inbounds i32, ptr %0, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr inbounds i32, ptr %0, i64 0
  store i32 %19, ptr %20, align 4
  %21 = sext i32 %.0 to i64
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  store i32 %16, ptr %22, align 4
  call void @sift(ptr noundef %0, i32 noundef 0, i32 noundef %.0)
  br label %23

23:                                               ; preds = %14
  %24 = add nsw i32 %.0, -1
  br label %12, !llvm.loop !14

25:                                               ; preds = %12
  ret void
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: noinline nounwind uwtable
define internal void @sift(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  br label %4

4:                                                ; preds = %32, %3
  %.01 = phi i32 [ %1, %3 ], [ %.0, %32 ]
  %5 = mul nsw i32 2, %.01
  %6 = add nsw i32 %5, 1
  %7 = icmp sge i32 %6, %2
  br i1 %7, label %8, label %9

8:                                                ; preds = %4
  br label %43

9:                                                ; preds = %4
  %10 = add nsw i32 %6, 1
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %23

12:                                               ; preds = %9
  %13 = add nsw i32 %6, 1
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = sext i32 %6 to i64
  %18 = getelementptr inbounds i32, ptr %0, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = icmp sgt i32 %16, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %12
  %22 = add nsw i32 %6, 1
  br label %23

23:                                               ; preds = %21, %12, %9
  %.0 = phi i32 [ %22, %21 ], [ %6, %12 ], [ %6, %9 ]
  %24 = sext i32 %.01 to i64
  %25 = getelementptr inbounds i32, ptr %0, i64 %24
  %26 = load i32, ptr %25, align 4
  %27 = sext i32 %.0 to i64
  %28 = getelementptr inbounds i32, ptr %0, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = icmp sge i32 %26, %29
  br i1 %30, label %31, label %32

31:                                               ; preds = %23
  br label %43

32:                                               ; preds = %23
  %33 = sext i32 %.01 to i64
  %34 = getelementptr inbounds i32, ptr %0, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = sext i32 %.0 to i64
  %37 = getelementptr inbounds i32, ptr %0, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = sext i32 %.01 to i64
  %40 = getelementptr inbounds i32, ptr %0, i64 %39
  store i32 %38, ptr %40, align 4
  %41 = sext i32 %.0 to i64
  %42 = getelementptr inbounds i32, ptr %0, i64 %41
  store i32 %35, ptr %42, align 4
  br label %4

43:                                               ; preds = %31, %8
  ret void
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

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
