; ModuleID = 'array_stack.O0.ll'
source_filename = "array_stack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"min %d max %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"trace %d, t[1][2]=%d t[3][0]=%d\0A\00", align 1
@__const.main.s = private unnamed_addr constant [8 x i8] c"waddle\00\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"%.4f\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [16 x i32], align 16
  %2 = alloca [4 x [4 x i32]], align 16
  %3 = alloca [4 x [4 x i32]], align 16
  %4 = alloca [8 x i8], align 1
  %5 = alloca [3 x [2 x double]], align 16
  br label %6

6:                                                ; preds = %14, %0
  %.01 = phi i32 [ 0, %0 ], [ %15, %14 ]
  %7 = icmp slt i32 %.01, 16
  br i1 %7, label %8, label %16

8:                                                ; preds = %6
  %9 = mul nsw i32 %.01, %.01
  %10 = mul nsw i32 3, %.01
  %11 = sub nsw i32 %9, %10
  %12 = sext i32 %.01 to i64
  %13 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 %12
  store i32 %11, ptr %13, align 4
  br label %14

14:                                               ; preds = %8
  %15 = add nsw i32 %.01, 1
  br label %6, !llvm.loop !6

16:                                               ; preds = %6
  %17 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 0
  %18 = load i32, ptr %17, align 16
  %19 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 0
  %20 = load i32, ptr %19, align 16
  br label %21

21:                                               ; preds = %42, %16
  %.05 = phi i32 [ 1, %16 ], [ %43, %42 ]
  %.03 = phi i32 [ %20, %16 ], [ %.14, %42 ]
  %.02 = phi i32 [ %18, %16 ], [ %.1, %42 ]
  %22 = icmp slt i32 %.05, 16
  br i1 %22, label %23, label %44

23:                                               ; preds = %21
  %24 = sext i32 %.05 to i64
  %25 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4
  %27 = icmp slt i32 %26, %.02
  br i1 %27, label %28, label %32

28:                                               ; preds = %23
  %29 = sext i32 %.05 to i64
  %30 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4
  br label %32

32:                                               ; preds = %28, %23
  %.1 = phi i32 [ %31, %28 ], [ %.02, %23 ]
  %33 = sext i32 %.05 to i64
  %34 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = icmp sgt i32 %35, %.03
  br i1 %36, label %37, label %41

37:                                               ; preds = %32
  %38 = sext i32 %.05 to i64
  %39 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 %38
  %40 = load i32, ptr %39, align 4
  br label %41

41:                                               ; preds = %37, %32
  %.14 = phi i32 [ %40, %37 ], [ %.03, %32 ]
  br label %42

42:                                               ; preds = %41
  %43 = add nsw i32 %.05, 1
  br label %21, !llvm.loop !8

44:                                               ; preds = %21
  %.03.lcssa = phi i32 [ %.03, %21 ]
  %.02.lcssa = phi i32 [ %.02, %21 ]
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %.02.lcssa, i32 noundef %.03.lcssa)
  br label %46

46:                                               ; preds = %61, %44
  %.06 = phi i32 [ 0, %44 ], [ %62, %61 ]
  %47 = icmp slt i32 %.06, 4
  br i1 %47, label %48, label %63

48:                                               ; preds = %46
  br label %49

49:                                               ; preds = %58, %48
  %.07 = phi i32 [ 0, %48 ], [ %59, %58 ]
  %50 = icmp slt i32 %.07, 4
  br i1 %50, label %51, label %60

51:                                               ; preds = %49
  %52 = mul nsw i32 %.06, 4
  %53 = add nsw i32 %52, %.07
  %54 = sext i32 %.06 to i64
  %55 = getelementptr inbounds [4 x [4 x i32]], ptr %2, i64 0, i64 %54
  %56 = sext i32 %.07 to i64
  %57 = getelementptr inbounds [4 x i32], ptr %55, i64 0, i64 %56
  store i32 %53, ptr %57, align 4
  br label %58

58:                                               ; preds = %51
  %59 = add nsw i32 %.07, 1
  br label %49, !llvm.loop !9

60:                                               ; preds = %49
  br label %61

61:                                               ; preds = %60
  %62 = add nsw i32 %.06, 1
  br label %46, !llvm.loop !10

63:                                               ; preds = %46
  br label %64

64:                                               ; preds = %82, %63
  %.08 = phi i32 [ 0, %63 ], [ %83, %82 ]
  %65 = icmp slt i32 %.08, 4
  br i1 %65, label %66, label %84

66:                                               ; preds = %64
  br label %67

67:                                               ; preds = %79, %66
  %.09 = phi i32 [ 0, %66 ], [ %80, %79 ]
  %68 = icmp slt i32 %.09, 4
  br i1 %68, label %69, label %81

69:                                               ; preds = %67
  %70 = sext i32 %.08 to i64
  %71 = getelementptr inbounds [4 x [4 x i32]], ptr %2, i64 0, i64 %70
  %72 = sext i32 %.09 to i64
  %73 = getelementptr inbounds [4 x i32], ptr %71, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4
  %75 = sext i32 %.09 to i64
  %76 = getelementptr inbounds [4 x [4 x i32]], ptr %3, i64 0, i64 %75
  %77 = sext i32 %.08 to i64
  %78 = getelementptr inbounds [4 x i32], ptr %76, i64 0, i64 %77
  store i32 %74, ptr %78, align 4
  br label %79

79:                                               ; preds = %69
  %80 = add nsw i32 %.09, 1
  br label %67, !llvm.loop !11

81:                                               ; preds = %67
  br label %82

82:                                               ; preds = %81
  %83 = add nsw i32 %.08, 1
  br label %64, !llvm.loop !12

84:                                               ; preds = %64
  %85 = getelementptr inbounds [4 x [4 x i32]], ptr %3, i64 0, i64 0
  %86 = call i32 @trace(ptr noundef %85)
  %87 = getelementptr inbounds [4 x [4 x i32]], ptr %3, i64 0, i64 1
  %88 = getelementptr inbounds [4 x i32], ptr %87, i64 0, i64 2
  %89 = load i32, ptr %88, align 8
  %90 = getelementptr inbounds [4 x [4 x i32]], ptr %3, i64 0, i64 3
  %91 = getelementptr inbounds [4 x i32], ptr %90, i64 0, i64 0
  %92 = load i32, ptr %91, align 16
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %86, i32 noundef %89, i32 noundef %92)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 @__const.main.s, i64 8, i1 false)
  br label %94

94:                                               ; preds = %109, %84
  %.010 = phi i32 [ 0, %84 ], [ %110, %109 ]
  %95 = icmp slt i32 %.010, 3
  br i1 %95, label %96, label %111

96:                                               ; preds = %94
  %97 = sext i32 %.010 to i64
  %98 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 %97
  %99 = load i8, ptr %98, align 1
  %100 = sub nsw i32 5, %.010
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 %101
  %103 = load i8, ptr %102, align 1
  %104 = sext i32 %.010 to i64
  %105 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 %104
  store i8 %103, ptr %105, align 1
  %106 = sub nsw i32 5, %.010
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 %107
  store i8 %99, ptr %108, align 1
  br label %109

109:                                              ; preds = %96
  %110 = add nsw i32 %.010, 1
  br label %94, !llvm.loop !13

111:                                              ; preds = %94
  %112 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 0
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %112)
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 48, i1 false)
  %114 = getelementptr inbounds [3 x [2 x double]], ptr %5, i32 0, i32 0
  %115 = getelementptr inbounds [2 x double], ptr %114, i32 0, i32 0
  store double 1.500000e+00, ptr %115, align 16
  %116 = getelementptr inbounds [2 x double], ptr %114, i32 0, i32 1
  store double 2.000000e+00, ptr %116, align 8
  %117 = getelementptr inbounds [3 x [2 x double]], ptr %5, i32 0, i32 1
  %118 = getelementptr inbounds [2 x double], ptr %117, i32 0, i32 0
  store double -5.000000e-01, ptr %118, align 16
  %119 = getelementptr inbounds [2 x double], ptr %117, i32 0, i32 1
  store double 4.250000e+00, ptr %119, align 8
  %120 = getelementptr inbounds [3 x [2 x double]], ptr %5, i32 0, i32 2
  %121 = getelementptr inbounds [2 x double], ptr %120, i32 0, i32 0
  store double 3.000000e+00, ptr %121, align 16
  %122 = getelementptr inbounds [2 x double], ptr %120, i32 0, i32 1
  store double 1.250000e-01, ptr %122, align 8
  br label %123

123:                                              ; preds = %136, %111
  %.011 = phi double [ 0.000000e+00, %111 ], [ %135, %136 ]
  %.0 = phi i32 [ 0, %111 ], [ %137, %136 ]
  %124 = icmp slt i32 %.0, 3
  br i1 %124, label %125, label %138

125:                                              ; preds = %123
  %126 = sext i32 %.0 to i64
  %127 = getelementptr inbounds [3 x [2 x double]], ptr %5, i64 0, i64 %126
  %128 = getelementptr inbounds [2 x double], ptr %127, i64 0, i64 0
  %129 = load double, ptr %128, align 16
  %130 = sext i32 %.0 to i64
  %131 = getelementptr inbounds [3 x [2 x double]], ptr %5, i64 0, i64 %130
  %132 = getelementptr inbounds [2 x double], ptr %131, i64 0, i64 1
  %133 = load double, ptr %132, align 8
  %134 = fmul double %129, %133
  %135 = fadd double %.011, %134
  br label %136

136:                                              ; preds = %125
  %137 = add nsw i32 %.0, 1
  br label %123, !llvm.loop !14

138:                                              ; preds = %123
  %.011.lcssa = phi double [ %.011, %123 ]
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %.011.lcssa)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @trace(ptr noundef %0) #0 {
  br label %2

2:                                                ; preds = %11, %1
  %.01 = phi i32 [ 0, %1 ], [ %10, %11 ]
  %.0 = phi i32 [ 0, %1 ], [ %12, %11 ]
  %3 = icmp slt i32 %.0, 4
  br i1 %3, label %4, label %13

4:                                                ; preds = %2
  %5 = sext i32 %.0 to i64
  %6 = getelementptr inbounds [4 x i32], ptr %0, i64 %5
  %7 = sext i32 %.0 to i64
  %8 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 %7
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %.01, %9
  br label %11

11:                                               ; preds = %4
  %12 = add nsw i32 %.0, 1
  br label %2, !llvm.loop !15

13:                                               ; preds = %2
  %.01.lcssa = phi i32 [ %.01, %2 ]
  ret i32 %.01.lcssa
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
