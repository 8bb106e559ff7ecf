; ModuleID = 'fabs_vectorized.canon.ll'
source_filename = "fabs_vectorized.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [64 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [12 x i8] c"%.2f %g %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %19, %0
  %indvars.iv = phi i64 [ 0, %0 ], [ %indvars.iv.next.1, %19 ]
  %2 = trunc nuw nsw i64 %indvars.iv to i32
  %.urem = urem i32 %2, 3
  %3 = sub nsw i32 %.urem, 1
  %4 = sitofp i32 %3 to double
  %5 = trunc nuw nsw i64 %indvars.iv to i32
  %6 = sitofp i32 %5 to double
  %7 = fadd double %6, 5.000000e-01
  %8 = fmul double %4, %7
  %9 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %indvars.iv
  store double %8, ptr %9, align 8
  br label %10

10:                                               ; preds = %1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %11 = trunc nuw nsw i64 %indvars.iv.next to i32
  %.urem.1 = urem i32 %11, 3
  %12 = sub nsw i32 %.urem.1, 1
  %13 = sitofp i32 %12 to double
  %14 = trunc nuw nsw i64 %indvars.iv.next to i32
  %15 = sitofp i32 %14 to double
  %16 = fadd double %15, 5.000000e-01
  %17 = fmul double %13, %16
  %18 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %indvars.iv.next
  store double %17, ptr %18, align 8
  br label %19

19:                                               ; preds = %10
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %exitcond.1 = icmp ne i64 %indvars.iv.next.1, 64
  br i1 %exitcond.1, label %1, label %20, !llvm.loop !6

20:                                               ; preds = %19
  store double -0.000000e+00, ptr getelementptr inbounds ([64 x double], ptr @a, i64 0, i64 7), align 8
  br label %21

21:                                               ; preds = %31, %20
  %indvars.iv6 = phi i64 [ 0, %20 ], [ %indvars.iv.next7.1, %31 ]
  %22 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %indvars.iv6
  %23 = load double, ptr %22, align 8
  %24 = call double @llvm.fabs.f64(double %23)
  %25 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %indvars.iv6
  store double %24, ptr %25, align 8
  br label %26

26:                                               ; preds = %21
  %indvars.iv.next7 = add nuw nsw i64 %indvars.iv6, 1
  %27 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %indvars.iv.next7
  %28 = load double, ptr %27, align 8
  %29 = call double @llvm.fabs.f64(double %28)
  %30 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %indvars.iv.next7
  store double %29, ptr %30, align 8
  br label %31

31:                                               ; preds = %26
  %indvars.iv.next7.1 = add nuw nsw i64 %indvars.iv6, 2
  %exitcond9.1 = icmp ne i64 %indvars.iv.next7.1, 64
  br i1 %exitcond9.1, label %21, label %32, !llvm.loop !8

32:                                               ; preds = %31
  br label %33

33:                                               ; preds = %49, %32
  %indvars.iv10 = phi i64 [ 0, %32 ], [ %indvars.iv.next11.3, %49 ]
  %.033 = phi double [ 0.000000e+00, %32 ], [ %48, %49 ]
  %34 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %indvars.iv10
  %35 = load double, ptr %34, align 8
  %36 = fadd double %.033, %35
  br label %37

37:                                               ; preds = %33
  %indvars.iv.next11 = add nuw nsw i64 %indvars.iv10, 1
  %38 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %indvars.iv.next11
  %39 = load double, ptr %38, align 8
  %40 = fadd double %36, %39
  br label %41

41:                                               ; preds = %37
  %indvars.iv.next11.1 = add nuw nsw i64 %indvars.iv10, 2
  %42 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %indvars.iv.next11.1
  %43 = load double, ptr %42, align 8
  %44 = fadd double %40, %43
  br label %45

45:                                               ; preds = %41
  %indvars.iv.next11.2 = add nuw nsw i64 %indvars.iv10, 3
  %46 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %indvars.iv.next11.2
  %47 = load double, ptr %46, align 8
  %48 = fadd double %44, %47
  br label %49

49:                                               ; preds = %45
  %indvars.iv.next11.3 = add nuw nsw i64 %indvars.iv10, 4
  %exitcond13.3 = icmp ne i64 %indvars.iv.next11.3, 64
  br i1 %exitcond13.3, label %33, label %50, !llvm.loop !9

50:                                               ; preds = %49
  %.03.lcssa = phi double [ %48, %49 ]
  %51 = load double, ptr getelementptr inbounds ([64 x double], ptr @a, i64 0, i64 7), align 8
  %52 = load double, ptr getelementptr inbounds ([64 x double], ptr @a, i64 0, i64 7), align 8
  %53 = bitcast double %52 to i64
  %54 = icmp slt i64 %53, 0
  %55 = zext i1 %54 to i32
  %56 = icmp ne i32 %55, 0
  %57 = zext i1 %56 to i32
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %.03.lcssa, double noundef %51, i32 noundef %57)
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
