; ModuleID = 'strings_manual.O0.ll'
source_filename = "strings_manual.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.text = private unnamed_addr constant [21 x i8] c"the quick  brown fox\00", align 16
@.str = private unnamed_addr constant [17 x i8] c"len %d words %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"abd\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [21 x i8], align 16
  %2 = alloca [12 x i8], align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.main.text, i64 21, i1 false)
  %3 = getelementptr inbounds [21 x i8], ptr %1, i64 0, i64 0
  %4 = call i32 @length(ptr noundef %3)
  %5 = getelementptr inbounds [21 x i8], ptr %1, i64 0, i64 0
  %6 = call i32 @words(ptr noundef %5)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %4, i32 noundef %6)
  %8 = call i32 @compare(ptr noundef @.str.2, ptr noundef @.str.3)
  %9 = icmp slt i32 %8, 0
  %10 = zext i1 %9 to i32
  %11 = call i32 @compare(ptr noundef @.str.2, ptr noundef @.str.2)
  %12 = call i32 @compare(ptr noundef @.str.4, ptr noundef @.str.2)
  %13 = icmp sgt i32 %12, 0
  %14 = zext i1 %13 to i32
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %10, i32 noundef %11, i32 noundef %14)
  %16 = getelementptr inbounds [21 x i8], ptr %1, i64 0, i64 0
  call void @reverse(ptr noundef %16)
  %17 = getelementptr inbounds [21 x i8], ptr %1, i64 0, i64 0
  %18 = call i32 @puts(ptr noundef %17)
  br label %19

19:                                               ; preds = %27, %0
  %.01 = phi i32 [ 9081726, %0 ], [ %26, %27 ]
  %.0 = phi i32 [ 0, %0 ], [ %23, %27 ]
  %20 = srem i32 %.01, 10
  %21 = add nsw i32 48, %20
  %22 = trunc i32 %21 to i8
  %23 = add nsw i32 %.0, 1
  %24 = sext i32 %.0 to i64
  %25 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %24
  store i8 %22, ptr %25, align 1
  %26 = sdiv i32 %.01, 10
  br label %27

27:                                               ; preds = %19
  %28 = icmp ne i32 %26, 0
  br i1 %28, label %19, label %29, !llvm.loop !6

29:                                               ; preds = %27
  %.lcssa = phi i32 [ %23, %27 ]
  %30 = sext i32 %.lcssa to i64
  %31 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 %30
  store i8 0, ptr %31, align 1
  %32 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 0
  call void @reverse(ptr noundef %32)
  %33 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 0
  %34 = call i32 @puts(ptr noundef %33)
  %35 = call i32 @puts(ptr noundef @.str.5)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @length(ptr noundef %0) #0 {
  br label %2

2:                                                ; preds = %12, %1
  %.0 = phi i32 [ 0, %1 ], [ %13, %12 ]
  %3 = icmp slt i32 %.0, 4096
  br i1 %3, label %4, label %10

4:                                                ; preds = %2
  %5 = sext i32 %.0 to i64
  %6 = getelementptr inbounds i8, ptr %0, i64 %5
  %7 = load i8, ptr %6, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp ne i32 %8, 0
  br label %10

10:                                               ; preds = %4, %2
  %11 = phi i1 [ false, %2 ], [ %9, %4 ]
  br i1 %11, label %12, label %14

12:                                               ; preds = %10
  %13 = add nsw i32 %.0, 1
  br label %2, !llvm.loop !8

14:                                               ; preds = %10
  %.0.lcssa = phi i32 [ %.0, %10 ]
  ret i32 %.0.lcssa
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @words(ptr noundef %0) #0 {
  br label %2

2:                                                ; preds = %16, %1
  %.02 = phi i32 [ 0, %1 ], [ %.13, %16 ]
  %.01 = phi i32 [ 0, %1 ], [ %.1, %16 ]
  %.0 = phi ptr [ %0, %1 ], [ %17, %16 ]
  %3 = load i8, ptr %.0, align 1
  %4 = icmp ne i8 %3, 0
  br i1 %4, label %5, label %18

5:                                                ; preds = %2
  %6 = load i8, ptr %.0, align 1
  %7 = sext i8 %6 to i32
  %8 = icmp eq i32 %7, 32
  br i1 %8, label %9, label %10

9:                                                ; preds = %5
  br label %15

10:                                               ; preds = %5
  %11 = icmp ne i32 %.02, 0
  br i1 %11, label %14, label %12

12:                                               ; preds = %10
  %13 = add nsw i32 %.01, 1
  br label %14

14:                                               ; preds = %12, %10
  %.24 = phi i32 [ %.02, %10 ], [ 1, %12 ]
  %.2 = phi i32 [ %.01, %10 ], [ %13, %12 ]
  br label %15

15:                                               ; preds = %14, %9
  %.13 = phi i32 [ 0, %9 ], [ %.24, %14 ]
  %.1 = phi i32 [ %.01, %9 ], [ %.2, %14 ]
  br label %16

16:                                               ; preds = %15
  %17 = getelementptr inbounds nuw i8, ptr %.0, i32 1
  br label %2, !llvm.loop !9

18:                                               ; preds = %2
  %.01.lcssa = phi i32 [ %.01, %2 ]
  ret i32 %.01.lcssa
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @compare(ptr noundef %0, ptr noundef %1) #0 {
  br label %3

3:                                                ; preds = %15, %2
  %.01 = phi ptr [ %1, %2 ], [ %17, %15 ]
  %.0 = phi ptr [ %0, %2 ], [ %16, %15 ]
  %4 = load i8, ptr %.0, align 1
  %5 = sext i8 %4 to i32
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %13

7:                                                ; preds = %3
  %8 = load i8, ptr %.0, align 1
  %9 = sext i8 %8 to i32
  %10 = load i8, ptr %.01, align 1
  %11 = sext i8 %10 to i32
  %12 = icmp eq i32 %9, %11
  br label %13

13:                                               ; preds = %7, %3
  %14 = phi i1 [ false, %3 ], [ %12, %7 ]
  br i1 %14, label %15, label %18

15:                                               ; preds = %13
  %16 = getelementptr inbounds nuw i8, ptr %.0, i32 1
  %17 = getelementptr inbounds nuw i8, ptr %.01, i32 1
  br label %3, !llvm.loop !10

18:                                               ; preds = %13
  %.01.lcssa = phi ptr [ %.01, %13 ]
  %.0.lcssa = phi ptr [ %.0, %13 ]
  %19 = load i8, ptr %.0.lcssa, align 1
  %20 = zext i8 %19 to i32
  %21 = load i8, ptr %.01.lcssa, align 1
  %22 = zext i8 %21 to i32
  %23 = sub nsw i32 %20, %22
  ret i32 %23
}

; Function Attrs: noinline nounwind uwtable
define internal void @reverse(ptr noundef %0) #0 {
  %2 = call i32 @length(ptr noundef %0)
  %3 = sub nsw i32 %2, 1
  br label %4

4:                                                ; preds = %17, %1
  %.01 = phi i32 [ 0, %1 ], [ %18, %17 ]
  %.0 = phi i32 [ %3, %1 ], [ %19, %17 ]
  %5 = icmp slt i32 %.01, %.0
  br i1 %5, label %6, label %20

6:                                                ; preds = %4
  %7 = sext i32 %.01 to i64
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = load i8, ptr %8, align 1
  %10 = sext i32 %.0 to i64
  %11 = getelementptr inbounds i8, ptr %0, i64 %10
  %12 = load i8, ptr %11, align 1
  %13 = sext i32 %.01 to i64
  %14 = getelementptr inbounds i8, ptr %0, i64 %13
  store i8 %12, ptr %14, align 1
  %15 = sext i32 %.0 to i64
  %16 = getelementptr inbounds i8, ptr %0, i64 %15
  store i8 %9, ptr %16, align 1
  br label %17

17:                                               ; preds = %6
  %18 = add nsw i32 %.01, 1
  %19 = add nsw i32 %.0, -1
  br label %4, !llvm.loop !11

20:                                               ; preds = %4
  ret void
}

declare i32 @puts(ptr noundef) #2

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
