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

8:                                                ; preds = %106, %0
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %9, 5
  br i1 %10, label %11, label %109

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
  %25 = fmul double %21, %24
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds nuw %struct.body, ptr %26, i32 0, i32 4
  %28 = load double, ptr %27, align 8
  %29 = load ptr, ptr %3, align 8
  %30 = getelementptr inbounds nuw %struct.body, ptr %29, i32 0, i32 4
  %31 = load double, ptr %30, align 8
  %32 = fmul double %28, %31
  %33 = fadd double %25, %32
  %34 = load ptr, ptr %3, align 8
  %35 = getelementptr inbounds nuw %struct.body, ptr %34, i32 0, i32 5
  %36 = load double, ptr %35, align 8
  %37 = load ptr, ptr %3, align 8
  %38 = getelementptr inbounds nuw %struct.body, ptr %37, i32 0, i32 5
  %39 = load double, ptr %38, align 8
  %40 = fmul double %36, %39
  %41 = fadd double %33, %40
  %42 = fmul double %18, %41
  %43 = load double, ptr %1, align 8
  %44 = fadd double %43, %42
  store double %44, ptr %1, align 8
  %45 = load i32, ptr %2, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %4, align 4
  br label %47

47:                                               ; preds = %102, %11
  %48 = load i32, ptr %4, align 4
  %49 = icmp slt i32 %48, 5
  br i1 %49, label %50, label %105

50:                                               ; preds = %47
  %51 = load ptr, ptr %3, align 8
  %52 = getelementptr inbounds nuw %struct.body, ptr %51, i32 0, i32 0
  %53 = load double, ptr %52, align 8
  %54 = load i32, ptr %4, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %55
  %57 = getelementptr inbounds nuw %struct.body, ptr %56, i32 0, i32 0
  %58 = load double, ptr %57, align 8
  %59 = fsub double %53, %58
  store double %59, ptr %5, align 8
  %60 = load ptr, ptr %3, align 8
  %61 = getelementptr inbounds nuw %struct.body, ptr %60, i32 0, i32 1
  %62 = load double, ptr %61, align 8
  %63 = load i32, ptr %4, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %64
  %66 = getelementptr inbounds nuw %struct.body, ptr %65, i32 0, i32 1
  %67 = load double, ptr %66, align 8
  %68 = fsub double %62, %67
  store double %68, ptr %6, align 8
  %69 = load ptr, ptr %3, align 8
  %70 = getelementptr inbounds nuw %struct.body, ptr %69, i32 0, i32 2
  %71 = load double, ptr %70, align 8
  %72 = load i32, ptr %4, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %73
  %75 = getelementptr inbounds nuw %struct.body, ptr %74, i32 0, i32 2
  %76 = load double, ptr %75, align 8
  %77 = fsub double %71, %76
  store double %77, ptr %7, align 8
  %78 = load ptr, ptr %3, align 8
  %79 = getelementptr inbounds nuw %struct.body, ptr %78, i32 0, i32 6
  %80 = load double, ptr %79, align 8
  %81 = load i32, ptr %4, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %82
  %84 = getelementptr inbounds nuw %struct.body, ptr %83, i32 0, i32 6
  %85 = load double, ptr %84, align 8
  %86 = fmul double %80, %85
  %87 = load double, ptr %5, align 8
  %88 = load double, ptr %5, align 8
  %89 = fmul double %87, %88
  %90 = load double, ptr %6, align 8
  %91 = load double, ptr %6, align 8
  %92 = fmul double %90, %91
  %93 = fadd double %89, %92
  %94 = load double, ptr %7, align 8
  %95 = load double, ptr %7, align 8
  %96 = fmul double %94, %95
  %97 = fadd double %93, %96
  %98 = call double @root(double noundef %97)
  %99 = fdiv double %86, %98
  %100 = load double, ptr %1, align 8
  %101 = fsub double %100, %99
  store double %101, ptr %1, align 8
  br label %102

102:                                              ; preds = %50
  %103 = load i32, ptr %4, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %4, align 4
  br label %47, !llvm.loop !8

105:                                              ; preds = %47
  br label %106

106:                                              ; preds = %105
  %107 = load i32, ptr %2, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %2, align 4
  br label %8, !llvm.loop !9

109:                                              ; preds = %8
  %110 = load double, ptr %1, align 8
  ret double %110
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

11:                                               ; preds = %165, %1
  %12 = load i32, ptr %3, align 4
  %13 = icmp slt i32 %12, 5
  br i1 %13, label %14, label %168

14:                                               ; preds = %11
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %4, align 4
  br label %17

17:                                               ; preds = %161, %14
  %18 = load i32, ptr %4, align 4
  %19 = icmp slt i32 %18, 5
  br i1 %19, label %20, label %164

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
  %56 = fmul double %54, %55
  %57 = load double, ptr %6, align 8
  %58 = load double, ptr %6, align 8
  %59 = fmul double %57, %58
  %60 = fadd double %56, %59
  %61 = load double, ptr %7, align 8
  %62 = load double, ptr %7, align 8
  %63 = fmul double %61, %62
  %64 = fadd double %60, %63
  store double %64, ptr %8, align 8
  %65 = load double, ptr %2, align 8
  %66 = load double, ptr %8, align 8
  %67 = load double, ptr %8, align 8
  %68 = call double @root(double noundef %67)
  %69 = fmul double %66, %68
  %70 = fdiv double %65, %69
  store double %70, ptr %9, align 8
  %71 = load double, ptr %5, align 8
  %72 = load i32, ptr %4, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %73
  %75 = getelementptr inbounds nuw %struct.body, ptr %74, i32 0, i32 6
  %76 = load double, ptr %75, align 8
  %77 = fmul double %71, %76
  %78 = load double, ptr %9, align 8
  %79 = fmul double %77, %78
  %80 = load i32, ptr %3, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %81
  %83 = getelementptr inbounds nuw %struct.body, ptr %82, i32 0, i32 3
  %84 = load double, ptr %83, align 8
  %85 = fsub double %84, %79
  store double %85, ptr %83, align 8
  %86 = load double, ptr %6, align 8
  %87 = load i32, ptr %4, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %88
  %90 = getelementptr inbounds nuw %struct.body, ptr %89, i32 0, i32 6
  %91 = load double, ptr %90, align 8
  %92 = fmul double %86, %91
  %93 = load double, ptr %9, align 8
  %94 = fmul double %92, %93
  %95 = load i32, ptr %3, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %96
  %98 = getelementptr inbounds nuw %struct.body, ptr %97, i32 0, i32 4
  %99 = load double, ptr %98, align 8
  %100 = fsub double %99, %94
  store double %100, ptr %98, align 8
  %101 = load double, ptr %7, align 8
  %102 = load i32, ptr %4, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %103
  %105 = getelementptr inbounds nuw %struct.body, ptr %104, i32 0, i32 6
  %106 = load double, ptr %105, align 8
  %107 = fmul double %101, %106
  %108 = load double, ptr %9, align 8
  %109 = fmul double %107, %108
  %110 = load i32, ptr %3, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %111
  %113 = getelementptr inbounds nuw %struct.body, ptr %112, i32 0, i32 5
  %114 = load double, ptr %113, align 8
  %115 = fsub double %114, %109
  store double %115, ptr %113, align 8
  %116 = load double, ptr %5, align 8
  %117 = load i32, ptr %3, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %118
  %120 = getelementptr inbounds nuw %struct.body, ptr %119, i32 0, i32 6
  %121 = load double, ptr %120, align 8
  %122 = fmul double %116, %121
  %123 = load double, ptr %9, align 8
  %124 = fmul double %122, %123
  %125 = load i32, ptr %4, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %126
  %128 = getelementptr inbounds nuw %struct.body, ptr %127, i32 0, i32 3
  %129 = load double, ptr %128, align 8
  %130 = fadd double %129, %124
  store double %130, ptr %128, align 8
  %131 = load double, ptr %6, align 8
  %132 = load i32, ptr %3, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %133
  %135 = getelementptr inbounds nuw %struct.body, ptr %134, i32 0, i32 6
  %136 = load double, ptr %135, align 8
  %137 = fmul double %131, %136
  %138 = load double, ptr %9, align 8
  %139 = fmul double %137, %138
  %140 = load i32, ptr %4, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %141
  %143 = getelementptr inbounds nuw %struct.body, ptr %142, i32 0, i32 4
  %144 = load double, ptr %143, align 8
  %145 = fadd double %144, %139
  store double %145, ptr %143, align 8
  %146 = load double, ptr %7, align 8
  %147 = load i32, ptr %3, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %148
  %150 = getelementptr inbounds nuw %struct.body, ptr %149, i32 0, i32 6
  %151 = load double, ptr %150, align 8
  %152 = fmul double %146, %151
  %153 = load double, ptr %9, align 8
  %154 = fmul double %152, %153
  %155 = load i32, ptr %4, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %156
  %158 = getelementptr inbounds nuw %struct.body, ptr %157, i32 0, i32 5
  %159 = load double, ptr %158, align 8
  %160 = fadd double %159, %154
  store double %160, ptr %158, align 8
  br label %161

161:                                              ; preds = %20
  %162 = load i32, ptr %4, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %4, align 4
  br label %17, !llvm.loop !10

164:                                              ; preds = %17
  br label %165

165:                                              ; preds = %164
  %166 = load i32, ptr %3, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr %3, align 4
  br label %11, !llvm.loop !11

168:                                              ; preds = %11
  store i32 0, ptr %10, align 4
  br label %169

169:                                              ; preds = %212, %168
  %170 = load i32, ptr %10, align 4
  %171 = icmp slt i32 %170, 5
  br i1 %171, label %172, label %215

172:                                              ; preds = %169
  %173 = load double, ptr %2, align 8
  %174 = load i32, ptr %10, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %175
  %177 = getelementptr inbounds nuw %struct.body, ptr %176, i32 0, i32 3
  %178 = load double, ptr %177, align 8
  %179 = fmul double %173, %178
  %180 = load i32, ptr %10, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %181
  %183 = getelementptr inbounds nuw %struct.body, ptr %182, i32 0, i32 0
  %184 = load double, ptr %183, align 8
  %185 = fadd double %184, %179
  store double %185, ptr %183, align 8
  %186 = load double, ptr %2, align 8
  %187 = load i32, ptr %10, align 4
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %188
  %190 = getelementptr inbounds nuw %struct.body, ptr %189, i32 0, i32 4
  %191 = load double, ptr %190, align 8
  %192 = fmul double %186, %191
  %193 = load i32, ptr %10, align 4
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %194
  %196 = getelementptr inbounds nuw %struct.body, ptr %195, i32 0, i32 1
  %197 = load double, ptr %196, align 8
  %198 = fadd double %197, %192
  store double %198, ptr %196, align 8
  %199 = load double, ptr %2, align 8
  %200 = load i32, ptr %10, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %201
  %203 = getelementptr inbounds nuw %struct.body, ptr %202, i32 0, i32 5
  %204 = load double, ptr %203, align 8
  %205 = fmul double %199, %204
  %206 = load i32, ptr %10, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %207
  %209 = getelementptr inbounds nuw %struct.body, ptr %208, i32 0, i32 2
  %210 = load double, ptr %209, align 8
  %211 = fadd double %210, %205
  store double %211, ptr %209, align 8
  br label %212

212:                                              ; preds = %172
  %213 = load i32, ptr %10, align 4
  %214 = add nsw i32 %213, 1
  store i32 %214, ptr %10, align 4
  br label %169, !llvm.loop !12

215:                                              ; preds = %169
  ret void
}

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
