; ModuleID = 'doubles.canon.ll'
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

21:                                               ; preds = %0
  %22 = load double, ptr %1, align 8
  %23 = fptosi double %22 to i32
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %23)
  br label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds [5 x double], ptr %1, i64 0, i64 1
  %27 = load double, ptr %26, align 8
  %28 = fptosi double %27 to i32
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %28)
  br label %30

30:                                               ; preds = %25
  %31 = getelementptr inbounds [5 x double], ptr %1, i64 0, i64 2
  %32 = load double, ptr %31, align 8
  %33 = fptosi double %32 to i32
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %33)
  br label %35

35:                                               ; preds = %30
  %36 = getelementptr inbounds [5 x double], ptr %1, i64 0, i64 3
  %37 = load double, ptr %36, align 8
  %38 = fptosi double %37 to i32
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %38)
  br label %40

40:                                               ; preds = %35
  %41 = getelementptr inbounds [5 x double], ptr %1, i64 0, i64 4
  %42 = load double, ptr %41, align 8
  %43 = fptosi double %42 to i32
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %43)
  br label %45

45:                                               ; preds = %40
  %46 = call i32 @putchar(i32 noundef 10)
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef 9007199254740992)
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef -1294967296)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef 0x4340000000000000)
  br label %50

50:                                               ; preds = %63, %45
  %.03 = phi i32 [ 1, %45 ], [ %64, %63 ]
  %.012 = phi double [ 0.000000e+00, %45 ], [ %62, %63 ]
  %51 = sitofp i32 %.03 to double
  %52 = sitofp i32 %.03 to double
  %53 = fmul double %51, %52
  %54 = fdiv double 1.000000e+00, %53
  %55 = fadd double %.012, %54
  br label %56

56:                                               ; preds = %50
  %57 = add nuw nsw i32 %.03, 1
  %58 = sitofp i32 %57 to double
  %59 = sitofp i32 %57 to double
  %60 = fmul double %58, %59
  %61 = fdiv double 1.000000e+00, %60
  %62 = fadd double %55, %61
  br label %63

63:                                               ; preds = %56
  %64 = add nuw nsw i32 %.03, 2
  %exitcond5.1 = icmp ne i32 %64, 1001
  br i1 %exitcond5.1, label %50, label %65, !llvm.loop !6

65:                                               ; preds = %63
  %.01.lcssa = phi double [ %62, %63 ]
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %.01.lcssa)
  %67 = fcmp olt double -1.500000e+00, 2.250000e+00
  %68 = zext i1 %67 to i32
  %69 = fcmp oge double -1.500000e+00, 2.250000e+00
  %70 = zext i1 %69 to i32
  %71 = fcmp une double 2.250000e+00, 2.250000e+00
  %72 = zext i1 %71 to i32
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %68, i32 noundef %70, i32 noundef %72)
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

8:                                                ; preds = %28, %6
  %.02 = phi i32 [ 0, %6 ], [ %29, %28 ]
  %.011 = phi double [ %7, %6 ], [ %27, %28 ]
  %9 = fdiv double %0, %.011
  %10 = fadd double %.011, %9
  %11 = fmul double 5.000000e-01, %10
  br label %12

12:                                               ; preds = %8
  %13 = fdiv double %0, %11
  %14 = fadd double %11, %13
  %15 = fmul double 5.000000e-01, %14
  br label %16

16:                                               ; preds = %12
  %17 = fdiv double %0, %15
  %18 = fadd double %15, %17
  %19 = fmul double 5.000000e-01, %18
  br label %20

20:                                               ; preds = %16
  %21 = fdiv double %0, %19
  %22 = fadd double %19, %21
  %23 = fmul double 5.000000e-01, %22
  br label %24

24:                                               ; preds = %20
  %25 = fdiv double %0, %23
  %26 = fadd double %23, %25
  %27 = fmul double 5.000000e-01, %26
  br label %28

28:                                               ; preds = %24
  %29 = add nuw nsw i32 %.02, 5
  %exitcond.4 = icmp ne i32 %29, 30
  br i1 %exitcond.4, label %8, label %30, !llvm.loop !8

30:                                               ; preds = %28
  %.01.lcssa = phi double [ %27, %28 ]
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
