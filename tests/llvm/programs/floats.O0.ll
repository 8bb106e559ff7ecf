; ModuleID = 'floats.c'
source_filename = "floats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"%.10f %.10f\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"%.8f %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%g \00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"%.1f %.1f\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%d %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"%.9g %.17g\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca float, align 4
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  store i32 0, ptr %1, align 4
  store float 0x3FB99999A0000000, ptr %2, align 4
  %12 = load float, ptr %2, align 4
  %13 = fpext float %12 to double
  store double %13, ptr %3, align 8
  %14 = load double, ptr %3, align 8
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %14, double noundef 1.000000e-01)
  store float 0.000000e+00, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %16

16:                                               ; preds = %23, %0
  %17 = load i32, ptr %5, align 4
  %18 = icmp slt i32 %17, 10
  br i1 %18, label %19, label %26

19:                                               ; preds = %16
  %20 = load float, ptr %2, align 4
  %21 = load float, ptr %4, align 4
  %22 = fadd float %21, %20
  store float %22, ptr %4, align 4
  br label %23

23:                                               ; preds = %19
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %16, !llvm.loop !6

26:                                               ; preds = %16
  %27 = load float, ptr %4, align 4
  %28 = fpext float %27 to double
  %29 = load float, ptr %4, align 4
  %30 = fcmp oeq float %29, 1.000000e+00
  %31 = zext i1 %30 to i32
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %28, i32 noundef %31)
  store i32 -2, ptr %6, align 4
  br label %33

33:                                               ; preds = %43, %26
  %34 = load i32, ptr %6, align 4
  %35 = icmp sle i32 %34, 2
  br i1 %35, label %36, label %46

36:                                               ; preds = %33
  %37 = load i32, ptr %6, align 4
  %38 = sitofp i32 %37 to float
  %39 = fmul float %38, 5.000000e-01
  %40 = call float @poly(float noundef %39)
  %41 = fpext float %40 to double
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %41)
  br label %43

43:                                               ; preds = %36
  %44 = load i32, ptr %6, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %6, align 4
  br label %33, !llvm.loop !8

46:                                               ; preds = %33
  %47 = call i32 @putchar(i32 noundef 10)
  store float 0x4170000000000000, ptr %7, align 4
  %48 = load float, ptr %7, align 4
  %49 = fadd float %48, 1.000000e+00
  %50 = fpext float %49 to double
  %51 = load float, ptr %7, align 4
  %52 = fpext float %51 to double
  %53 = fadd double %52, 1.000000e+00
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %50, double noundef %53)
  store i32 -7, ptr %8, align 4
  store i32 250, ptr %9, align 4
  %55 = load i32, ptr %8, align 4
  %56 = load i32, ptr %9, align 4
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %55, i32 noundef %56)
  store float 0x419D6F3460000000, ptr %10, align 4
  %58 = load float, ptr %10, align 4
  %59 = fpext float %58 to double
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %59)
  store float 0x3FD5555560000000, ptr %11, align 4
  %61 = load float, ptr %11, align 4
  %62 = fpext float %61 to double
  %63 = load float, ptr %11, align 4
  %64 = fpext float %63 to double
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %62, double noundef %64)
  %66 = load float, ptr %11, align 4
  %67 = fcmp olt float %66, 0x3FD55555A0000000
  %68 = zext i1 %67 to i32
  %69 = load float, ptr %11, align 4
  %70 = fpext float %69 to double
  %71 = fcmp oeq double %70, 0x3FD5555555555555
  %72 = zext i1 %71 to i32
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %68, i32 noundef %72)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal float @poly(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fmul float 2.000000e+00, %3
  %5 = fsub float %4, 3.000000e+00
  %6 = load float, ptr %2, align 4
  %7 = fmul float %5, %6
  %8 = fadd float %7, 5.000000e-01
  %9 = load float, ptr %2, align 4
  %10 = fmul float %8, %9
  %11 = fsub float %10, 1.250000e+00
  ret float %11
}

declare i32 @putchar(i32 noundef) #1

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
