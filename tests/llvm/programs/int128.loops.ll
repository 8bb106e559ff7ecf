; ModuleID = 'int128.canon.ll'
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

1:                                                ; preds = %0
  call void @print_u128(i128 noundef 265252859812191058636308480000000)
  call void @print_u128(i128 noundef 1267650600246676145570412756991)
  %2 = lshr i128 1267650600246676145570412756991, 37
  call void @print_u128(i128 noundef %2)
  %3 = icmp slt i128 -1237940039285380274899124224, 0
  %4 = zext i1 %3 to i32
  %5 = icmp sgt i128 -1237940039285380274899124224, -2475880078570760549798248448
  %6 = zext i1 %5 to i32
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %4, i32 noundef %6)
  %8 = ashr i128 -1237940039285380274899124224, 80
  %9 = trunc i128 %8 to i64
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %9)
  br label %11

11:                                               ; preds = %1, %11
  %.04 = phi i32 [ 0, %1 ], [ %13, %11 ]
  %.013 = phi i128 [ 1, %1 ], [ %12, %11 ]
  %12 = shl i128 %.013, 1
  %13 = add nuw nsw i32 %.04, 1
  %14 = icmp ne i128 %12, 0
  br i1 %14, label %11, label %15, !llvm.loop !6

15:                                               ; preds = %11
  %.0.lcssa = phi i32 [ %13, %11 ]
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %.0.lcssa)
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
