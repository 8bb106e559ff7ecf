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
  br label %4

4:                                                ; preds = %25, %1
  %.01 = phi i64 [ 0, %1 ], [ %24, %25 ]
  %.0 = phi i32 [ 0, %1 ], [ %26, %25 ]
  %5 = icmp slt i32 %.0, %0
  br i1 %5, label %6, label %27

6:                                                ; preds = %4
  %7 = mul nsw i64 %.01, 3
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  %9 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 16
  %11 = icmp ule i32 %10, 40
  br i1 %11, label %12, label %17

12:                                               ; preds = %6
  %13 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %8, i32 0, i32 3
  %14 = load ptr, ptr %13, align 16
  %15 = getelementptr i8, ptr %14, i32 %10
  %16 = add i32 %10, 8
  store i32 %16, ptr %9, align 16
  br label %21

17:                                               ; preds = %6
  %18 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %8, i32 0, i32 2
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr i8, ptr %19, i32 8
  store ptr %20, ptr %18, align 8
  br label %21

21:                                               ; preds = %17, %12
  %22 = phi ptr [ %15, %12 ], [ %19, %17 ]
  %23 = load i64, ptr %22, align 8
  %24 = add nsw i64 %7, %23
  br label %25

25:                                               ; preds = %21
  %26 = add nsw i32 %.0, 1
  br label %4, !llvm.loop !6

27:                                               ; preds = %4
  %.01.lcssa = phi i64 [ %.01, %4 ]
  %28 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %28)
  ret i64 %.01.lcssa
}

; Function Attrs: noinline nounwind uwtable
define internal double @doubles(i32 noundef %0, ...) #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %3)
  br label %4

4:                                                ; preds = %24, %1
  %.01 = phi double [ 0.000000e+00, %1 ], [ %23, %24 ]
  %.0 = phi i32 [ 0, %1 ], [ %25, %24 ]
  %5 = icmp slt i32 %.0, %0
  br i1 %5, label %6, label %26

6:                                                ; preds = %4
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  %8 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = icmp ule i32 %9, 160
  br i1 %10, label %11, label %16

11:                                               ; preds = %6
  %12 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %7, i32 0, i32 3
  %13 = load ptr, ptr %12, align 16
  %14 = getelementptr i8, ptr %13, i32 %9
  %15 = add i32 %9, 16
  store i32 %15, ptr %8, align 4
  br label %20

16:                                               ; preds = %6
  %17 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %7, i32 0, i32 2
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr i8, ptr %18, i32 8
  store ptr %19, ptr %17, align 8
  br label %20

20:                                               ; preds = %16, %11
  %21 = phi ptr [ %14, %11 ], [ %18, %16 ]
  %22 = load double, ptr %21, align 8
  %23 = call double @llvm.fmuladd.f64(double %.01, double 5.000000e-01, double %22)
  br label %24

24:                                               ; preds = %20
  %25 = add nsw i32 %.0, 1
  br label %4, !llvm.loop !8

26:                                               ; preds = %4
  %.01.lcssa = phi double [ %.01, %4 ]
  %27 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %27)
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
  br label %10

10:                                               ; preds = %132, %1
  %.0 = phi ptr [ %0, %1 ], [ %133, %132 ]
  %11 = load i8, ptr %.0, align 1
  %12 = icmp ne i8 %11, 0
  br i1 %12, label %13, label %134

13:                                               ; preds = %10
  %14 = load i8, ptr %.0, align 1
  %15 = sext i8 %14 to i32
  switch i32 %15, label %131 [
    i32 105, label %16
    i32 108, label %34
    i32 100, label %52
    i32 115, label %70
    i32 112, label %88
    i32 116, label %119
  ]

16:                                               ; preds = %13
  %17 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  %18 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 16
  %20 = icmp ule i32 %19, 40
  br i1 %20, label %21, label %26

21:                                               ; preds = %16
  %22 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %17, i32 0, i32 3
  %23 = load ptr, ptr %22, align 16
  %24 = getelementptr i8, ptr %23, i32 %19
  %25 = add i32 %19, 8
  store i32 %25, ptr %18, align 16
  br label %30

26:                                               ; preds = %16
  %27 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %17, i32 0, i32 2
  %28 = load ptr, ptr %27, align 8
  %29 = getelementptr i8, ptr %28, i32 8
  store ptr %29, ptr %27, align 8
  br label %30

30:                                               ; preds = %26, %21
  %31 = phi ptr [ %24, %21 ], [ %28, %26 ]
  %32 = load i32, ptr %31, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %32)
  br label %131

34:                                               ; preds = %13
  %35 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  %36 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %35, i32 0, i32 0
  %37 = load i32, ptr %36, align 16
  %38 = icmp ule i32 %37, 40
  br i1 %38, label %39, label %44

39:                                               ; preds = %34
  %40 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %35, i32 0, i32 3
  %41 = load ptr, ptr %40, align 16
  %42 = getelementptr i8, ptr %41, i32 %37
  %43 = add i32 %37, 8
  store i32 %43, ptr %36, align 16
  br label %48

44:                                               ; preds = %34
  %45 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %35, i32 0, i32 2
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr i8, ptr %46, i32 8
  store ptr %47, ptr %45, align 8
  br label %48

48:                                               ; preds = %44, %39
  %49 = phi ptr [ %42, %39 ], [ %46, %44 ]
  %50 = load i64, ptr %49, align 8
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %50)
  br label %131

52:                                               ; preds = %13
  %53 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  %54 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %53, i32 0, i32 1
  %55 = load i32, ptr %54, align 4
  %56 = icmp ule i32 %55, 160
  br i1 %56, label %57, label %62

57:                                               ; preds = %52
  %58 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %53, i32 0, i32 3
  %59 = load ptr, ptr %58, align 16
  %60 = getelementptr i8, ptr %59, i32 %55
  %61 = add i32 %55, 16
  store i32 %61, ptr %54, align 4
  br label %66

62:                                               ; preds = %52
  %63 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %53, i32 0, i32 2
  %64 = load ptr, ptr %63, align 8
  %65 = getelementptr i8, ptr %64, i32 8
  store ptr %65, ptr %63, align 8
  br label %66

66:                                               ; preds = %62, %57
  %67 = phi ptr [ %60, %57 ], [ %64, %62 ]
  %68 = load double, ptr %67, align 8
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %68)
  br label %131

70:                                               ; preds = %13
  %71 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  %72 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %71, i32 0, i32 0
  %73 = load i32, ptr %72, align 16
  %74 = icmp ule i32 %73, 40
  br i1 %74, label %75, label %80

75:                                               ; preds = %70
  %76 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %71, i32 0, i32 3
  %77 = load ptr, ptr %76, align 16
  %78 = getelementptr i8, ptr %77, i32 %73
  %79 = add i32 %73, 8
  store i32 %79, ptr %72, align 16
  br label %84

80:                                               ; preds = %70
  %81 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %71, i32 0, i32 2
  %82 = load ptr, ptr %81, align 8
  %83 = getelementptr i8, ptr %82, i32 8
  store ptr %83, ptr %81, align 8
  br label %84

84:                                               ; preds = %80, %75
  %85 = phi ptr [ %78, %75 ], [ %82, %80 ]
  %86 = load ptr, ptr %85, align 8
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %86)
  br label %131

88:                                               ; preds = %13
  %89 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  %90 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %89, i32 0, i32 0
  %91 = load i32, ptr %90, align 16
  %92 = icmp ule i32 %91, 40
  %93 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %89, i32 0, i32 1
  %94 = load i32, ptr %93, align 4
  %95 = icmp ule i32 %94, 160
  %96 = and i1 %92, %95
  br i1 %96, label %97, label %108

97:                                               ; preds = %88
  %98 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %89, i32 0, i32 3
  %99 = load ptr, ptr %98, align 16
  %100 = getelementptr i8, ptr %99, i32 %91
  %101 = getelementptr i8, ptr %99, i32 %94
  %102 = load i64, ptr %100, align 8
  %103 = getelementptr inbounds nuw { i64, double }, ptr %5, i32 0, i32 0
  store i64 %102, ptr %103, align 8
  %104 = load double, ptr %101, align 8
  %105 = getelementptr inbounds nuw { i64, double }, ptr %5, i32 0, i32 1
  store double %104, ptr %105, align 8
  %106 = add i32 %91, 8
  store i32 %106, ptr %90, align 16
  %107 = add i32 %94, 16
  store i32 %107, ptr %93, align 4
  br label %112

108:                                              ; preds = %88
  %109 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %89, i32 0, i32 2
  %110 = load ptr, ptr %109, align 8
  %111 = getelementptr i8, ptr %110, i32 16
  store ptr %111, ptr %109, align 8
  br label %112

112:                                              ; preds = %108, %97
  %113 = phi ptr [ %5, %97 ], [ %110, %108 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %113, i64 16, i1 false)
  %114 = getelementptr inbounds nuw %struct.pair, ptr %4, i32 0, i32 0
  %115 = load i64, ptr %114, align 8
  %116 = getelementptr inbounds nuw %struct.pair, ptr %4, i32 0, i32 1
  %117 = load double, ptr %116, align 8
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %115, double noundef %117)
  br label %131

119:                                              ; preds = %13
  %120 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  %121 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %120, i32 0, i32 2
  %122 = load ptr, ptr %121, align 8
  %123 = getelementptr i8, ptr %122, i32 24
  store ptr %123, ptr %121, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %122, i64 24, i1 false)
  %124 = getelementptr inbounds nuw %struct.triple, ptr %6, i32 0, i32 0
  %125 = load i64, ptr %124, align 8
  %126 = getelementptr inbounds nuw %struct.triple, ptr %6, i32 0, i32 1
  %127 = load i64, ptr %126, align 8
  %128 = getelementptr inbounds nuw %struct.triple, ptr %6, i32 0, i32 2
  %129 = load i64, ptr %128, align 8
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %125, i64 noundef %127, i64 noundef %129)
  br label %131

131:                                              ; preds = %119, %112, %84, %66, %48, %30, %13
  br label %132

132:                                              ; preds = %131
  %133 = getelementptr inbounds nuw i8, ptr %.0, i32 1
  br label %10, !llvm.loop !9

134:                                              ; preds = %10
  %135 = load i8, ptr %0, align 1
  %136 = sext i8 %135 to i32
  %137 = icmp eq i32 %136, 105
  br i1 %137, label %138, label %156

138:                                              ; preds = %134
  %139 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %140 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %139, i32 0, i32 0
  %141 = load i32, ptr %140, align 16
  %142 = icmp ule i32 %141, 40
  br i1 %142, label %143, label %148

143:                                              ; preds = %138
  %144 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %139, i32 0, i32 3
  %145 = load ptr, ptr %144, align 16
  %146 = getelementptr i8, ptr %145, i32 %141
  %147 = add i32 %141, 8
  store i32 %147, ptr %140, align 16
  br label %152

148:                                              ; preds = %138
  %149 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %139, i32 0, i32 2
  %150 = load ptr, ptr %149, align 8
  %151 = getelementptr i8, ptr %150, i32 8
  store ptr %151, ptr %149, align 8
  br label %152

152:                                              ; preds = %148, %143
  %153 = phi ptr [ %146, %143 ], [ %150, %148 ]
  %154 = load i32, ptr %153, align 4
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %154)
  br label %156

156:                                              ; preds = %152, %134
  %157 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %157)
  %158 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %158)
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
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
  br label %3

3:                                                ; preds = %23, %2
  %.01 = phi i64 [ 0, %2 ], [ %22, %23 ]
  %.0 = phi i32 [ 0, %2 ], [ %24, %23 ]
  %4 = icmp slt i32 %.0, %0
  br i1 %4, label %5, label %25

5:                                                ; preds = %3
  %6 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %1, i32 0, i32 0
  %7 = load i32, ptr %6, align 8
  %8 = icmp ule i32 %7, 40
  br i1 %8, label %9, label %14

9:                                                ; preds = %5
  %10 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %1, i32 0, i32 3
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr i8, ptr %11, i32 %7
  %13 = add i32 %7, 8
  store i32 %13, ptr %6, align 8
  br label %18

14:                                               ; preds = %5
  %15 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %1, i32 0, i32 2
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr i8, ptr %16, i32 8
  store ptr %17, ptr %15, align 8
  br label %18

18:                                               ; preds = %14, %9
  %19 = phi ptr [ %12, %9 ], [ %16, %14 ]
  %20 = load i32, ptr %19, align 4
  %21 = sext i32 %20 to i64
  %22 = add nsw i64 %.01, %21
  br label %23

23:                                               ; preds = %18
  %24 = add nsw i32 %.0, 1
  br label %3, !llvm.loop !10

25:                                               ; preds = %3
  %.01.lcssa = phi i64 [ %.01, %3 ]
  ret i64 %.01.lcssa
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
