; ModuleID = 'mutual_rec.c'
source_filename = "mutual_rec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [47 x i8] c"even(10)=%d odd(10)=%d even(77)=%d odd(77)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = call i32 @is_even(i32 noundef 10)
  %5 = call i32 @is_odd(i32 noundef 10)
  %6 = call i32 @is_even(i32 noundef 77)
  %7 = call i32 @is_odd(i32 noundef 77)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7)
  store i32 0, ptr %2, align 4
  br label %9

9:                                                ; preds = %20, %0
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %10, 15
  br i1 %11, label %12, label %23

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4
  %14 = call i32 @hof_f(i32 noundef %13)
  %15 = load i32, ptr %2, align 4
  %16 = icmp eq i32 %15, 14
  %17 = zext i1 %16 to i64
  %18 = select i1 %16, i32 10, i32 32
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %14, i32 noundef %18)
  br label %20

20:                                               ; preds = %12
  %21 = load i32, ptr %2, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %2, align 4
  br label %9, !llvm.loop !6

23:                                               ; preds = %9
  store i32 0, ptr %3, align 4
  br label %24

24:                                               ; preds = %35, %23
  %25 = load i32, ptr %3, align 4
  %26 = icmp slt i32 %25, 15
  br i1 %26, label %27, label %38

27:                                               ; preds = %24
  %28 = load i32, ptr %3, align 4
  %29 = call i32 @hof_m(i32 noundef %28)
  %30 = load i32, ptr %3, align 4
  %31 = icmp eq i32 %30, 14
  %32 = zext i1 %31 to i64
  %33 = select i1 %31, i32 10, i32 32
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %29, i32 noundef %33)
  br label %35

35:                                               ; preds = %27
  %36 = load i32, ptr %3, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %3, align 4
  br label %24, !llvm.loop !8

38:                                               ; preds = %24
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @is_even(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_odd(i32 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 1, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @is_odd(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_even(i32 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 0, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @hof_f(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %13

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @hof_f(i32 noundef %9)
  %11 = call i32 @hof_m(i32 noundef %10)
  %12 = sub nsw i32 %7, %11
  br label %13

13:                                               ; preds = %6, %5
  %14 = phi i32 [ 1, %5 ], [ %12, %6 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @hof_m(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %13

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @hof_m(i32 noundef %9)
  %11 = call i32 @hof_f(i32 noundef %10)
  %12 = sub nsw i32 %7, %11
  br label %13

13:                                               ; preds = %6, %5
  %14 = phi i32 [ 0, %5 ], [ %12, %6 ]
  ret i32 %14
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
