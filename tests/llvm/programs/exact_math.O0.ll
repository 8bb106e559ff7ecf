; ModuleID = 'exact_math.c'
source_filename = "exact_math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@xs = dso_local global [19 x double] [double 0.000000e+00, double -0.000000e+00, double 5.000000e-01, double -5.000000e-01, double 1.500000e+00, double -1.500000e+00, double 2.500000e+00, double -2.500000e+00, double 0x3FDFFFFFFFFFFFFF, double 0xBFDFFFFFFFFFFFFF, double 0x432FFFFFFFFFFFFF, double 0xC32FFFFFFFFFFFFF, double 0x4330000000000001, double 1.000000e+300, double -1.000000e+300, double 4.940660e-324, double 2.000000e+00, double 1.000000e+01, double 1.000000e-310], align 16
@.str = private unnamed_addr constant [11 x i8] c"x = %.17g\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c" floor\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c" ceil\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c" trunc\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c" round\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c" sqrt\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c" fmod 0.75\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c" fmod -3\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c" copysign\00", align 1
@.str.9 = private unnamed_addr constant [36 x i8] c" floorf %.9g roundf %.9g sqrtf %.9g\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c" fmodf %.9g\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"infinite floor\00", align 1
@.str.13 = private unnamed_addr constant [15 x i8] c"infinite round\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"infinite sqrt\00", align 1
@.str.15 = private unnamed_addr constant [17 x i8] c"infinite fmod by\00", align 1
@.str.16 = private unnamed_addr constant [18 x i8] c"infinite copysign\00", align 1
@ds = dso_local global [32 x double] zeroinitializer, align 16
@fs = dso_local global [32 x float] zeroinitializer, align 16
@es = dso_local global [32 x double] zeroinitializer, align 16
@gs = dso_local global [32 x float] zeroinitializer, align 16
@.str.17 = private unnamed_addr constant [12 x i8] c"%.17g %.9g\0A\00", align 1
@.str.18 = private unnamed_addr constant [18 x i8] c"%s %.17g %016llx\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca float, align 4
  %7 = alloca [2 x double], align 16
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 19, ptr %2, align 4
  store double 0x7FF0000000000000, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %16

16:                                               ; preds = %79, %0
  %17 = load i32, ptr %4, align 4
  %18 = load i32, ptr %2, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %82

20:                                               ; preds = %16
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [19 x double], ptr @xs, i64 0, i64 %22
  %24 = load double, ptr %23, align 8
  store double %24, ptr %5, align 8
  %25 = load double, ptr %5, align 8
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %25)
  %27 = load double, ptr %5, align 8
  %28 = call double @llvm.floor.f64(double %27)
  call void @bits(ptr noundef @.str.1, double noundef %28)
  %29 = load double, ptr %5, align 8
  %30 = call double @llvm.ceil.f64(double %29)
  call void @bits(ptr noundef @.str.2, double noundef %30)
  %31 = load double, ptr %5, align 8
  %32 = call double @llvm.trunc.f64(double %31)
  call void @bits(ptr noundef @.str.3, double noundef %32)
  %33 = load double, ptr %5, align 8
  %34 = call double @llvm.round.f64(double %33)
  call void @bits(ptr noundef @.str.4, double noundef %34)
  %35 = load double, ptr %5, align 8
  %36 = fcmp olt double %35, 0.000000e+00
  br i1 %36, label %37, label %42

37:                                               ; preds = %20
  %38 = load double, ptr %5, align 8
  %39 = fneg double %38
  %40 = call double @sqrt(double noundef %39) #5
  %41 = fneg double %40
  br label %45

42:                                               ; preds = %20
  %43 = load double, ptr %5, align 8
  %44 = call double @sqrt(double noundef %43) #5
  br label %45

45:                                               ; preds = %42, %37
  %46 = phi double [ %41, %37 ], [ %44, %42 ]
  call void @bits(ptr noundef @.str.5, double noundef %46)
  %47 = load double, ptr %5, align 8
  %48 = call double @fmod(double noundef %47, double noundef 7.500000e-01) #5
  call void @bits(ptr noundef @.str.6, double noundef %48)
  %49 = load double, ptr %5, align 8
  %50 = fcmp une double %49, 0.000000e+00
  br i1 %50, label %51, label %54

51:                                               ; preds = %45
  %52 = load double, ptr %5, align 8
  %53 = call double @fmod(double noundef -3.000000e+00, double noundef %52) #5
  call void @bits(ptr noundef @.str.7, double noundef %53)
  br label %54

54:                                               ; preds = %51, %45
  %55 = load double, ptr %5, align 8
  %56 = call double @llvm.copysign.f64(double 3.000000e+00, double %55)
  call void @bits(ptr noundef @.str.8, double noundef %56)
  %57 = load double, ptr %5, align 8
  %58 = fptrunc double %57 to float
  store float %58, ptr %6, align 4
  %59 = load float, ptr %6, align 4
  %60 = call float @llvm.floor.f32(float %59)
  %61 = fpext float %60 to double
  %62 = load float, ptr %6, align 4
  %63 = call float @llvm.round.f32(float %62)
  %64 = fpext float %63 to double
  %65 = load float, ptr %6, align 4
  %66 = call float @llvm.fabs.f32(float %65)
  %67 = call float @sqrtf(float noundef %66) #5
  %68 = fpext float %67 to double
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %61, double noundef %64, double noundef %68)
  %70 = load float, ptr %6, align 4
  %71 = call i1 @llvm.is.fpclass.f32(float %70, i32 504)
  br i1 %71, label %72, label %77

72:                                               ; preds = %54
  %73 = load float, ptr %6, align 4
  %74 = call float @fmodf(float noundef %73, float noundef 0x3FD3333340000000) #5
  %75 = fpext float %74 to double
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %75)
  br label %77

77:                                               ; preds = %72, %54
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  br label %79

79:                                               ; preds = %77
  %80 = load i32, ptr %4, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %4, align 4
  br label %16, !llvm.loop !6

82:                                               ; preds = %16
  %83 = load double, ptr %3, align 8
  store double %83, ptr %7, align 8
  %84 = getelementptr inbounds double, ptr %7, i64 1
  %85 = load double, ptr %3, align 8
  %86 = fneg double %85
  store double %86, ptr %84, align 8
  store i32 0, ptr %8, align 4
  br label %87

87:                                               ; preds = %106, %82
  %88 = load i32, ptr %8, align 4
  %89 = icmp slt i32 %88, 2
  br i1 %89, label %90, label %109

90:                                               ; preds = %87
  %91 = load i32, ptr %8, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %92
  %94 = load double, ptr %93, align 8
  store double %94, ptr %9, align 8
  %95 = load double, ptr %9, align 8
  %96 = call double @llvm.floor.f64(double %95)
  call void @bits(ptr noundef @.str.12, double noundef %96)
  %97 = load double, ptr %9, align 8
  %98 = call double @llvm.round.f64(double %97)
  call void @bits(ptr noundef @.str.13, double noundef %98)
  %99 = load double, ptr %9, align 8
  %100 = call double @llvm.fabs.f64(double %99)
  %101 = call double @sqrt(double noundef %100) #5
  call void @bits(ptr noundef @.str.14, double noundef %101)
  %102 = load double, ptr %9, align 8
  %103 = call double @fmod(double noundef 2.000000e+00, double noundef %102) #5
  call void @bits(ptr noundef @.str.15, double noundef %103)
  %104 = load double, ptr %9, align 8
  %105 = call double @llvm.copysign.f64(double 1.000000e+00, double %104)
  call void @bits(ptr noundef @.str.16, double noundef %105)
  br label %106

106:                                              ; preds = %90
  %107 = load i32, ptr %8, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %8, align 4
  br label %87, !llvm.loop !8

109:                                              ; preds = %87
  store i32 0, ptr %10, align 4
  br label %110

110:                                              ; preds = %128, %109
  %111 = load i32, ptr %10, align 4
  %112 = icmp slt i32 %111, 32
  br i1 %112, label %113, label %131

113:                                              ; preds = %110
  %114 = load i32, ptr %10, align 4
  %115 = sub nsw i32 %114, 16
  %116 = sitofp i32 %115 to double
  %117 = fmul double %116, 7.500000e-01
  %118 = load i32, ptr %10, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [32 x double], ptr @ds, i64 0, i64 %119
  store double %117, ptr %120, align 8
  %121 = load i32, ptr %10, align 4
  %122 = sitofp i32 %121 to double
  %123 = fmul double %122, 1.300000e+00
  %124 = fptrunc double %123 to float
  %125 = load i32, ptr %10, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [32 x float], ptr @fs, i64 0, i64 %126
  store float %124, ptr %127, align 4
  br label %128

128:                                              ; preds = %113
  %129 = load i32, ptr %10, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %10, align 4
  br label %110, !llvm.loop !9

131:                                              ; preds = %110
  store i32 0, ptr %11, align 4
  br label %132

132:                                              ; preds = %165, %131
  %133 = load i32, ptr %11, align 4
  %134 = icmp slt i32 %133, 32
  br i1 %134, label %135, label %168

135:                                              ; preds = %132
  %136 = load i32, ptr %11, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [32 x double], ptr @ds, i64 0, i64 %137
  %139 = load double, ptr %138, align 8
  %140 = call double @llvm.floor.f64(double %139)
  %141 = load i32, ptr %11, align 4
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [32 x double], ptr @ds, i64 0, i64 %142
  %144 = load double, ptr %143, align 8
  %145 = call double @llvm.ceil.f64(double %144)
  %146 = fmul double %145, 3.000000e+00
  %147 = fadd double %140, %146
  %148 = load i32, ptr %11, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [32 x double], ptr @ds, i64 0, i64 %149
  %151 = load double, ptr %150, align 8
  %152 = call double @llvm.trunc.f64(double %151)
  %153 = fmul double %152, 5.000000e+00
  %154 = fadd double %147, %153
  %155 = load i32, ptr %11, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [32 x double], ptr @ds, i64 0, i64 %156
  %158 = load double, ptr %157, align 8
  %159 = call double @llvm.round.f64(double %158)
  %160 = fmul double %159, 7.000000e+00
  %161 = fadd double %154, %160
  %162 = load i32, ptr %11, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [32 x double], ptr @es, i64 0, i64 %163
  store double %161, ptr %164, align 8
  br label %165

165:                                              ; preds = %135
  %166 = load i32, ptr %11, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr %11, align 4
  br label %132, !llvm.loop !10

168:                                              ; preds = %132
  store i32 0, ptr %12, align 4
  br label %169

169:                                              ; preds = %186, %168
  %170 = load i32, ptr %12, align 4
  %171 = icmp slt i32 %170, 32
  br i1 %171, label %172, label %189

172:                                              ; preds = %169
  %173 = load i32, ptr %12, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [32 x float], ptr @fs, i64 0, i64 %174
  %176 = load float, ptr %175, align 4
  %177 = call float @llvm.floor.f32(float %176)
  %178 = load i32, ptr %12, align 4
  %179 = srem i32 %178, 2
  %180 = sitofp i32 %179 to float
  %181 = fsub float %180, 5.000000e-01
  %182 = call float @llvm.copysign.f32(float %177, float %181)
  %183 = load i32, ptr %12, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [32 x float], ptr @gs, i64 0, i64 %184
  store float %182, ptr %185, align 4
  br label %186

186:                                              ; preds = %172
  %187 = load i32, ptr %12, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr %12, align 4
  br label %169, !llvm.loop !11

189:                                              ; preds = %169
  store double 0.000000e+00, ptr %13, align 8
  store float 0.000000e+00, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %190

190:                                              ; preds = %212, %189
  %191 = load i32, ptr %15, align 4
  %192 = icmp slt i32 %191, 32
  br i1 %192, label %193, label %215

193:                                              ; preds = %190
  %194 = load i32, ptr %15, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [32 x double], ptr @es, i64 0, i64 %195
  %197 = load double, ptr %196, align 8
  %198 = load double, ptr %13, align 8
  %199 = fadd double %198, %197
  store double %199, ptr %13, align 8
  %200 = load i32, ptr %15, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [32 x float], ptr @gs, i64 0, i64 %201
  %203 = load float, ptr %202, align 4
  %204 = load i32, ptr %15, align 4
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds [32 x float], ptr @fs, i64 0, i64 %205
  %207 = load float, ptr %206, align 4
  %208 = call float @sqrtf(float noundef %207) #5
  %209 = fadd float %203, %208
  %210 = load float, ptr %14, align 4
  %211 = fadd float %210, %209
  store float %211, ptr %14, align 4
  br label %212

212:                                              ; preds = %193
  %213 = load i32, ptr %15, align 4
  %214 = add nsw i32 %213, 1
  store i32 %214, ptr %15, align 4
  br label %190, !llvm.loop !12

215:                                              ; preds = %190
  %216 = load double, ptr %13, align 8
  %217 = load float, ptr %14, align 4
  %218 = fpext float %217 to double
  %219 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, double noundef %216, double noundef %218)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal void @bits(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %4, i64 8, i1 false)
  %6 = load ptr, ptr %3, align 8
  %7 = load double, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %6, double noundef %7, i64 noundef %8)
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #2

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #2

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #2

; Function Attrs: nounwind
declare float @fmodf(float noundef, float noundef) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

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
