; ModuleID = 'varargs.c'
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
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i16, align 2
  %4 = alloca %struct.pair, align 8
  %5 = alloca %struct.triple, align 8
  store i32 0, ptr %1, align 4
  %6 = call i64 (i32, ...) @ints(i32 noundef 9, i64 noundef 1, i64 noundef -2, i64 noundef 3, i64 noundef -4, i64 noundef 5, i64 noundef -6, i64 noundef 7, i64 noundef -8, i64 noundef 9)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %6)
  %8 = call i64 (i32, ...) @ints(i32 noundef 2, i64 noundef -9000000000, i64 noundef 7)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %8)
  %10 = call double (i32, ...) @doubles(i32 noundef 11, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.150000e+01)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %10)
  store i8 -3, ptr %2, align 1
  store i16 300, ptr %3, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.p, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.t, i64 24, i1 false)
  %12 = load i8, ptr %2, align 1
  %13 = sext i8 %12 to i32
  %14 = load i16, ptr %3, align 2
  %15 = sext i16 %14 to i32
  call void (ptr, ...) @show(ptr noundef @.str.2, i32 noundef 1, i32 noundef %13, i64 noundef -77, i32 noundef %15, double noundef 2.500000e-01, ptr noundef @.str.3, ptr noundef byval(%struct.pair) align 8 %4, ptr noundef byval(%struct.triple) align 8 %5, double noundef 1.000000e+10)
  call void (ptr, ...) @show(ptr noundef @.str.4, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, i32 noundef 11, ptr noundef byval(%struct.pair) align 8 %4, i32 noundef 12)
  call void (ptr, ...) @show(ptr noundef @.str.5, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, ptr noundef byval(%struct.pair) align 8 %4, ptr noundef byval(%struct.triple) align 8 %5, i64 noundef 8)
  %16 = call i64 (i32, ...) @twice(i32 noundef 5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %16)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i64 @ints(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %31, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %34

11:                                               ; preds = %7
  %12 = load i64, ptr %4, align 8
  %13 = mul nsw i64 %12, 3
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %15 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 16
  %17 = icmp ule i32 %16, 40
  br i1 %17, label %18, label %23

18:                                               ; preds = %11
  %19 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %14, i32 0, i32 3
  %20 = load ptr, ptr %19, align 16
  %21 = getelementptr i8, ptr %20, i32 %16
  %22 = add i32 %16, 8
  store i32 %22, ptr %15, align 16
  br label %27

23:                                               ; preds = %11
  %24 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %14, i32 0, i32 2
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr i8, ptr %25, i32 8
  store ptr %26, ptr %24, align 8
  br label %27

27:                                               ; preds = %23, %18
  %28 = phi ptr [ %21, %18 ], [ %25, %23 ]
  %29 = load i64, ptr %28, align 8
  %30 = add nsw i64 %13, %29
  store i64 %30, ptr %4, align 8
  br label %31

31:                                               ; preds = %27
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %5, align 4
  br label %7, !llvm.loop !6

34:                                               ; preds = %7
  %35 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %35)
  %36 = load i64, ptr %4, align 8
  ret i64 %36
}

; Function Attrs: noinline nounwind uwtable
define internal double @doubles(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %33

11:                                               ; preds = %7
  %12 = load double, ptr %4, align 8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %14 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = icmp ule i32 %15, 160
  br i1 %16, label %17, label %22

17:                                               ; preds = %11
  %18 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %13, i32 0, i32 3
  %19 = load ptr, ptr %18, align 16
  %20 = getelementptr i8, ptr %19, i32 %15
  %21 = add i32 %15, 16
  store i32 %21, ptr %14, align 4
  br label %26

22:                                               ; preds = %11
  %23 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %13, i32 0, i32 2
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr i8, ptr %24, i32 8
  store ptr %25, ptr %23, align 8
  br label %26

26:                                               ; preds = %22, %17
  %27 = phi ptr [ %20, %17 ], [ %24, %22 ]
  %28 = load double, ptr %27, align 8
  %29 = call double @llvm.fmuladd.f64(double %12, double 5.000000e-01, double %28)
  store double %29, ptr %4, align 8
  br label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %7, !llvm.loop !8

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %34)
  %35 = load double, ptr %4, align 8
  ret double %35
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: noinline nounwind uwtable
define internal void @show(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca ptr, align 8
  %6 = alloca %struct.pair, align 8
  %7 = alloca %struct.pair, align 8
  %8 = alloca %struct.triple, align 8
  store ptr %0, ptr %2, align 8
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %9)
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_copy.p0(ptr %10, ptr %11)
  %12 = load ptr, ptr %2, align 8
  store ptr %12, ptr %5, align 8
  br label %13

13:                                               ; preds = %137, %1
  %14 = load ptr, ptr %5, align 8
  %15 = load i8, ptr %14, align 1
  %16 = icmp ne i8 %15, 0
  br i1 %16, label %17, label %140

17:                                               ; preds = %13
  %18 = load ptr, ptr %5, align 8
  %19 = load i8, ptr %18, align 1
  %20 = sext i8 %19 to i32
  switch i32 %20, label %136 [
    i32 105, label %21
    i32 108, label %39
    i32 100, label %57
    i32 115, label %75
    i32 112, label %93
    i32 116, label %124
  ]

21:                                               ; preds = %17
  %22 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %23 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %22, i32 0, i32 0
  %24 = load i32, ptr %23, align 16
  %25 = icmp ule i32 %24, 40
  br i1 %25, label %26, label %31

26:                                               ; preds = %21
  %27 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %22, i32 0, i32 3
  %28 = load ptr, ptr %27, align 16
  %29 = getelementptr i8, ptr %28, i32 %24
  %30 = add i32 %24, 8
  store i32 %30, ptr %23, align 16
  br label %35

31:                                               ; preds = %21
  %32 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %22, i32 0, i32 2
  %33 = load ptr, ptr %32, align 8
  %34 = getelementptr i8, ptr %33, i32 8
  store ptr %34, ptr %32, align 8
  br label %35

35:                                               ; preds = %31, %26
  %36 = phi ptr [ %29, %26 ], [ %33, %31 ]
  %37 = load i32, ptr %36, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %37)
  br label %136

39:                                               ; preds = %17
  %40 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %41 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %41, align 16
  %43 = icmp ule i32 %42, 40
  br i1 %43, label %44, label %49

44:                                               ; preds = %39
  %45 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %40, i32 0, i32 3
  %46 = load ptr, ptr %45, align 16
  %47 = getelementptr i8, ptr %46, i32 %42
  %48 = add i32 %42, 8
  store i32 %48, ptr %41, align 16
  br label %53

49:                                               ; preds = %39
  %50 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %40, i32 0, i32 2
  %51 = load ptr, ptr %50, align 8
  %52 = getelementptr i8, ptr %51, i32 8
  store ptr %52, ptr %50, align 8
  br label %53

53:                                               ; preds = %49, %44
  %54 = phi ptr [ %47, %44 ], [ %51, %49 ]
  %55 = load i64, ptr %54, align 8
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %55)
  br label %136

57:                                               ; preds = %17
  %58 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %59 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %58, i32 0, i32 1
  %60 = load i32, ptr %59, align 4
  %61 = icmp ule i32 %60, 160
  br i1 %61, label %62, label %67

62:                                               ; preds = %57
  %63 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %58, i32 0, i32 3
  %64 = load ptr, ptr %63, align 16
  %65 = getelementptr i8, ptr %64, i32 %60
  %66 = add i32 %60, 16
  store i32 %66, ptr %59, align 4
  br label %71

67:                                               ; preds = %57
  %68 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %58, i32 0, i32 2
  %69 = load ptr, ptr %68, align 8
  %70 = getelementptr i8, ptr %69, i32 8
  store ptr %70, ptr %68, align 8
  br label %71

71:                                               ; preds = %67, %62
  %72 = phi ptr [ %65, %62 ], [ %69, %67 ]
  %73 = load double, ptr %72, align 8
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %73)
  br label %136

75:                                               ; preds = %17
  %76 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %77 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %76, i32 0, i32 0
  %78 = load i32, ptr %77, align 16
  %79 = icmp ule i32 %78, 40
  br i1 %79, label %80, label %85

80:                                               ; preds = %75
  %81 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %76, i32 0, i32 3
  %82 = load ptr, ptr %81, align 16
  %83 = getelementptr i8, ptr %82, i32 %78
  %84 = add i32 %78, 8
  store i32 %84, ptr %77, align 16
  br label %89

85:                                               ; preds = %75
  %86 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %76, i32 0, i32 2
  %87 = load ptr, ptr %86, align 8
  %88 = getelementptr i8, ptr %87, i32 8
  store ptr %88, ptr %86, align 8
  br label %89

89:                                               ; preds = %85, %80
  %90 = phi ptr [ %83, %80 ], [ %87, %85 ]
  %91 = load ptr, ptr %90, align 8
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %91)
  br label %136

93:                                               ; preds = %17
  %94 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %95 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %94, i32 0, i32 0
  %96 = load i32, ptr %95, align 16
  %97 = icmp ule i32 %96, 40
  %98 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %94, i32 0, i32 1
  %99 = load i32, ptr %98, align 4
  %100 = icmp ule i32 %99, 160
  %101 = and i1 %97, %100
  br i1 %101, label %102, label %113

102:                                              ; preds = %93
  %103 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %94, i32 0, i32 3
  %104 = load ptr, ptr %103, align 16
  %105 = getelementptr i8, ptr %104, i32 %96
  %106 = getelementptr i8, ptr %104, i32 %99
  %107 = load i64, ptr %105, align 8
  %108 = getelementptr inbounds nuw { i64, double }, ptr %7, i32 0, i32 0
  store i64 %107, ptr %108, align 8
  %109 = load double, ptr %106, align 8
  %110 = getelementptr inbounds nuw { i64, double }, ptr %7, i32 0, i32 1
  store double %109, ptr %110, align 8
  %111 = add i32 %96, 8
  store i32 %111, ptr %95, align 16
  %112 = add i32 %99, 16
  store i32 %112, ptr %98, align 4
  br label %117

113:                                              ; preds = %93
  %114 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %94, i32 0, i32 2
  %115 = load ptr, ptr %114, align 8
  %116 = getelementptr i8, ptr %115, i32 16
  store ptr %116, ptr %114, align 8
  br label %117

117:                                              ; preds = %113, %102
  %118 = phi ptr [ %7, %102 ], [ %115, %113 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %118, i64 16, i1 false)
  %119 = getelementptr inbounds nuw %struct.pair, ptr %6, i32 0, i32 0
  %120 = load i64, ptr %119, align 8
  %121 = getelementptr inbounds nuw %struct.pair, ptr %6, i32 0, i32 1
  %122 = load double, ptr %121, align 8
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %120, double noundef %122)
  br label %136

124:                                              ; preds = %17
  %125 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %126 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %125, i32 0, i32 2
  %127 = load ptr, ptr %126, align 8
  %128 = getelementptr i8, ptr %127, i32 24
  store ptr %128, ptr %126, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %127, i64 24, i1 false)
  %129 = getelementptr inbounds nuw %struct.triple, ptr %8, i32 0, i32 0
  %130 = load i64, ptr %129, align 8
  %131 = getelementptr inbounds nuw %struct.triple, ptr %8, i32 0, i32 1
  %132 = load i64, ptr %131, align 8
  %133 = getelementptr inbounds nuw %struct.triple, ptr %8, i32 0, i32 2
  %134 = load i64, ptr %133, align 8
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %130, i64 noundef %132, i64 noundef %134)
  br label %136

136:                                              ; preds = %17, %124, %117, %89, %71, %53, %35
  br label %137

137:                                              ; preds = %136
  %138 = load ptr, ptr %5, align 8
  %139 = getelementptr inbounds nuw i8, ptr %138, i32 1
  store ptr %139, ptr %5, align 8
  br label %13, !llvm.loop !9

140:                                              ; preds = %13
  %141 = load ptr, ptr %2, align 8
  %142 = load i8, ptr %141, align 1
  %143 = sext i8 %142 to i32
  %144 = icmp eq i32 %143, 105
  br i1 %144, label %145, label %163

145:                                              ; preds = %140
  %146 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %147 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %146, i32 0, i32 0
  %148 = load i32, ptr %147, align 16
  %149 = icmp ule i32 %148, 40
  br i1 %149, label %150, label %155

150:                                              ; preds = %145
  %151 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %146, i32 0, i32 3
  %152 = load ptr, ptr %151, align 16
  %153 = getelementptr i8, ptr %152, i32 %148
  %154 = add i32 %148, 8
  store i32 %154, ptr %147, align 16
  br label %159

155:                                              ; preds = %145
  %156 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %146, i32 0, i32 2
  %157 = load ptr, ptr %156, align 8
  %158 = getelementptr i8, ptr %157, i32 8
  store ptr %158, ptr %156, align 8
  br label %159

159:                                              ; preds = %155, %150
  %160 = phi ptr [ %153, %150 ], [ %157, %155 ]
  %161 = load i32, ptr %160, align 4
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %161)
  br label %163

163:                                              ; preds = %159, %140
  %164 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %164)
  %165 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %165)
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal i64 @twice(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  %7 = load i32, ptr %2, align 4
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %9 = call i64 @sum_list(i32 noundef %7, ptr noundef %8)
  store i64 %9, ptr %4, align 8
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %10)
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %11)
  %12 = load i32, ptr %2, align 4
  %13 = sub nsw i32 %12, 1
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %15 = call i64 @sum_list(i32 noundef %13, ptr noundef %14)
  store i64 %15, ptr %5, align 8
  %16 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %16)
  %17 = load i64, ptr %4, align 8
  %18 = mul nsw i64 %17, 1000
  %19 = load i64, ptr %5, align 8
  %20 = add nsw i64 %18, %19
  ret i64 %20
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
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %31, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %34

11:                                               ; preds = %7
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 8
  %15 = icmp ule i32 %14, 40
  br i1 %15, label %16, label %21

16:                                               ; preds = %11
  %17 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %12, i32 0, i32 3
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr i8, ptr %18, i32 %14
  %20 = add i32 %14, 8
  store i32 %20, ptr %13, align 8
  br label %25

21:                                               ; preds = %11
  %22 = getelementptr inbounds nuw %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i32 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ]
  %27 = load i32, ptr %26, align 4
  %28 = sext i32 %27 to i64
  %29 = load i64, ptr %5, align 8
  %30 = add nsw i64 %29, %28
  store i64 %30, ptr %5, align 8
  br label %31

31:                                               ; preds = %25
  %32 = load i32, ptr %6, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %6, align 4
  br label %7, !llvm.loop !10

34:                                               ; preds = %7
  %35 = load i64, ptr %5, align 8
  ret i64 %35
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
