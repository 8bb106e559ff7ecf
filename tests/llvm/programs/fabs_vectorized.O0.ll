; ModuleID = 'fabs_vectorized.c'
source_filename = "fabs_vectorized.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [64 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [12 x i8] c"%.2f %g %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %6

6:                                                ; preds = %21, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, 64
  br i1 %8, label %9, label %24

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  %11 = srem i32 %10, 3
  %12 = sub nsw i32 %11, 1
  %13 = sitofp i32 %12 to double
  %14 = load i32, ptr %2, align 4
  %15 = sitofp i32 %14 to double
  %16 = fadd double %15, 5.000000e-01
  %17 = fmul double %13, %16
  %18 = load i32, ptr %2, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %19
  store double %17, ptr %20, align 8
  br label %21

21:                                               ; preds = %9
  %22 = load i32, ptr %2, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %2, align 4
  br label %6, !llvm.loop !6

24:                                               ; preds = %6
  store double -0.000000e+00, ptr getelementptr inbounds ([64 x double], ptr @a, i64 0, i64 7), align 8
  store i32 0, ptr %3, align 4
  br label %25

25:                                               ; preds = %37, %24
  %26 = load i32, ptr %3, align 4
  %27 = icmp slt i32 %26, 64
  br i1 %27, label %28, label %40

28:                                               ; preds = %25
  %29 = load i32, ptr %3, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = call double @llvm.fabs.f64(double %32)
  %34 = load i32, ptr %3, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %35
  store double %33, ptr %36, align 8
  br label %37

37:                                               ; preds = %28
  %38 = load i32, ptr %3, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %3, align 4
  br label %25, !llvm.loop !8

40:                                               ; preds = %25
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %41

41:                                               ; preds = %51, %40
  %42 = load i32, ptr %5, align 4
  %43 = icmp slt i32 %42, 64
  br i1 %43, label %44, label %54

44:                                               ; preds = %41
  %45 = load i32, ptr %5, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %46
  %48 = load double, ptr %47, align 8
  %49 = load double, ptr %4, align 8
  %50 = fadd double %49, %48
  store double %50, ptr %4, align 8
  br label %51

51:                                               ; preds = %44
  %52 = load i32, ptr %5, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %5, align 4
  br label %41, !llvm.loop !9

54:                                               ; preds = %41
  %55 = load double, ptr %4, align 8
  %56 = load double, ptr getelementptr inbounds ([64 x double], ptr @a, i64 0, i64 7), align 8
  %57 = load double, ptr getelementptr inbounds ([64 x double], ptr @a, i64 0, i64 7), align 8
  %58 = bitcast double %57 to i64
  %59 = icmp slt i64 %58, 0
  %60 = zext i1 %59 to i32
  %61 = icmp ne i32 %60, 0
  %62 = zext i1 %61 to i32
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %55, double noundef %56, i32 noundef %62)
  ret i32 0
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
