; ModuleID = 'select_minmax.O0.ll'
source_filename = "select_minmax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.vals = private unnamed_addr constant [7 x i32] [i32 -300, i32 -7, i32 0, i32 5, i32 99, i32 100, i32 1000], align 16
@.str = private unnamed_addr constant [37 x i8] c"%d: clamp %d abs %d sign %d umax %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"hits %d calls %d\0A\00", align 1
@calls = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [11 x i8] c"%.2f %.2f\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [7 x i32], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.main.vals, i64 28, i1 false)
  br label %2

2:                                                ; preds = %23, %0
  %.01 = phi i32 [ 0, %0 ], [ %24, %23 ]
  %3 = icmp slt i32 %.01, 7
  br i1 %3, label %4, label %25

4:                                                ; preds = %2
  %5 = sext i32 %.01 to i64
  %6 = getelementptr inbounds [7 x i32], ptr %1, i64 0, i64 %5
  %7 = load i32, ptr %6, align 4
  %8 = icmp slt i32 %7, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %4
  %10 = sub nsw i32 0, %7
  br label %12

11:                                               ; preds = %4
  br label %12

12:                                               ; preds = %11, %9
  %13 = phi i32 [ %10, %9 ], [ %7, %11 ]
  %14 = icmp ugt i32 %7, 50
  br i1 %14, label %15, label %16

15:                                               ; preds = %12
  br label %17

16:                                               ; preds = %12
  br label %17

17:                                               ; preds = %16, %15
  %18 = phi i32 [ %7, %15 ], [ 50, %16 ]
  %19 = call i32 @clamp(i32 noundef %7, i32 noundef -10, i32 noundef 100)
  %20 = sext i32 %7 to i64
  %21 = call i32 @sign(i64 noundef %20)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %7, i32 noundef %19, i32 noundef %13, i32 noundef %21, i32 noundef %18)
  br label %23

23:                                               ; preds = %17
  %24 = add nsw i32 %.01, 1
  br label %2, !llvm.loop !6

25:                                               ; preds = %2
  br label %26

26:                                               ; preds = %42, %25
  %.03 = phi i32 [ 0, %25 ], [ %.1, %42 ]
  %.02 = phi i32 [ 0, %25 ], [ %43, %42 ]
  %27 = icmp slt i32 %.02, 10
  br i1 %27, label %28, label %44

28:                                               ; preds = %26
  %29 = srem i32 %.02, 3
  %30 = icmp eq i32 %29, 0
  %31 = zext i1 %30 to i32
  %32 = call i32 @noisy(i32 noundef %31)
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %34, label %41

34:                                               ; preds = %28
  %35 = icmp sgt i32 %.02, 2
  %36 = zext i1 %35 to i32
  %37 = call i32 @noisy(i32 noundef %36)
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %41

39:                                               ; preds = %34
  %40 = add nsw i32 %.03, 1
  br label %41

41:                                               ; preds = %39, %34, %28
  %.1 = phi i32 [ %40, %39 ], [ %.03, %34 ], [ %.03, %28 ]
  br label %42

42:                                               ; preds = %41
  %43 = add nsw i32 %.02, 1
  br label %26, !llvm.loop !8

44:                                               ; preds = %26
  %.03.lcssa = phi i32 [ %.03, %26 ]
  br label %45

45:                                               ; preds = %59, %44
  %.2 = phi i32 [ %.03.lcssa, %44 ], [ %.3, %59 ]
  %.0 = phi i32 [ 0, %44 ], [ %60, %59 ]
  %46 = icmp slt i32 %.0, 10
  br i1 %46, label %47, label %61

47:                                               ; preds = %45
  %48 = srem i32 %.0, 2
  %49 = call i32 @noisy(i32 noundef %48)
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %56, label %51

51:                                               ; preds = %47
  %52 = icmp eq i32 %.0, 4
  %53 = zext i1 %52 to i32
  %54 = call i32 @noisy(i32 noundef %53)
  %55 = icmp ne i32 %54, 0
  br i1 %55, label %56, label %58

56:                                               ; preds = %51, %47
  %57 = add nsw i32 %.2, 10
  br label %58

58:                                               ; preds = %56, %51
  %.3 = phi i32 [ %57, %56 ], [ %.2, %51 ]
  br label %59

59:                                               ; preds = %58
  %60 = add nsw i32 %.0, 1
  br label %45, !llvm.loop !9

61:                                               ; preds = %45
  %.2.lcssa = phi i32 [ %.2, %45 ]
  %62 = load i32, ptr @calls, align 4
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %.2.lcssa, i32 noundef %62)
  %64 = fcmp olt double -2.500000e+00, 1.250000e+00
  br i1 %64, label %65, label %66

65:                                               ; preds = %61
  br label %67

66:                                               ; preds = %61
  br label %67

67:                                               ; preds = %66, %65
  %68 = phi double [ -2.500000e+00, %65 ], [ 1.250000e+00, %66 ]
  %69 = fcmp ogt double -2.500000e+00, 1.250000e+00
  br i1 %69, label %70, label %71

70:                                               ; preds = %67
  br label %72

71:                                               ; preds = %67
  br label %72

72:                                               ; preds = %71, %70
  %73 = phi double [ -2.500000e+00, %70 ], [ 1.250000e+00, %71 ]
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %68, double noundef %73)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @clamp(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = icmp slt i32 %0, %1
  br i1 %4, label %5, label %6

5:                                                ; preds = %3
  br label %12

6:                                                ; preds = %3
  %7 = icmp sgt i32 %0, %2
  br i1 %7, label %8, label %9

8:                                                ; preds = %6
  br label %10

9:                                                ; preds = %6
  br label %10

10:                                               ; preds = %9, %8
  %11 = phi i32 [ %2, %8 ], [ %0, %9 ]
  br label %12

12:                                               ; preds = %10, %5
  %13 = phi i32 [ %1, %5 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @sign(i64 noundef %0) #0 {
  %2 = icmp sgt i64 %0, 0
  %3 = zext i1 %2 to i32
  %4 = icmp slt i64 %0, 0
  %5 = zext i1 %4 to i32
  %6 = sub nsw i32 %3, %5
  ret i32 %6
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @noisy(i32 noundef %0) #0 {
  %2 = load i32, ptr @calls, align 4
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @calls, align 4
  ret i32 %0
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!9 = distinct !{!9, !7}
