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
  call void @llvm.va_end.p0(ptr nonnull %1)
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
  br i1 %7, label %10, label %.thread

.thread:                                          ; preds = %1
  %8 = getelementptr i8, ptr %.promoted8, i64 8
  store ptr %8, ptr %4, align 8
  %9 = load double, ptr %.promoted8, align 8
  br label %.thread26

10:                                               ; preds = %1
  %11 = zext nneg i32 %.promoted to i64
  %12 = getelementptr i8, ptr %6, i64 %11
  %13 = add nuw nsw i32 %.promoted, 16
  store i32 %13, ptr %3, align 4
  %14 = load double, ptr %12, align 8
  %15 = icmp ult i32 %.promoted, 145
  br i1 %15, label %20, label %.thread26

.thread26:                                        ; preds = %10, %.thread
  %16 = phi double [ %9, %.thread ], [ %14, %10 ]
  %17 = phi ptr [ %8, %.thread ], [ %.promoted8, %10 ]
  %18 = getelementptr i8, ptr %17, i64 8
  store ptr %18, ptr %4, align 8
  %19 = load double, ptr %17, align 8
  br label %.thread27

20:                                               ; preds = %10
  %21 = zext nneg i32 %13 to i64
  %22 = getelementptr i8, ptr %6, i64 %21
  %23 = add nuw nsw i32 %.promoted, 32
  store i32 %23, ptr %3, align 4
  %24 = load double, ptr %22, align 8
  %25 = icmp ult i32 %.promoted, 129
  br i1 %25, label %31, label %.thread27

.thread27:                                        ; preds = %20, %.thread26
  %26 = phi double [ %19, %.thread26 ], [ %24, %20 ]
  %27 = phi ptr [ %18, %.thread26 ], [ %.promoted8, %20 ]
  %28 = phi double [ %16, %.thread26 ], [ %14, %20 ]
  %29 = getelementptr i8, ptr %27, i64 8
  store ptr %29, ptr %4, align 8
  %30 = load double, ptr %27, align 8
  br label %.thread28

31:                                               ; preds = %20
  %32 = zext nneg i32 %23 to i64
  %33 = getelementptr i8, ptr %6, i64 %32
  %34 = add nuw nsw i32 %.promoted, 48
  store i32 %34, ptr %3, align 4
  %35 = load double, ptr %33, align 8
  %36 = icmp ult i32 %.promoted, 113
  br i1 %36, label %43, label %.thread28

.thread28:                                        ; preds = %31, %.thread27
  %37 = phi double [ %30, %.thread27 ], [ %35, %31 ]
  %38 = phi ptr [ %29, %.thread27 ], [ %.promoted8, %31 ]
  %39 = phi double [ %28, %.thread27 ], [ %14, %31 ]
  %40 = phi double [ %26, %.thread27 ], [ %24, %31 ]
  %41 = getelementptr i8, ptr %38, i64 8
  store ptr %41, ptr %4, align 8
  %42 = load double, ptr %38, align 8
  br label %.thread29

43:                                               ; preds = %31
  %44 = zext nneg i32 %34 to i64
  %45 = getelementptr i8, ptr %6, i64 %44
  %46 = add nuw nsw i32 %.promoted, 64
  store i32 %46, ptr %3, align 4
  %47 = load double, ptr %45, align 8
  %48 = icmp ult i32 %.promoted, 97
  br i1 %48, label %56, label %.thread29

.thread29:                                        ; preds = %43, %.thread28
  %49 = phi double [ %42, %.thread28 ], [ %47, %43 ]
  %50 = phi ptr [ %41, %.thread28 ], [ %.promoted8, %43 ]
  %51 = phi double [ %40, %.thread28 ], [ %24, %43 ]
  %52 = phi double [ %39, %.thread28 ], [ %14, %43 ]
  %53 = phi double [ %37, %.thread28 ], [ %35, %43 ]
  %54 = getelementptr i8, ptr %50, i64 8
  store ptr %54, ptr %4, align 8
  %55 = load double, ptr %50, align 8
  br label %.thread30

56:                                               ; preds = %43
  %57 = zext nneg i32 %46 to i64
  %58 = getelementptr i8, ptr %6, i64 %57
  %59 = add nuw nsw i32 %.promoted, 80
  store i32 %59, ptr %3, align 4
  %60 = load double, ptr %58, align 8
  %61 = icmp ult i32 %.promoted, 81
  br i1 %61, label %70, label %.thread30

.thread30:                                        ; preds = %56, %.thread29
  %62 = phi double [ %55, %.thread29 ], [ %60, %56 ]
  %63 = phi ptr [ %54, %.thread29 ], [ %.promoted8, %56 ]
  %64 = phi double [ %53, %.thread29 ], [ %35, %56 ]
  %65 = phi double [ %52, %.thread29 ], [ %14, %56 ]
  %66 = phi double [ %51, %.thread29 ], [ %24, %56 ]
  %67 = phi double [ %49, %.thread29 ], [ %47, %56 ]
  %68 = getelementptr i8, ptr %63, i64 8
  store ptr %68, ptr %4, align 8
  %69 = load double, ptr %63, align 8
  br label %.thread31

70:                                               ; preds = %56
  %71 = zext nneg i32 %59 to i64
  %72 = getelementptr i8, ptr %6, i64 %71
  %73 = add nuw nsw i32 %.promoted, 96
  store i32 %73, ptr %3, align 4
  %74 = load double, ptr %72, align 8
  %75 = icmp ult i32 %.promoted, 65
  br i1 %75, label %85, label %.thread31

.thread31:                                        ; preds = %70, %.thread30
  %76 = phi double [ %69, %.thread30 ], [ %74, %70 ]
  %77 = phi ptr [ %68, %.thread30 ], [ %.promoted8, %70 ]
  %78 = phi double [ %67, %.thread30 ], [ %47, %70 ]
  %79 = phi double [ %66, %.thread30 ], [ %24, %70 ]
  %80 = phi double [ %65, %.thread30 ], [ %14, %70 ]
  %81 = phi double [ %64, %.thread30 ], [ %35, %70 ]
  %82 = phi double [ %62, %.thread30 ], [ %60, %70 ]
  %83 = getelementptr i8, ptr %77, i64 8
  store ptr %83, ptr %4, align 8
  %84 = load double, ptr %77, align 8
  br label %.thread32

85:                                               ; preds = %70
  %86 = zext nneg i32 %73 to i64
  %87 = getelementptr i8, ptr %6, i64 %86
  %88 = add nuw nsw i32 %.promoted, 112
  store i32 %88, ptr %3, align 4
  %89 = load double, ptr %87, align 8
  %90 = icmp ult i32 %.promoted, 49
  br i1 %90, label %101, label %.thread32

.thread32:                                        ; preds = %85, %.thread31
  %91 = phi double [ %84, %.thread31 ], [ %89, %85 ]
  %92 = phi ptr [ %83, %.thread31 ], [ %.promoted8, %85 ]
  %93 = phi double [ %82, %.thread31 ], [ %60, %85 ]
  %94 = phi double [ %81, %.thread31 ], [ %35, %85 ]
  %95 = phi double [ %80, %.thread31 ], [ %14, %85 ]
  %96 = phi double [ %79, %.thread31 ], [ %24, %85 ]
  %97 = phi double [ %78, %.thread31 ], [ %47, %85 ]
  %98 = phi double [ %76, %.thread31 ], [ %74, %85 ]
  %99 = getelementptr i8, ptr %92, i64 8
  store ptr %99, ptr %4, align 8
  %100 = load double, ptr %92, align 8
  br label %.thread33

101:                                              ; preds = %85
  %102 = zext nneg i32 %88 to i64
  %103 = getelementptr i8, ptr %6, i64 %102
  %104 = or disjoint i32 %.promoted, 128
  store i32 %104, ptr %3, align 4
  %105 = load double, ptr %103, align 8
  %106 = icmp samesign ult i32 %104, 161
  br i1 %106, label %118, label %.thread33

.thread33:                                        ; preds = %101, %.thread32
  %107 = phi double [ %100, %.thread32 ], [ %105, %101 ]
  %108 = phi ptr [ %99, %.thread32 ], [ %.promoted8, %101 ]
  %109 = phi double [ %98, %.thread32 ], [ %74, %101 ]
  %110 = phi double [ %97, %.thread32 ], [ %47, %101 ]
  %111 = phi double [ %96, %.thread32 ], [ %24, %101 ]
  %112 = phi double [ %95, %.thread32 ], [ %14, %101 ]
  %113 = phi double [ %94, %.thread32 ], [ %35, %101 ]
  %114 = phi double [ %93, %.thread32 ], [ %60, %101 ]
  %115 = phi double [ %91, %.thread32 ], [ %89, %101 ]
  %116 = getelementptr i8, ptr %108, i64 8
  store ptr %116, ptr %4, align 8
  %117 = load double, ptr %108, align 8
  br label %.thread34

118:                                              ; preds = %101
  %119 = zext nneg i32 %104 to i64
  %120 = getelementptr i8, ptr %6, i64 %119
  %121 = add nuw nsw i32 %.promoted, 144
  store i32 %121, ptr %3, align 4
  %122 = load double, ptr %120, align 8
  %123 = icmp ult i32 %.promoted, 17
  br i1 %123, label %136, label %.thread34

.thread34:                                        ; preds = %118, %.thread33
  %124 = phi double [ %117, %.thread33 ], [ %122, %118 ]
  %125 = phi ptr [ %116, %.thread33 ], [ %.promoted8, %118 ]
  %126 = phi double [ %115, %.thread33 ], [ %89, %118 ]
  %127 = phi double [ %114, %.thread33 ], [ %60, %118 ]
  %128 = phi double [ %113, %.thread33 ], [ %35, %118 ]
  %129 = phi double [ %112, %.thread33 ], [ %14, %118 ]
  %130 = phi double [ %111, %.thread33 ], [ %24, %118 ]
  %131 = phi double [ %110, %.thread33 ], [ %47, %118 ]
  %132 = phi double [ %109, %.thread33 ], [ %74, %118 ]
  %133 = phi double [ %107, %.thread33 ], [ %105, %118 ]
  %134 = getelementptr i8, ptr %125, i64 8
  store ptr %134, ptr %4, align 8
  %135 = load double, ptr %125, align 8
  br label %142

136:                                              ; preds = %118
  %137 = zext nneg i32 %121 to i64
  %138 = getelementptr i8, ptr %6, i64 %137
  %139 = or disjoint i32 %.promoted, 160
  store i32 %139, ptr %3, align 4
  %140 = icmp eq i32 %.promoted, 0
  %141 = load double, ptr %138, align 8
  br i1 %140, label %155, label %142

142:                                              ; preds = %.thread34, %136
  %143 = phi double [ %135, %.thread34 ], [ %141, %136 ]
  %144 = phi ptr [ %134, %.thread34 ], [ %.promoted8, %136 ]
  %145 = phi double [ %133, %.thread34 ], [ %105, %136 ]
  %146 = phi double [ %132, %.thread34 ], [ %74, %136 ]
  %147 = phi double [ %131, %.thread34 ], [ %47, %136 ]
  %148 = phi double [ %130, %.thread34 ], [ %24, %136 ]
  %149 = phi double [ %129, %.thread34 ], [ %14, %136 ]
  %150 = phi double [ %128, %.thread34 ], [ %35, %136 ]
  %151 = phi double [ %127, %.thread34 ], [ %60, %136 ]
  %152 = phi double [ %126, %.thread34 ], [ %89, %136 ]
  %153 = phi double [ %124, %.thread34 ], [ %122, %136 ]
  %154 = getelementptr i8, ptr %144, i64 8
  store ptr %154, ptr %4, align 8
  br label %157

155:                                              ; preds = %136
  %156 = getelementptr i8, ptr %6, i64 160
  store i32 176, ptr %3, align 4
  br label %157

157:                                              ; preds = %155, %142
  %158 = phi double [ %141, %155 ], [ %143, %142 ]
  %159 = phi double [ %105, %155 ], [ %145, %142 ]
  %160 = phi double [ %74, %155 ], [ %146, %142 ]
  %161 = phi double [ %47, %155 ], [ %147, %142 ]
  %162 = phi double [ %24, %155 ], [ %148, %142 ]
  %163 = phi double [ %14, %155 ], [ %149, %142 ]
  %164 = phi double [ %35, %155 ], [ %150, %142 ]
  %165 = phi double [ %60, %155 ], [ %151, %142 ]
  %166 = phi double [ %89, %155 ], [ %152, %142 ]
  %167 = phi double [ %122, %155 ], [ %153, %142 ]
  %168 = phi ptr [ %156, %155 ], [ %144, %142 ]
  %169 = fadd double %163, 0.000000e+00
  %170 = call double @llvm.fmuladd.f64(double %169, double 5.000000e-01, double %162)
  %171 = call double @llvm.fmuladd.f64(double %170, double 5.000000e-01, double %164)
  %172 = call double @llvm.fmuladd.f64(double %171, double 5.000000e-01, double %161)
  %173 = call double @llvm.fmuladd.f64(double %172, double 5.000000e-01, double %165)
  %174 = call double @llvm.fmuladd.f64(double %173, double 5.000000e-01, double %160)
  %175 = call double @llvm.fmuladd.f64(double %174, double 5.000000e-01, double %166)
  %176 = call double @llvm.fmuladd.f64(double %175, double 5.000000e-01, double %159)
  %177 = call double @llvm.fmuladd.f64(double %176, double 5.000000e-01, double %167)
  %178 = call double @llvm.fmuladd.f64(double %177, double 5.000000e-01, double %158)
  %179 = load double, ptr %168, align 8
  %180 = call double @llvm.fmuladd.f64(double %178, double 5.000000e-01, double %179)
  call void @llvm.va_end.p0(ptr nonnull %2)
  ret double %180
}

; Function Attrs: nofree noinline nounwind uwtable
define internal void @show(ptr noundef readonly captures(none) %0, ...) unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %5 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 16
  br label %7

7:                                                ; preds = %94, %1
  %.0 = phi ptr [ %0, %1 ], [ %95, %94 ]
  %8 = load i8, ptr %.0, align 1
  switch i8 %8, label %94 [
    i8 0, label %96
    i8 105, label %9
    i8 108, label %24
    i8 100, label %39
    i8 115, label %54
    i8 112, label %69
    i8 116, label %90
  ]

9:                                                ; preds = %7
  %10 = load i32, ptr %2, align 16
  %11 = icmp ult i32 %10, 41
  br i1 %11, label %12, label %17

12:                                               ; preds = %9
  %13 = load ptr, ptr %6, align 16
  %14 = zext nneg i32 %10 to i64
  %15 = getelementptr i8, ptr %13, i64 %14
  %16 = add nuw nsw i32 %10, 8
  store i32 %16, ptr %2, align 16
  br label %20

17:                                               ; preds = %9
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr i8, ptr %18, i64 8
  store ptr %19, ptr %4, align 8
  br label %20

20:                                               ; preds = %17, %12
  %21 = phi ptr [ %15, %12 ], [ %18, %17 ]
  %22 = load i32, ptr %21, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %22)
  br label %94

24:                                               ; preds = %7
  %25 = load i32, ptr %2, align 16
  %26 = icmp ult i32 %25, 41
  br i1 %26, label %27, label %32

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16
  %29 = zext nneg i32 %25 to i64
  %30 = getelementptr i8, ptr %28, i64 %29
  %31 = add nuw nsw i32 %25, 8
  store i32 %31, ptr %2, align 16
  br label %35

32:                                               ; preds = %24
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr i8, ptr %33, i64 8
  store ptr %34, ptr %4, align 8
  br label %35

35:                                               ; preds = %32, %27
  %36 = phi ptr [ %30, %27 ], [ %33, %32 ]
  %37 = load i64, ptr %36, align 8
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %37)
  br label %94

39:                                               ; preds = %7
  %40 = load i32, ptr %5, align 4
  %41 = icmp ult i32 %40, 161
  br i1 %41, label %42, label %47

42:                                               ; preds = %39
  %43 = load ptr, ptr %6, align 16
  %44 = zext nneg i32 %40 to i64
  %45 = getelementptr i8, ptr %43, i64 %44
  %46 = add nuw nsw i32 %40, 16
  store i32 %46, ptr %5, align 4
  br label %50

47:                                               ; preds = %39
  %48 = load ptr, ptr %4, align 8
  %49 = getelementptr i8, ptr %48, i64 8
  store ptr %49, ptr %4, align 8
  br label %50

50:                                               ; preds = %47, %42
  %51 = phi ptr [ %45, %42 ], [ %48, %47 ]
  %52 = load double, ptr %51, align 8
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %52)
  br label %94

54:                                               ; preds = %7
  %55 = load i32, ptr %2, align 16
  %56 = icmp ult i32 %55, 41
  br i1 %56, label %57, label %62

57:                                               ; preds = %54
  %58 = load ptr, ptr %6, align 16
  %59 = zext nneg i32 %55 to i64
  %60 = getelementptr i8, ptr %58, i64 %59
  %61 = add nuw nsw i32 %55, 8
  store i32 %61, ptr %2, align 16
  br label %65

62:                                               ; preds = %54
  %63 = load ptr, ptr %4, align 8
  %64 = getelementptr i8, ptr %63, i64 8
  store ptr %64, ptr %4, align 8
  br label %65

65:                                               ; preds = %62, %57
  %66 = phi ptr [ %60, %57 ], [ %63, %62 ]
  %67 = load ptr, ptr %66, align 8
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %67)
  br label %94

69:                                               ; preds = %7
  %70 = load i32, ptr %2, align 16
  %71 = icmp ult i32 %70, 41
  %72 = load i32, ptr %5, align 4
  %73 = icmp ult i32 %72, 161
  %74 = and i1 %71, %73
  br i1 %74, label %75, label %85

75:                                               ; preds = %69
  %76 = load ptr, ptr %6, align 16
  %77 = zext nneg i32 %70 to i64
  %78 = getelementptr i8, ptr %76, i64 %77
  %79 = zext nneg i32 %72 to i64
  %80 = getelementptr i8, ptr %76, i64 %79
  %81 = load i64, ptr %78, align 8
  %82 = load double, ptr %80, align 8
  %83 = add nuw nsw i32 %70, 8
  store i32 %83, ptr %2, align 16
  %84 = add nuw nsw i32 %72, 16
  store i32 %84, ptr %5, align 4
  br label %88

85:                                               ; preds = %69
  %86 = load ptr, ptr %4, align 8
  %87 = getelementptr i8, ptr %86, i64 16
  store ptr %87, ptr %4, align 8
  %.sroa.01.0.copyload.pre = load i64, ptr %86, align 8
  %.sroa.22.0..sroa_idx.phi.trans.insert = getelementptr inbounds nuw i8, ptr %86, i64 8
  %.sroa.22.0.copyload.pre = load double, ptr %.sroa.22.0..sroa_idx.phi.trans.insert, align 8
  br label %88

88:                                               ; preds = %85, %75
  %.sroa.22.0.copyload = phi double [ %82, %75 ], [ %.sroa.22.0.copyload.pre, %85 ]
  %.sroa.01.0.copyload = phi i64 [ %81, %75 ], [ %.sroa.01.0.copyload.pre, %85 ]
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %.sroa.01.0.copyload, double noundef %.sroa.22.0.copyload)
  br label %94

90:                                               ; preds = %7
  %91 = load ptr, ptr %4, align 8
  %92 = getelementptr i8, ptr %91, i64 24
  store ptr %92, ptr %4, align 8
  %.sroa.0.0.copyload = load i64, ptr %91, align 8
  %.sroa.2.0..sroa_idx = getelementptr inbounds nuw i8, ptr %91, i64 8
  %.sroa.2.0.copyload = load i64, ptr %.sroa.2.0..sroa_idx, align 8
  %.sroa.3.0..sroa_idx = getelementptr inbounds nuw i8, ptr %91, i64 16
  %.sroa.3.0.copyload = load i64, ptr %.sroa.3.0..sroa_idx, align 8
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %.sroa.0.0.copyload, i64 noundef %.sroa.2.0.copyload, i64 noundef %.sroa.3.0.copyload)
  br label %94

94:                                               ; preds = %7, %20, %35, %50, %65, %88, %90
  %95 = getelementptr inbounds nuw i8, ptr %.0, i64 1
  br label %7, !llvm.loop !8

96:                                               ; preds = %7
  %97 = load i8, ptr %0, align 1
  %98 = icmp eq i8 %97, 105
  br i1 %98, label %99, label %116

99:                                               ; preds = %96
  %100 = load i32, ptr %3, align 16
  %101 = icmp ult i32 %100, 41
  br i1 %101, label %102, label %108

102:                                              ; preds = %99
  %103 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %104 = load ptr, ptr %103, align 16
  %105 = zext nneg i32 %100 to i64
  %106 = getelementptr i8, ptr %104, i64 %105
  %107 = add nuw nsw i32 %100, 8
  store i32 %107, ptr %3, align 16
  br label %112

108:                                              ; preds = %99
  %109 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %110 = load ptr, ptr %109, align 8
  %111 = getelementptr i8, ptr %110, i64 8
  store ptr %111, ptr %109, align 8
  br label %112

112:                                              ; preds = %108, %102
  %113 = phi ptr [ %106, %102 ], [ %110, %108 ]
  %114 = load i32, ptr %113, align 4
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %114)
  br label %116

116:                                              ; preds = %112, %96
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  %putchar = call i32 @putchar(i32 10)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal i64 @twice(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call fastcc i64 @sum_list(i32 noundef 5, ptr noundef %2)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.va_start.p0(ptr nonnull %2)
  %4 = call fastcc i64 @sum_list(i32 noundef 4, ptr noundef %2)
  call void @llvm.va_end.p0(ptr nonnull %2)
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
