; ModuleID = 'unswitch.canon.ll'
source_filename = "unswitch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [12 x i32], align 16
  br label %2

2:                                                ; preds = %0
  store i32 -17, ptr %1, align 4
  br label %3

3:                                                ; preds = %2
  %4 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 1
  store i32 -12, ptr %4, align 4
  br label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 2
  store i32 -7, ptr %6, align 4
  br label %7

7:                                                ; preds = %5
  %8 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 3
  store i32 -2, ptr %8, align 4
  br label %9

9:                                                ; preds = %7
  %10 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 4
  store i32 3, ptr %10, align 4
  br label %11

11:                                               ; preds = %9
  %12 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 5
  store i32 8, ptr %12, align 4
  br label %13

13:                                               ; preds = %11
  %14 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 6
  store i32 13, ptr %14, align 4
  br label %15

15:                                               ; preds = %13
  %16 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 7
  store i32 18, ptr %16, align 4
  br label %17

17:                                               ; preds = %15
  %18 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 8
  store i32 23, ptr %18, align 4
  br label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 9
  store i32 28, ptr %20, align 4
  br label %21

21:                                               ; preds = %19
  %22 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 10
  store i32 33, ptr %22, align 4
  br label %23

23:                                               ; preds = %21
  %24 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 11
  store i32 38, ptr %24, align 4
  br label %25

25:                                               ; preds = %23
  %26 = call i32 @sum_unless(ptr noundef %1, i32 noundef 12, i32 noundef 0)
  %27 = call i32 @sum_unless(ptr noundef %1, i32 noundef 12, i32 noundef 1)
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %26, i32 noundef %27)
  %29 = call i32 @scan(ptr noundef %1, i32 noundef 12, i32 noundef 0)
  %30 = call i32 @scan(ptr noundef %1, i32 noundef 12, i32 noundef 1)
  %31 = call i32 @scan(ptr noundef %1, i32 noundef 12, i32 noundef 3)
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %29, i32 noundef %30, i32 noundef %31)
  call void @scale(ptr noundef %1, i32 noundef 12, i32 noundef 3, i32 noundef 1)
  call void @scale(ptr noundef %1, i32 noundef 12, i32 noundef 2, i32 noundef 0)
  %33 = load i32, ptr %1, align 16
  %34 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 5
  %35 = load i32, ptr %34, align 4
  %36 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 11
  %37 = load i32, ptr %36, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %33, i32 noundef %35, i32 noundef %37)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @sum_unless(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = icmp ne i32 %2, 0
  %5 = icmp slt i32 0, %1
  br i1 %5, label %.lr.ph, label %.loopexit

.lr.ph:                                           ; preds = %3
  %wide.trip.count = zext i32 %1 to i64
  br label %6

6:                                                ; preds = %.lr.ph, %12
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %12 ]
  %.011 = phi i32 [ 0, %.lr.ph ], [ %11, %12 ]
  br i1 %4, label %7, label %8

7:                                                ; preds = %6
  %.01.lcssa2 = phi i32 [ 0, %6 ]
  br label %13

8:                                                ; preds = %6
  %9 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %.011, %10
  br label %12

12:                                               ; preds = %8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond = icmp ne i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond, label %6, label %..loopexit_crit_edge, !llvm.loop !6

..loopexit_crit_edge:                             ; preds = %12
  %split = phi i32 [ %11, %12 ]
  br label %.loopexit

.loopexit:                                        ; preds = %..loopexit_crit_edge, %3
  %.01.lcssa = phi i32 [ %split, %..loopexit_crit_edge ], [ 0, %3 ]
  br label %13

13:                                               ; preds = %.loopexit, %7
  %.013 = phi i32 [ %.01.lcssa, %.loopexit ], [ %.01.lcssa2, %7 ]
  ret i32 %.013
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @scan(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = icmp slt i32 0, %1
  br i1 %4, label %.lr.ph, label %42

.lr.ph:                                           ; preds = %3
  switch i32 %2, label %.lr.ph.split [
    i32 0, label %8
  ]

.lr.ph.split:                                     ; preds = %.lr.ph
  %5 = add i32 %1, -1
  %xtraiter = and i32 %1, 1
  %6 = icmp ult i32 %5, 1
  br i1 %6, label %.epil.preheader, label %.lr.ph.split.new

.lr.ph.split.new:                                 ; preds = %.lr.ph.split
  %unroll_iter = sub i32 %1, %xtraiter
  br label %7

7:                                                ; preds = %30, %.lr.ph.split.new
  %indvars.iv = phi i64 [ 0, %.lr.ph.split.new ], [ %indvars.iv.next.1, %30 ]
  %.021 = phi i32 [ 0, %.lr.ph.split.new ], [ %.1.1, %30 ]
  %niter = phi i32 [ 0, %.lr.ph.split.new ], [ %niter.next.1, %30 ]
  switch i32 %2, label %13 [
    i32 1, label %9
  ]

8:                                                ; preds = %.lr.ph
  br label %43

9:                                                ; preds = %7
  %10 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv
  %11 = load i32, ptr %10, align 4
  %12 = add nsw i32 %.021, %11
  br label %18

13:                                               ; preds = %7
  %14 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv
  %15 = load i32, ptr %14, align 4
  %16 = mul nsw i32 %15, %2
  %17 = xor i32 %.021, %16
  br label %18

18:                                               ; preds = %13, %9
  %.1 = phi i32 [ %17, %13 ], [ %12, %9 ]
  br label %19

19:                                               ; preds = %18
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  switch i32 %2, label %24 [
    i32 1, label %20
  ]

20:                                               ; preds = %19
  %21 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv.next
  %22 = load i32, ptr %21, align 4
  %23 = add nsw i32 %.1, %22
  br label %29

24:                                               ; preds = %19
  %25 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv.next
  %26 = load i32, ptr %25, align 4
  %27 = mul nsw i32 %26, %2
  %28 = xor i32 %.1, %27
  br label %29

29:                                               ; preds = %24, %20
  %.1.1 = phi i32 [ %28, %24 ], [ %23, %20 ]
  br label %30

30:                                               ; preds = %29
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp ne i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %7, label %._crit_edge.unr-lcssa, !llvm.loop !8

._crit_edge.unr-lcssa:                            ; preds = %30
  %split.ph = phi i32 [ %.1.1, %30 ]
  %indvars.iv.unr = phi i64 [ %indvars.iv.next.1, %30 ]
  %.021.unr = phi i32 [ %.1.1, %30 ]
  %lcmp.mod = icmp ne i32 %xtraiter, 0
  br i1 %lcmp.mod, label %.epil.preheader, label %._crit_edge

.epil.preheader:                                  ; preds = %._crit_edge.unr-lcssa, %.lr.ph.split
  %indvars.iv.epil.init = phi i64 [ 0, %.lr.ph.split ], [ %indvars.iv.unr, %._crit_edge.unr-lcssa ]
  %.021.epil.init = phi i32 [ 0, %.lr.ph.split ], [ %.021.unr, %._crit_edge.unr-lcssa ]
  %lcmp.mod5 = icmp ne i32 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod5)
  br label %31

31:                                               ; preds = %.epil.preheader
  switch i32 %2, label %36 [
    i32 1, label %32
  ]

32:                                               ; preds = %31
  %33 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv.epil.init
  %34 = load i32, ptr %33, align 4
  %35 = add nsw i32 %.021.epil.init, %34
  br label %41

36:                                               ; preds = %31
  %37 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv.epil.init
  %38 = load i32, ptr %37, align 4
  %39 = mul nsw i32 %38, %2
  %40 = xor i32 %.021.epil.init, %39
  br label %41

41:                                               ; preds = %36, %32
  %.1.epil = phi i32 [ %40, %36 ], [ %35, %32 ]
  br label %._crit_edge.epilog-lcssa

._crit_edge.epilog-lcssa:                         ; preds = %41
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.unr-lcssa, %._crit_edge.epilog-lcssa
  %split = phi i32 [ %split.ph, %._crit_edge.unr-lcssa ], [ %.1.epil, %._crit_edge.epilog-lcssa ]
  br label %42

42:                                               ; preds = %._crit_edge, %3
  %.02.lcssa = phi i32 [ %split, %._crit_edge ], [ 0, %3 ]
  br label %43

43:                                               ; preds = %42, %8
  %.0 = phi i32 [ -1, %8 ], [ %.02.lcssa, %42 ]
  ret i32 %.0
}

; Function Attrs: noinline nounwind uwtable
define internal void @scale(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = icmp ne i32 %3, 0
  %6 = icmp slt i32 0, %1
  br i1 %6, label %.lr.ph, label %21

.lr.ph:                                           ; preds = %4
  %wide.trip.count = zext i32 %1 to i64
  br label %7

7:                                                ; preds = %.lr.ph, %20
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %20 ]
  br i1 %5, label %8, label %14

8:                                                ; preds = %7
  %9 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv
  %10 = load i32, ptr %9, align 4
  %11 = sub nsw i32 0, %10
  %12 = mul nsw i32 %11, %2
  %13 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv
  store i32 %12, ptr %13, align 4
  br label %19

14:                                               ; preds = %7
  %15 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv
  %16 = load i32, ptr %15, align 4
  %17 = mul nsw i32 %16, %2
  %18 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv
  store i32 %17, ptr %18, align 4
  br label %19

19:                                               ; preds = %14, %8
  br label %20

20:                                               ; preds = %19
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond = icmp ne i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond, label %7, label %._crit_edge, !llvm.loop !9

._crit_edge:                                      ; preds = %20
  br label %21

21:                                               ; preds = %._crit_edge, %4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
