; ModuleID = 'floats.canon.ll'
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

3:                                                ; preds = %0
  br label %4

4:                                                ; preds = %3
  br label %5

5:                                                ; preds = %4
  br label %6

6:                                                ; preds = %5
  br label %7

7:                                                ; preds = %6
  br label %8

8:                                                ; preds = %7
  br label %9

9:                                                ; preds = %8
  br label %10

10:                                               ; preds = %9
  br label %11

11:                                               ; preds = %10
  br label %12

12:                                               ; preds = %11
  br label %13

13:                                               ; preds = %12
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef 0x3FF0000020000000, i32 noundef 0)
  br label %15

15:                                               ; preds = %13
  %16 = call float @poly(float noundef -1.000000e+00)
  %17 = fpext float %16 to double
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %17)
  br label %19

19:                                               ; preds = %15
  %20 = call float @poly(float noundef -5.000000e-01)
  %21 = fpext float %20 to double
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %21)
  br label %23

23:                                               ; preds = %19
  %24 = call float @poly(float noundef 0.000000e+00)
  %25 = fpext float %24 to double
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %25)
  br label %27

27:                                               ; preds = %23
  %28 = call float @poly(float noundef 5.000000e-01)
  %29 = fpext float %28 to double
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %29)
  br label %31

31:                                               ; preds = %27
  %32 = call float @poly(float noundef 1.000000e+00)
  %33 = fpext float %32 to double
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %33)
  br label %35

35:                                               ; preds = %31
  %36 = call i32 @putchar(i32 noundef 10)
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef 0x4170000000000000, double noundef 0x4170000010000000)
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef -7, i32 noundef 250)
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef 0x419D6F3460000000)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef 0x3FD5555560000000, double noundef 0x3FD5555560000000)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef 1, i32 noundef 0)
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
