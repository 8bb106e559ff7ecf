; ModuleID = 'loop_nest.c'
source_filename = "loop_nest.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"triangle: %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"pythagoras: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"mixed: %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %16

16:                                               ; preds = %49, %0
  %17 = load i32, ptr %3, align 4
  %18 = icmp slt i32 %17, 8
  br i1 %18, label %19, label %52

19:                                               ; preds = %16
  store i32 0, ptr %4, align 4
  br label %20

20:                                               ; preds = %45, %19
  %21 = load i32, ptr %4, align 4
  %22 = load i32, ptr %3, align 4
  %23 = icmp sle i32 %21, %22
  br i1 %23, label %24, label %48

24:                                               ; preds = %20
  %25 = load i32, ptr %4, align 4
  store i32 %25, ptr %5, align 4
  br label %26

26:                                               ; preds = %41, %24
  %27 = load i32, ptr %5, align 4
  %28 = load i32, ptr %3, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %44

30:                                               ; preds = %26
  %31 = load i32, ptr %3, align 4
  %32 = mul nsw i32 %31, 100
  %33 = load i32, ptr %4, align 4
  %34 = mul nsw i32 %33, 10
  %35 = add nsw i32 %32, %34
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %35, %36
  %38 = sext i32 %37 to i64
  %39 = load i64, ptr %2, align 8
  %40 = add nsw i64 %39, %38
  store i64 %40, ptr %2, align 8
  br label %41

41:                                               ; preds = %30
  %42 = load i32, ptr %5, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %5, align 4
  br label %26, !llvm.loop !6

44:                                               ; preds = %26
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %4, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %4, align 4
  br label %20, !llvm.loop !8

48:                                               ; preds = %20
  br label %49

49:                                               ; preds = %48
  %50 = load i32, ptr %3, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %3, align 4
  br label %16, !llvm.loop !9

52:                                               ; preds = %16
  %53 = load i64, ptr %2, align 8
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %53)
  store i32 -1, ptr %6, align 4
  store i32 -1, ptr %7, align 4
  store i32 0, ptr %8, align 4
  store i32 1, ptr %9, align 4
  br label %55

55:                                               ; preds = %89, %52
  %56 = load i32, ptr %9, align 4
  %57 = icmp slt i32 %56, 50
  br i1 %57, label %58, label %62

58:                                               ; preds = %55
  %59 = load i32, ptr %8, align 4
  %60 = icmp ne i32 %59, 0
  %61 = xor i1 %60, true
  br label %62

62:                                               ; preds = %58, %55
  %63 = phi i1 [ false, %55 ], [ %61, %58 ]
  br i1 %63, label %64, label %92

64:                                               ; preds = %62
  %65 = load i32, ptr %9, align 4
  store i32 %65, ptr %10, align 4
  br label %66

66:                                               ; preds = %85, %64
  %67 = load i32, ptr %10, align 4
  %68 = icmp slt i32 %67, 50
  br i1 %68, label %69, label %88

69:                                               ; preds = %66
  %70 = load i32, ptr %9, align 4
  %71 = load i32, ptr %9, align 4
  %72 = mul nsw i32 %70, %71
  %73 = load i32, ptr %10, align 4
  %74 = load i32, ptr %10, align 4
  %75 = mul nsw i32 %73, %74
  %76 = add nsw i32 %72, %75
  %77 = icmp eq i32 %76, 625
  br i1 %77, label %78, label %84

78:                                               ; preds = %69
  %79 = load i32, ptr %9, align 4
  %80 = icmp sgt i32 %79, 10
  br i1 %80, label %81, label %84

81:                                               ; preds = %78
  %82 = load i32, ptr %9, align 4
  store i32 %82, ptr %6, align 4
  %83 = load i32, ptr %10, align 4
  store i32 %83, ptr %7, align 4
  store i32 1, ptr %8, align 4
  br label %88

84:                                               ; preds = %78, %69
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr %10, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %10, align 4
  br label %66, !llvm.loop !10

88:                                               ; preds = %81, %66
  br label %89

89:                                               ; preds = %88
  %90 = load i32, ptr %9, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %9, align 4
  br label %55, !llvm.loop !11

92:                                               ; preds = %62
  %93 = load i32, ptr %6, align 4
  %94 = load i32, ptr %7, align 4
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %93, i32 noundef %94)
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %96

96:                                               ; preds = %122, %92
  %97 = load i32, ptr %12, align 4
  %98 = icmp slt i32 %97, 10
  br i1 %98, label %99, label %125

99:                                               ; preds = %96
  store i32 0, ptr %13, align 4
  br label %100

100:                                              ; preds = %118, %99
  %101 = load i32, ptr %12, align 4
  %102 = load i32, ptr %13, align 4
  %103 = add nsw i32 %101, %102
  %104 = srem i32 %103, 4
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %106, label %109

106:                                              ; preds = %100
  %107 = load i32, ptr %13, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %13, align 4
  br label %118

109:                                              ; preds = %100
  %110 = load i32, ptr %12, align 4
  %111 = load i32, ptr %13, align 4
  %112 = xor i32 %110, %111
  %113 = and i32 %112, 3
  %114 = load i32, ptr %11, align 4
  %115 = add nsw i32 %114, %113
  store i32 %115, ptr %11, align 4
  %116 = load i32, ptr %13, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %13, align 4
  br label %118

118:                                              ; preds = %109, %106
  %119 = load i32, ptr %13, align 4
  %120 = load i32, ptr %12, align 4
  %121 = icmp slt i32 %119, %120
  br i1 %121, label %100, label %122, !llvm.loop !12

122:                                              ; preds = %118
  %123 = load i32, ptr %12, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %12, align 4
  br label %96, !llvm.loop !13

125:                                              ; preds = %96
  %126 = load i32, ptr %11, align 4
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %126)
  store i32 0, ptr %14, align 4
  br label %128

128:                                              ; preds = %154, %125
  %129 = load i32, ptr %14, align 4
  %130 = icmp slt i32 %129, 4
  br i1 %130, label %131, label %157

131:                                              ; preds = %128
  store i32 0, ptr %15, align 4
  br label %132

132:                                              ; preds = %149, %131
  %133 = load i32, ptr %15, align 4
  %134 = icmp slt i32 %133, 4
  br i1 %134, label %135, label %152

135:                                              ; preds = %132
  %136 = load i32, ptr %14, align 4
  %137 = load i32, ptr %15, align 4
  %138 = icmp eq i32 %136, %137
  br i1 %138, label %139, label %140

139:                                              ; preds = %135
  br label %146

140:                                              ; preds = %135
  %141 = load i32, ptr %14, align 4
  %142 = load i32, ptr %15, align 4
  %143 = icmp slt i32 %141, %142
  %144 = zext i1 %143 to i64
  %145 = select i1 %143, i32 46, i32 35
  br label %146

146:                                              ; preds = %140, %139
  %147 = phi i32 [ 92, %139 ], [ %145, %140 ]
  %148 = call i32 @putchar(i32 noundef %147)
  br label %149

149:                                              ; preds = %146
  %150 = load i32, ptr %15, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %15, align 4
  br label %132, !llvm.loop !14

152:                                              ; preds = %132
  %153 = call i32 @putchar(i32 noundef 10)
  br label %154

154:                                              ; preds = %152
  %155 = load i32, ptr %14, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %14, align 4
  br label %128, !llvm.loop !15

157:                                              ; preds = %128
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

declare i32 @putchar(i32 noundef) #1

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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
