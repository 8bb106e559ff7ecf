; ModuleID = 'ackermann.O0.ll'
source_filename = "ackermann.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"ack(%d,%d) = %d\0A\00", align 1
@calls = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"ack(3,3) = %d in %d calls\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %12, %0
  %.01 = phi i32 [ 0, %0 ], [ %13, %12 ]
  %2 = icmp sle i32 %.01, 2
  br i1 %2, label %3, label %14

3:                                                ; preds = %1
  br label %4

4:                                                ; preds = %9, %3
  %.0 = phi i32 [ 0, %3 ], [ %10, %9 ]
  %5 = icmp sle i32 %.0, 3
  br i1 %5, label %6, label %11

6:                                                ; preds = %4
  %7 = call i32 @ack(i32 noundef %.01, i32 noundef %.0)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %.01, i32 noundef %.0, i32 noundef %7)
  br label %9

9:                                                ; preds = %6
  %10 = add nsw i32 %.0, 1
  br label %4, !llvm.loop !6

11:                                               ; preds = %4
  br label %12

12:                                               ; preds = %11
  %13 = add nsw i32 %.01, 1
  br label %1, !llvm.loop !8

14:                                               ; preds = %1
  store i32 0, ptr @calls, align 4
  %15 = call i32 @ack(i32 noundef 3, i32 noundef 3)
  %16 = load i32, ptr @calls, align 4
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %15, i32 noundef %16)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @ack(i32 noundef %0, i32 noundef %1) #0 {
  %3 = load i32, ptr @calls, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @calls, align 4
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %2
  %7 = add nsw i32 %1, 1
  br label %18

8:                                                ; preds = %2
  %9 = icmp eq i32 %1, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %8
  %11 = sub nsw i32 %0, 1
  %12 = call i32 @ack(i32 noundef %11, i32 noundef 1)
  br label %18

13:                                               ; preds = %8
  %14 = sub nsw i32 %0, 1
  %15 = sub nsw i32 %1, 1
  %16 = call i32 @ack(i32 noundef %0, i32 noundef %15)
  %17 = call i32 @ack(i32 noundef %14, i32 noundef %16)
  br label %18

18:                                               ; preds = %13, %10, %6
  %.0 = phi i32 [ %7, %6 ], [ %12, %10 ], [ %17, %13 ]
  ret i32 %.0
}

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
