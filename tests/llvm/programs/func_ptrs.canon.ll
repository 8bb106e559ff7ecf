; ModuleID = 'func_ptrs.O0.ll'
source_filename = "func_ptrs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.a = private unnamed_addr constant [6 x i32] [i32 4, i32 -2, i32 7, i32 1, i32 3, i32 -5], align 16
@.str = private unnamed_addr constant [13 x i8] c"fold %c: %d\0A\00", align 1
@names = internal constant [4 x i8] c"+-*M", align 1
@ops = internal constant [4 x ptr] [ptr @add, ptr @sub, ptr @mul, ptr @max], align 16
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"pick %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [6 x i32], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.main.a, i64 24, i1 false)
  br label %2

2:                                                ; preds = %18, %0
  %.01 = phi i32 [ 0, %0 ], [ %19, %18 ]
  %3 = icmp slt i32 %.01, 4
  br i1 %3, label %4, label %20

4:                                                ; preds = %2
  %5 = sext i32 %.01 to i64
  %6 = getelementptr inbounds [4 x i8], ptr @names, i64 0, i64 %5
  %7 = load i8, ptr %6, align 1
  %8 = sext i8 %7 to i32
  %9 = sext i32 %.01 to i64
  %10 = getelementptr inbounds [4 x ptr], ptr @ops, i64 0, i64 %9
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 0
  %13 = icmp eq i32 %.01, 2
  %14 = zext i1 %13 to i64
  %15 = select i1 %13, i32 1, i32 0
  %16 = call i32 @fold(ptr noundef %11, ptr noundef %12, i32 noundef 6, i32 noundef %15)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %8, i32 noundef %16)
  br label %18

18:                                               ; preds = %4
  %19 = add nsw i32 %.01, 1
  br label %2, !llvm.loop !6

20:                                               ; preds = %2
  %21 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 0
  call void @insertion_sort(ptr noundef %21, i32 noundef 6, ptr noundef @ascending)
  br label %22

22:                                               ; preds = %29, %20
  %.02 = phi i32 [ 0, %20 ], [ %30, %29 ]
  %23 = icmp slt i32 %.02, 6
  br i1 %23, label %24, label %31

24:                                               ; preds = %22
  %25 = sext i32 %.02 to i64
  %26 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %27)
  br label %29

29:                                               ; preds = %24
  %30 = add nsw i32 %.02, 1
  br label %22, !llvm.loop !8

31:                                               ; preds = %22
  %32 = call i32 @putchar(i32 noundef 10)
  %33 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 0
  call void @insertion_sort(ptr noundef %33, i32 noundef 6, ptr noundef @descending)
  br label %34

34:                                               ; preds = %41, %31
  %.0 = phi i32 [ 0, %31 ], [ %42, %41 ]
  %35 = icmp slt i32 %.0, 6
  br i1 %35, label %36, label %43

36:                                               ; preds = %34
  %37 = sext i32 %.0 to i64
  %38 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %39)
  br label %41

41:                                               ; preds = %36
  %42 = add nsw i32 %.0, 1
  br label %34, !llvm.loop !9

43:                                               ; preds = %34
  %44 = call i32 @putchar(i32 noundef 10)
  %45 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 0
  %46 = load i32, ptr %45, align 16
  %47 = icmp sgt i32 %46, 5
  %48 = zext i1 %47 to i64
  %49 = select i1 %47, ptr @mul, ptr @add
  %50 = call i32 %49(i32 noundef 6, i32 noundef 7)
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %50)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @fold(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  br label %5

5:                                                ; preds = %12, %4
  %.01 = phi i32 [ %3, %4 ], [ %11, %12 ]
  %.0 = phi i32 [ 0, %4 ], [ %13, %12 ]
  %6 = icmp slt i32 %.0, %2
  br i1 %6, label %7, label %14

7:                                                ; preds = %5
  %8 = sext i32 %.0 to i64
  %9 = getelementptr inbounds i32, ptr %1, i64 %8
  %10 = load i32, ptr %9, align 4
  %11 = call i32 %0(i32 noundef %.01, i32 noundef %10)
  br label %12

12:                                               ; preds = %7
  %13 = add nsw i32 %.0, 1
  br label %5, !llvm.loop !10

14:                                               ; preds = %5
  %.01.lcssa = phi i32 [ %.01, %5 ]
  ret i32 %.01.lcssa
}

; Function Attrs: noinline nounwind uwtable
define internal void @insertion_sort(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  br label %4

4:                                                ; preds = %33, %3
  %.01 = phi i32 [ 1, %3 ], [ %34, %33 ]
  %5 = icmp slt i32 %.01, %1
  br i1 %5, label %6, label %35

6:                                                ; preds = %4
  %7 = sext i32 %.01 to i64
  %8 = getelementptr inbounds i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4
  %10 = sub nsw i32 %.01, 1
  br label %11

11:                                               ; preds = %21, %6
  %.0 = phi i32 [ %10, %6 ], [ %28, %21 ]
  %12 = icmp sge i32 %.0, 0
  br i1 %12, label %13, label %19

13:                                               ; preds = %11
  %14 = sext i32 %.0 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = call i32 %2(i32 noundef %16, i32 noundef %9)
  %18 = icmp sgt i32 %17, 0
  br label %19

19:                                               ; preds = %13, %11
  %20 = phi i1 [ false, %11 ], [ %18, %13 ]
  br i1 %20, label %21, label %29

21:                                               ; preds = %19
  %22 = sext i32 %.0 to i64
  %23 = getelementptr inbounds i32, ptr %0, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = add nsw i32 %.0, 1
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %0, i64 %26
  store i32 %24, ptr %27, align 4
  %28 = add nsw i32 %.0, -1
  br label %11, !llvm.loop !11

29:                                               ; preds = %19
  %.0.lcssa = phi i32 [ %.0, %19 ]
  %30 = add nsw i32 %.0.lcssa, 1
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %0, i64 %31
  store i32 %9, ptr %32, align 4
  br label %33

33:                                               ; preds = %29
  %34 = add nsw i32 %.01, 1
  br label %4, !llvm.loop !12

35:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @ascending(i32 noundef %0, i32 noundef %1) #0 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

declare i32 @putchar(i32 noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @descending(i32 noundef %0, i32 noundef %1) #0 {
  %3 = sub nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = mul nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = add nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @max(i32 noundef %0, i32 noundef %1) #0 {
  %3 = icmp sgt i32 %0, %1
  br i1 %3, label %4, label %5

4:                                                ; preds = %2
  br label %6

5:                                                ; preds = %2
  br label %6

6:                                                ; preds = %5, %4
  %7 = phi i32 [ %0, %4 ], [ %1, %5 ]
  ret i32 %7
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
!12 = distinct !{!12, !7}
