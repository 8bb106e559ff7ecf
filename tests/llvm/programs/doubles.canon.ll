; ModuleID = 'doubles.O0.ll'
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
  %1 = alloca [5 x double], align 16
  %2 = fadd double 0x3FD5555555555555, 0x3FE5555555555555
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef 0x3FD5555555555555, double noundef 0x3FE5555555555555, double noundef %2)
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef 0x3FD3333333333334)
  %5 = fcmp olt double 0x3FD5555555555555, 0x3FE5555555555555
  %6 = zext i1 %5 to i32
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef 0, i32 noundef %6, i32 noundef 1)
  %8 = call double @my_sqrt(double noundef 2.000000e+00)
  %9 = call double @my_sqrt(double noundef 1.000000e+06)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %8, double noundef %9)
  %11 = sdiv i32 7, 2
  %12 = sitofp i32 %11 to double
  %13 = sitofp i32 7 to double
  %14 = fdiv double %13, 2.000000e+00
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %12, double noundef %14)
  call void @llvm.memset.p0.i64(ptr align 16 %1, i8 0, i64 40, i1 false)
  %16 = getelementptr inbounds [5 x double], ptr %1, i32 0, i32 0
  store double 2.500000e+00, ptr %16, align 16
  %17 = getelementptr inbounds [5 x double], ptr %1, i32 0, i32 1
  store double -2.500000e+00, ptr %17, align 8
  %18 = getelementptr inbounds [5 x double], ptr %1, i32 0, i32 2
  store double 3.999000e+00, ptr %18, align 16
  %19 = getelementptr inbounds [5 x double], ptr %1, i32 0, i32 3
  store double -7.500000e-01, ptr %19, align 8
  %20 = getelementptr inbounds [5 x double], ptr %1, i32 0, i32 4
  store double 1.000000e+09, ptr %20, align 16
  br label %21

21:                                               ; preds = %29, %0
  %.02 = phi i32 [ 0, %0 ], [ %30, %29 ]
  %22 = icmp slt i32 %.02, 5
  br i1 %22, label %23, label %31

23:                                               ; preds = %21
  %24 = sext i32 %.02 to i64
  %25 = getelementptr inbounds [5 x double], ptr %1, i64 0, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = fptosi double %26 to i32
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %27)
  br label %29

29:                                               ; preds = %23
  %30 = add nsw i32 %.02, 1
  br label %21, !llvm.loop !6

31:                                               ; preds = %21
  %32 = call i32 @putchar(i32 noundef 10)
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef 9007199254740992)
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef -1294967296)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef 0x4340000000000000)
  br label %36

36:                                               ; preds = %44, %31
  %.01 = phi double [ 0.000000e+00, %31 ], [ %43, %44 ]
  %.0 = phi i32 [ 1, %31 ], [ %45, %44 ]
  %37 = icmp sle i32 %.0, 1000
  br i1 %37, label %38, label %46

38:                                               ; preds = %36
  %39 = sitofp i32 %.0 to double
  %40 = sitofp i32 %.0 to double
  %41 = fmul double %39, %40
  %42 = fdiv double 1.000000e+00, %41
  %43 = fadd double %.01, %42
  br label %44

44:                                               ; preds = %38
  %45 = add nsw i32 %.0, 1
  br label %36, !llvm.loop !8

46:                                               ; preds = %36
  %.01.lcssa = phi double [ %.01, %36 ]
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %.01.lcssa)
  %48 = fcmp olt double -1.500000e+00, 2.250000e+00
  %49 = zext i1 %48 to i32
  %50 = fcmp oge double -1.500000e+00, 2.250000e+00
  %51 = zext i1 %50 to i32
  %52 = fcmp une double 2.250000e+00, 2.250000e+00
  %53 = zext i1 %52 to i32
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %49, i32 noundef %51, i32 noundef %53)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal double @my_sqrt(double noundef %0) #0 {
  %2 = fcmp ogt double %0, 1.000000e+00
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = fdiv double %0, 2.000000e+00
  br label %6

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %5, %3
  %7 = phi double [ %4, %3 ], [ 1.000000e+00, %5 ]
  br label %8

8:                                                ; preds = %14, %6
  %.01 = phi double [ %7, %6 ], [ %13, %14 ]
  %.0 = phi i32 [ 0, %6 ], [ %15, %14 ]
  %9 = icmp slt i32 %.0, 30
  br i1 %9, label %10, label %16

10:                                               ; preds = %8
  %11 = fdiv double %0, %.01
  %12 = fadd double %.01, %11
  %13 = fmul double 5.000000e-01, %12
  br label %14

14:                                               ; preds = %10
  %15 = add nsw i32 %.0, 1
  br label %8, !llvm.loop !9

16:                                               ; preds = %8
  %.01.lcssa = phi double [ %.01, %8 ]
  ret double %.01.lcssa
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
