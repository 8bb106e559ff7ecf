; ModuleID = 'fib.O0.ll'
source_filename = "fib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"fib(%d) = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"20! = %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"hanoi moves %d\0A\00", align 1
@moves = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [27 x i8] c"move disc 4 from %d to %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %6, %0
  %.0 = phi i32 [ 0, %0 ], [ %7, %6 ]
  %2 = icmp sle i32 %.0, 15
  br i1 %2, label %3, label %8

3:                                                ; preds = %1
  %4 = call i32 @fib(i32 noundef %.0)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %.0, i32 noundef %4)
  br label %6

6:                                                ; preds = %3
  %7 = add nsw i32 %.0, 3
  br label %1, !llvm.loop !6

8:                                                ; preds = %1
  %9 = call i64 @fact(i32 noundef 20)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %9)
  call void @hanoi(i32 noundef 6, i32 noundef 1, i32 noundef 3, i32 noundef 2)
  %11 = load i32, ptr @moves, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %11)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @fib(i32 noundef %0) #0 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  br label %10

4:                                                ; preds = %1
  %5 = sub nsw i32 %0, 1
  %6 = call i32 @fib(i32 noundef %5)
  %7 = sub nsw i32 %0, 2
  %8 = call i32 @fib(i32 noundef %7)
  %9 = add nsw i32 %6, %8
  br label %10

10:                                               ; preds = %4, %3
  %11 = phi i32 [ %0, %3 ], [ %9, %4 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind uwtable
define internal i64 @fact(i32 noundef %0) #0 {
  %2 = icmp sle i32 %0, 1
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  br label %9

4:                                                ; preds = %1
  %5 = sext i32 %0 to i64
  %6 = sub nsw i32 %0, 1
  %7 = call i64 @fact(i32 noundef %6)
  %8 = mul nsw i64 %5, %7
  br label %9

9:                                                ; preds = %4, %3
  %.0 = phi i64 [ 1, %3 ], [ %8, %4 ]
  ret i64 %.0
}

; Function Attrs: noinline nounwind uwtable
define internal void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %4
  br label %16

7:                                                ; preds = %4
  %8 = sub nsw i32 %0, 1
  call void @hanoi(i32 noundef %8, i32 noundef %1, i32 noundef %3, i32 noundef %2)
  %9 = load i32, ptr @moves, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @moves, align 4
  %11 = icmp eq i32 %0, 4
  br i1 %11, label %12, label %14

12:                                               ; preds = %7
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %1, i32 noundef %2)
  br label %14

14:                                               ; preds = %12, %7
  %15 = sub nsw i32 %0, 1
  call void @hanoi(i32 noundef %15, i32 noundef %3, i32 noundef %2, i32 noundef %1)
  br label %16

16:                                               ; preds = %14, %6
  ret void
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
