; ModuleID = 'mutual_rec.O0.ll'
source_filename = "mutual_rec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [47 x i8] c"even(10)=%d odd(10)=%d even(77)=%d odd(77)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = call i32 @is_even(i32 noundef 10)
  %2 = call i32 @is_odd(i32 noundef 10)
  %3 = call i32 @is_even(i32 noundef 77)
  %4 = call i32 @is_odd(i32 noundef 77)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4)
  br label %6

6:                                                ; preds = %14, %0
  %.01 = phi i32 [ 0, %0 ], [ %15, %14 ]
  %7 = icmp slt i32 %.01, 15
  br i1 %7, label %8, label %16

8:                                                ; preds = %6
  %9 = call i32 @hof_f(i32 noundef %.01)
  %10 = icmp eq i32 %.01, 14
  %11 = zext i1 %10 to i64
  %12 = select i1 %10, i32 10, i32 32
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %9, i32 noundef %12)
  br label %14

14:                                               ; preds = %8
  %15 = add nsw i32 %.01, 1
  br label %6, !llvm.loop !6

16:                                               ; preds = %6
  br label %17

17:                                               ; preds = %25, %16
  %.0 = phi i32 [ 0, %16 ], [ %26, %25 ]
  %18 = icmp slt i32 %.0, 15
  br i1 %18, label %19, label %27

19:                                               ; preds = %17
  %20 = call i32 @hof_m(i32 noundef %.0)
  %21 = icmp eq i32 %.0, 14
  %22 = zext i1 %21 to i64
  %23 = select i1 %21, i32 10, i32 32
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %20, i32 noundef %23)
  br label %25

25:                                               ; preds = %19
  %26 = add nsw i32 %.0, 1
  br label %17, !llvm.loop !8

27:                                               ; preds = %17
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @is_even(i32 noundef %0) #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  br label %7

4:                                                ; preds = %1
  %5 = sub i32 %0, 1
  %6 = call i32 @is_odd(i32 noundef %5)
  br label %7

7:                                                ; preds = %4, %3
  %8 = phi i32 [ 1, %3 ], [ %6, %4 ]
  ret i32 %8
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @is_odd(i32 noundef %0) #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  br label %7

4:                                                ; preds = %1
  %5 = sub i32 %0, 1
  %6 = call i32 @is_even(i32 noundef %5)
  br label %7

7:                                                ; preds = %4, %3
  %8 = phi i32 [ 0, %3 ], [ %6, %4 ]
  ret i32 %8
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @hof_f(i32 noundef %0) #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  br label %9

4:                                                ; preds = %1
  %5 = sub nsw i32 %0, 1
  %6 = call i32 @hof_f(i32 noundef %5)
  %7 = call i32 @hof_m(i32 noundef %6)
  %8 = sub nsw i32 %0, %7
  br label %9

9:                                                ; preds = %4, %3
  %10 = phi i32 [ 1, %3 ], [ %8, %4 ]
  ret i32 %10
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @hof_m(i32 noundef %0) #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  br label %9

4:                                                ; preds = %1
  %5 = sub nsw i32 %0, 1
  %6 = call i32 @hof_m(i32 noundef %5)
  %7 = call i32 @hof_f(i32 noundef %6)
  %8 = sub nsw i32 %0, %7
  br label %9

9:                                                ; preds = %4, %3
  %10 = phi i32 [ 0, %3 ], [ %8, %4 ]
  ret i32 %10
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
