; ModuleID = 'array_stack.c'
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
  %1 = alloca i32, align 4
  %2 = alloca [16 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [4 x [4 x i32]], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [4 x [4 x i32]], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [8 x i8], align 1
  %14 = alloca i32, align 4
  %15 = alloca i8, align 1
  %16 = alloca [3 x [2 x double]], align 16
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  br label %19

19:                                               ; preds = %32, %0
  %20 = load i32, ptr %3, align 4
  %21 = icmp slt i32 %20, 16
  br i1 %21, label %22, label %35

22:                                               ; preds = %19
  %23 = load i32, ptr %3, align 4
  %24 = load i32, ptr %3, align 4
  %25 = mul nsw i32 %23, %24
  %26 = load i32, ptr %3, align 4
  %27 = mul nsw i32 3, %26
  %28 = sub nsw i32 %25, %27
  %29 = load i32, ptr %3, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %30
  store i32 %28, ptr %31, align 4
  br label %32

32:                                               ; preds = %22
  %33 = load i32, ptr %3, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %3, align 4
  br label %19, !llvm.loop !6

35:                                               ; preds = %19
  %36 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 0
  %37 = load i32, ptr %36, align 16
  store i32 %37, ptr %4, align 4
  %38 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 0
  %39 = load i32, ptr %38, align 16
  store i32 %39, ptr %5, align 4
  store i32 1, ptr %6, align 4
  br label %40

40:                                               ; preds = %68, %35
  %41 = load i32, ptr %6, align 4
  %42 = icmp slt i32 %41, 16
  br i1 %42, label %43, label %71

43:                                               ; preds = %40
  %44 = load i32, ptr %6, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = load i32, ptr %4, align 4
  %49 = icmp slt i32 %47, %48
  br i1 %49, label %50, label %55

50:                                               ; preds = %43
  %51 = load i32, ptr %6, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4
  store i32 %54, ptr %4, align 4
  br label %55

55:                                               ; preds = %50, %43
  %56 = load i32, ptr %6, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4
  %60 = load i32, ptr %5, align 4
  %61 = icmp sgt i32 %59, %60
  br i1 %61, label %62, label %67

62:                                               ; preds = %55
  %63 = load i32, ptr %6, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4
  store i32 %66, ptr %5, align 4
  br label %67

67:                                               ; preds = %62, %55
  br label %68

68:                                               ; preds = %67
  %69 = load i32, ptr %6, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %6, align 4
  br label %40, !llvm.loop !8

71:                                               ; preds = %40
  %72 = load i32, ptr %4, align 4
  %73 = load i32, ptr %5, align 4
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %72, i32 noundef %73)
  store i32 0, ptr %8, align 4
  br label %75

75:                                               ; preds = %97, %71
  %76 = load i32, ptr %8, align 4
  %77 = icmp slt i32 %76, 4
  br i1 %77, label %78, label %100

78:                                               ; preds = %75
  store i32 0, ptr %9, align 4
  br label %79

79:                                               ; preds = %93, %78
  %80 = load i32, ptr %9, align 4
  %81 = icmp slt i32 %80, 4
  br i1 %81, label %82, label %96

82:                                               ; preds = %79
  %83 = load i32, ptr %8, align 4
  %84 = mul nsw i32 %83, 4
  %85 = load i32, ptr %9, align 4
  %86 = add nsw i32 %84, %85
  %87 = load i32, ptr %8, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [4 x [4 x i32]], ptr %7, i64 0, i64 %88
  %90 = load i32, ptr %9, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [4 x i32], ptr %89, i64 0, i64 %91
  store i32 %86, ptr %92, align 4
  br label %93

93:                                               ; preds = %82
  %94 = load i32, ptr %9, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %9, align 4
  br label %79, !llvm.loop !9

96:                                               ; preds = %79
  br label %97

97:                                               ; preds = %96
  %98 = load i32, ptr %8, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %8, align 4
  br label %75, !llvm.loop !10

100:                                              ; preds = %75
  store i32 0, ptr %11, align 4
  br label %101

101:                                              ; preds = %126, %100
  %102 = load i32, ptr %11, align 4
  %103 = icmp slt i32 %102, 4
  br i1 %103, label %104, label %129

104:                                              ; preds = %101
  store i32 0, ptr %12, align 4
  br label %105

105:                                              ; preds = %122, %104
  %106 = load i32, ptr %12, align 4
  %107 = icmp slt i32 %106, 4
  br i1 %107, label %108, label %125

108:                                              ; preds = %105
  %109 = load i32, ptr %11, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [4 x [4 x i32]], ptr %7, i64 0, i64 %110
  %112 = load i32, ptr %12, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [4 x i32], ptr %111, i64 0, i64 %113
  %115 = load i32, ptr %114, align 4
  %116 = load i32, ptr %12, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [4 x [4 x i32]], ptr %10, i64 0, i64 %117
  %119 = load i32, ptr %11, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [4 x i32], ptr %118, i64 0, i64 %120
  store i32 %115, ptr %121, align 4
  br label %122

122:                                              ; preds = %108
  %123 = load i32, ptr %12, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %12, align 4
  br label %105, !llvm.loop !11

125:                                              ; preds = %105
  br label %126

126:                                              ; preds = %125
  %127 = load i32, ptr %11, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %11, align 4
  br label %101, !llvm.loop !12

129:                                              ; preds = %101
  %130 = getelementptr inbounds [4 x [4 x i32]], ptr %10, i64 0, i64 0
  %131 = call i32 @trace(ptr noundef %130)
  %132 = getelementptr inbounds [4 x [4 x i32]], ptr %10, i64 0, i64 1
  %133 = getelementptr inbounds [4 x i32], ptr %132, i64 0, i64 2
  %134 = load i32, ptr %133, align 8
  %135 = getelementptr inbounds [4 x [4 x i32]], ptr %10, i64 0, i64 3
  %136 = getelementptr inbounds [4 x i32], ptr %135, i64 0, i64 0
  %137 = load i32, ptr %136, align 16
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %131, i32 noundef %134, i32 noundef %137)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 @__const.main.s, i64 8, i1 false)
  store i32 0, ptr %14, align 4
  br label %139

139:                                              ; preds = %160, %129
  %140 = load i32, ptr %14, align 4
  %141 = icmp slt i32 %140, 3
  br i1 %141, label %142, label %163

142:                                              ; preds = %139
  %143 = load i32, ptr %14, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [8 x i8], ptr %13, i64 0, i64 %144
  %146 = load i8, ptr %145, align 1
  store i8 %146, ptr %15, align 1
  %147 = load i32, ptr %14, align 4
  %148 = sub nsw i32 5, %147
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [8 x i8], ptr %13, i64 0, i64 %149
  %151 = load i8, ptr %150, align 1
  %152 = load i32, ptr %14, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [8 x i8], ptr %13, i64 0, i64 %153
  store i8 %151, ptr %154, align 1
  %155 = load i8, ptr %15, align 1
  %156 = load i32, ptr %14, align 4
  %157 = sub nsw i32 5, %156
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [8 x i8], ptr %13, i64 0, i64 %158
  store i8 %155, ptr %159, align 1
  br label %160

160:                                              ; preds = %142
  %161 = load i32, ptr %14, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %14, align 4
  br label %139, !llvm.loop !13

163:                                              ; preds = %139
  %164 = getelementptr inbounds [8 x i8], ptr %13, i64 0, i64 0
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %164)
  call void @llvm.memset.p0.i64(ptr align 16 %16, i8 0, i64 48, i1 false)
  %166 = getelementptr inbounds [3 x [2 x double]], ptr %16, i32 0, i32 0
  %167 = getelementptr inbounds [2 x double], ptr %166, i32 0, i32 0
  store double 1.500000e+00, ptr %167, align 16
  %168 = getelementptr inbounds [2 x double], ptr %166, i32 0, i32 1
  store double 2.000000e+00, ptr %168, align 8
  %169 = getelementptr inbounds [3 x [2 x double]], ptr %16, i32 0, i32 1
  %170 = getelementptr inbounds [2 x double], ptr %169, i32 0, i32 0
  store double -5.000000e-01, ptr %170, align 16
  %171 = getelementptr inbounds [2 x double], ptr %169, i32 0, i32 1
  store double 4.250000e+00, ptr %171, align 8
  %172 = getelementptr inbounds [3 x [2 x double]], ptr %16, i32 0, i32 2
  %173 = getelementptr inbounds [2 x double], ptr %172, i32 0, i32 0
  store double 3.000000e+00, ptr %173, align 16
  %174 = getelementptr inbounds [2 x double], ptr %172, i32 0, i32 1
  store double 1.250000e-01, ptr %174, align 8
  store double 0.000000e+00, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %175

175:                                              ; preds = %192, %163
  %176 = load i32, ptr %18, align 4
  %177 = icmp slt i32 %176, 3
  br i1 %177, label %178, label %195

178:                                              ; preds = %175
  %179 = load i32, ptr %18, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [3 x [2 x double]], ptr %16, i64 0, i64 %180
  %182 = getelementptr inbounds [2 x double], ptr %181, i64 0, i64 0
  %183 = load double, ptr %182, align 16
  %184 = load i32, ptr %18, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds [3 x [2 x double]], ptr %16, i64 0, i64 %185
  %187 = getelementptr inbounds [2 x double], ptr %186, i64 0, i64 1
  %188 = load double, ptr %187, align 8
  %189 = fmul double %183, %188
  %190 = load double, ptr %17, align 8
  %191 = fadd double %190, %189
  store double %191, ptr %17, align 8
  br label %192

192:                                              ; preds = %178
  %193 = load i32, ptr %18, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %18, align 4
  br label %175, !llvm.loop !14

195:                                              ; preds = %175
  %196 = load double, ptr %17, align 8
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %196)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @trace(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 4
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load ptr, ptr %2, align 8
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [4 x i32], ptr %9, i64 %11
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [4 x i32], ptr %12, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = load i32, ptr %3, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !15

22:                                               ; preds = %5
  %23 = load i32, ptr %3, align 4
  ret i32 %23
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
