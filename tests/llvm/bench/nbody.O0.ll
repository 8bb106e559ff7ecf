; ModuleID = 'nbody.c'
source_filename = "nbody.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.body = type { double, double, double, double, double, double, double }

@.str = private unnamed_addr constant [20 x i8] c"energy before %.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"energy after  %.9f\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"x0 %.6e y4 %.6e\0A\00", align 1
@bodies = internal global [5 x %struct.body] [%struct.body { double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 3.947000e+01 }, %struct.body { double 4.840000e+00, double -1.160000e+00, double -1.000000e-01, double 6.060000e-01, double 2.810000e+00, double -2.500000e-02, double 3.700000e-02 }, %struct.body { double 0x4020AE147AE147AE, double 4.120000e+00, double -4.000000e-01, double -1.010000e+00, double 1.820000e+00, double 8.000000e-03, double 1.100000e-02 }, %struct.body { double 1.289000e+01, double -1.511000e+01, double -2.200000e-01, double 1.080000e+00, double 8.680000e-01, double -1.000000e-02, double 1.700000e-03 }, %struct.body { double 1.537000e+01, double -2.591000e+01, double 1.700000e-01, double 0x3FEF53F7CED91687, double 5.940000e-01, double -3.400000e-02, double 2.000000e-03 }], align 16

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %3 = call double @energy()
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %3)
  store i32 0, ptr %2, align 4
  br label %5

5:                                                ; preds = %9, %0
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 15000
  br i1 %7, label %8, label %12

8:                                                ; preds = %5
  call void @advance(double noundef 1.000000e-02)
  br label %9

9:                                                ; preds = %8
  %10 = load i32, ptr %2, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %2, align 4
  br label %5, !llvm.loop !6

12:                                               ; preds = %5
  %13 = call double @energy()
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %13)
  %15 = load double, ptr @bodies, align 16
  %16 = load double, ptr getelementptr inbounds nuw (%struct.body, ptr getelementptr inbounds ([5 x %struct.body], ptr @bodies, i64 0, i64 4), i32 0, i32 1), align 8
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %15, double noundef %16)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal double @energy() #0 {
  %1 = alloca double, align 8
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store double 0.000000e+00, ptr %1, align 8
  store i32 0, ptr %2, align 4
  br label %8

8:                                                ; preds = %101, %0
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %9, 5
  br i1 %10, label %11, label %104

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %13
  store ptr %14, ptr %3, align 8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds nuw %struct.body, ptr %15, i32 0, i32 6
  %17 = load double, ptr %16, align 8
  %18 = fmul double 5.000000e-01, %17
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds nuw %struct.body, ptr %19, i32 0, i32 3
  %21 = load double, ptr %20, align 8
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds nuw %struct.body, ptr %22, i32 0, i32 3
  %24 = load double, ptr %23, align 8
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds nuw %struct.body, ptr %25, i32 0, i32 4
  %27 = load double, ptr %26, align 8
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds nuw %struct.body, ptr %28, i32 0, i32 4
  %30 = load double, ptr %29, align 8
  %31 = fmul double %27, %30
  %32 = call double @llvm.fmuladd.f64(double %21, double %24, double %31)
  %33 = load ptr, ptr %3, align 8
  %34 = getelementptr inbounds nuw %struct.body, ptr %33, i32 0, i32 5
  %35 = load double, ptr %34, align 8
  %36 = load ptr, ptr %3, align 8
  %37 = getelementptr inbounds nuw %struct.body, ptr %36, i32 0, i32 5
  %38 = load double, ptr %37, align 8
  %39 = call double @llvm.fmuladd.f64(double %35, double %38, double %32)
  %40 = load double, ptr %1, align 8
  %41 = call double @llvm.fmuladd.f64(double %18, double %39, double %40)
  store double %41, ptr %1, align 8
  %42 = load i32, ptr %2, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %4, align 4
  br label %44

44:                                               ; preds = %97, %11
  %45 = load i32, ptr %4, align 4
  %46 = icmp slt i32 %45, 5
  br i1 %46, label %47, label %100

47:                                               ; preds = %44
  %48 = load ptr, ptr %3, align 8
  %49 = getelementptr inbounds nuw %struct.body, ptr %48, i32 0, i32 0
  %50 = load double, ptr %49, align 8
  %51 = load i32, ptr %4, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %52
  %54 = getelementptr inbounds nuw %struct.body, ptr %53, i32 0, i32 0
  %55 = load double, ptr %54, align 8
  %56 = fsub double %50, %55
  store double %56, ptr %5, align 8
  %57 = load ptr, ptr %3, align 8
  %58 = getelementptr inbounds nuw %struct.body, ptr %57, i32 0, i32 1
  %59 = load double, ptr %58, align 8
  %60 = load i32, ptr %4, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %61
  %63 = getelementptr inbounds nuw %struct.body, ptr %62, i32 0, i32 1
  %64 = load double, ptr %63, align 8
  %65 = fsub double %59, %64
  store double %65, ptr %6, align 8
  %66 = load ptr, ptr %3, align 8
  %67 = getelementptr inbounds nuw %struct.body, ptr %66, i32 0, i32 2
  %68 = load double, ptr %67, align 8
  %69 = load i32, ptr %4, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %70
  %72 = getelementptr inbounds nuw %struct.body, ptr %71, i32 0, i32 2
  %73 = load double, ptr %72, align 8
  %74 = fsub double %68, %73
  store double %74, ptr %7, align 8
  %75 = load ptr, ptr %3, align 8
  %76 = getelementptr inbounds nuw %struct.body, ptr %75, i32 0, i32 6
  %77 = load double, ptr %76, align 8
  %78 = load i32, ptr %4, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %79
  %81 = getelementptr inbounds nuw %struct.body, ptr %80, i32 0, i32 6
  %82 = load double, ptr %81, align 8
  %83 = fmul double %77, %82
  %84 = load double, ptr %5, align 8
  %85 = load double, ptr %5, align 8
  %86 = load double, ptr %6, align 8
  %87 = load double, ptr %6, align 8
  %88 = fmul double %86, %87
  %89 = call double @llvm.fmuladd.f64(double %84, double %85, double %88)
  %90 = load double, ptr %7, align 8
  %91 = load double, ptr %7, align 8
  %92 = call double @llvm.fmuladd.f64(double %90, double %91, double %89)
  %93 = call double @root(double noundef %92)
  %94 = fdiv double %83, %93
  %95 = load double, ptr %1, align 8
  %96 = fsub double %95, %94
  store double %96, ptr %1, align 8
  br label %97

97:                                               ; preds = %47
  %98 = load i32, ptr %4, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %4, align 4
  br label %44, !llvm.loop !8

100:                                              ; preds = %44
  br label %101

101:                                              ; preds = %100
  %102 = load i32, ptr %2, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %2, align 4
  br label %8, !llvm.loop !9

104:                                              ; preds = %8
  %105 = load double, ptr %1, align 8
  ret double %105
}

; Function Attrs: noinline nounwind uwtable
define internal void @advance(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store double %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %160, %1
  %12 = load i32, ptr %3, align 4
  %13 = icmp slt i32 %12, 5
  br i1 %13, label %14, label %163

14:                                               ; preds = %11
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %4, align 4
  br label %17

17:                                               ; preds = %156, %14
  %18 = load i32, ptr %4, align 4
  %19 = icmp slt i32 %18, 5
  br i1 %19, label %20, label %159

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %22
  %24 = getelementptr inbounds nuw %struct.body, ptr %23, i32 0, i32 0
  %25 = load double, ptr %24, align 8
  %26 = load i32, ptr %4, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %27
  %29 = getelementptr inbounds nuw %struct.body, ptr %28, i32 0, i32 0
  %30 = load double, ptr %29, align 8
  %31 = fsub double %25, %30
  store double %31, ptr %5, align 8
  %32 = load i32, ptr %3, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %33
  %35 = getelementptr inbounds nuw %struct.body, ptr %34, i32 0, i32 1
  %36 = load double, ptr %35, align 8
  %37 = load i32, ptr %4, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %38
  %40 = getelementptr inbounds nuw %struct.body, ptr %39, i32 0, i32 1
  %41 = load double, ptr %40, align 8
  %42 = fsub double %36, %41
  store double %42, ptr %6, align 8
  %43 = load i32, ptr %3, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %44
  %46 = getelementptr inbounds nuw %struct.body, ptr %45, i32 0, i32 2
  %47 = load double, ptr %46, align 8
  %48 = load i32, ptr %4, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %49
  %51 = getelementptr inbounds nuw %struct.body, ptr %50, i32 0, i32 2
  %52 = load double, ptr %51, align 8
  %53 = fsub double %47, %52
  store double %53, ptr %7, align 8
  %54 = load double, ptr %5, align 8
  %55 = load double, ptr %5, align 8
  %56 = load double, ptr %6, align 8
  %57 = load double, ptr %6, align 8
  %58 = fmul double %56, %57
  %59 = call double @llvm.fmuladd.f64(double %54, double %55, double %58)
  %60 = load double, ptr %7, align 8
  %61 = load double, ptr %7, align 8
  %62 = call double @llvm.fmuladd.f64(double %60, double %61, double %59)
  store double %62, ptr %8, align 8
  %63 = load double, ptr %2, align 8
  %64 = load double, ptr %8, align 8
  %65 = load double, ptr %8, align 8
  %66 = call double @root(double noundef %65)
  %67 = fmul double %64, %66
  %68 = fdiv double %63, %67
  store double %68, ptr %9, align 8
  %69 = load double, ptr %5, align 8
  %70 = load i32, ptr %4, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %71
  %73 = getelementptr inbounds nuw %struct.body, ptr %72, i32 0, i32 6
  %74 = load double, ptr %73, align 8
  %75 = fmul double %69, %74
  %76 = load double, ptr %9, align 8
  %77 = load i32, ptr %3, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %78
  %80 = getelementptr inbounds nuw %struct.body, ptr %79, i32 0, i32 3
  %81 = load double, ptr %80, align 8
  %82 = fneg double %75
  %83 = call double @llvm.fmuladd.f64(double %82, double %76, double %81)
  store double %83, ptr %80, align 8
  %84 = load double, ptr %6, align 8
  %85 = load i32, ptr %4, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %86
  %88 = getelementptr inbounds nuw %struct.body, ptr %87, i32 0, i32 6
  %89 = load double, ptr %88, align 8
  %90 = fmul double %84, %89
  %91 = load double, ptr %9, align 8
  %92 = load i32, ptr %3, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %93
  %95 = getelementptr inbounds nuw %struct.body, ptr %94, i32 0, i32 4
  %96 = load double, ptr %95, align 8
  %97 = fneg double %90
  %98 = call double @llvm.fmuladd.f64(double %97, double %91, double %96)
  store double %98, ptr %95, align 8
  %99 = load double, ptr %7, align 8
  %100 = load i32, ptr %4, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %101
  %103 = getelementptr inbounds nuw %struct.body, ptr %102, i32 0, i32 6
  %104 = load double, ptr %103, align 8
  %105 = fmul double %99, %104
  %106 = load double, ptr %9, align 8
  %107 = load i32, ptr %3, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %108
  %110 = getelementptr inbounds nuw %struct.body, ptr %109, i32 0, i32 5
  %111 = load double, ptr %110, align 8
  %112 = fneg double %105
  %113 = call double @llvm.fmuladd.f64(double %112, double %106, double %111)
  store double %113, ptr %110, align 8
  %114 = load double, ptr %5, align 8
  %115 = load i32, ptr %3, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %116
  %118 = getelementptr inbounds nuw %struct.body, ptr %117, i32 0, i32 6
  %119 = load double, ptr %118, align 8
  %120 = fmul double %114, %119
  %121 = load double, ptr %9, align 8
  %122 = load i32, ptr %4, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %123
  %125 = getelementptr inbounds nuw %struct.body, ptr %124, i32 0, i32 3
  %126 = load double, ptr %125, align 8
  %127 = call double @llvm.fmuladd.f64(double %120, double %121, double %126)
  store double %127, ptr %125, align 8
  %128 = load double, ptr %6, align 8
  %129 = load i32, ptr %3, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %130
  %132 = getelementptr inbounds nuw %struct.body, ptr %131, i32 0, i32 6
  %133 = load double, ptr %132, align 8
  %134 = fmul double %128, %133
  %135 = load double, ptr %9, align 8
  %136 = load i32, ptr %4, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %137
  %139 = getelementptr inbounds nuw %struct.body, ptr %138, i32 0, i32 4
  %140 = load double, ptr %139, align 8
  %141 = call double @llvm.fmuladd.f64(double %134, double %135, double %140)
  store double %141, ptr %139, align 8
  %142 = load double, ptr %7, align 8
  %143 = load i32, ptr %3, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %144
  %146 = getelementptr inbounds nuw %struct.body, ptr %145, i32 0, i32 6
  %147 = load double, ptr %146, align 8
  %148 = fmul double %142, %147
  %149 = load double, ptr %9, align 8
  %150 = load i32, ptr %4, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %151
  %153 = getelementptr inbounds nuw %struct.body, ptr %152, i32 0, i32 5
  %154 = load double, ptr %153, align 8
  %155 = call double @llvm.fmuladd.f64(double %148, double %149, double %154)
  store double %155, ptr %153, align 8
  br label %156

156:                                              ; preds = %20
  %157 = load i32, ptr %4, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %4, align 4
  br label %17, !llvm.loop !10

159:                                              ; preds = %17
  br label %160

160:                                              ; preds = %159
  %161 = load i32, ptr %3, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %3, align 4
  br label %11, !llvm.loop !11

163:                                              ; preds = %11
  store i32 0, ptr %10, align 4
  br label %164

164:                                              ; preds = %204, %163
  %165 = load i32, ptr %10, align 4
  %166 = icmp slt i32 %165, 5
  br i1 %166, label %167, label %207

167:                                              ; preds = %164
  %168 = load double, ptr %2, align 8
  %169 = load i32, ptr %10, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %170
  %172 = getelementptr inbounds nuw %struct.body, ptr %171, i32 0, i32 3
  %173 = load double, ptr %172, align 8
  %174 = load i32, ptr %10, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %175
  %177 = getelementptr inbounds nuw %struct.body, ptr %176, i32 0, i32 0
  %178 = load double, ptr %177, align 8
  %179 = call double @llvm.fmuladd.f64(double %168, double %173, double %178)
  store double %179, ptr %177, align 8
  %180 = load double, ptr %2, align 8
  %181 = load i32, ptr %10, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %182
  %184 = getelementptr inbounds nuw %struct.body, ptr %183, i32 0, i32 4
  %185 = load double, ptr %184, align 8
  %186 = load i32, ptr %10, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %187
  %189 = getelementptr inbounds nuw %struct.body, ptr %188, i32 0, i32 1
  %190 = load double, ptr %189, align 8
  %191 = call double @llvm.fmuladd.f64(double %180, double %185, double %190)
  store double %191, ptr %189, align 8
  %192 = load double, ptr %2, align 8
  %193 = load i32, ptr %10, align 4
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %194
  %196 = getelementptr inbounds nuw %struct.body, ptr %195, i32 0, i32 5
  %197 = load double, ptr %196, align 8
  %198 = load i32, ptr %10, align 4
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %199
  %201 = getelementptr inbounds nuw %struct.body, ptr %200, i32 0, i32 2
  %202 = load double, ptr %201, align 8
  %203 = call double @llvm.fmuladd.f64(double %192, double %197, double %202)
  store double %203, ptr %201, align 8
  br label %204

204:                                              ; preds = %167
  %205 = load i32, ptr %10, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %10, align 4
  br label %164, !llvm.loop !12

207:                                              ; preds = %164
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind uwtable
define internal double @root(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = fcmp ogt double %5, 1.000000e+00
  br i1 %6, label %7, label %9

7:                                                ; preds = %1
  %8 = load double, ptr %2, align 8
  br label %10

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %9, %7
  %11 = phi double [ %8, %7 ], [ 1.000000e+00, %9 ]
  store double %11, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %12

12:                                               ; preds = %22, %10
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %13, 20
  br i1 %14, label %15, label %25

15:                                               ; preds = %12
  %16 = load double, ptr %3, align 8
  %17 = load double, ptr %2, align 8
  %18 = load double, ptr %3, align 8
  %19 = fdiv double %17, %18
  %20 = fadd double %16, %19
  %21 = fmul double 5.000000e-01, %20
  store double %21, ptr %3, align 8
  br label %22

22:                                               ; preds = %15
  %23 = load i32, ptr %4, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %4, align 4
  br label %12, !llvm.loop !13

25:                                               ; preds = %12
  %26 = load double, ptr %3, align 8
  ret double %26
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!13 = distinct !{!13, !7}
