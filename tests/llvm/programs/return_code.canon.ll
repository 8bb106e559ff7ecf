; ModuleID = 'return_code.O0.ll'
source_filename = "return_code.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"checksum %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [16 x i8], align 16
  br label %2

2:                                                ; preds = %10, %0
  %.0 = phi i32 [ 0, %0 ], [ %11, %10 ]
  %3 = icmp slt i32 %.0, 16
  br i1 %3, label %4, label %12

4:                                                ; preds = %2
  %5 = mul nsw i32 %.0, 17
  %6 = add nsw i32 %5, 3
  %7 = trunc i32 %6 to i8
  %8 = sext i32 %.0 to i64
  %9 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %8
  store i8 %7, ptr %9, align 1
  br label %10

10:                                               ; preds = %4
  %11 = add nsw i32 %.0, 1
  br label %2, !llvm.loop !6

12:                                               ; preds = %2
  %13 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 0
  %14 = call i32 @checksum(ptr noundef %13, i32 noundef 16)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %14)
  %16 = srem i32 %14, 50
  %17 = add nsw i32 %16, 7
  ret i32 %17
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @checksum(ptr noundef %0, i32 noundef %1) #0 {
  br label %3

3:                                                ; preds = %13, %2
  %.01 = phi i32 [ 0, %2 ], [ %12, %13 ]
  %.0 = phi i32 [ 0, %2 ], [ %14, %13 ]
  %4 = icmp slt i32 %.0, %1
  br i1 %4, label %5, label %15

5:                                                ; preds = %3
  %6 = mul nsw i32 %.01, 31
  %7 = sext i32 %.0 to i64
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i32
  %11 = add nsw i32 %6, %10
  %12 = srem i32 %11, 251
  br label %13

13:                                               ; preds = %5
  %14 = add nsw i32 %.0, 1
  br label %3, !llvm.loop !8

15:                                               ; preds = %3
  %.01.lcssa = phi i32 [ %.01, %3 ]
  ret i32 %.01.lcssa
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
