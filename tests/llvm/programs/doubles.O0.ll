; ModuleID = 'doubles.c'
source_filename = "doubles.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%f %f %f\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"%.10f %.10f\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"%lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"%.12f\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [5 x double], align 16
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x3FD5555555555555, ptr %2, align 8
  store double 0x3FE5555555555555, ptr %3, align 8
  %16 = load double, ptr %2, align 8
  %17 = load double, ptr %3, align 8
  %18 = load double, ptr %2, align 8
  %19 = load double, ptr %3, align 8
  %20 = fadd double %18, %19
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %16, double noundef %17, double noundef %20)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef 0x3FD3333333333334)
  %23 = load double, ptr %2, align 8
  %24 = load double, ptr %3, align 8
  %25 = fcmp olt double %23, %24
  %26 = zext i1 %25 to i32
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef 0, i32 noundef %26, i32 noundef 1)
  %28 = call double @my_sqrt(double noundef 2.000000e+00)
  %29 = call double @my_sqrt(double noundef 1.000000e+06)
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %28, double noundef %29)
  store i32 7, ptr %4, align 4
  %31 = load i32, ptr %4, align 4
  %32 = sdiv i32 %31, 2
  %33 = sitofp i32 %32 to double
  store double %33, ptr %5, align 8
  %34 = load i32, ptr %4, align 4
  %35 = sitofp i32 %34 to double
  %36 = fdiv double %35, 2.000000e+00
  store double %36, ptr %6, align 8
  %37 = load double, ptr %5, align 8
  %38 = load double, ptr %6, align 8
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %37, double noundef %38)
  call void @llvm.memset.p0.i64(ptr align 16 %7, i8 0, i64 40, i1 false)
  %40 = getelementptr inbounds [5 x double], ptr %7, i32 0, i32 0
  store double 2.500000e+00, ptr %40, align 16
  %41 = getelementptr inbounds [5 x double], ptr %7, i32 0, i32 1
  store double -2.500000e+00, ptr %41, align 8
  %42 = getelementptr inbounds [5 x double], ptr %7, i32 0, i32 2
  store double 3.999000e+00, ptr %42, align 16
  %43 = getelementptr inbounds [5 x double], ptr %7, i32 0, i32 3
  store double -7.500000e-01, ptr %43, align 8
  %44 = getelementptr inbounds [5 x double], ptr %7, i32 0, i32 4
  store double 1.000000e+09, ptr %44, align 16
  store i32 0, ptr %8, align 4
  br label %45

45:                                               ; preds = %55, %0
  %46 = load i32, ptr %8, align 4
  %47 = icmp slt i32 %46, 5
  br i1 %47, label %48, label %58

48:                                               ; preds = %45
  %49 = load i32, ptr %8, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %50
  %52 = load double, ptr %51, align 8
  %53 = fptosi double %52 to i32
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %53)
  br label %55

55:                                               ; preds = %48
  %56 = load i32, ptr %8, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %8, align 4
  br label %45, !llvm.loop !6

58:                                               ; preds = %45
  %59 = call i32 @putchar(i32 noundef 10)
  store i64 9007199254740992, ptr %9, align 8
  %60 = load i64, ptr %9, align 8
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %60)
  store i32 -1294967296, ptr %10, align 4
  %62 = load i32, ptr %10, align 4
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %62)
  store double 0x4340000000000000, ptr %11, align 8
  %64 = load double, ptr %11, align 8
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %64)
  store double 0.000000e+00, ptr %12, align 8
  store i32 1, ptr %13, align 4
  br label %66

66:                                               ; preds = %78, %58
  %67 = load i32, ptr %13, align 4
  %68 = icmp sle i32 %67, 1000
  br i1 %68, label %69, label %81

69:                                               ; preds = %66
  %70 = load i32, ptr %13, align 4
  %71 = sitofp i32 %70 to double
  %72 = load i32, ptr %13, align 4
  %73 = sitofp i32 %72 to double
  %74 = fmul double %71, %73
  %75 = fdiv double 1.000000e+00, %74
  %76 = load double, ptr %12, align 8
  %77 = fadd double %76, %75
  store double %77, ptr %12, align 8
  br label %78

78:                                               ; preds = %69
  %79 = load i32, ptr %13, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %13, align 4
  br label %66, !llvm.loop !8

81:                                               ; preds = %66
  %82 = load double, ptr %12, align 8
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %82)
  store double -1.500000e+00, ptr %14, align 8
  store double 2.250000e+00, ptr %15, align 8
  %84 = load double, ptr %14, align 8
  %85 = load double, ptr %15, align 8
  %86 = fcmp olt double %84, %85
  %87 = zext i1 %86 to i32
  %88 = load double, ptr %14, align 8
  %89 = load double, ptr %15, align 8
  %90 = fcmp oge double %88, %89
  %91 = zext i1 %90 to i32
  %92 = load double, ptr %15, align 8
  %93 = load double, ptr %15, align 8
  %94 = fcmp une double %92, %93
  %95 = zext i1 %94 to i32
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %87, i32 noundef %91, i32 noundef %95)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal double @my_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = fcmp ogt double %5, 1.000000e+00
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load double, ptr %2, align 8
  %9 = fdiv double %8, 2.000000e+00
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %10, %7
  %12 = phi double [ %9, %7 ], [ 1.000000e+00, %10 ]
  store double %12, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %13

13:                                               ; preds = %23, %11
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %14, 30
  br i1 %15, label %16, label %26

16:                                               ; preds = %13
  %17 = load double, ptr %3, align 8
  %18 = load double, ptr %2, align 8
  %19 = load double, ptr %3, align 8
  %20 = fdiv double %18, %19
  %21 = fadd double %17, %20
  %22 = fmul double 5.000000e-01, %21
  store double %22, ptr %3, align 8
  br label %23

23:                                               ; preds = %16
  %24 = load i32, ptr %4, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %4, align 4
  br label %13, !llvm.loop !9

26:                                               ; preds = %13
  %27 = load double, ptr %3, align 8
  ret double %27
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

declare i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
