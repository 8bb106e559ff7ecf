; ModuleID = 'switch_dense.canon.ll'
source_filename = "switch_dense.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"++*+*-~/x\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Mon\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"Tue\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"Wed\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"Thu\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"Fri\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"Sat\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"Sun\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"???\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [5 x i32], align 16
  br label %2

2:                                                ; preds = %0
  %3 = call ptr @day(i32 noundef -1)
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %3)
  br label %5

5:                                                ; preds = %2
  %6 = call ptr @day(i32 noundef 0)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %6)
  br label %8

8:                                                ; preds = %5
  %9 = call ptr @day(i32 noundef 1)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %9)
  br label %11

11:                                               ; preds = %8
  %12 = call ptr @day(i32 noundef 2)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %12)
  br label %14

14:                                               ; preds = %11
  %15 = call ptr @day(i32 noundef 3)
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %15)
  br label %17

17:                                               ; preds = %14
  %18 = call ptr @day(i32 noundef 4)
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %18)
  br label %20

20:                                               ; preds = %17
  %21 = call ptr @day(i32 noundef 5)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %21)
  br label %23

23:                                               ; preds = %20
  %24 = call ptr @day(i32 noundef 6)
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %24)
  br label %26

26:                                               ; preds = %23
  %27 = call ptr @day(i32 noundef 7)
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %27)
  br label %29

29:                                               ; preds = %26
  %30 = call i32 @putchar(i32 noundef 10)
  %31 = call i32 @eval(ptr noundef @.str.2, i32 noundef 1)
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %31)
  call void @llvm.memset.p0.i64(ptr align 16 %1, i8 0, i64 20, i1 false)
  %33 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 4
  %34 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 3
  %35 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 2
  %36 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 1
  %.promoted = load i32, ptr %33, align 16
  %.promoted1 = load i32, ptr %34, align 4
  %.promoted3 = load i32, ptr %35, align 8
  %.promoted5 = load i32, ptr %36, align 4
  %.promoted7 = load i32, ptr %1, align 16
  br label %37

37:                                               ; preds = %29, %59
  %.010 = phi i32 [ 0, %29 ], [ %60, %59 ]
  %38 = phi i32 [ %.promoted, %29 ], [ %58, %59 ]
  %39 = phi i32 [ %.promoted1, %29 ], [ %57, %59 ]
  %40 = phi i32 [ %.promoted3, %29 ], [ %56, %59 ]
  %41 = phi i32 [ %.promoted5, %29 ], [ %55, %59 ]
  %42 = phi i32 [ %.promoted7, %29 ], [ %54, %59 ]
  %.urem = urem i32 %.010, 5
  switch i32 %.urem, label %53 [
    i32 0, label %43
    i32 1, label %45
    i32 2, label %47
    i32 3, label %49
    i32 4, label %51
  ]

43:                                               ; preds = %37
  %44 = add nsw i32 %42, 1
  br label %53

45:                                               ; preds = %37
  %46 = add nsw i32 %41, 2
  br label %53

47:                                               ; preds = %37
  %48 = add nsw i32 %40, 3
  br label %53

49:                                               ; preds = %37
  %50 = add nsw i32 %39, 4
  br label %53

51:                                               ; preds = %37
  %52 = add nsw i32 %38, 5
  br label %53

53:                                               ; preds = %51, %49, %47, %45, %43, %37
  %54 = phi i32 [ %42, %51 ], [ %42, %49 ], [ %42, %47 ], [ %42, %45 ], [ %44, %43 ], [ %42, %37 ]
  %55 = phi i32 [ %41, %51 ], [ %41, %49 ], [ %41, %47 ], [ %46, %45 ], [ %41, %43 ], [ %41, %37 ]
  %56 = phi i32 [ %40, %51 ], [ %40, %49 ], [ %48, %47 ], [ %40, %45 ], [ %40, %43 ], [ %40, %37 ]
  %57 = phi i32 [ %39, %51 ], [ %50, %49 ], [ %39, %47 ], [ %39, %45 ], [ %39, %43 ], [ %39, %37 ]
  %58 = phi i32 [ %52, %51 ], [ %38, %49 ], [ %38, %47 ], [ %38, %45 ], [ %38, %43 ], [ %38, %37 ]
  br label %59

59:                                               ; preds = %53
  %60 = add nuw nsw i32 %.010, 1
  %exitcond11 = icmp ne i32 %60, 40
  br i1 %exitcond11, label %37, label %61, !llvm.loop !6

61:                                               ; preds = %59
  %.lcssa8 = phi i32 [ %54, %59 ]
  %.lcssa6 = phi i32 [ %55, %59 ]
  %.lcssa4 = phi i32 [ %56, %59 ]
  %.lcssa2 = phi i32 [ %57, %59 ]
  %.lcssa = phi i32 [ %58, %59 ]
  store i32 %.lcssa, ptr %33, align 16
  store i32 %.lcssa2, ptr %34, align 4
  store i32 %.lcssa4, ptr %35, align 8
  store i32 %.lcssa6, ptr %36, align 4
  store i32 %.lcssa8, ptr %1, align 16
  %62 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 0
  %63 = load i32, ptr %62, align 16
  %64 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 1
  %65 = load i32, ptr %64, align 4
  %66 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 2
  %67 = load i32, ptr %66, align 8
  %68 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 3
  %69 = load i32, ptr %68, align 4
  %70 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 4
  %71 = load i32, ptr %70, align 16
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %63, i32 noundef %65, i32 noundef %67, i32 noundef %69, i32 noundef %71)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal ptr @day(i32 noundef %0) #0 {
  switch i32 %0, label %9 [
    i32 0, label %2
    i32 1, label %3
    i32 2, label %4
    i32 3, label %5
    i32 4, label %6
    i32 5, label %7
    i32 6, label %8
  ]

2:                                                ; preds = %1
  br label %10

3:                                                ; preds = %1
  br label %10

4:                                                ; preds = %1
  br label %10

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  br label %10

7:                                                ; preds = %1
  br label %10

8:                                                ; preds = %1
  br label %10

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %9, %8, %7, %6, %5, %4, %3, %2
  %.0 = phi ptr [ @.str.11, %9 ], [ @.str.4, %2 ], [ @.str.5, %3 ], [ @.str.6, %4 ], [ @.str.7, %5 ], [ @.str.8, %6 ], [ @.str.9, %7 ], [ @.str.10, %8 ]
  ret ptr %.0
}

declare i32 @putchar(i32 noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @eval(ptr noundef %0, i32 noundef %1) #0 {
  %3 = load i8, ptr %0, align 1
  %4 = icmp ne i8 %3, 0
  br i1 %4, label %.lr.ph, label %24

.lr.ph:                                           ; preds = %2
  br label %5

5:                                                ; preds = %.lr.ph, %20
  %.02 = phi ptr [ %0, %.lr.ph ], [ %21, %20 ]
  %.011 = phi i32 [ %1, %.lr.ph ], [ %.1, %20 ]
  %6 = load i8, ptr %.02, align 1
  %7 = sext i8 %6 to i32
  switch i32 %7, label %18 [
    i32 43, label %8
    i32 45, label %10
    i32 42, label %12
    i32 47, label %14
    i32 126, label %16
  ]

8:                                                ; preds = %5
  %9 = add nsw i32 %.011, 1
  br label %19

10:                                               ; preds = %5
  %11 = sub nsw i32 %.011, 1
  br label %19

12:                                               ; preds = %5
  %13 = mul nsw i32 %.011, 2
  br label %19

14:                                               ; preds = %5
  %15 = sdiv i32 %.011, 2
  br label %19

16:                                               ; preds = %5
  %17 = sub nsw i32 0, %.011
  br label %19

18:                                               ; preds = %5
  br label %19

19:                                               ; preds = %18, %16, %14, %12, %10, %8
  %.1 = phi i32 [ %.011, %18 ], [ %9, %8 ], [ %11, %10 ], [ %13, %12 ], [ %15, %14 ], [ %17, %16 ]
  br label %20

20:                                               ; preds = %19
  %21 = getelementptr inbounds nuw i8, ptr %.02, i32 1
  %22 = load i8, ptr %21, align 1
  %23 = icmp ne i8 %22, 0
  br i1 %23, label %5, label %._crit_edge, !llvm.loop !8

._crit_edge:                                      ; preds = %20
  %split = phi i32 [ %.1, %20 ]
  br label %24

24:                                               ; preds = %._crit_edge, %2
  %.01.lcssa = phi i32 [ %split, %._crit_edge ], [ %1, %2 ]
  ret i32 %.01.lcssa
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
