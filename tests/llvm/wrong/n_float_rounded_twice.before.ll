; WRONG: in @main, the signed 64-bit values converted to `float` through a `double` (`sitofp` to `double`, then `fptrunc`): rounded twice, `2^53 + 2^29 + 1` becomes `2^53` where it was `2^53 + 2^30`
; before: tests/llvm/programs/wide_to_float.canon.ll unchanged
; ModuleID = 'wide_to_float.O0.ll'
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
  br label %1

1:                                                ; preds = %14, %0
  %.02 = phi i32 [ 0, %0 ], [ %15, %14 ]
  %.01 = phi i32 [ 0, %0 ], [ %16, %14 ]
  %2 = zext i32 %.02 to i64
  %3 = icmp ult i64 %2, 14
  br i1 %3, label %4, label %17

4:                                                ; preds = %1
  %5 = zext i32 %.02 to i64
  %6 = getelementptr inbounds nuw [14 x i64], ptr @signed_values, i64 0, i64 %5
  %7 = load i64, ptr %6, align 8
  %8 = sitofp i64 %7 to float
  %9 = zext i32 %.02 to i64
  %10 = getelementptr inbounds nuw [14 x i64], ptr @signed_values, i64 0, i64 %9
  %11 = load i64, ptr %10, align 8
  %12 = fpext float %8 to double
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %11, double noundef %12)
  br label %14

14:                                               ; preds = %4
  %15 = add i32 %.02, 1
  %16 = add i32 %.01, 1
  br label %1, !llvm.loop !6

17:                                               ; preds = %1
  %.01.lcssa = phi i32 [ %.01, %1 ]
  br label %18

18:                                               ; preds = %31, %17
  %.1 = phi i32 [ %.01.lcssa, %17 ], [ %33, %31 ]
  %.0 = phi i32 [ 0, %17 ], [ %32, %31 ]
  %19 = zext i32 %.0 to i64
  %20 = icmp ult i64 %19, 8
  br i1 %20, label %21, label %34

21:                                               ; preds = %18
  %22 = zext i32 %.0 to i64
  %23 = getelementptr inbounds nuw [8 x i64], ptr @unsigned_values, i64 0, i64 %22
  %24 = load i64, ptr %23, align 8
  %25 = uitofp i64 %24 to float
  %26 = zext i32 %.0 to i64
  %27 = getelementptr inbounds nuw [8 x i64], ptr @unsigned_values, i64 0, i64 %26
  %28 = load i64, ptr %27, align 8
  %29 = fpext float %25 to double
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %28, double noundef %29)
  br label %31

31:                                               ; preds = %21
  %32 = add i32 %.0, 1
  %33 = add i32 %.1, 1
  br label %18, !llvm.loop !8

34:                                               ; preds = %18
  %.1.lcssa = phi i32 [ %.1, %18 ]
  %35 = fptrunc double 0x4340000010000000 to float
  %36 = fpext float %35 to double
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %36)
  %38 = urem i32 %.1.lcssa, 256
  ret i32 %38
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
