; ModuleID = 'varargs.O0.ll'
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

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i64 (i32, ...) @ints(i32 noundef 9, i64 noundef 1, i64 noundef -2, i64 noundef 3, i64 noundef -4, i64 noundef 5, i64 noundef -6, i64 noundef 7, i64 noundef -8, i64 noundef 9)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  %3 = tail call i64 (i32, ...) @ints(i32 noundef 2, i64 noundef -9000000000, i64 noundef 7)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %3)
  %5 = tail call double (i32, ...) @doubles(i32 poison, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.150000e+01)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %5)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.2, i32 noundef 1, i32 noundef -3, i64 noundef -77, i32 noundef 300, double noundef 2.500000e-01, ptr noundef nonnull @.str.3, ptr noundef nonnull byval(%struct.pair) align 8 @__const.main.p, ptr noundef nonnull byval(%struct.triple) align 8 @__const.main.t, double noundef 1.000000e+10)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.4, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, i32 noundef 11, ptr noundef nonnull byval(%struct.pair) align 8 @__const.main.p, i32 noundef 12)
  tail call void (ptr, ...) @show(ptr noundef nonnull @.str.5, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, ptr noundef nonnull byval(%struct.pair) align 8 @__const.main.p, ptr noundef nonnull byval(%struct.triple) align 8 @__const.main.t, i64 noundef 8)
  %7 = tail call i64 (i32, ...) @twice(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %7)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal i64 @ints(i32 noundef range(i32 2, 10) %0, ...) unnamed_addr #2 {
.new:
  %1 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.va_start.p0(ptr nonnull %1)
  %2 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %3 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %4 = load ptr, ptr %3, align 16
  %xtraiter = and i32 %0, 1
  %.promoted = load i32, ptr %1, align 16
  %.promoted9 = load ptr, ptr %2, align 8
  %unroll_iter = and i32 %0, 14
  br label %5

5:                                                ; preds = %30, %.new
  %6 = phi ptr [ %.promoted9, %.new ], [ %31, %30 ]
  %.057 = phi i64 [ 0, %.new ], [ %35, %30 ]
  %7 = phi i32 [ %.promoted, %.new ], [ %32, %30 ]
  %niter = phi i32 [ 0, %.new ], [ %niter.next.1, %30 ]
  %8 = mul nsw i64 %.057, 3
  %9 = icmp ult i32 %7, 41
  br i1 %9, label %10, label %14

10:                                               ; preds = %5
  %11 = zext nneg i32 %7 to i64
  %12 = getelementptr i8, ptr %4, i64 %11
  %13 = add nuw nsw i32 %7, 8
  store i32 %13, ptr %1, align 16
  br label %16

14:                                               ; preds = %5
  %15 = getelementptr i8, ptr %6, i64 8
  store ptr %15, ptr %2, align 8
  br label %16

16:                                               ; preds = %14, %10
  %17 = phi ptr [ %6, %10 ], [ %15, %14 ]
  %18 = phi i32 [ %13, %10 ], [ %7, %14 ]
  %19 = phi ptr [ %12, %10 ], [ %6, %14 ]
  %20 = load i64, ptr %19, align 8
  %21 = add nsw i64 %20, %8
  %22 = mul nsw i64 %21, 3
  %23 = icmp ult i32 %18, 41
  br i1 %23, label %26, label %24

24:                                               ; preds = %16
  %25 = getelementptr i8, ptr %17, i64 8
  store ptr %25, ptr %2, align 8
  br label %30

26:                                               ; preds = %16
  %27 = zext nneg i32 %18 to i64
  %28 = getelementptr i8, ptr %4, i64 %27
  %29 = add nuw nsw i32 %18, 8
  store i32 %29, ptr %1, align 16
  br label %30

30:                                               ; preds = %26, %24
  %31 = phi ptr [ %17, %26 ], [ %25, %24 ]
  %32 = phi i32 [ %29, %26 ], [ %18, %24 ]
  %33 = phi ptr [ %28, %26 ], [ %17, %24 ]
  %34 = load i64, ptr %33, align 8
  %35 = add nsw i64 %34, %22
  %niter.next.1 = add nuw nsw i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %.unr-lcssa, label %5, !llvm.loop !6

.unr-lcssa:                                       ; preds = %30
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %47, label %.epil.preheader

.epil.preheader:                                  ; preds = %.unr-lcssa
  %lcmp.mod14 = icmp ne i32 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod14)
  %36 = mul nsw i64 %35, 3
  %37 = icmp ult i32 %32, 41
  br i1 %37, label %40, label %38

38:                                               ; preds = %.epil.preheader
  %39 = getelementptr i8, ptr %31, i64 8
  store ptr %39, ptr %2, align 8
  br label %.epilog-lcssa

40:                                               ; preds = %.epil.preheader
  %41 = zext nneg i32 %32 to i64
  %42 = getelementptr i8, ptr %4, i64 %41
  %43 = add nuw nsw i32 %32, 8
  store i32 %43, ptr %1, align 16
  br label %.epilog-lcssa

.epilog-lcssa:                                    ; preds = %40, %38
  %44 = phi ptr [ %42, %40 ], [ %31, %38 ]
  %45 = load i64, ptr %44, align 8
  %46 = add nsw i64 %45, %36
  br label %47

47:                                               ; preds = %.unr-lcssa, %.epilog-lcssa
  %.lcssa = phi i64 [ %35, %.unr-lcssa ], [ %46, %.epilog-lcssa ]
  call void @llvm.va_end.p0(ptr %1)
  ret i64 %.lcssa
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn uwtable
define internal double @doubles(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %.promoted = load i32, ptr %3, align 4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %5 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %.promoted8 = load ptr, ptr %4, align 8
  %7 = icmp ult i32 %.promoted, 161
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = zext nneg i32 %.promoted to i64
  %10 = getelementptr i8, ptr %6, i64 %9
  %11 = add nuw nsw i32 %.promoted, 16
  store i32 %11, ptr %3, align 4
  br label %14

12:                                               ; preds = %1
  %13 = getelementptr i8, ptr %.promoted8, i64 8
  store ptr %13, ptr %4, align 8
  br label %14

14:                                               ; preds = %12, %8
  %15 = phi ptr [ %.promoted8, %8 ], [ %13, %12 ]
  %16 = phi i32 [ %11, %8 ], [ %.promoted, %12 ]
  %17 = phi ptr [ %10, %8 ], [ %.promoted8, %12 ]
  %18 = load double, ptr %17, align 8
  %19 = icmp ult i32 %16, 161
  br i1 %19, label %22, label %20

20:                                               ; preds = %14
  %21 = getelementptr i8, ptr %15, i64 8
  store ptr %21, ptr %4, align 8
  br label %26

22:                                               ; preds = %14
  %23 = zext nneg i32 %16 to i64
  %24 = getelementptr i8, ptr %6, i64 %23
  %25 = add nuw nsw i32 %16, 16
  store i32 %25, ptr %3, align 4
  br label %26

26:                                               ; preds = %22, %20
  %27 = phi ptr [ %15, %22 ], [ %21, %20 ]
  %28 = phi i32 [ %25, %22 ], [ %16, %20 ]
  %29 = phi ptr [ %24, %22 ], [ %15, %20 ]
  %30 = load double, ptr %29, align 8
  %31 = icmp ult i32 %28, 161
  br i1 %31, label %34, label %32

32:                                               ; preds = %26
  %33 = getelementptr i8, ptr %27, i64 8
  store ptr %33, ptr %4, align 8
  br label %38

34:                                               ; preds = %26
  %35 = zext nneg i32 %28 to i64
  %36 = getelementptr i8, ptr %6, i64 %35
  %37 = add nuw nsw i32 %28, 16
  store i32 %37, ptr %3, align 4
  br label %38

38:                                               ; preds = %34, %32
  %39 = phi ptr [ %27, %34 ], [ %33, %32 ]
  %40 = phi i32 [ %37, %34 ], [ %28, %32 ]
  %41 = phi ptr [ %36, %34 ], [ %27, %32 ]
  %42 = load double, ptr %41, align 8
  %43 = icmp ult i32 %40, 161
  br i1 %43, label %46, label %44

44:                                               ; preds = %38
  %45 = getelementptr i8, ptr %39, i64 8
  store ptr %45, ptr %4, align 8
  br label %50

46:                                               ; preds = %38
  %47 = zext nneg i32 %40 to i64
  %48 = getelementptr i8, ptr %6, i64 %47
  %49 = add nuw nsw i32 %40, 16
  store i32 %49, ptr %3, align 4
  br label %50

50:                                               ; preds = %46, %44
  %51 = phi ptr [ %39, %46 ], [ %45, %44 ]
  %52 = phi i32 [ %49, %46 ], [ %40, %44 ]
  %53 = phi ptr [ %48, %46 ], [ %39, %44 ]
  %54 = load double, ptr %53, align 8
  %55 = icmp ult i32 %52, 161
  br i1 %55, label %58, label %56

56:                                               ; preds = %50
  %57 = getelementptr i8, ptr %51, i64 8
  store ptr %57, ptr %4, align 8
  br label %62

58:                                               ; preds = %50
  %59 = zext nneg i32 %52 to i64
  %60 = getelementptr i8, ptr %6, i64 %59
  %61 = add nuw nsw i32 %52, 16
  store i32 %61, ptr %3, align 4
  br label %62

62:                                               ; preds = %58, %56
  %63 = phi ptr [ %51, %58 ], [ %57, %56 ]
  %64 = phi i32 [ %61, %58 ], [ %52, %56 ]
  %65 = phi ptr [ %60, %58 ], [ %51, %56 ]
  %66 = load double, ptr %65, align 8
  %67 = icmp ult i32 %64, 161
  br i1 %67, label %70, label %68

68:                                               ; preds = %62
  %69 = getelementptr i8, ptr %63, i64 8
  store ptr %69, ptr %4, align 8
  br label %74

70:                                               ; preds = %62
  %71 = zext nneg i32 %64 to i64
  %72 = getelementptr i8, ptr %6, i64 %71
  %73 = add nuw nsw i32 %64, 16
  store i32 %73, ptr %3, align 4
  br label %74

74:                                               ; preds = %70, %68
  %75 = phi ptr [ %63, %70 ], [ %69, %68 ]
  %76 = phi i32 [ %73, %70 ], [ %64, %68 ]
  %77 = phi ptr [ %72, %70 ], [ %63, %68 ]
  %78 = load double, ptr %77, align 8
  %79 = icmp ult i32 %76, 161
  br i1 %79, label %82, label %80

80:                                               ; preds = %74
  %81 = getelementptr i8, ptr %75, i64 8
  store ptr %81, ptr %4, align 8
  br label %86

82:                                               ; preds = %74
  %83 = zext nneg i32 %76 to i64
  %84 = getelementptr i8, ptr %6, i64 %83
  %85 = add nuw nsw i32 %76, 16
  store i32 %85, ptr %3, align 4
  br label %86

86:                                               ; preds = %82, %80
  %87 = phi ptr [ %75, %82 ], [ %81, %80 ]
  %88 = phi i32 [ %85, %82 ], [ %76, %80 ]
  %89 = phi ptr [ %84, %82 ], [ %75, %80 ]
  %90 = load double, ptr %89, align 8
  %91 = icmp ult i32 %88, 161
  br i1 %91, label %94, label %92

92:                                               ; preds = %86
  %93 = getelementptr i8, ptr %87, i64 8
  store ptr %93, ptr %4, align 8
  br label %98

94:                                               ; preds = %86
  %95 = zext nneg i32 %88 to i64
  %96 = getelementptr i8, ptr %6, i64 %95
  %97 = add nuw nsw i32 %88, 16
  store i32 %97, ptr %3, align 4
  br label %98

98:                                               ; preds = %94, %92
  %99 = phi ptr [ %87, %94 ], [ %93, %92 ]
  %100 = phi i32 [ %97, %94 ], [ %88, %92 ]
  %101 = phi ptr [ %96, %94 ], [ %87, %92 ]
  %102 = load double, ptr %101, align 8
  %103 = icmp ult i32 %100, 161
  br i1 %103, label %106, label %104

104:                                              ; preds = %98
  %105 = getelementptr i8, ptr %99, i64 8
  store ptr %105, ptr %4, align 8
  br label %110

106:                                              ; preds = %98
  %107 = zext nneg i32 %100 to i64
  %108 = getelementptr i8, ptr %6, i64 %107
  %109 = add nuw nsw i32 %100, 16
  store i32 %109, ptr %3, align 4
  br label %110

110:                                              ; preds = %106, %104
  %111 = phi ptr [ %99, %106 ], [ %105, %104 ]
  %112 = phi i32 [ %109, %106 ], [ %100, %104 ]
  %113 = phi ptr [ %108, %106 ], [ %99, %104 ]
  %114 = load double, ptr %113, align 8
  %115 = icmp ult i32 %112, 161
  br i1 %115, label %118, label %116

116:                                              ; preds = %110
  %117 = getelementptr i8, ptr %111, i64 8
  store ptr %117, ptr %4, align 8
  br label %123

118:                                              ; preds = %110
  %119 = zext nneg i32 %112 to i64
  %120 = getelementptr i8, ptr %6, i64 %119
  %121 = add nuw nsw i32 %112, 16
  store i32 %121, ptr %3, align 4
  %122 = icmp ult i32 %112, 145
  br label %123

123:                                              ; preds = %118, %116
  %124 = phi ptr [ %111, %118 ], [ %117, %116 ]
  %125 = phi i1 [ %122, %118 ], [ false, %116 ]
  %126 = phi ptr [ %120, %118 ], [ %111, %116 ]
  %127 = load double, ptr %126, align 8
  br i1 %125, label %130, label %128

128:                                              ; preds = %123
  %129 = getelementptr i8, ptr %124, i64 8
  store ptr %129, ptr %4, align 8
  br label %132

130:                                              ; preds = %123
  %131 = getelementptr i8, ptr %6, i64 160
  store i32 176, ptr %3, align 4
  br label %132

132:                                              ; preds = %130, %128
  %133 = phi ptr [ %131, %130 ], [ %124, %128 ]
  %134 = fadd double %18, 0.000000e+00
  %135 = call double @llvm.fmuladd.f64(double %134, double 5.000000e-01, double %30)
  %136 = call double @llvm.fmuladd.f64(double %135, double 5.000000e-01, double %42)
  %137 = call double @llvm.fmuladd.f64(double %136, double 5.000000e-01, double %54)
  %138 = call double @llvm.fmuladd.f64(double %137, double 5.000000e-01, double %66)
  %139 = call double @llvm.fmuladd.f64(double %138, double 5.000000e-01, double %78)
  %140 = call double @llvm.fmuladd.f64(double %139, double 5.000000e-01, double %90)
  %141 = call double @llvm.fmuladd.f64(double %140, double 5.000000e-01, double %102)
  %142 = call double @llvm.fmuladd.f64(double %141, double 5.000000e-01, double %114)
  %143 = call double @llvm.fmuladd.f64(double %142, double 5.000000e-01, double %127)
  %144 = load double, ptr %133, align 8
  %145 = call double @llvm.fmuladd.f64(double %143, double 5.000000e-01, double %144)
  call void @llvm.va_end.p0(ptr %2)
  ret double %145
}

; Function Attrs: nofree noinline nounwind uwtable
define internal void @show(ptr noundef readonly captures(none) %0, ...) unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca %struct.pair, align 8
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %5 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %9 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %10 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %12 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %13 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %14 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %15 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %16 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %17 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %18 = getelementptr inbounds nuw i8, ptr %2, i64 16
  br label %19

19:                                               ; preds = %107, %1
  %.0 = phi ptr [ %0, %1 ], [ %108, %107 ]
  %20 = load i8, ptr %.0, align 1
  switch i8 %20, label %107 [
    i8 0, label %109
    i8 105, label %21
    i8 108, label %36
    i8 100, label %51
    i8 115, label %66
    i8 112, label %81
    i8 116, label %103
  ]

21:                                               ; preds = %19
  %22 = load i32, ptr %2, align 16
  %23 = icmp ult i32 %22, 41
  br i1 %23, label %24, label %29

24:                                               ; preds = %21
  %25 = load ptr, ptr %18, align 16
  %26 = zext nneg i32 %22 to i64
  %27 = getelementptr i8, ptr %25, i64 %26
  %28 = add nuw nsw i32 %22, 8
  store i32 %28, ptr %2, align 16
  br label %32

29:                                               ; preds = %21
  %30 = load ptr, ptr %17, align 8
  %31 = getelementptr i8, ptr %30, i64 8
  store ptr %31, ptr %17, align 8
  br label %32

32:                                               ; preds = %29, %24
  %33 = phi ptr [ %27, %24 ], [ %30, %29 ]
  %34 = load i32, ptr %33, align 4
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %34)
  br label %107

36:                                               ; preds = %19
  %37 = load i32, ptr %2, align 16
  %38 = icmp ult i32 %37, 41
  br i1 %38, label %39, label %44

39:                                               ; preds = %36
  %40 = load ptr, ptr %16, align 16
  %41 = zext nneg i32 %37 to i64
  %42 = getelementptr i8, ptr %40, i64 %41
  %43 = add nuw nsw i32 %37, 8
  store i32 %43, ptr %2, align 16
  br label %47

44:                                               ; preds = %36
  %45 = load ptr, ptr %15, align 8
  %46 = getelementptr i8, ptr %45, i64 8
  store ptr %46, ptr %15, align 8
  br label %47

47:                                               ; preds = %44, %39
  %48 = phi ptr [ %42, %39 ], [ %45, %44 ]
  %49 = load i64, ptr %48, align 8
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %49)
  br label %107

51:                                               ; preds = %19
  %52 = load i32, ptr %12, align 4
  %53 = icmp ult i32 %52, 161
  br i1 %53, label %54, label %59

54:                                               ; preds = %51
  %55 = load ptr, ptr %14, align 16
  %56 = zext nneg i32 %52 to i64
  %57 = getelementptr i8, ptr %55, i64 %56
  %58 = add nuw nsw i32 %52, 16
  store i32 %58, ptr %12, align 4
  br label %62

59:                                               ; preds = %51
  %60 = load ptr, ptr %13, align 8
  %61 = getelementptr i8, ptr %60, i64 8
  store ptr %61, ptr %13, align 8
  br label %62

62:                                               ; preds = %59, %54
  %63 = phi ptr [ %57, %54 ], [ %60, %59 ]
  %64 = load double, ptr %63, align 8
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %64)
  br label %107

66:                                               ; preds = %19
  %67 = load i32, ptr %2, align 16
  %68 = icmp ult i32 %67, 41
  br i1 %68, label %69, label %74

69:                                               ; preds = %66
  %70 = load ptr, ptr %11, align 16
  %71 = zext nneg i32 %67 to i64
  %72 = getelementptr i8, ptr %70, i64 %71
  %73 = add nuw nsw i32 %67, 8
  store i32 %73, ptr %2, align 16
  br label %77

74:                                               ; preds = %66
  %75 = load ptr, ptr %10, align 8
  %76 = getelementptr i8, ptr %75, i64 8
  store ptr %76, ptr %10, align 8
  br label %77

77:                                               ; preds = %74, %69
  %78 = phi ptr [ %72, %69 ], [ %75, %74 ]
  %79 = load ptr, ptr %78, align 8
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %79)
  br label %107

81:                                               ; preds = %19
  %82 = load i32, ptr %2, align 16
  %83 = icmp ult i32 %82, 41
  %84 = load i32, ptr %6, align 4
  %85 = icmp ult i32 %84, 161
  %86 = and i1 %83, %85
  br i1 %86, label %87, label %97

87:                                               ; preds = %81
  %88 = load ptr, ptr %8, align 16
  %89 = zext nneg i32 %82 to i64
  %90 = getelementptr i8, ptr %88, i64 %89
  %91 = zext nneg i32 %84 to i64
  %92 = getelementptr i8, ptr %88, i64 %91
  %93 = load i64, ptr %90, align 8
  store i64 %93, ptr %4, align 8
  %94 = load double, ptr %92, align 8
  store double %94, ptr %9, align 8
  %95 = add nuw nsw i32 %82, 8
  store i32 %95, ptr %2, align 16
  %96 = add nuw nsw i32 %84, 16
  store i32 %96, ptr %6, align 4
  br label %100

97:                                               ; preds = %81
  %98 = load ptr, ptr %7, align 8
  %99 = getelementptr i8, ptr %98, i64 16
  store ptr %99, ptr %7, align 8
  br label %100

100:                                              ; preds = %97, %87
  %101 = phi ptr [ %4, %87 ], [ %98, %97 ]
  %.sroa.01.0.copyload = load i64, ptr %101, align 8
  %.sroa.22.0..sroa_idx = getelementptr inbounds nuw i8, ptr %101, i64 8
  %.sroa.22.0.copyload = load double, ptr %.sroa.22.0..sroa_idx, align 8
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %.sroa.01.0.copyload, double noundef %.sroa.22.0.copyload)
  br label %107

103:                                              ; preds = %19
  %104 = load ptr, ptr %5, align 8
  %105 = getelementptr i8, ptr %104, i64 24
  store ptr %105, ptr %5, align 8
  %.sroa.0.0.copyload = load i64, ptr %104, align 8
  %.sroa.2.0..sroa_idx = getelementptr inbounds nuw i8, ptr %104, i64 8
  %.sroa.2.0.copyload = load i64, ptr %.sroa.2.0..sroa_idx, align 8
  %.sroa.3.0..sroa_idx = getelementptr inbounds nuw i8, ptr %104, i64 16
  %.sroa.3.0.copyload = load i64, ptr %.sroa.3.0..sroa_idx, align 8
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %.sroa.0.0.copyload, i64 noundef %.sroa.2.0.copyload, i64 noundef %.sroa.3.0.copyload)
  br label %107

107:                                              ; preds = %19, %32, %47, %62, %77, %100, %103
  %108 = getelementptr inbounds nuw i8, ptr %.0, i64 1
  br label %19, !llvm.loop !8

109:                                              ; preds = %19
  %110 = load i8, ptr %0, align 1
  %111 = icmp eq i8 %110, 105
  br i1 %111, label %112, label %129

112:                                              ; preds = %109
  %113 = load i32, ptr %3, align 16
  %114 = icmp ult i32 %113, 41
  br i1 %114, label %115, label %121

115:                                              ; preds = %112
  %116 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %117 = load ptr, ptr %116, align 16
  %118 = zext nneg i32 %113 to i64
  %119 = getelementptr i8, ptr %117, i64 %118
  %120 = add nuw nsw i32 %113, 8
  store i32 %120, ptr %3, align 16
  br label %125

121:                                              ; preds = %112
  %122 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %123 = load ptr, ptr %122, align 8
  %124 = getelementptr i8, ptr %123, i64 8
  store ptr %124, ptr %122, align 8
  br label %125

125:                                              ; preds = %121, %115
  %126 = phi ptr [ %119, %115 ], [ %123, %121 ]
  %127 = load i32, ptr %126, align 4
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %127)
  br label %129

129:                                              ; preds = %125, %109
  call void @llvm.va_end.p0(ptr %3)
  call void @llvm.va_end.p0(ptr %2)
  %putchar = call i32 @putchar(i32 10)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal i64 @twice(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call fastcc i64 @sum_list(i32 noundef 5, ptr noundef %2)
  call void @llvm.va_end.p0(ptr %2)
  call void @llvm.va_start.p0(ptr nonnull %2)
  %4 = call fastcc i64 @sum_list(i32 noundef 4, ptr noundef %2)
  call void @llvm.va_end.p0(ptr %2)
  %5 = mul nsw i64 %3, 1000
  %6 = add nsw i64 %4, %5
  ret i64 %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define internal fastcc i64 @sum_list(i32 noundef range(i32 4, 6) %0, ptr noundef nonnull captures(none) %1) unnamed_addr #6 {
  %.promoted = load i32, ptr %1, align 8
  %3 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %5 = icmp ult i32 %.promoted, 41
  br i1 %5, label %6, label %11

6:                                                ; preds = %2
  %7 = load ptr, ptr %4, align 8
  %8 = zext nneg i32 %.promoted to i64
  %9 = getelementptr i8, ptr %7, i64 %8
  %10 = add nuw nsw i32 %.promoted, 8
  store i32 %10, ptr %1, align 8
  br label %14

11:                                               ; preds = %2
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr i8, ptr %12, i64 8
  store ptr %13, ptr %3, align 8
  br label %14

14:                                               ; preds = %11, %6
  %15 = phi i32 [ %10, %6 ], [ %.promoted, %11 ]
  %16 = phi ptr [ %9, %6 ], [ %12, %11 ]
  %17 = load i32, ptr %16, align 4
  %18 = sext i32 %17 to i64
  %19 = icmp ult i32 %15, 41
  br i1 %19, label %23, label %20

20:                                               ; preds = %14
  %21 = load ptr, ptr %3, align 8
  %22 = getelementptr i8, ptr %21, i64 8
  store ptr %22, ptr %3, align 8
  br label %28

23:                                               ; preds = %14
  %24 = load ptr, ptr %4, align 8
  %25 = zext nneg i32 %15 to i64
  %26 = getelementptr i8, ptr %24, i64 %25
  %27 = add nuw nsw i32 %15, 8
  store i32 %27, ptr %1, align 8
  br label %28

28:                                               ; preds = %23, %20
  %29 = phi i32 [ %27, %23 ], [ %15, %20 ]
  %30 = phi ptr [ %26, %23 ], [ %21, %20 ]
  %31 = load i32, ptr %30, align 4
  %32 = sext i32 %31 to i64
  %33 = add nsw i64 %18, %32
  %34 = icmp ult i32 %29, 41
  br i1 %34, label %38, label %35

35:                                               ; preds = %28
  %36 = load ptr, ptr %3, align 8
  %37 = getelementptr i8, ptr %36, i64 8
  store ptr %37, ptr %3, align 8
  br label %43

38:                                               ; preds = %28
  %39 = load ptr, ptr %4, align 8
  %40 = zext nneg i32 %29 to i64
  %41 = getelementptr i8, ptr %39, i64 %40
  %42 = add nuw nsw i32 %29, 8
  store i32 %42, ptr %1, align 8
  br label %43

43:                                               ; preds = %38, %35
  %44 = phi i32 [ %42, %38 ], [ %29, %35 ]
  %45 = phi ptr [ %41, %38 ], [ %36, %35 ]
  %46 = load i32, ptr %45, align 4
  %47 = sext i32 %46 to i64
  %48 = add nsw i64 %33, %47
  %49 = icmp ult i32 %44, 41
  br i1 %49, label %53, label %50

50:                                               ; preds = %43
  %51 = load ptr, ptr %3, align 8
  %52 = getelementptr i8, ptr %51, i64 8
  store ptr %52, ptr %3, align 8
  br label %58

53:                                               ; preds = %43
  %54 = load ptr, ptr %4, align 8
  %55 = zext nneg i32 %44 to i64
  %56 = getelementptr i8, ptr %54, i64 %55
  %57 = add nuw nsw i32 %44, 8
  store i32 %57, ptr %1, align 8
  br label %58

58:                                               ; preds = %53, %50
  %59 = phi i32 [ %57, %53 ], [ %44, %50 ]
  %60 = phi ptr [ %56, %53 ], [ %51, %50 ]
  %61 = load i32, ptr %60, align 4
  %62 = sext i32 %61 to i64
  %63 = add nsw i64 %48, %62
  %exitcond.not.3 = icmp eq i32 %0, 4
  br i1 %exitcond.not.3, label %79, label %64, !llvm.loop !9

64:                                               ; preds = %58
  %65 = icmp ult i32 %59, 41
  br i1 %65, label %69, label %66

66:                                               ; preds = %64
  %67 = load ptr, ptr %3, align 8
  %68 = getelementptr i8, ptr %67, i64 8
  store ptr %68, ptr %3, align 8
  br label %74

69:                                               ; preds = %64
  %70 = load ptr, ptr %4, align 8
  %71 = zext nneg i32 %59 to i64
  %72 = getelementptr i8, ptr %70, i64 %71
  %73 = add nuw nsw i32 %59, 8
  store i32 %73, ptr %1, align 8
  br label %74

74:                                               ; preds = %69, %66
  %75 = phi ptr [ %72, %69 ], [ %67, %66 ]
  %76 = load i32, ptr %75, align 4
  %77 = sext i32 %76 to i64
  %78 = add nsw i64 %63, %77
  br label %79

79:                                               ; preds = %74, %58
  %.lcssa = phi i64 [ %78, %74 ], [ %63, %58 ]
  ret i64 %.lcssa
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
