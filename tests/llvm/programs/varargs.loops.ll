; ModuleID = 'varargs.canon.ll'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pair = type { i64, double }
%struct.triple = type { i64, i64, i64 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1
@__const.main.p = private unnamed_addr constant %struct.pair { i64 42, double 2.500000e+00 }, align 8
@__const.main.t = private unnamed_addr constant %struct.triple { i64 7, i64 -8, i64 9 }, align 8
@.str.2 = private unnamed_addr constant [10 x i8] c"iilidsptd\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"ddddddddddipi\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"lllllllptl\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"i%d \00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"l%ld \00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"d%g \00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"s%s \00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"p%ld/%g \00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"t%ld/%ld/%ld \00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"first again %d\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca %struct.pair, align 8
  %2 = alloca %struct.triple, align 8
  %3 = call i64 (i32, ...) @ints(i32 noundef 9, i64 noundef 1, i64 noundef -2, i64 noundef 3, i64 noundef -4, i64 noundef 5, i64 noundef -6, i64 noundef 7, i64 noundef -8, i64 noundef 9)
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %3)
  %5 = call i64 (i32, ...) @ints(i32 noundef 2, i64 noundef -9000000000, i64 noundef 7)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %5)
  %7 = call double (i32, ...) @doubles(i32 noundef 11, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.150000e+01)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %7)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 @__const.main.p, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.t, i64 24, i1 false)
  %9 = sext i8 -3 to i32
  %10 = sext i16 300 to i32
  call void (ptr, ...) @show(ptr noundef @.str.2, i32 noundef 1, i32 noundef %9, i64 noundef -77, i32 noundef %10, double noundef 2.500000e-01, ptr noundef @.str.3, ptr noundef byval(%struct.pair) align 8 %1, ptr noundef byval(%struct.triple) align 8 %2, double noundef 1.000000e+10)
  call void (ptr, ...) @show(ptr noundef @.str.4, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, i32 noundef 11, ptr noundef byval(%struct.pair) align 8 %1, i32 noundef 12)
  call void (ptr, ...) @show(ptr noundef @.str.5, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, ptr noundef byval(%struct.pair) align 8 %1, ptr noundef byval(%struct.triple) align 8 %2, i64 noundef 8)
  %11 = call i64 (i32, ...) @twice(i32 noundef 5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %11)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i64 @ints(i32 noundef %0, ...) #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %3)
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  %5 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %4, i32 0, i32 0
  %6 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %4, i32 0, i32 2
  %7 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %4, i32 0, i32 3
  %8 = load ptr, ptr %7, align 16
  %.promoted = load i32, ptr %5, align 16
  %.promoted1 = load ptr, ptr %6, align 8
  %9 = icmp slt i32 0, %0
  br i1 %9, label %.lr.ph, label %56

.lr.ph:                                           ; preds = %1
  %10 = add i32 %0, -1
  %xtraiter = and i32 %0, 1
  %11 = icmp ult i32 %10, 1
  br i1 %11, label %.epil.preheader, label %.lr.ph.new

.lr.ph.new:                                       ; preds = %.lr.ph
  %unroll_iter = sub i32 %0, %xtraiter
  br label %12

12:                                               ; preds = %42, %.lr.ph.new
  %.03 = phi i32 [ 0, %.lr.ph.new ], [ %43, %42 ]
  %.012 = phi i64 [ 0, %.lr.ph.new ], [ %41, %42 ]
  %13 = phi i32 [ %.promoted, %.lr.ph.new ], [ %38, %42 ]
  %14 = phi ptr [ %.promoted1, %.lr.ph.new ], [ %37, %42 ]
  %niter = phi i32 [ 0, %.lr.ph.new ], [ %niter.next.1, %42 ]
  %15 = mul nsw i64 %.012, 3
  %16 = icmp ule i32 %13, 40
  br i1 %16, label %17, label %20

17:                                               ; preds = %12
  %18 = getelementptr i8, ptr %8, i32 %13
  %19 = add nuw nsw i32 %13, 8
  store i32 %19, ptr %5, align 16
  br label %22

20:                                               ; preds = %12
  %21 = getelementptr i8, ptr %14, i32 8
  store ptr %21, ptr %6, align 8
  br label %22

22:                                               ; preds = %20, %17
  %23 = phi ptr [ %14, %17 ], [ %21, %20 ]
  %24 = phi i32 [ %19, %17 ], [ %13, %20 ]
  %25 = phi ptr [ %18, %17 ], [ %14, %20 ]
  %26 = load i64, ptr %25, align 8
  %27 = add nsw i64 %15, %26
  br label %28

28:                                               ; preds = %22
  %29 = mul nsw i64 %27, 3
  %30 = icmp ule i32 %24, 40
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = getelementptr i8, ptr %23, i32 8
  store ptr %32, ptr %6, align 8
  br label %36

33:                                               ; preds = %28
  %34 = getelementptr i8, ptr %8, i32 %24
  %35 = add nuw nsw i32 %24, 8
  store i32 %35, ptr %5, align 16
  br label %36

36:                                               ; preds = %33, %31
  %37 = phi ptr [ %23, %33 ], [ %32, %31 ]
  %38 = phi i32 [ %35, %33 ], [ %24, %31 ]
  %39 = phi ptr [ %34, %33 ], [ %23, %31 ]
  %40 = load i64, ptr %39, align 8
  %41 = add nsw i64 %29, %40
  br label %42

42:                                               ; preds = %36
  %43 = add nuw nsw i32 %.03, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp ne i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %12, label %._crit_edge.unr-lcssa, !llvm.loop !6

._crit_edge.unr-lcssa:                            ; preds = %42
  %split.ph = phi i64 [ %41, %42 ]
  %.012.unr = phi i64 [ %41, %42 ]
  %.unr = phi i32 [ %38, %42 ]
  %.unr4 = phi ptr [ %37, %42 ]
  %lcmp.mod = icmp ne i32 %xtraiter, 0
  br i1 %lcmp.mod, label %.epil.preheader, label %._crit_edge

.epil.preheader:                                  ; preds = %._crit_edge.unr-lcssa, %.lr.ph
  %.012.epil.init = phi i64 [ 0, %.lr.ph ], [ %.012.unr, %._crit_edge.unr-lcssa ]
  %.epil.init = phi i32 [ %.promoted, %.lr.ph ], [ %.unr, %._crit_edge.unr-lcssa ]
  %.epil.init5 = phi ptr [ %.promoted1, %.lr.ph ], [ %.unr4, %._crit_edge.unr-lcssa ]
  %lcmp.mod7 = icmp ne i32 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod7)
  br label %44

44:                                               ; preds = %.epil.preheader
  %45 = mul nsw i64 %.012.epil.init, 3
  %46 = icmp ule i32 %.epil.init, 40
  br i1 %46, label %49, label %47

47:                                               ; preds = %44
  %48 = getelementptr i8, ptr %.epil.init5, i32 8
  store ptr %48, ptr %6, align 8
  br label %52

49:                                               ; preds = %44
  %50 = getelementptr i8, ptr %8, i32 %.epil.init
  %51 = add nuw nsw i32 %.epil.init, 8
  store i32 %51, ptr %5, align 16
  br label %52

52:                                               ; preds = %49, %47
  %53 = phi ptr [ %50, %49 ], [ %.epil.init5, %47 ]
  %54 = load i64, ptr %53, align 8
  %55 = add nsw i64 %45, %54
  br label %._crit_edge.epilog-lcssa

._crit_edge.epilog-lcssa:                         ; preds = %52
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.unr-lcssa, %._crit_edge.epilog-lcssa
  %split = phi i64 [ %split.ph, %._crit_edge.unr-lcssa ], [ %55, %._crit_edge.epilog-lcssa ]
  br label %56

56:                                               ; preds = %._crit_edge, %1
  %.01.lcssa = phi i64 [ %split, %._crit_edge ], [ 0, %1 ]
  %57 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %57)
  ret i64 %.01.lcssa
}

; Function Attrs: noinline nounwind uwtable
define internal double @doubles(i32 noundef %0, ...) #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %3)
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  %5 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %4, i32 0, i32 1
  %6 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %4, i32 0, i32 2
  %7 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %4, i32 0, i32 3
  %8 = load ptr, ptr %7, align 16
  %.promoted = load i32, ptr %5, align 4
  %.promoted1 = load ptr, ptr %6, align 8
  %9 = icmp slt i32 0, %0
  br i1 %9, label %.lr.ph, label %53

.lr.ph:                                           ; preds = %1
  %10 = add i32 %0, -1
  %xtraiter = and i32 %0, 1
  %11 = icmp ult i32 %10, 1
  br i1 %11, label %.epil.preheader, label %.lr.ph.new

.lr.ph.new:                                       ; preds = %.lr.ph
  %unroll_iter = sub i32 %0, %xtraiter
  br label %12

12:                                               ; preds = %40, %.lr.ph.new
  %.03 = phi i32 [ 0, %.lr.ph.new ], [ %41, %40 ]
  %.012 = phi double [ 0.000000e+00, %.lr.ph.new ], [ %39, %40 ]
  %13 = phi i32 [ %.promoted, %.lr.ph.new ], [ %36, %40 ]
  %14 = phi ptr [ %.promoted1, %.lr.ph.new ], [ %35, %40 ]
  %niter = phi i32 [ 0, %.lr.ph.new ], [ %niter.next.1, %40 ]
  %15 = icmp ule i32 %13, 160
  br i1 %15, label %16, label %19

16:                                               ; preds = %12
  %17 = getelementptr i8, ptr %8, i32 %13
  %18 = add nuw nsw i32 %13, 16
  store i32 %18, ptr %5, align 4
  br label %21

19:                                               ; preds = %12
  %20 = getelementptr i8, ptr %14, i32 8
  store ptr %20, ptr %6, align 8
  br label %21

21:                                               ; preds = %19, %16
  %22 = phi ptr [ %14, %16 ], [ %20, %19 ]
  %23 = phi i32 [ %18, %16 ], [ %13, %19 ]
  %24 = phi ptr [ %17, %16 ], [ %14, %19 ]
  %25 = load double, ptr %24, align 8
  %26 = call double @llvm.fmuladd.f64(double %.012, double 5.000000e-01, double %25)
  br label %27

27:                                               ; preds = %21
  %28 = icmp ule i32 %23, 160
  br i1 %28, label %31, label %29

29:                                               ; preds = %27
  %30 = getelementptr i8, ptr %22, i32 8
  store ptr %30, ptr %6, align 8
  br label %34

31:                                               ; preds = %27
  %32 = getelementptr i8, ptr %8, i32 %23
  %33 = add nuw nsw i32 %23, 16
  store i32 %33, ptr %5, align 4
  br label %34

34:                                               ; preds = %31, %29
  %35 = phi ptr [ %22, %31 ], [ %30, %29 ]
  %36 = phi i32 [ %33, %31 ], [ %23, %29 ]
  %37 = phi ptr [ %32, %31 ], [ %22, %29 ]
  %38 = load double, ptr %37, align 8
  %39 = call double @llvm.fmuladd.f64(double %26, double 5.000000e-01, double %38)
  br label %40

40:                                               ; preds = %34
  %41 = add nuw nsw i32 %.03, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp ne i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %12, label %._crit_edge.unr-lcssa, !llvm.loop !8

._crit_edge.unr-lcssa:                            ; preds = %40
  %split.ph = phi double [ %39, %40 ]
  %.012.unr = phi double [ %39, %40 ]
  %.unr = phi i32 [ %36, %40 ]
  %.unr4 = phi ptr [ %35, %40 ]
  %lcmp.mod = icmp ne i32 %xtraiter, 0
  br i1 %lcmp.mod, label %.epil.preheader, label %._crit_edge

.epil.preheader:                                  ; preds = %._crit_edge.unr-lcssa, %.lr.ph
  %.012.epil.init = phi double [ 0.000000e+00, %.lr.ph ], [ %.012.unr, %._crit_edge.unr-lcssa ]
  %.epil.init = phi i32 [ %.promoted, %.lr.ph ], [ %.unr, %._crit_edge.unr-lcssa ]
  %.epil.init5 = phi ptr [ %.promoted1, %.lr.ph ], [ %.unr4, %._crit_edge.unr-lcssa ]
  %lcmp.mod7 = icmp ne i32 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod7)
  br label %42

42:                                               ; preds = %.epil.preheader
  %43 = icmp ule i32 %.epil.init, 160
  br i1 %43, label %46, label %44

44:                                               ; preds = %42
  %45 = getelementptr i8, ptr %.epil.init5, i32 8
  store ptr %45, ptr %6, align 8
  br label %49

46:                                               ; preds = %42
  %47 = getelementptr i8, ptr %8, i32 %.epil.init
  %48 = add nuw nsw i32 %.epil.init, 16
  store i32 %48, ptr %5, align 4
  br label %49

49:                                               ; preds = %46, %44
  %50 = phi ptr [ %47, %46 ], [ %.epil.init5, %44 ]
  %51 = load double, ptr %50, align 8
  %52 = call double @llvm.fmuladd.f64(double %.012.epil.init, double 5.000000e-01, double %51)
  br label %._crit_edge.epilog-lcssa

._crit_edge.epilog-lcssa:                         ; preds = %49
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.unr-lcssa, %._crit_edge.epilog-lcssa
  %split = phi double [ %split.ph, %._crit_edge.unr-lcssa ], [ %52, %._crit_edge.epilog-lcssa ]
  br label %53

53:                                               ; preds = %._crit_edge, %1
  %.01.lcssa = phi double [ %split, %._crit_edge ], [ 0.000000e+00, %1 ]
  %54 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %54)
  ret double %.01.lcssa
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: noinline nounwind uwtable
define internal void @show(ptr noundef %0, ...) #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca %struct.pair, align 8
  %5 = alloca %struct.pair, align 8
  %6 = alloca %struct.triple, align 8
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %7)
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  call void @llvm.va_copy.p0(ptr %8, ptr %9)
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  %11 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %10, i32 0, i32 2
  %12 = getelementptr inbounds nuw %struct.triple, ptr %6, i32 0, i32 0
  %13 = getelementptr inbounds nuw %struct.triple, ptr %6, i32 0, i32 1
  %14 = getelementptr inbounds nuw %struct.triple, ptr %6, i32 0, i32 2
  %15 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  %16 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %15, i32 0, i32 0
  %17 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %15, i32 0, i32 1
  %18 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %15, i32 0, i32 2
  %19 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %15, i32 0, i32 3
  %20 = getelementptr inbounds nuw { i64, double }, ptr %5, i32 0, i32 0
  %21 = getelementptr inbounds nuw { i64, double }, ptr %5, i32 0, i32 1
  %22 = getelementptr inbounds nuw %struct.pair, ptr %4, i32 0, i32 0
  %23 = getelementptr inbounds nuw %struct.pair, ptr %4, i32 0, i32 1
  %24 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  %25 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %24, i32 0, i32 0
  %26 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %24, i32 0, i32 2
  %27 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %24, i32 0, i32 3
  %28 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  %29 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %28, i32 0, i32 1
  %30 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %28, i32 0, i32 2
  %31 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %28, i32 0, i32 3
  %32 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  %33 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %32, i32 0, i32 0
  %34 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %32, i32 0, i32 2
  %35 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %32, i32 0, i32 3
  %36 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  %37 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %36, i32 0, i32 0
  %38 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %36, i32 0, i32 2
  %39 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %36, i32 0, i32 3
  %40 = load i8, ptr %0, align 1
  %41 = icmp ne i8 %40, 0
  br i1 %41, label %.lr.ph, label %135

.lr.ph:                                           ; preds = %1
  br label %42

42:                                               ; preds = %.lr.ph, %131
  %.01 = phi ptr [ %0, %.lr.ph ], [ %132, %131 ]
  %43 = load i8, ptr %.01, align 1
  %44 = sext i8 %43 to i32
  switch i32 %44, label %130 [
    i32 105, label %45
    i32 108, label %59
    i32 100, label %73
    i32 115, label %87
    i32 112, label %101
    i32 116, label %123
  ]

45:                                               ; preds = %42
  %46 = load i32, ptr %37, align 16
  %47 = icmp ule i32 %46, 40
  br i1 %47, label %48, label %52

48:                                               ; preds = %45
  %49 = load ptr, ptr %39, align 16
  %50 = getelementptr i8, ptr %49, i32 %46
  %51 = add i32 %46, 8
  store i32 %51, ptr %37, align 16
  br label %55

52:                                               ; preds = %45
  %53 = load ptr, ptr %38, align 8
  %54 = getelementptr i8, ptr %53, i32 8
  store ptr %54, ptr %38, align 8
  br label %55

55:                                               ; preds = %52, %48
  %56 = phi ptr [ %50, %48 ], [ %53, %52 ]
  %57 = load i32, ptr %56, align 4
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %57)
  br label %130

59:                                               ; preds = %42
  %60 = load i32, ptr %33, align 16
  %61 = icmp ule i32 %60, 40
  br i1 %61, label %62, label %66

62:                                               ; preds = %59
  %63 = load ptr, ptr %35, align 16
  %64 = getelementptr i8, ptr %63, i32 %60
  %65 = add i32 %60, 8
  store i32 %65, ptr %33, align 16
  br label %69

66:                                               ; preds = %59
  %67 = load ptr, ptr %34, align 8
  %68 = getelementptr i8, ptr %67, i32 8
  store ptr %68, ptr %34, align 8
  br label %69

69:                                               ; preds = %66, %62
  %70 = phi ptr [ %64, %62 ], [ %67, %66 ]
  %71 = load i64, ptr %70, align 8
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %71)
  br label %130

73:                                               ; preds = %42
  %74 = load i32, ptr %29, align 4
  %75 = icmp ule i32 %74, 160
  br i1 %75, label %76, label %80

76:                                               ; preds = %73
  %77 = load ptr, ptr %31, align 16
  %78 = getelementptr i8, ptr %77, i32 %74
  %79 = add i32 %74, 16
  store i32 %79, ptr %29, align 4
  br label %83

80:                                               ; preds = %73
  %81 = load ptr, ptr %30, align 8
  %82 = getelementptr i8, ptr %81, i32 8
  store ptr %82, ptr %30, align 8
  br label %83

83:                                               ; preds = %80, %76
  %84 = phi ptr [ %78, %76 ], [ %81, %80 ]
  %85 = load double, ptr %84, align 8
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %85)
  br label %130

87:                                               ; preds = %42
  %88 = load i32, ptr %25, align 16
  %89 = icmp ule i32 %88, 40
  br i1 %89, label %90, label %94

90:                                               ; preds = %87
  %91 = load ptr, ptr %27, align 16
  %92 = getelementptr i8, ptr %91, i32 %88
  %93 = add i32 %88, 8
  store i32 %93, ptr %25, align 16
  br label %97

94:                                               ; preds = %87
  %95 = load ptr, ptr %26, align 8
  %96 = getelementptr i8, ptr %95, i32 8
  store ptr %96, ptr %26, align 8
  br label %97

97:                                               ; preds = %94, %90
  %98 = phi ptr [ %92, %90 ], [ %95, %94 ]
  %99 = load ptr, ptr %98, align 8
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %99)
  br label %130

101:                                              ; preds = %42
  %102 = load i32, ptr %16, align 16
  %103 = icmp ule i32 %102, 40
  %104 = load i32, ptr %17, align 4
  %105 = icmp ule i32 %104, 160
  %106 = and i1 %103, %105
  br i1 %106, label %107, label %115

107:                                              ; preds = %101
  %108 = load ptr, ptr %19, align 16
  %109 = getelementptr i8, ptr %108, i32 %102
  %110 = getelementptr i8, ptr %108, i32 %104
  %111 = load i64, ptr %109, align 8
  store i64 %111, ptr %20, align 8
  %112 = load double, ptr %110, align 8
  store double %112, ptr %21, align 8
  %113 = add i32 %102, 8
  store i32 %113, ptr %16, align 16
  %114 = add i32 %104, 16
  store i32 %114, ptr %17, align 4
  br label %118

115:                                              ; preds = %101
  %116 = load ptr, ptr %18, align 8
  %117 = getelementptr i8, ptr %116, i32 16
  store ptr %117, ptr %18, align 8
  br label %118

118:                                              ; preds = %115, %107
  %119 = phi ptr [ %5, %107 ], [ %116, %115 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %119, i64 16, i1 false)
  %120 = load i64, ptr %22, align 8
  %121 = load double, ptr %23, align 8
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %120, double noundef %121)
  br label %130

123:                                              ; preds = %42
  %124 = load ptr, ptr %11, align 8
  %125 = getelementptr i8, ptr %124, i32 24
  store ptr %125, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %124, i64 24, i1 false)
  %126 = load i64, ptr %12, align 8
  %127 = load i64, ptr %13, align 8
  %128 = load i64, ptr %14, align 8
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %126, i64 noundef %127, i64 noundef %128)
  br label %130

130:                                              ; preds = %123, %118, %97, %83, %69, %55, %42
  br label %131

131:                                              ; preds = %130
  %132 = getelementptr inbounds nuw i8, ptr %.01, i32 1
  %133 = load i8, ptr %132, align 1
  %134 = icmp ne i8 %133, 0
  br i1 %134, label %42, label %._crit_edge, !llvm.loop !9

._crit_edge:                                      ; preds = %131
  br label %135

135:                                              ; preds = %._crit_edge, %1
  %136 = load i8, ptr %0, align 1
  %137 = sext i8 %136 to i32
  %138 = icmp eq i32 %137, 105
  br i1 %138, label %139, label %157

139:                                              ; preds = %135
  %140 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %141 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %140, i32 0, i32 0
  %142 = load i32, ptr %141, align 16
  %143 = icmp ule i32 %142, 40
  br i1 %143, label %144, label %149

144:                                              ; preds = %139
  %145 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %140, i32 0, i32 3
  %146 = load ptr, ptr %145, align 16
  %147 = getelementptr i8, ptr %146, i32 %142
  %148 = add i32 %142, 8
  store i32 %148, ptr %141, align 16
  br label %153

149:                                              ; preds = %139
  %150 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %140, i32 0, i32 2
  %151 = load ptr, ptr %150, align 8
  %152 = getelementptr i8, ptr %151, i32 8
  store ptr %152, ptr %150, align 8
  br label %153

153:                                              ; preds = %149, %144
  %154 = phi ptr [ %147, %144 ], [ %151, %149 ]
  %155 = load i32, ptr %154, align 4
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %155)
  br label %157

157:                                              ; preds = %153, %135
  %158 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %158)
  %159 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %159)
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal i64 @twice(i32 noundef %0, ...) #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %3)
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  %5 = call i64 @sum_list(i32 noundef %0, ptr noundef %4)
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %6)
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %7)
  %8 = sub nsw i32 %0, 1
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  %10 = call i64 @sum_list(i32 noundef %8, ptr noundef %9)
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %11)
  %12 = mul nsw i64 %5, 1000
  %13 = add nsw i64 %12, %10
  ret i64 %13
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #3

; Function Attrs: noinline nounwind uwtable
define internal i64 @sum_list(i32 noundef %0, ptr noundef %1) #0 {
  %3 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %1, i32 0, i32 0
  %4 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %1, i32 0, i32 2
  %5 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %1, i32 0, i32 3
  %6 = icmp slt i32 0, %0
  br i1 %6, label %.lr.ph, label %56

.lr.ph:                                           ; preds = %2
  %.promoted = load i32, ptr %3, align 8
  %7 = add i32 %0, -1
  %xtraiter = and i32 %0, 1
  %8 = icmp ult i32 %7, 1
  br i1 %8, label %.epil.preheader, label %.lr.ph.new

.lr.ph.new:                                       ; preds = %.lr.ph
  %unroll_iter = sub i32 %0, %xtraiter
  br label %9

9:                                                ; preds = %40, %.lr.ph.new
  %10 = phi i32 [ %.promoted, %.lr.ph.new ], [ %35, %40 ]
  %.02 = phi i32 [ 0, %.lr.ph.new ], [ %41, %40 ]
  %.011 = phi i64 [ 0, %.lr.ph.new ], [ %39, %40 ]
  %niter = phi i32 [ 0, %.lr.ph.new ], [ %niter.next.1, %40 ]
  %11 = icmp ule i32 %10, 40
  br i1 %11, label %12, label %16

12:                                               ; preds = %9
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr i8, ptr %13, i32 %10
  %15 = add nuw nsw i32 %10, 8
  store i32 %15, ptr %3, align 8
  br label %19

16:                                               ; preds = %9
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr i8, ptr %17, i32 8
  store ptr %18, ptr %4, align 8
  br label %19

19:                                               ; preds = %16, %12
  %20 = phi i32 [ %15, %12 ], [ %10, %16 ]
  %21 = phi ptr [ %14, %12 ], [ %17, %16 ]
  %22 = load i32, ptr %21, align 4
  %23 = sext i32 %22 to i64
  %24 = add nsw i64 %.011, %23
  br label %25

25:                                               ; preds = %19
  %26 = icmp ule i32 %20, 40
  br i1 %26, label %30, label %27

27:                                               ; preds = %25
  %28 = load ptr, ptr %4, align 8
  %29 = getelementptr i8, ptr %28, i32 8
  store ptr %29, ptr %4, align 8
  br label %34

30:                                               ; preds = %25
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr i8, ptr %31, i32 %20
  %33 = add nuw nsw i32 %20, 8
  store i32 %33, ptr %3, align 8
  br label %34

34:                                               ; preds = %30, %27
  %35 = phi i32 [ %33, %30 ], [ %20, %27 ]
  %36 = phi ptr [ %32, %30 ], [ %28, %27 ]
  %37 = load i32, ptr %36, align 4
  %38 = sext i32 %37 to i64
  %39 = add nsw i64 %24, %38
  br label %40

40:                                               ; preds = %34
  %41 = add nuw nsw i32 %.02, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp ne i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %9, label %._crit_edge.unr-lcssa, !llvm.loop !10

._crit_edge.unr-lcssa:                            ; preds = %40
  %split.ph = phi i64 [ %39, %40 ]
  %.unr = phi i32 [ %35, %40 ]
  %.011.unr = phi i64 [ %39, %40 ]
  %lcmp.mod = icmp ne i32 %xtraiter, 0
  br i1 %lcmp.mod, label %.epil.preheader, label %._crit_edge

.epil.preheader:                                  ; preds = %._crit_edge.unr-lcssa, %.lr.ph
  %.epil.init = phi i32 [ %.promoted, %.lr.ph ], [ %.unr, %._crit_edge.unr-lcssa ]
  %.011.epil.init = phi i64 [ 0, %.lr.ph ], [ %.011.unr, %._crit_edge.unr-lcssa ]
  %lcmp.mod4 = icmp ne i32 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod4)
  br label %42

42:                                               ; preds = %.epil.preheader
  %43 = icmp ule i32 %.epil.init, 40
  br i1 %43, label %47, label %44

44:                                               ; preds = %42
  %45 = load ptr, ptr %4, align 8
  %46 = getelementptr i8, ptr %45, i32 8
  store ptr %46, ptr %4, align 8
  br label %51

47:                                               ; preds = %42
  %48 = load ptr, ptr %5, align 8
  %49 = getelementptr i8, ptr %48, i32 %.epil.init
  %50 = add nuw nsw i32 %.epil.init, 8
  store i32 %50, ptr %3, align 8
  br label %51

51:                                               ; preds = %47, %44
  %52 = phi ptr [ %49, %47 ], [ %45, %44 ]
  %53 = load i32, ptr %52, align 4
  %54 = sext i32 %53 to i64
  %55 = add nsw i64 %.011.epil.init, %54
  br label %._crit_edge.epilog-lcssa

._crit_edge.epilog-lcssa:                         ; preds = %51
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.unr-lcssa, %._crit_edge.epilog-lcssa
  %split = phi i64 [ %split.ph, %._crit_edge.unr-lcssa ], [ %55, %._crit_edge.epilog-lcssa ]
  br label %56

56:                                               ; preds = %._crit_edge, %2
  %.01.lcssa = phi i64 [ %split, %._crit_edge ], [ 0, %2 ]
  ret i64 %.01.lcssa
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
