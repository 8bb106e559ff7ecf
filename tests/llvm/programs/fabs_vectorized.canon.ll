; ModuleID = 'fabs_vectorized.O0.ll'
source_filename = "fabs_vectorized.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [64 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [12 x i8] c"%.2f %g %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %12, %0
  %.01 = phi i32 [ 0, %0 ], [ %13, %12 ]
  %2 = icmp slt i32 %.01, 64
  br i1 %2, label %3, label %14

3:                                                ; preds = %1
  %4 = srem i32 %.01, 3
  %5 = sub nsw i32 %4, 1
  %6 = sitofp i32 %5 to double
  %7 = sitofp i32 %.01 to double
  %8 = fadd double %7, 5.000000e-01
  %9 = fmul double %6, %8
  %10 = sext i32 %.01 to i64
  %11 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %10
  store double %9, ptr %11, align 8
  br label %12

12:                                               ; preds = %3
  %13 = add nsw i32 %.01, 1
  br label %1, !llvm.loop !6

14:                                               ; preds = %1
  store double -0.000000e+00, ptr getelementptr inbounds ([64 x double], ptr @a, i64 0, i64 7), align 8
  br label %15

15:                                               ; preds = %24, %14
  %.02 = phi i32 [ 0, %14 ], [ %25, %24 ]
  %16 = icmp slt i32 %.02, 64
  br i1 %16, label %17, label %26

17:                                               ; preds = %15
  %18 = sext i32 %.02 to i64
  %19 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = call double @llvm.fabs.f64(double %20)
  %22 = sext i32 %.02 to i64
  %23 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %22
  store double %21, ptr %23, align 8
  br label %24

24:                                               ; preds = %17
  %25 = add nsw i32 %.02, 1
  br label %15, !llvm.loop !8

26:                                               ; preds = %15
  br label %27

27:                                               ; preds = %34, %26
  %.03 = phi double [ 0.000000e+00, %26 ], [ %33, %34 ]
  %.0 = phi i32 [ 0, %26 ], [ %35, %34 ]
  %28 = icmp slt i32 %.0, 64
  br i1 %28, label %29, label %36

29:                                               ; preds = %27
  %30 = sext i32 %.0 to i64
  %31 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %30
  %32 = load double, ptr %31, align 8
  %33 = fadd double %.03, %32
  br label %34

34:                                               ; preds = %29
  %35 = add nsw i32 %.0, 1
  br label %27, !llvm.loop !9

36:                                               ; preds = %27
  %.03.lcssa = phi double [ %.03, %27 ]
  %37 = load double, ptr getelementptr inbounds ([64 x double], ptr @a, i64 0, i64 7), align 8
  %38 = load double, ptr getelementptr inbounds ([64 x double], ptr @a, i64 0, i64 7), align 8
  %39 = bitcast double %38 to i64
  %40 = icmp slt i64 %39, 0
  %41 = zext i1 %40 to i32
  %42 = icmp ne i32 %41, 0
  %43 = zext i1 %42 to i32
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %.03.lcssa, double noundef %37, i32 noundef %43)
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
