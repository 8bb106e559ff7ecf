; ModuleID = 'vla.canon.ll'
source_filename = "vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"%ld %d %g\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %0, %36
  %indvar = phi i64 [ 0, %0 ], [ %indvar.next, %36 ]
  %indvars.iv7 = phi i64 [ 1, %0 ], [ %indvars.iv.next8, %36 ]
  %.015 = phi i64 [ 0, %0 ], [ %35, %36 ]
  %2 = call ptr @llvm.stacksave.p0()
  %3 = alloca i32, i64 %indvars.iv7, align 16
  %xtraiter = and i64 %indvars.iv7, 3
  %4 = icmp ult i64 %indvar, 3
  br i1 %4, label %.epil.preheader, label %.new

.new:                                             ; preds = %1
  %unroll_iter = sub i64 %indvars.iv7, %xtraiter
  br label %5

5:                                                ; preds = %21, %.new
  %indvars.iv = phi i64 [ 0, %.new ], [ %indvars.iv.next.3, %21 ]
  %niter = phi i64 [ 0, %.new ], [ %niter.next.3, %21 ]
  %6 = mul nuw nsw i64 %indvars.iv, %indvars.iv7
  %7 = getelementptr inbounds i32, ptr %3, i64 %indvars.iv
  %8 = trunc nuw nsw i64 %6 to i32
  store i32 %8, ptr %7, align 4
  br label %9

9:                                                ; preds = %5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %10 = mul nuw nsw i64 %indvars.iv.next, %indvars.iv7
  %11 = getelementptr inbounds i32, ptr %3, i64 %indvars.iv.next
  %12 = trunc nuw nsw i64 %10 to i32
  store i32 %12, ptr %11, align 4
  br label %13

13:                                               ; preds = %9
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %14 = mul nuw nsw i64 %indvars.iv.next.1, %indvars.iv7
  %15 = getelementptr inbounds i32, ptr %3, i64 %indvars.iv.next.1
  %16 = trunc nuw nsw i64 %14 to i32
  store i32 %16, ptr %15, align 4
  br label %17

17:                                               ; preds = %13
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3
  %18 = mul nuw nsw i64 %indvars.iv.next.2, %indvars.iv7
  %19 = getelementptr inbounds i32, ptr %3, i64 %indvars.iv.next.2
  %20 = trunc nuw nsw i64 %18 to i32
  store i32 %20, ptr %19, align 4
  br label %21

21:                                               ; preds = %17
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add nuw i64 %niter, 4
  %niter.ncmp.3 = icmp ne i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %5, label %.unr-lcssa, !llvm.loop !6

.unr-lcssa:                                       ; preds = %21
  %indvars.iv.unr = phi i64 [ %indvars.iv.next.3, %21 ]
  %lcmp.mod = icmp ne i64 %xtraiter, 0
  br i1 %lcmp.mod, label %.epil.preheader, label %27

.epil.preheader:                                  ; preds = %.unr-lcssa, %1
  %indvars.iv.epil.init = phi i64 [ 0, %1 ], [ %indvars.iv.unr, %.unr-lcssa ]
  %lcmp.mod11 = icmp ne i64 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod11)
  br label %22

22:                                               ; preds = %26, %.epil.preheader
  %indvars.iv.epil = phi i64 [ %indvars.iv.epil.init, %.epil.preheader ], [ %indvars.iv.next.epil, %26 ]
  %epil.iter = phi i64 [ 0, %.epil.preheader ], [ %epil.iter.next, %26 ]
  %23 = mul nuw nsw i64 %indvars.iv.epil, %indvars.iv7
  %24 = getelementptr inbounds i32, ptr %3, i64 %indvars.iv.epil
  %25 = trunc nuw nsw i64 %23 to i32
  store i32 %25, ptr %24, align 4
  br label %26

26:                                               ; preds = %22
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %exitcond.epil = icmp ne i64 %indvars.iv.next.epil, %indvars.iv7
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp = icmp ne i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp, label %22, label %.epilog-lcssa, !llvm.loop !8

.epilog-lcssa:                                    ; preds = %26
  br label %27

27:                                               ; preds = %.unr-lcssa, %.epilog-lcssa
  %28 = sub nuw nsw i64 %indvars.iv7, 1
  %29 = getelementptr inbounds i32, ptr %3, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = sext i32 %30 to i64
  %32 = trunc nuw nsw i64 %indvars.iv7 to i32
  %33 = call i64 @triangle(i32 noundef %32)
  %34 = add nsw i64 %31, %33
  %35 = add nsw i64 %.015, %34
  call void @llvm.stackrestore.p0(ptr %2)
  br label %36

36:                                               ; preds = %27
  %indvars.iv.next8 = add nuw nsw i64 %indvars.iv7, 1
  %exitcond10 = icmp ne i64 %indvars.iv.next8, 201
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond10, label %1, label %37, !llvm.loop !10

37:                                               ; preds = %36
  %.01.lcssa = phi i64 [ %35, %36 ]
  %38 = call i32 @depth(i32 noundef 12)
  %39 = call double @grid(i32 noundef 7, i32 noundef 5)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %.01.lcssa, i32 noundef %38, double noundef %39)
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
  %6 = icmp sle i32 0, %0
  br i1 %6, label %.lr.ph, label %21

.lr.ph:                                           ; preds = %1
  %7 = add i32 %0, 1
  %wide.trip.count = zext i32 %7 to i64
  %xtraiter = and i32 %7, 3
  %8 = icmp ult i32 %0, 3
  br i1 %8, label %.epil.preheader, label %.lr.ph.new

.lr.ph.new:                                       ; preds = %.lr.ph
  %unroll_iter = sub i32 %7, %xtraiter
  br label %9

9:                                                ; preds = %17, %.lr.ph.new
  %indvars.iv = phi i64 [ 0, %.lr.ph.new ], [ %indvars.iv.next.3, %17 ]
  %niter = phi i32 [ 0, %.lr.ph.new ], [ %niter.next.3, %17 ]
  %10 = getelementptr inbounds i64, ptr %5, i64 %indvars.iv
  store i64 %indvars.iv, ptr %10, align 8
  br label %11

11:                                               ; preds = %9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %12 = getelementptr inbounds i64, ptr %5, i64 %indvars.iv.next
  store i64 %indvars.iv.next, ptr %12, align 8
  br label %13

13:                                               ; preds = %11
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %14 = getelementptr inbounds i64, ptr %5, i64 %indvars.iv.next.1
  store i64 %indvars.iv.next.1, ptr %14, align 8
  br label %15

15:                                               ; preds = %13
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3
  %16 = getelementptr inbounds i64, ptr %5, i64 %indvars.iv.next.2
  store i64 %indvars.iv.next.2, ptr %16, align 8
  br label %17

17:                                               ; preds = %15
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp ne i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %9, label %._crit_edge.unr-lcssa, !llvm.loop !11

._crit_edge.unr-lcssa:                            ; preds = %17
  %indvars.iv.unr = phi i64 [ %indvars.iv.next.3, %17 ]
  %lcmp.mod = icmp ne i32 %xtraiter, 0
  br i1 %lcmp.mod, label %.epil.preheader, label %._crit_edge

.epil.preheader:                                  ; preds = %._crit_edge.unr-lcssa, %.lr.ph
  %indvars.iv.epil.init = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.unr, %._crit_edge.unr-lcssa ]
  %lcmp.mod13 = icmp ne i32 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod13)
  br label %18

18:                                               ; preds = %20, %.epil.preheader
  %indvars.iv.epil = phi i64 [ %indvars.iv.epil.init, %.epil.preheader ], [ %indvars.iv.next.epil, %20 ]
  %epil.iter = phi i32 [ 0, %.epil.preheader ], [ %epil.iter.next, %20 ]
  %19 = getelementptr inbounds i64, ptr %5, i64 %indvars.iv.epil
  store i64 %indvars.iv.epil, ptr %19, align 8
  br label %20

20:                                               ; preds = %18
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %exitcond.epil = icmp ne i64 %indvars.iv.next.epil, %wide.trip.count
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp = icmp ne i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp, label %18, label %._crit_edge.epilog-lcssa, !llvm.loop !12

._crit_edge.epilog-lcssa:                         ; preds = %20
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.unr-lcssa, %._crit_edge.epilog-lcssa
  br label %21

21:                                               ; preds = %._crit_edge, %1
  %22 = icmp sle i32 0, %0
  br i1 %22, label %.lr.ph5, label %47

.lr.ph5:                                          ; preds = %21
  %23 = add i32 %0, 1
  %wide.trip.count11 = zext i32 %23 to i64
  %xtraiter15 = and i32 %23, 3
  %24 = icmp ult i32 %0, 3
  br i1 %24, label %.epil.preheader14, label %.lr.ph5.new

.lr.ph5.new:                                      ; preds = %.lr.ph5
  %unroll_iter20 = sub i32 %23, %xtraiter15
  br label %25

25:                                               ; preds = %41, %.lr.ph5.new
  %indvars.iv8 = phi i64 [ 0, %.lr.ph5.new ], [ %indvars.iv.next9.3, %41 ]
  %.012 = phi i64 [ 0, %.lr.ph5.new ], [ %40, %41 ]
  %niter21 = phi i32 [ 0, %.lr.ph5.new ], [ %niter21.next.3, %41 ]
  %26 = getelementptr inbounds i64, ptr %5, i64 %indvars.iv8
  %27 = load i64, ptr %26, align 8
  %28 = add nsw i64 %.012, %27
  br label %29

29:                                               ; preds = %25
  %indvars.iv.next9 = add nuw nsw i64 %indvars.iv8, 1
  %30 = getelementptr inbounds i64, ptr %5, i64 %indvars.iv.next9
  %31 = load i64, ptr %30, align 8
  %32 = add nsw i64 %28, %31
  br label %33

33:                                               ; preds = %29
  %indvars.iv.next9.1 = add nuw nsw i64 %indvars.iv8, 2
  %34 = getelementptr inbounds i64, ptr %5, i64 %indvars.iv.next9.1
  %35 = load i64, ptr %34, align 8
  %36 = add nsw i64 %32, %35
  br label %37

37:                                               ; preds = %33
  %indvars.iv.next9.2 = add nuw nsw i64 %indvars.iv8, 3
  %38 = getelementptr inbounds i64, ptr %5, i64 %indvars.iv.next9.2
  %39 = load i64, ptr %38, align 8
  %40 = add nsw i64 %36, %39
  br label %41

41:                                               ; preds = %37
  %indvars.iv.next9.3 = add nuw nsw i64 %indvars.iv8, 4
  %niter21.next.3 = add i32 %niter21, 4
  %niter21.ncmp.3 = icmp ne i32 %niter21.next.3, %unroll_iter20
  br i1 %niter21.ncmp.3, label %25, label %._crit_edge6.unr-lcssa, !llvm.loop !13

._crit_edge6.unr-lcssa:                           ; preds = %41
  %split.ph = phi i64 [ %40, %41 ]
  %indvars.iv8.unr = phi i64 [ %indvars.iv.next9.3, %41 ]
  %.012.unr = phi i64 [ %40, %41 ]
  %lcmp.mod17 = icmp ne i32 %xtraiter15, 0
  br i1 %lcmp.mod17, label %.epil.preheader14, label %._crit_edge6

.epil.preheader14:                                ; preds = %._crit_edge6.unr-lcssa, %.lr.ph5
  %indvars.iv8.epil.init = phi i64 [ 0, %.lr.ph5 ], [ %indvars.iv8.unr, %._crit_edge6.unr-lcssa ]
  %.012.epil.init = phi i64 [ 0, %.lr.ph5 ], [ %.012.unr, %._crit_edge6.unr-lcssa ]
  %lcmp.mod19 = icmp ne i32 %xtraiter15, 0
  call void @llvm.assume(i1 %lcmp.mod19)
  br label %42

42:                                               ; preds = %46, %.epil.preheader14
  %indvars.iv8.epil = phi i64 [ %indvars.iv8.epil.init, %.epil.preheader14 ], [ %indvars.iv.next9.epil, %46 ]
  %.012.epil = phi i64 [ %.012.epil.init, %.epil.preheader14 ], [ %45, %46 ]
  %epil.iter16 = phi i32 [ 0, %.epil.preheader14 ], [ %epil.iter16.next, %46 ]
  %43 = getelementptr inbounds i64, ptr %5, i64 %indvars.iv8.epil
  %44 = load i64, ptr %43, align 8
  %45 = add nsw i64 %.012.epil, %44
  br label %46

46:                                               ; preds = %42
  %indvars.iv.next9.epil = add nuw nsw i64 %indvars.iv8.epil, 1
  %exitcond12.epil = icmp ne i64 %indvars.iv.next9.epil, %wide.trip.count11
  %epil.iter16.next = add i32 %epil.iter16, 1
  %epil.iter16.cmp = icmp ne i32 %epil.iter16.next, %xtraiter15
  br i1 %epil.iter16.cmp, label %42, label %._crit_edge6.epilog-lcssa, !llvm.loop !14

._crit_edge6.epilog-lcssa:                        ; preds = %46
  %split.ph18 = phi i64 [ %45, %46 ]
  br label %._crit_edge6

._crit_edge6:                                     ; preds = %._crit_edge6.unr-lcssa, %._crit_edge6.epilog-lcssa
  %split = phi i64 [ %split.ph, %._crit_edge6.unr-lcssa ], [ %split.ph18, %._crit_edge6.epilog-lcssa ]
  br label %47

47:                                               ; preds = %._crit_edge6, %21
  %.01.lcssa = phi i64 [ %split, %._crit_edge6 ], [ 0, %21 ]
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
  br label %43

4:                                                ; preds = %1
  %5 = mul nsw i32 %0, 16
  %6 = zext i32 %5 to i64
  %7 = call ptr @llvm.stacksave.p0()
  %8 = alloca i8, i64 %6, align 16
  %9 = mul nsw i32 %0, 16
  %10 = icmp slt i32 0, %9
  br i1 %10, label %.lr.ph, label %33

.lr.ph:                                           ; preds = %4
  %11 = sext i32 %0 to i64
  %wide.trip.count = zext i32 %9 to i64
  br label %12

12:                                               ; preds = %32, %.lr.ph
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next.3, %32 ]
  %13 = add nsw i64 %indvars.iv, %11
  %14 = trunc nsw i64 %13 to i32
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds i8, ptr %8, i64 %indvars.iv
  store i8 %15, ptr %16, align 1
  br label %17

17:                                               ; preds = %12
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %18 = add nsw i64 %indvars.iv.next, %11
  %19 = trunc nsw i64 %18 to i32
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds i8, ptr %8, i64 %indvars.iv.next
  store i8 %20, ptr %21, align 1
  br label %22

22:                                               ; preds = %17
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %23 = add nsw i64 %indvars.iv.next.1, %11
  %24 = trunc nsw i64 %23 to i32
  %25 = trunc i32 %24 to i8
  %26 = getelementptr inbounds i8, ptr %8, i64 %indvars.iv.next.1
  store i8 %25, ptr %26, align 1
  br label %27

27:                                               ; preds = %22
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3
  %28 = add nsw i64 %indvars.iv.next.2, %11
  %29 = trunc nsw i64 %28 to i32
  %30 = trunc i32 %29 to i8
  %31 = getelementptr inbounds i8, ptr %8, i64 %indvars.iv.next.2
  store i8 %30, ptr %31, align 1
  br label %32

32:                                               ; preds = %27
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %exitcond.3 = icmp ne i64 %indvars.iv.next.3, %wide.trip.count
  br i1 %exitcond.3, label %12, label %._crit_edge, !llvm.loop !15

._crit_edge:                                      ; preds = %32
  br label %33

33:                                               ; preds = %._crit_edge, %4
  %34 = mul nsw i32 %0, 16
  %35 = sub nsw i32 %34, 1
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %8, i64 %36
  %38 = load i8, ptr %37, align 1
  %39 = sext i8 %38 to i32
  %40 = sub nsw i32 %0, 1
  %41 = call i32 @depth(i32 noundef %40)
  %42 = add nsw i32 %39, %41
  call void @llvm.stackrestore.p0(ptr %7)
  br label %43

43:                                               ; preds = %33, %3
  %.0 = phi i32 [ 0, %3 ], [ %42, %33 ]
  ret i32 %.0
}

; Function Attrs: noinline nounwind uwtable
define internal double @grid(i32 noundef %0, i32 noundef %1) #0 {
  %3 = zext i32 %0 to i64
  %4 = zext i32 %1 to i64
  %5 = call ptr @llvm.stacksave.p0()
  %6 = mul nuw i64 %3, %4
  %7 = alloca double, i64 %6, align 16
  %8 = icmp slt i32 0, %0
  br i1 %8, label %.lr.ph4, label %35

.lr.ph4:                                          ; preds = %2
  %9 = icmp slt i32 0, %1
  %wide.trip.count15 = zext i32 %0 to i64
  %10 = add i32 %1, -1
  br label %11

11:                                               ; preds = %.lr.ph4, %34
  %indvars.iv12 = phi i64 [ 0, %.lr.ph4 ], [ %indvars.iv.next13, %34 ]
  %12 = trunc nuw nsw i64 %indvars.iv12 to i32
  %13 = sitofp i32 %12 to double
  %14 = mul nuw nsw i64 %indvars.iv12, %4
  %15 = getelementptr inbounds double, ptr %7, i64 %14
  br i1 %9, label %.lr.ph, label %33

.lr.ph:                                           ; preds = %11
  %xtraiter = and i32 %1, 1
  %16 = icmp ult i32 %10, 1
  br i1 %16, label %.epil.preheader, label %.lr.ph.new

.lr.ph.new:                                       ; preds = %.lr.ph
  %unroll_iter = sub i32 %1, %xtraiter
  br label %17

17:                                               ; preds = %27, %.lr.ph.new
  %indvars.iv = phi i64 [ 0, %.lr.ph.new ], [ %indvars.iv.next.1, %27 ]
  %niter = phi i32 [ 0, %.lr.ph.new ], [ %niter.next.1, %27 ]
  %18 = trunc nuw nsw i64 %indvars.iv to i32
  %19 = sitofp i32 %18 to double
  %20 = call double @llvm.fmuladd.f64(double %13, double 5.000000e-01, double %19)
  %21 = getelementptr inbounds double, ptr %15, i64 %indvars.iv
  store double %20, ptr %21, align 8
  br label %22

22:                                               ; preds = %17
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %23 = trunc nuw nsw i64 %indvars.iv.next to i32
  %24 = sitofp i32 %23 to double
  %25 = call double @llvm.fmuladd.f64(double %13, double 5.000000e-01, double %24)
  %26 = getelementptr inbounds double, ptr %15, i64 %indvars.iv.next
  store double %25, ptr %26, align 8
  br label %27

27:                                               ; preds = %22
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp ne i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %17, label %._crit_edge.unr-lcssa, !llvm.loop !16

._crit_edge.unr-lcssa:                            ; preds = %27
  %indvars.iv.unr = phi i64 [ %indvars.iv.next.1, %27 ]
  %lcmp.mod = icmp ne i32 %xtraiter, 0
  br i1 %lcmp.mod, label %.epil.preheader, label %._crit_edge

.epil.preheader:                                  ; preds = %._crit_edge.unr-lcssa, %.lr.ph
  %indvars.iv.epil.init = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.unr, %._crit_edge.unr-lcssa ]
  %lcmp.mod22 = icmp ne i32 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod22)
  br label %28

28:                                               ; preds = %.epil.preheader
  %29 = trunc nuw nsw i64 %indvars.iv.epil.init to i32
  %30 = sitofp i32 %29 to double
  %31 = call double @llvm.fmuladd.f64(double %13, double 5.000000e-01, double %30)
  %32 = getelementptr inbounds double, ptr %15, i64 %indvars.iv.epil.init
  store double %31, ptr %32, align 8
  br label %._crit_edge.epilog-lcssa

._crit_edge.epilog-lcssa:                         ; preds = %28
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.unr-lcssa, %._crit_edge.epilog-lcssa
  br label %33

33:                                               ; preds = %._crit_edge, %11
  br label %34

34:                                               ; preds = %33
  %indvars.iv.next13 = add nuw nsw i64 %indvars.iv12, 1
  %exitcond16 = icmp ne i64 %indvars.iv.next13, %wide.trip.count15
  br i1 %exitcond16, label %11, label %._crit_edge5, !llvm.loop !17

._crit_edge5:                                     ; preds = %34
  br label %35

35:                                               ; preds = %._crit_edge5, %2
  %36 = sub nsw i32 %1, 1
  %37 = icmp slt i32 0, %0
  br i1 %37, label %.lr.ph9, label %71

.lr.ph9:                                          ; preds = %35
  %38 = add i32 %0, -1
  %xtraiter24 = and i32 %0, 1
  %39 = icmp ult i32 %38, 1
  br i1 %39, label %.epil.preheader23, label %.lr.ph9.new

.lr.ph9.new:                                      ; preds = %.lr.ph9
  %unroll_iter28 = sub i32 %0, %xtraiter24
  br label %40

40:                                               ; preds = %60, %.lr.ph9.new
  %indvars.iv17 = phi i64 [ 0, %.lr.ph9.new ], [ %indvars.iv.next18.1, %60 ]
  %.016 = phi double [ 0.000000e+00, %.lr.ph9.new ], [ %59, %60 ]
  %niter29 = phi i32 [ 0, %.lr.ph9.new ], [ %niter29.next.1, %60 ]
  %41 = mul nuw nsw i64 %indvars.iv17, %4
  %42 = getelementptr inbounds double, ptr %7, i64 %41
  %43 = trunc nuw nsw i64 %indvars.iv17 to i32
  %44 = srem i32 %43, %1
  %45 = sub nsw i32 %36, %44
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %42, i64 %46
  %48 = load double, ptr %47, align 8
  %49 = fadd double %.016, %48
  br label %50

50:                                               ; preds = %40
  %indvars.iv.next18 = add nuw nsw i64 %indvars.iv17, 1
  %51 = mul nuw nsw i64 %indvars.iv.next18, %4
  %52 = getelementptr inbounds double, ptr %7, i64 %51
  %53 = trunc nuw nsw i64 %indvars.iv.next18 to i32
  %54 = srem i32 %53, %1
  %55 = sub nsw i32 %36, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %52, i64 %56
  %58 = load double, ptr %57, align 8
  %59 = fadd double %49, %58
  br label %60

60:                                               ; preds = %50
  %indvars.iv.next18.1 = add nuw nsw i64 %indvars.iv17, 2
  %niter29.next.1 = add i32 %niter29, 2
  %niter29.ncmp.1 = icmp ne i32 %niter29.next.1, %unroll_iter28
  br i1 %niter29.ncmp.1, label %40, label %._crit_edge10.unr-lcssa, !llvm.loop !18

._crit_edge10.unr-lcssa:                          ; preds = %60
  %split.ph = phi double [ %59, %60 ]
  %indvars.iv17.unr = phi i64 [ %indvars.iv.next18.1, %60 ]
  %.016.unr = phi double [ %59, %60 ]
  %lcmp.mod25 = icmp ne i32 %xtraiter24, 0
  br i1 %lcmp.mod25, label %.epil.preheader23, label %._crit_edge10

.epil.preheader23:                                ; preds = %._crit_edge10.unr-lcssa, %.lr.ph9
  %indvars.iv17.epil.init = phi i64 [ 0, %.lr.ph9 ], [ %indvars.iv17.unr, %._crit_edge10.unr-lcssa ]
  %.016.epil.init = phi double [ 0.000000e+00, %.lr.ph9 ], [ %.016.unr, %._crit_edge10.unr-lcssa ]
  %lcmp.mod27 = icmp ne i32 %xtraiter24, 0
  call void @llvm.assume(i1 %lcmp.mod27)
  br label %61

61:                                               ; preds = %.epil.preheader23
  %62 = mul nuw nsw i64 %indvars.iv17.epil.init, %4
  %63 = getelementptr inbounds double, ptr %7, i64 %62
  %64 = trunc nuw nsw i64 %indvars.iv17.epil.init to i32
  %65 = srem i32 %64, %1
  %66 = sub nsw i32 %36, %65
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds double, ptr %63, i64 %67
  %69 = load double, ptr %68, align 8
  %70 = fadd double %.016.epil.init, %69
  br label %._crit_edge10.epilog-lcssa

._crit_edge10.epilog-lcssa:                       ; preds = %61
  br label %._crit_edge10

._crit_edge10:                                    ; preds = %._crit_edge10.unr-lcssa, %._crit_edge10.epilog-lcssa
  %split = phi double [ %split.ph, %._crit_edge10.unr-lcssa ], [ %70, %._crit_edge10.epilog-lcssa ]
  br label %71

71:                                               ; preds = %._crit_edge10, %35
  %.01.lcssa = phi double [ %split, %._crit_edge10 ], [ 0.000000e+00, %35 ]
  call void @llvm.stackrestore.p0(ptr %5)
  ret double %.01.lcssa
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
