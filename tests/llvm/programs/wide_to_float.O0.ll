; ModuleID = 'wide_to_float.c'
source_filename = "wide_to_float.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@signed_values = internal global [14 x i64] [i64 0, i64 1, i64 -1, i64 16777217, i64 9007199254740993, i64 9007199791611905, i64 -9007199791611905, i64 9223372036854775807, i64 -9223372036854775808, i64 9223371487098961921, i64 9223371487098961919, i64 1152921642045800449, i64 -1152921642045800449, i64 123456789012345678], align 16
@.str = private unnamed_addr constant [14 x i8] c"%lld -> %.1f\0A\00", align 1
@unsigned_values = internal global [8 x i64] [i64 0, i64 1, i64 9007199791611905, i64 -1, i64 -549755813888, i64 -549755813887, i64 -9223371487098961919, i64 -9223372036854775808], align 16
@.str.1 = private unnamed_addr constant [14 x i8] c"%llu -> %.1f\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"twice %.1f\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %25, %0
  %9 = load i32, ptr %3, align 4
  %10 = zext i32 %9 to i64
  %11 = icmp ult i64 %10, 14
  br i1 %11, label %12, label %30

12:                                               ; preds = %8
  %13 = load i32, ptr %3, align 4
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds nuw [14 x i64], ptr @signed_values, i64 0, i64 %14
  %16 = load i64, ptr %15, align 8
  %17 = sitofp i64 %16 to float
  store float %17, ptr %4, align 4
  %18 = load i32, ptr %3, align 4
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds nuw [14 x i64], ptr @signed_values, i64 0, i64 %19
  %21 = load i64, ptr %20, align 8
  %22 = load float, ptr %4, align 4
  %23 = fpext float %22 to double
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %21, double noundef %23)
  br label %25

25:                                               ; preds = %12
  %26 = load i32, ptr %3, align 4
  %27 = add i32 %26, 1
  store i32 %27, ptr %3, align 4
  %28 = load i32, ptr %2, align 4
  %29 = add i32 %28, 1
  store i32 %29, ptr %2, align 4
  br label %8, !llvm.loop !6

30:                                               ; preds = %8
  store i32 0, ptr %5, align 4
  br label %31

31:                                               ; preds = %48, %30
  %32 = load i32, ptr %5, align 4
  %33 = zext i32 %32 to i64
  %34 = icmp ult i64 %33, 8
  br i1 %34, label %35, label %53

35:                                               ; preds = %31
  %36 = load i32, ptr %5, align 4
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds nuw [8 x i64], ptr @unsigned_values, i64 0, i64 %37
  %39 = load i64, ptr %38, align 8
  %40 = uitofp i64 %39 to float
  store float %40, ptr %6, align 4
  %41 = load i32, ptr %5, align 4
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds nuw [8 x i64], ptr @unsigned_values, i64 0, i64 %42
  %44 = load i64, ptr %43, align 8
  %45 = load float, ptr %6, align 4
  %46 = fpext float %45 to double
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %44, double noundef %46)
  br label %48

48:                                               ; preds = %35
  %49 = load i32, ptr %5, align 4
  %50 = add i32 %49, 1
  store i32 %50, ptr %5, align 4
  %51 = load i32, ptr %2, align 4
  %52 = add i32 %51, 1
  store i32 %52, ptr %2, align 4
  br label %31, !llvm.loop !8

53:                                               ; preds = %31
  store double 0x4340000010000000, ptr %7, align 8
  %54 = load double, ptr %7, align 8
  %55 = fptrunc double %54 to float
  %56 = fpext float %55 to double
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %56)
  %58 = load i32, ptr %2, align 4
  %59 = urem i32 %58, 256
  ret i32 %59
}

declare i32 @printf(ptr noundef, ...) #1

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
