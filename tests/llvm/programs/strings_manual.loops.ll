; ModuleID = 'strings_manual.canon.ll'
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

19:                                               ; preds = %0
  store i8 54, ptr %2, align 1
  br label %20

20:                                               ; preds = %19
  %21 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 1
  store i8 50, ptr %21, align 1
  br label %22

22:                                               ; preds = %20
  %23 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 2
  store i8 55, ptr %23, align 1
  br label %24

24:                                               ; preds = %22
  %25 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 3
  store i8 49, ptr %25, align 1
  br label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 4
  store i8 56, ptr %27, align 1
  br label %28

28:                                               ; preds = %26
  %29 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 5
  store i8 48, ptr %29, align 1
  br label %30

30:                                               ; preds = %28
  %31 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 6
  store i8 57, ptr %31, align 1
  br label %32

32:                                               ; preds = %30
  %33 = getelementptr inbounds [12 x i8], ptr %2, i64 0, i64 7
  store i8 0, ptr %33, align 1
  call void @reverse(ptr noundef %2)
  %34 = call i32 @puts(ptr noundef %2)
  %35 = call i32 @puts(ptr noundef @.str.5)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @length(ptr noundef %0) #0 {
  br label %2

2:                                                ; preds = %9, %1
  %indvars.iv = phi i64 [ %indvars.iv.next, %9 ], [ 0, %1 ]
  %3 = icmp samesign ult i64 %indvars.iv, 4096
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 %indvars.iv
  %6 = load i8, ptr %5, align 1
  %7 = sext i8 %6 to i32
  %8 = icmp ne i32 %7, 0
  br label %9

9:                                                ; preds = %4, %2
  %10 = phi i1 [ false, %2 ], [ %8, %4 ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  br i1 %10, label %2, label %11, !llvm.loop !6

11:                                               ; preds = %9
  %.0.lcssa.wide = phi i64 [ %indvars.iv, %9 ]
  %12 = trunc nuw nsw i64 %.0.lcssa.wide to i32
  ret i32 %12
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @words(ptr noundef %0) #0 {
  %2 = load i8, ptr %0, align 1
  %3 = icmp ne i8 %2, 0
  br i1 %3, label %.lr.ph, label %19

.lr.ph:                                           ; preds = %1
  br label %4

4:                                                ; preds = %.lr.ph, %15
  %.03 = phi ptr [ %0, %.lr.ph ], [ %16, %15 ]
  %.012 = phi i32 [ 0, %.lr.ph ], [ %.1, %15 ]
  %.021 = phi i32 [ 0, %.lr.ph ], [ %.13, %15 ]
  %5 = load i8, ptr %.03, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp eq i32 %6, 32
  br i1 %7, label %8, label %9

8:                                                ; preds = %4
  br label %14

9:                                                ; preds = %4
  %10 = icmp ne i32 %.021, 0
  br i1 %10, label %13, label %11

11:                                               ; preds = %9
  %12 = add nsw i32 %.012, 1
  br label %13

13:                                               ; preds = %11, %9
  %.24 = phi i32 [ %.021, %9 ], [ 1, %11 ]
  %.2 = phi i32 [ %.012, %9 ], [ %12, %11 ]
  br label %14

14:                                               ; preds = %13, %8
  %.13 = phi i32 [ 0, %8 ], [ %.24, %13 ]
  %.1 = phi i32 [ %.012, %8 ], [ %.2, %13 ]
  br label %15

15:                                               ; preds = %14
  %16 = getelementptr inbounds nuw i8, ptr %.03, i32 1
  %17 = load i8, ptr %16, align 1
  %18 = icmp ne i8 %17, 0
  br i1 %18, label %4, label %._crit_edge, !llvm.loop !8

._crit_edge:                                      ; preds = %15
  %split = phi i32 [ %.1, %15 ]
  br label %19

19:                                               ; preds = %._crit_edge, %1
  %.01.lcssa = phi i32 [ %split, %._crit_edge ], [ 0, %1 ]
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
  br label %3, !llvm.loop !9

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
  %4 = icmp slt i32 0, %3
  br i1 %4, label %.lr.ph, label %15

.lr.ph:                                           ; preds = %1
  %5 = sext i32 %3 to i64
  br label %6

6:                                                ; preds = %.lr.ph, %13
  %indvars.iv3 = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next4, %13 ]
  %indvars.iv = phi i64 [ %5, %.lr.ph ], [ %indvars.iv.next, %13 ]
  %7 = getelementptr inbounds i8, ptr %0, i64 %indvars.iv3
  %8 = load i8, ptr %7, align 1
  %9 = getelementptr inbounds i8, ptr %0, i64 %indvars.iv
  %10 = load i8, ptr %9, align 1
  %11 = getelementptr inbounds i8, ptr %0, i64 %indvars.iv3
  store i8 %10, ptr %11, align 1
  %12 = getelementptr inbounds i8, ptr %0, i64 %indvars.iv
  store i8 %8, ptr %12, align 1
  br label %13

13:                                               ; preds = %6
  %indvars.iv.next4 = add nuw nsw i64 %indvars.iv3, 1
  %indvars.iv.next = add nsw i64 %indvars.iv, -1
  %14 = icmp slt i64 %indvars.iv.next4, %indvars.iv.next
  br i1 %14, label %6, label %._crit_edge, !llvm.loop !10

._crit_edge:                                      ; preds = %13
  br label %15

15:                                               ; preds = %._crit_edge, %1
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
