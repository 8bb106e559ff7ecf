; ModuleID = 'matmul.c'
source_filename = "matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = internal global [170 x [170 x i32]] zeroinitializer, align 16
@b = internal global [170 x [170 x i32]] zeroinitializer, align 16
@x = internal global [170 x [170 x double]] zeroinitializer, align 16
@y = internal global [170 x [170 x double]] zeroinitializer, align 16
@c = internal global [170 x [170 x i32]] zeroinitializer, align 16
@z = internal global [170 x [170 x double]] zeroinitializer, align 16
@.str = private unnamed_addr constant [41 x i8] c"int checksum %lld, double checksum %.6f\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %13

13:                                               ; preds = %79, %0
  %14 = load i32, ptr %2, align 4
  %15 = icmp slt i32 %14, 170
  br i1 %15, label %16, label %82

16:                                               ; preds = %13
  store i32 0, ptr %3, align 4
  br label %17

17:                                               ; preds = %75, %16
  %18 = load i32, ptr %3, align 4
  %19 = icmp slt i32 %18, 170
  br i1 %19, label %20, label %78

20:                                               ; preds = %17
  %21 = load i32, ptr %2, align 4
  %22 = mul nsw i32 %21, 7
  %23 = load i32, ptr %3, align 4
  %24 = mul nsw i32 %23, 3
  %25 = add nsw i32 %22, %24
  %26 = srem i32 %25, 17
  %27 = sub nsw i32 %26, 8
  %28 = load i32, ptr %2, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [170 x [170 x i32]], ptr @a, i64 0, i64 %29
  %31 = load i32, ptr %3, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [170 x i32], ptr %30, i64 0, i64 %32
  store i32 %27, ptr %33, align 4
  %34 = load i32, ptr %2, align 4
  %35 = mul nsw i32 %34, 5
  %36 = load i32, ptr %3, align 4
  %37 = mul nsw i32 %36, 11
  %38 = add nsw i32 %35, %37
  %39 = srem i32 %38, 13
  %40 = sub nsw i32 %39, 6
  %41 = load i32, ptr %2, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [170 x [170 x i32]], ptr @b, i64 0, i64 %42
  %44 = load i32, ptr %3, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [170 x i32], ptr %43, i64 0, i64 %45
  store i32 %40, ptr %46, align 4
  %47 = load i32, ptr %2, align 4
  %48 = load i32, ptr %3, align 4
  %49 = sub nsw i32 %47, %48
  %50 = sitofp i32 %49 to double
  %51 = load i32, ptr %2, align 4
  %52 = load i32, ptr %3, align 4
  %53 = add nsw i32 %51, %52
  %54 = add nsw i32 %53, 1
  %55 = sitofp i32 %54 to double
  %56 = fdiv double %50, %55
  %57 = load i32, ptr %2, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [170 x [170 x double]], ptr @x, i64 0, i64 %58
  %60 = load i32, ptr %3, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [170 x double], ptr %59, i64 0, i64 %61
  store double %56, ptr %62, align 8
  %63 = load i32, ptr %2, align 4
  %64 = load i32, ptr %3, align 4
  %65 = mul nsw i32 %63, %64
  %66 = srem i32 %65, 7
  %67 = sitofp i32 %66 to double
  %68 = fmul double %67, 2.500000e-01
  %69 = load i32, ptr %2, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [170 x [170 x double]], ptr @y, i64 0, i64 %70
  %72 = load i32, ptr %3, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [170 x double], ptr %71, i64 0, i64 %73
  store double %68, ptr %74, align 8
  br label %75

75:                                               ; preds = %20
  %76 = load i32, ptr %3, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %3, align 4
  br label %17, !llvm.loop !6

78:                                               ; preds = %17
  br label %79

79:                                               ; preds = %78
  %80 = load i32, ptr %2, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %2, align 4
  br label %13, !llvm.loop !8

82:                                               ; preds = %13
  store i32 0, ptr %4, align 4
  br label %83

83:                                               ; preds = %151, %82
  %84 = load i32, ptr %4, align 4
  %85 = icmp slt i32 %84, 170
  br i1 %85, label %86, label %154

86:                                               ; preds = %83
  store i32 0, ptr %5, align 4
  br label %87

87:                                               ; preds = %147, %86
  %88 = load i32, ptr %5, align 4
  %89 = icmp slt i32 %88, 170
  br i1 %89, label %90, label %150

90:                                               ; preds = %87
  store i32 0, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %91

91:                                               ; preds = %129, %90
  %92 = load i32, ptr %8, align 4
  %93 = icmp slt i32 %92, 170
  br i1 %93, label %94, label %132

94:                                               ; preds = %91
  %95 = load i32, ptr %4, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [170 x [170 x i32]], ptr @a, i64 0, i64 %96
  %98 = load i32, ptr %8, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [170 x i32], ptr %97, i64 0, i64 %99
  %101 = load i32, ptr %100, align 4
  %102 = load i32, ptr %8, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [170 x [170 x i32]], ptr @b, i64 0, i64 %103
  %105 = load i32, ptr %5, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [170 x i32], ptr %104, i64 0, i64 %106
  %108 = load i32, ptr %107, align 4
  %109 = mul nsw i32 %101, %108
  %110 = load i32, ptr %6, align 4
  %111 = add nsw i32 %110, %109
  store i32 %111, ptr %6, align 4
  %112 = load i32, ptr %4, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [170 x [170 x double]], ptr @x, i64 0, i64 %113
  %115 = load i32, ptr %8, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [170 x double], ptr %114, i64 0, i64 %116
  %118 = load double, ptr %117, align 8
  %119 = load i32, ptr %8, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [170 x [170 x double]], ptr @y, i64 0, i64 %120
  %122 = load i32, ptr %5, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [170 x double], ptr %121, i64 0, i64 %123
  %125 = load double, ptr %124, align 8
  %126 = fmul double %118, %125
  %127 = load double, ptr %7, align 8
  %128 = fadd double %127, %126
  store double %128, ptr %7, align 8
  br label %129

129:                                              ; preds = %94
  %130 = load i32, ptr %8, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %8, align 4
  br label %91, !llvm.loop !9

132:                                              ; preds = %91
  %133 = load i32, ptr %6, align 4
  %134 = load i32, ptr %4, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [170 x [170 x i32]], ptr @c, i64 0, i64 %135
  %137 = load i32, ptr %5, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [170 x i32], ptr %136, i64 0, i64 %138
  store i32 %133, ptr %139, align 4
  %140 = load double, ptr %7, align 8
  %141 = load i32, ptr %4, align 4
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [170 x [170 x double]], ptr @z, i64 0, i64 %142
  %144 = load i32, ptr %5, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [170 x double], ptr %143, i64 0, i64 %145
  store double %140, ptr %146, align 8
  br label %147

147:                                              ; preds = %132
  %148 = load i32, ptr %5, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %5, align 4
  br label %87, !llvm.loop !10

150:                                              ; preds = %87
  br label %151

151:                                              ; preds = %150
  %152 = load i32, ptr %4, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %4, align 4
  br label %83, !llvm.loop !11

154:                                              ; preds = %83
  store i64 0, ptr %9, align 8
  store double 0.000000e+00, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %155

155:                                              ; preds = %199, %154
  %156 = load i32, ptr %11, align 4
  %157 = icmp slt i32 %156, 170
  br i1 %157, label %158, label %202

158:                                              ; preds = %155
  store i32 0, ptr %12, align 4
  br label %159

159:                                              ; preds = %195, %158
  %160 = load i32, ptr %12, align 4
  %161 = icmp slt i32 %160, 170
  br i1 %161, label %162, label %198

162:                                              ; preds = %159
  %163 = load i32, ptr %11, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [170 x [170 x i32]], ptr @c, i64 0, i64 %164
  %166 = load i32, ptr %12, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [170 x i32], ptr %165, i64 0, i64 %167
  %169 = load i32, ptr %168, align 4
  %170 = sext i32 %169 to i64
  %171 = load i32, ptr %11, align 4
  %172 = add nsw i32 %171, 1
  %173 = sext i32 %172 to i64
  %174 = mul nsw i64 %170, %173
  %175 = load i32, ptr %12, align 4
  %176 = sext i32 %175 to i64
  %177 = sub nsw i64 %174, %176
  %178 = load i64, ptr %9, align 8
  %179 = add nsw i64 %178, %177
  store i64 %179, ptr %9, align 8
  %180 = load i32, ptr %11, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [170 x [170 x double]], ptr @z, i64 0, i64 %181
  %183 = load i32, ptr %12, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [170 x double], ptr %182, i64 0, i64 %184
  %186 = load double, ptr %185, align 8
  %187 = load i32, ptr %11, align 4
  %188 = load i32, ptr %12, align 4
  %189 = xor i32 %187, %188
  %190 = and i32 %189, 3
  %191 = sitofp i32 %190 to double
  %192 = fmul double %186, %191
  %193 = load double, ptr %10, align 8
  %194 = fadd double %193, %192
  store double %194, ptr %10, align 8
  br label %195

195:                                              ; preds = %162
  %196 = load i32, ptr %12, align 4
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr %12, align 4
  br label %159, !llvm.loop !12

198:                                              ; preds = %159
  br label %199

199:                                              ; preds = %198
  %200 = load i32, ptr %11, align 4
  %201 = add nsw i32 %200, 1
  store i32 %201, ptr %11, align 4
  br label %155, !llvm.loop !13

202:                                              ; preds = %155
  %203 = load i64, ptr %9, align 8
  %204 = load double, ptr %10, align 8
  %205 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %203, double noundef %204)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

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
