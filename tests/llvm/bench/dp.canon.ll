; ModuleID = 'dp.O0.ll'
source_filename = "dp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@s = internal global [1200 x i8] zeroinitializer, align 16
@t = internal global [1200 x i8] zeroinitializer, align 16
@lcs_row = internal global [2 x [1201 x i16]] zeroinitializer, align 16
@edit = internal global [2 x [1201 x i16]] zeroinitializer, align 16
@.str = private unnamed_addr constant [16 x i8] c"lcs %d edit %d\0A\00", align 1
@best = internal global [1001 x i32] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [13 x i8] c"knapsack %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %20, %0
  %.02 = phi i32 [ 0, %0 ], [ %21, %20 ]
  %.01 = phi i32 [ 12345, %0 ], [ %13, %20 ]
  %2 = icmp slt i32 %.02, 1200
  br i1 %2, label %3, label %22

3:                                                ; preds = %1
  %4 = mul i32 %.01, 1103515245
  %5 = add i32 %4, 12345
  %6 = lshr i32 %5, 16
  %7 = urem i32 %6, 4
  %8 = add i32 97, %7
  %9 = trunc i32 %8 to i8
  %10 = sext i32 %.02 to i64
  %11 = getelementptr inbounds [1200 x i8], ptr @s, i64 0, i64 %10
  store i8 %9, ptr %11, align 1
  %12 = mul i32 %5, 1103515245
  %13 = add i32 %12, 12345
  %14 = lshr i32 %13, 16
  %15 = urem i32 %14, 4
  %16 = add i32 97, %15
  %17 = trunc i32 %16 to i8
  %18 = sext i32 %.02 to i64
  %19 = getelementptr inbounds [1200 x i8], ptr @t, i64 0, i64 %18
  store i8 %17, ptr %19, align 1
  br label %20

20:                                               ; preds = %3
  %21 = add nsw i32 %.02, 1
  br label %1, !llvm.loop !6

22:                                               ; preds = %1
  %.01.lcssa = phi i32 [ %.01, %1 ]
  br label %23

23:                                               ; preds = %144, %22
  %.03 = phi i32 [ 1, %22 ], [ %145, %144 ]
  %24 = icmp sle i32 %.03, 1200
  br i1 %24, label %25, label %146

25:                                               ; preds = %23
  %26 = and i32 %.03, 1
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [2 x [1201 x i16]], ptr @lcs_row, i64 0, i64 %27
  %29 = getelementptr inbounds [1201 x i16], ptr %28, i64 0, i64 0
  %30 = sub nsw i32 %.03, 1
  %31 = and i32 %30, 1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [2 x [1201 x i16]], ptr @lcs_row, i64 0, i64 %32
  %34 = getelementptr inbounds [1201 x i16], ptr %33, i64 0, i64 0
  %35 = and i32 %.03, 1
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [2 x [1201 x i16]], ptr @edit, i64 0, i64 %36
  %38 = getelementptr inbounds [1201 x i16], ptr %37, i64 0, i64 0
  %39 = sub nsw i32 %.03, 1
  %40 = and i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [2 x [1201 x i16]], ptr @edit, i64 0, i64 %41
  %43 = getelementptr inbounds [1201 x i16], ptr %42, i64 0, i64 0
  %44 = getelementptr inbounds i16, ptr %29, i64 0
  store i16 0, ptr %44, align 2
  %45 = sub nsw i32 %.03, 1
  %46 = trunc i32 %45 to i16
  %47 = getelementptr inbounds i16, ptr %43, i64 0
  store i16 %46, ptr %47, align 2
  %48 = trunc i32 %.03 to i16
  %49 = getelementptr inbounds i16, ptr %38, i64 0
  store i16 %48, ptr %49, align 2
  br label %50

50:                                               ; preds = %141, %25
  %.05 = phi i32 [ 1, %25 ], [ %142, %141 ]
  %51 = icmp sle i32 %.05, 1200
  br i1 %51, label %52, label %143

52:                                               ; preds = %50
  %53 = icmp eq i32 %.03, 1
  br i1 %53, label %54, label %58

54:                                               ; preds = %52
  %55 = trunc i32 %.05 to i16
  %56 = sext i32 %.05 to i64
  %57 = getelementptr inbounds i16, ptr %43, i64 %56
  store i16 %55, ptr %57, align 2
  br label %58

58:                                               ; preds = %54, %52
  %59 = sub nsw i32 %.03, 1
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [1200 x i8], ptr @s, i64 0, i64 %60
  %62 = load i8, ptr %61, align 1
  %63 = sext i8 %62 to i32
  %64 = sub nsw i32 %.05, 1
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [1200 x i8], ptr @t, i64 0, i64 %65
  %67 = load i8, ptr %66, align 1
  %68 = sext i8 %67 to i32
  %69 = icmp eq i32 %63, %68
  br i1 %69, label %70, label %80

70:                                               ; preds = %58
  %71 = sub nsw i32 %.05, 1
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i16, ptr %34, i64 %72
  %74 = load i16, ptr %73, align 2
  %75 = sext i16 %74 to i32
  %76 = add nsw i32 %75, 1
  %77 = trunc i32 %76 to i16
  %78 = sext i32 %.05 to i64
  %79 = getelementptr inbounds i16, ptr %29, i64 %78
  store i16 %77, ptr %79, align 2
  br label %107

80:                                               ; preds = %58
  %81 = sext i32 %.05 to i64
  %82 = getelementptr inbounds i16, ptr %34, i64 %81
  %83 = load i16, ptr %82, align 2
  %84 = sext i16 %83 to i32
  %85 = sub nsw i32 %.05, 1
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i16, ptr %29, i64 %86
  %88 = load i16, ptr %87, align 2
  %89 = sext i16 %88 to i32
  %90 = icmp sgt i32 %84, %89
  br i1 %90, label %91, label %96

91:                                               ; preds = %80
  %92 = sext i32 %.05 to i64
  %93 = getelementptr inbounds i16, ptr %34, i64 %92
  %94 = load i16, ptr %93, align 2
  %95 = sext i16 %94 to i32
  br label %102

96:                                               ; preds = %80
  %97 = sub nsw i32 %.05, 1
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i16, ptr %29, i64 %98
  %100 = load i16, ptr %99, align 2
  %101 = sext i16 %100 to i32
  br label %102

102:                                              ; preds = %96, %91
  %103 = phi i32 [ %95, %91 ], [ %101, %96 ]
  %104 = trunc i32 %103 to i16
  %105 = sext i32 %.05 to i64
  %106 = getelementptr inbounds i16, ptr %29, i64 %105
  store i16 %104, ptr %106, align 2
  br label %107

107:                                              ; preds = %102, %70
  %108 = sext i32 %.05 to i64
  %109 = getelementptr inbounds i16, ptr %43, i64 %108
  %110 = load i16, ptr %109, align 2
  %111 = sext i16 %110 to i32
  %112 = add nsw i32 %111, 1
  %113 = sub nsw i32 %.05, 1
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i16, ptr %38, i64 %114
  %116 = load i16, ptr %115, align 2
  %117 = sext i16 %116 to i32
  %118 = add nsw i32 %117, 1
  %119 = sub nsw i32 %.05, 1
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds i16, ptr %43, i64 %120
  %122 = load i16, ptr %121, align 2
  %123 = sext i16 %122 to i32
  %124 = sub nsw i32 %.03, 1
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [1200 x i8], ptr @s, i64 0, i64 %125
  %127 = load i8, ptr %126, align 1
  %128 = sext i8 %127 to i32
  %129 = sub nsw i32 %.05, 1
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [1200 x i8], ptr @t, i64 0, i64 %130
  %132 = load i8, ptr %131, align 1
  %133 = sext i8 %132 to i32
  %134 = icmp ne i32 %128, %133
  %135 = zext i1 %134 to i32
  %136 = add nsw i32 %123, %135
  %137 = call i32 @min3(i32 noundef %112, i32 noundef %118, i32 noundef %136)
  %138 = trunc i32 %137 to i16
  %139 = sext i32 %.05 to i64
  %140 = getelementptr inbounds i16, ptr %38, i64 %139
  store i16 %138, ptr %140, align 2
  br label %141

141:                                              ; preds = %107
  %142 = add nsw i32 %.05, 1
  br label %50, !llvm.loop !8

143:                                              ; preds = %50
  br label %144

144:                                              ; preds = %143
  %145 = add nsw i32 %.03, 1
  br label %23, !llvm.loop !9

146:                                              ; preds = %23
  %147 = load i16, ptr getelementptr inbounds ([1201 x i16], ptr @lcs_row, i64 0, i64 1200), align 16
  %148 = sext i16 %147 to i32
  %149 = load i16, ptr getelementptr inbounds ([1201 x i16], ptr @edit, i64 0, i64 1200), align 16
  %150 = sext i16 %149 to i32
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %148, i32 noundef %150)
  br label %152

152:                                              ; preds = %189, %146
  %.04 = phi i32 [ 0, %146 ], [ %190, %189 ]
  %.1 = phi i32 [ %.01.lcssa, %146 ], [ %161, %189 ]
  %153 = icmp slt i32 %.04, 60
  br i1 %153, label %154, label %191

154:                                              ; preds = %152
  %155 = mul i32 %.1, 1103515245
  %156 = add i32 %155, 12345
  %157 = lshr i32 %156, 16
  %158 = urem i32 %157, 90
  %159 = add nsw i32 10, %158
  %160 = mul i32 %156, 1103515245
  %161 = add i32 %160, 12345
  %162 = lshr i32 %161, 16
  %163 = urem i32 %162, 100
  %164 = add nsw i32 1, %163
  br label %165

165:                                              ; preds = %186, %154
  %.0 = phi i32 [ 1000, %154 ], [ %187, %186 ]
  %166 = icmp sge i32 %.0, %159
  br i1 %166, label %167, label %188

167:                                              ; preds = %165
  %168 = sub nsw i32 %.0, %159
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [1001 x i32], ptr @best, i64 0, i64 %169
  %171 = load i32, ptr %170, align 4
  %172 = add nsw i32 %171, %164
  %173 = sext i32 %.0 to i64
  %174 = getelementptr inbounds [1001 x i32], ptr @best, i64 0, i64 %173
  %175 = load i32, ptr %174, align 4
  %176 = icmp sgt i32 %172, %175
  br i1 %176, label %177, label %185

177:                                              ; preds = %167
  %178 = sub nsw i32 %.0, %159
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [1001 x i32], ptr @best, i64 0, i64 %179
  %181 = load i32, ptr %180, align 4
  %182 = add nsw i32 %181, %164
  %183 = sext i32 %.0 to i64
  %184 = getelementptr inbounds [1001 x i32], ptr @best, i64 0, i64 %183
  store i32 %182, ptr %184, align 4
  br label %185

185:                                              ; preds = %177, %167
  br label %186

186:                                              ; preds = %185
  %187 = add nsw i32 %.0, -1
  br label %165, !llvm.loop !10

188:                                              ; preds = %165
  br label %189

189:                                              ; preds = %188
  %190 = add nsw i32 %.04, 1
  br label %152, !llvm.loop !11

191:                                              ; preds = %152
  %192 = load i32, ptr getelementptr inbounds ([1001 x i32], ptr @best, i64 0, i64 1000), align 16
  %193 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %192)
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @min3(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = icmp slt i32 %0, %1
  br i1 %4, label %5, label %6

5:                                                ; preds = %3
  br label %7

6:                                                ; preds = %3
  br label %7

7:                                                ; preds = %6, %5
  %8 = phi i32 [ %0, %5 ], [ %1, %6 ]
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %11

10:                                               ; preds = %7
  br label %12

11:                                               ; preds = %7
  br label %12

12:                                               ; preds = %11, %10
  %13 = phi i32 [ %8, %10 ], [ %2, %11 ]
  ret i32 %13
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
