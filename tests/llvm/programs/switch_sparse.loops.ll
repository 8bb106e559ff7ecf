; ModuleID = 'switch_sparse.canon.ll'
source_filename = "switch_sparse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.codes = private unnamed_addr constant [9 x i32] [i32 200, i32 301, i32 302, i32 404, i32 500, i32 503, i32 -1000000, i32 1048576, i32 0], align 16
@.str = private unnamed_addr constant [8 x i8] c"%d->%d \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"skipped %d sum %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [9 x i32], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.main.codes, i64 36, i1 false)
  br label %2

2:                                                ; preds = %0
  %3 = load i32, ptr %1, align 4
  %4 = load i32, ptr %1, align 4
  %5 = call i32 @classify(i32 noundef %4)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3, i32 noundef %5)
  br label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 1
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 1
  %11 = load i32, ptr %10, align 4
  %12 = call i32 @classify(i32 noundef %11)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9, i32 noundef %12)
  br label %14

14:                                               ; preds = %7
  %15 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 2
  %16 = load i32, ptr %15, align 4
  %17 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 2
  %18 = load i32, ptr %17, align 4
  %19 = call i32 @classify(i32 noundef %18)
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %16, i32 noundef %19)
  br label %21

21:                                               ; preds = %14
  %22 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 3
  %23 = load i32, ptr %22, align 4
  %24 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 3
  %25 = load i32, ptr %24, align 4
  %26 = call i32 @classify(i32 noundef %25)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %23, i32 noundef %26)
  br label %28

28:                                               ; preds = %21
  %29 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 4
  %30 = load i32, ptr %29, align 4
  %31 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 4
  %32 = load i32, ptr %31, align 4
  %33 = call i32 @classify(i32 noundef %32)
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %30, i32 noundef %33)
  br label %35

35:                                               ; preds = %28
  %36 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 5
  %37 = load i32, ptr %36, align 4
  %38 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 5
  %39 = load i32, ptr %38, align 4
  %40 = call i32 @classify(i32 noundef %39)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %37, i32 noundef %40)
  br label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 6
  %44 = load i32, ptr %43, align 4
  %45 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 6
  %46 = load i32, ptr %45, align 4
  %47 = call i32 @classify(i32 noundef %46)
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %44, i32 noundef %47)
  br label %49

49:                                               ; preds = %42
  %50 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 7
  %51 = load i32, ptr %50, align 4
  %52 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 7
  %53 = load i32, ptr %52, align 4
  %54 = call i32 @classify(i32 noundef %53)
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %51, i32 noundef %54)
  br label %56

56:                                               ; preds = %49
  %57 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 8
  %58 = load i32, ptr %57, align 4
  %59 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 8
  %60 = load i32, ptr %59, align 4
  %61 = call i32 @classify(i32 noundef %60)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %58, i32 noundef %61)
  br label %63

63:                                               ; preds = %56
  %64 = call i32 @putchar(i32 noundef 10)
  br label %65

65:                                               ; preds = %63
  %66 = call i32 @fallthrough(i32 noundef -1)
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %66)
  br label %68

68:                                               ; preds = %65
  %69 = call i32 @fallthrough(i32 noundef 0)
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %69)
  br label %71

71:                                               ; preds = %68
  %72 = call i32 @fallthrough(i32 noundef 1)
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %72)
  br label %74

74:                                               ; preds = %71
  %75 = call i32 @fallthrough(i32 noundef 2)
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %75)
  br label %77

77:                                               ; preds = %74
  %78 = call i32 @fallthrough(i32 noundef 3)
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %78)
  br label %80

80:                                               ; preds = %77
  %81 = call i32 @fallthrough(i32 noundef 4)
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %81)
  br label %83

83:                                               ; preds = %80
  %84 = call i32 @fallthrough(i32 noundef 5)
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %84)
  br label %86

86:                                               ; preds = %83
  %87 = call i32 @putchar(i32 noundef 10)
  br label %88

88:                                               ; preds = %86, %98
  %.05 = phi i32 [ 0, %86 ], [ %99, %98 ]
  %.034 = phi i32 [ 0, %86 ], [ %.1, %98 ]
  %.043 = phi i32 [ 0, %86 ], [ %.15, %98 ]
  %89 = mul nuw nsw i32 %.05, 7
  %.urem = urem i32 %89, 11
  switch i32 %.urem, label %94 [
    i32 3, label %90
    i32 8, label %90
    i32 10, label %92
  ]

90:                                               ; preds = %88, %88
  %91 = add nsw i32 %.034, 1
  br label %98

92:                                               ; preds = %88
  %93 = add nsw i32 %.043, 100
  br label %96

94:                                               ; preds = %88
  %95 = add nsw i32 %.043, %.05
  br label %96

96:                                               ; preds = %94, %92
  %.2 = phi i32 [ %95, %94 ], [ %93, %92 ]
  %97 = add nsw i32 %.2, 1
  br label %98

98:                                               ; preds = %96, %90
  %.15 = phi i32 [ %97, %96 ], [ %.043, %90 ]
  %.1 = phi i32 [ %.034, %96 ], [ %91, %90 ]
  %99 = add nuw nsw i32 %.05, 1
  %exitcond8 = icmp ne i32 %99, 30
  br i1 %exitcond8, label %88, label %100, !llvm.loop !6

100:                                              ; preds = %98
  %.04.lcssa = phi i32 [ %.15, %98 ]
  %.03.lcssa = phi i32 [ %.1, %98 ]
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %.03.lcssa, i32 noundef %.04.lcssa)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @classify(i32 noundef %0) #0 {
  switch i32 %0, label %8 [
    i32 200, label %2
    i32 301, label %3
    i32 302, label %3
    i32 404, label %4
    i32 500, label %5
    i32 -1000000, label %6
    i32 1048576, label %7
  ]

2:                                                ; preds = %1
  br label %9

3:                                                ; preds = %1, %1
  br label %9

4:                                                ; preds = %1
  br label %9

5:                                                ; preds = %1
  br label %9

6:                                                ; preds = %1
  br label %9

7:                                                ; preds = %1
  br label %9

8:                                                ; preds = %1
  br label %9

9:                                                ; preds = %8, %7, %6, %5, %4, %3, %2
  %.0 = phi i32 [ 0, %8 ], [ 1, %2 ], [ 2, %3 ], [ 3, %4 ], [ 4, %5 ], [ 5, %6 ], [ 6, %7 ]
  ret i32 %.0
}

declare i32 @putchar(i32 noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @fallthrough(i32 noundef %0) #0 {
  switch i32 %0, label %11 [
    i32 4, label %2
    i32 3, label %4
    i32 2, label %6
    i32 1, label %8
    i32 0, label %10
  ]

2:                                                ; preds = %1
  %3 = add nsw i32 0, 1000
  br label %4

4:                                                ; preds = %2, %1
  %.1 = phi i32 [ %3, %2 ], [ 0, %1 ]
  %5 = add nsw i32 %.1, 100
  br label %6

6:                                                ; preds = %4, %1
  %.2 = phi i32 [ %5, %4 ], [ 0, %1 ]
  %7 = add nsw i32 %.2, 10
  br label %8

8:                                                ; preds = %6, %1
  %.3 = phi i32 [ %7, %6 ], [ 0, %1 ]
  %9 = add nsw i32 %.3, 1
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %10, %8, %1
  %.0 = phi i32 [ 0, %1 ], [ %9, %8 ], [ -1, %10 ]
  ret i32 %.0
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
