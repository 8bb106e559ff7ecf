; ModuleID = 'fpspecial.c'
source_filename = "fpspecial.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@inf = dso_local global double 0x7FF0000000000000, align 8
@nan_ = dso_local global double 0x7FF8000000000000, align 8
@neg0 = dso_local global double -0.000000e+00, align 8
@tiny = dso_local global double 4.940660e-324, align 8
@finf = dso_local global float 0x7FF0000000000000, align 4
@fthird = dso_local global float 0x3FD5555560000000, align 4
@ldv = dso_local global x86_fp80 0xK4000C000000000000000, align 16

; Function Attrs: noinline nounwind uwtable
define dso_local double @ops(double noundef %0, float noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  store double %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load double, ptr %3, align 8
  %6 = load float, ptr %4, align 4
  %7 = fpext float %6 to double
  %8 = call double @fmod(double noundef %5, double noundef %7) #3
  %9 = load double, ptr %3, align 8
  %10 = call double @llvm.floor.f64(double %9)
  %11 = fadd double %8, %10
  %12 = load float, ptr %4, align 4
  %13 = fpext float %12 to double
  %14 = call double @llvm.ceil.f64(double %13)
  %15 = fadd double %11, %14
  %16 = load double, ptr %3, align 8
  %17 = load float, ptr %4, align 4
  %18 = fpext float %17 to double
  %19 = call double @llvm.maxnum.f64(double %16, double %18)
  %20 = fadd double %15, %19
  %21 = load double, ptr %3, align 8
  %22 = call double @llvm.copysign.f64(double %21, double -1.000000e+00)
  %23 = fadd double %20, %22
  %24 = load double, ptr %3, align 8
  %25 = call double @pow(double noundef %24, double noundef 2.000000e+00) #3
  %26 = fadd double %23, %25
  ret double %26
}

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #2

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #1

; Function Attrs: noinline nounwind uwtable
define dso_local x86_fp80 @lops(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %3 = load x86_fp80, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %3, x86_fp80 %4, x86_fp80 0xK3FFF8000000000000000)
  ret x86_fp80 %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #2

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @isn(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call i1 @llvm.is.fpclass.f64(double %3, i32 3)
  %5 = zext i1 %4 to i32
  %6 = load double, ptr %2, align 8
  %7 = call double @llvm.fabs.f64(double %6) #4
  %8 = fcmp oeq double %7, 0x7FF0000000000000
  %9 = bitcast double %6 to i64
  %10 = icmp slt i64 %9, 0
  %11 = select i1 %10, i32 -1, i32 1
  %12 = select i1 %8, i32 %11, i32 0
  %13 = mul nsw i32 %12, 2
  %14 = add nsw i32 %5, %13
  %15 = load double, ptr %2, align 8
  %16 = bitcast double %15 to i64
  %17 = icmp slt i64 %16, 0
  %18 = zext i1 %17 to i32
  %19 = mul nsw i32 %18, 4
  %20 = add nsw i32 %14, %19
  ret i32 %20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call double @ops(double noundef 2.500000e+00, float noundef 1.500000e+00)
  %3 = load x86_fp80, ptr @ldv, align 16
  %4 = call x86_fp80 @lops(x86_fp80 noundef %3)
  %5 = fptrunc x86_fp80 %4 to double
  %6 = fadd double %2, %5
  %7 = fptosi double %6 to i32
  %8 = load double, ptr @nan_, align 8
  %9 = call i32 @isn(double noundef %8)
  %10 = add nsw i32 %7, %9
  %11 = load double, ptr @inf, align 8
  %12 = call i32 @isn(double noundef %11)
  %13 = add nsw i32 %10, %12
  %14 = load double, ptr @neg0, align 8
  %15 = load double, ptr @tiny, align 8
  %16 = fcmp olt double %14, %15
  %17 = zext i1 %16 to i32
  %18 = add nsw i32 %13, %17
  ret i32 %18
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }
attributes #4 = { memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
