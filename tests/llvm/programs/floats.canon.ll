; ModuleID = 'floats.O0.ll'
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
  %1 = fpext float 0x3FB99999A0000000 to double
  %2 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %1, double noundef 1.000000e-01)
  br label %3

3:                                                ; preds = %7, %0
  %.02 = phi float [ 0.000000e+00, %0 ], [ %6, %7 ]
  %.01 = phi i32 [ 0, %0 ], [ %8, %7 ]
  %4 = icmp slt i32 %.01, 10
  br i1 %4, label %5, label %9

5:                                                ; preds = %3
  %6 = fadd float %.02, 0x3FB99999A0000000
  br label %7

7:                                                ; preds = %5
  %8 = add nsw i32 %.01, 1
  br label %3, !llvm.loop !6

9:                                                ; preds = %3
  %.02.lcssa = phi float [ %.02, %3 ]
  %10 = fpext float %.02.lcssa to double
  %11 = fcmp oeq float %.02.lcssa, 1.000000e+00
  %12 = zext i1 %11 to i32
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %10, i32 noundef %12)
  br label %14

14:                                               ; preds = %22, %9
  %.0 = phi i32 [ -2, %9 ], [ %23, %22 ]
  %15 = icmp sle i32 %.0, 2
  br i1 %15, label %16, label %24

16:                                               ; preds = %14
  %17 = sitofp i32 %.0 to float
  %18 = fmul float %17, 5.000000e-01
  %19 = call float @poly(float noundef %18)
  %20 = fpext float %19 to double
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %20)
  br label %22

22:                                               ; preds = %16
  %23 = add nsw i32 %.0, 1
  br label %14, !llvm.loop !8

24:                                               ; preds = %14
  %25 = call i32 @putchar(i32 noundef 10)
  %26 = fadd float 0x4170000000000000, 1.000000e+00
  %27 = fpext float %26 to double
  %28 = fpext float 0x4170000000000000 to double
  %29 = fadd double %28, 1.000000e+00
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %27, double noundef %29)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef -7, i32 noundef 250)
  %32 = fpext float 0x419D6F3460000000 to double
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %32)
  %34 = fpext float 0x3FD5555560000000 to double
  %35 = fpext float 0x3FD5555560000000 to double
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %34, double noundef %35)
  %37 = fcmp olt float 0x3FD5555560000000, 0x3FD55555A0000000
  %38 = zext i1 %37 to i32
  %39 = fpext float 0x3FD5555560000000 to double
  %40 = fcmp oeq double %39, 0x3FD5555555555555
  %41 = zext i1 %40 to i32
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %38, i32 noundef %41)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal float @poly(float noundef %0) #0 {
  %2 = fmul float 2.000000e+00, %0
  %3 = fsub float %2, 3.000000e+00
  %4 = fmul float %3, %0
  %5 = fadd float %4, 5.000000e-01
  %6 = fmul float %5, %0
  %7 = fsub float %6, 1.250000e+00
  ret float %7
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
