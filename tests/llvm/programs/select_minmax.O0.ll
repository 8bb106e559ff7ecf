; ModuleID = 'select_minmax.c'
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
  %1 = alloca i32, align 4
  %2 = alloca [7 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.vals, i64 28, i1 false)
  store i32 0, ptr %3, align 4
  br label %12

12:                                               ; preds = %45, %0
  %13 = load i32, ptr %3, align 4
  %14 = icmp slt i32 %13, 7
  br i1 %14, label %15, label %48

15:                                               ; preds = %12
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4
  store i32 %19, ptr %4, align 4
  %20 = load i32, ptr %4, align 4
  %21 = icmp slt i32 %20, 0
  br i1 %21, label %22, label %25

22:                                               ; preds = %15
  %23 = load i32, ptr %4, align 4
  %24 = sub nsw i32 0, %23
  br label %27

25:                                               ; preds = %15
  %26 = load i32, ptr %4, align 4
  br label %27

27:                                               ; preds = %25, %22
  %28 = phi i32 [ %24, %22 ], [ %26, %25 ]
  store i32 %28, ptr %5, align 4
  %29 = load i32, ptr %4, align 4
  %30 = icmp ugt i32 %29, 50
  br i1 %30, label %31, label %33

31:                                               ; preds = %27
  %32 = load i32, ptr %4, align 4
  br label %34

33:                                               ; preds = %27
  br label %34

34:                                               ; preds = %33, %31
  %35 = phi i32 [ %32, %31 ], [ 50, %33 ]
  store i32 %35, ptr %6, align 4
  %36 = load i32, ptr %4, align 4
  %37 = load i32, ptr %4, align 4
  %38 = call i32 @clamp(i32 noundef %37, i32 noundef -10, i32 noundef 100)
  %39 = load i32, ptr %5, align 4
  %40 = load i32, ptr %4, align 4
  %41 = sext i32 %40 to i64
  %42 = call i32 @sign(i64 noundef %41)
  %43 = load i32, ptr %6, align 4
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %36, i32 noundef %38, i32 noundef %39, i32 noundef %42, i32 noundef %43)
  br label %45

45:                                               ; preds = %34
  %46 = load i32, ptr %3, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %3, align 4
  br label %12, !llvm.loop !6

48:                                               ; preds = %12
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %49

49:                                               ; preds = %69, %48
  %50 = load i32, ptr %8, align 4
  %51 = icmp slt i32 %50, 10
  br i1 %51, label %52, label %72

52:                                               ; preds = %49
  %53 = load i32, ptr %8, align 4
  %54 = srem i32 %53, 3
  %55 = icmp eq i32 %54, 0
  %56 = zext i1 %55 to i32
  %57 = call i32 @noisy(i32 noundef %56)
  %58 = icmp ne i32 %57, 0
  br i1 %58, label %59, label %68

59:                                               ; preds = %52
  %60 = load i32, ptr %8, align 4
  %61 = icmp sgt i32 %60, 2
  %62 = zext i1 %61 to i32
  %63 = call i32 @noisy(i32 noundef %62)
  %64 = icmp ne i32 %63, 0
  br i1 %64, label %65, label %68

65:                                               ; preds = %59
  %66 = load i32, ptr %7, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %7, align 4
  br label %68

68:                                               ; preds = %65, %59, %52
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %8, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %8, align 4
  br label %49, !llvm.loop !8

72:                                               ; preds = %49
  store i32 0, ptr %9, align 4
  br label %73

73:                                               ; preds = %91, %72
  %74 = load i32, ptr %9, align 4
  %75 = icmp slt i32 %74, 10
  br i1 %75, label %76, label %94

76:                                               ; preds = %73
  %77 = load i32, ptr %9, align 4
  %78 = srem i32 %77, 2
  %79 = call i32 @noisy(i32 noundef %78)
  %80 = icmp ne i32 %79, 0
  br i1 %80, label %87, label %81

81:                                               ; preds = %76
  %82 = load i32, ptr %9, align 4
  %83 = icmp eq i32 %82, 4
  %84 = zext i1 %83 to i32
  %85 = call i32 @noisy(i32 noundef %84)
  %86 = icmp ne i32 %85, 0
  br i1 %86, label %87, label %90

87:                                               ; preds = %81, %76
  %88 = load i32, ptr %7, align 4
  %89 = add nsw i32 %88, 10
  store i32 %89, ptr %7, align 4
  br label %90

90:                                               ; preds = %87, %81
  br label %91

91:                                               ; preds = %90
  %92 = load i32, ptr %9, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %9, align 4
  br label %73, !llvm.loop !9

94:                                               ; preds = %73
  %95 = load i32, ptr %7, align 4
  %96 = load i32, ptr @calls, align 4
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %95, i32 noundef %96)
  store double -2.500000e+00, ptr %10, align 8
  store double 1.250000e+00, ptr %11, align 8
  %98 = load double, ptr %10, align 8
  %99 = load double, ptr %11, align 8
  %100 = fcmp olt double %98, %99
  br i1 %100, label %101, label %103

101:                                              ; preds = %94
  %102 = load double, ptr %10, align 8
  br label %105

103:                                              ; preds = %94
  %104 = load double, ptr %11, align 8
  br label %105

105:                                              ; preds = %103, %101
  %106 = phi double [ %102, %101 ], [ %104, %103 ]
  %107 = load double, ptr %10, align 8
  %108 = load double, ptr %11, align 8
  %109 = fcmp ogt double %107, %108
  br i1 %109, label %110, label %112

110:                                              ; preds = %105
  %111 = load double, ptr %10, align 8
  br label %114

112:                                              ; preds = %105
  %113 = load double, ptr %11, align 8
  br label %114

114:                                              ; preds = %112, %110
  %115 = phi double [ %111, %110 ], [ %113, %112 ]
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %106, double noundef %115)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @clamp(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load i32, ptr %5, align 4
  br label %22

12:                                               ; preds = %3
  %13 = load i32, ptr %4, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp sgt i32 %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4
  br label %20

18:                                               ; preds = %12
  %19 = load i32, ptr %4, align 4
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi i32 [ %11, %10 ], [ %21, %20 ]
  ret i32 %23
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @sign(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp sgt i64 %3, 0
  %5 = zext i1 %4 to i32
  %6 = load i64, ptr %2, align 8
  %7 = icmp slt i64 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @noisy(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @calls, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @calls, align 4
  %5 = load i32, ptr %2, align 4
  ret i32 %5
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
