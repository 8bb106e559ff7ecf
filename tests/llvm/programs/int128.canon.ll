; ModuleID = 'int128.O0.ll'
source_filename = "int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"%lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"bits %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%016llx%016llx\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  call void @print_u128(i128 noundef -36893488147419103231)
  br label %1

1:                                                ; preds = %6, %0
  %.03 = phi i32 [ 1, %0 ], [ %7, %6 ]
  %.02 = phi i128 [ 1, %0 ], [ %5, %6 ]
  %2 = icmp sle i32 %.03, 30
  br i1 %2, label %3, label %8

3:                                                ; preds = %1
  %4 = sext i32 %.03 to i128
  %5 = mul i128 %.02, %4
  br label %6

6:                                                ; preds = %3
  %7 = add nsw i32 %.03, 1
  br label %1, !llvm.loop !6

8:                                                ; preds = %1
  %.02.lcssa = phi i128 [ %.02, %1 ]
  call void @print_u128(i128 noundef %.02.lcssa)
  call void @print_u128(i128 noundef 1267650600246676145570412756991)
  %9 = lshr i128 1267650600246676145570412756991, 37
  call void @print_u128(i128 noundef %9)
  %10 = icmp slt i128 -1237940039285380274899124224, 0
  %11 = zext i1 %10 to i32
  %12 = icmp sgt i128 -1237940039285380274899124224, -2475880078570760549798248448
  %13 = zext i1 %12 to i32
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %11, i32 noundef %13)
  %15 = ashr i128 -1237940039285380274899124224, 80
  %16 = trunc i128 %15 to i64
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %16)
  br label %18

18:                                               ; preds = %20, %8
  %.01 = phi i128 [ 1, %8 ], [ %21, %20 ]
  %.0 = phi i32 [ 0, %8 ], [ %22, %20 ]
  %19 = icmp ne i128 %.01, 0
  br i1 %19, label %20, label %23

20:                                               ; preds = %18
  %21 = shl i128 %.01, 1
  %22 = add nsw i32 %.0, 1
  br label %18, !llvm.loop !8

23:                                               ; preds = %18
  %.0.lcssa = phi i32 [ %.0, %18 ]
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %.0.lcssa)
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal void @print_u128(i128 noundef %0) #0 {
  %2 = lshr i128 %0, 64
  %3 = trunc i128 %2 to i64
  %4 = trunc i128 %0 to i64
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %3, i64 noundef %4)
  ret void
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
