; ModuleID = 'dp.c'
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
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 12345, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %14

14:                                               ; preds = %40, %0
  %15 = load i32, ptr %3, align 4
  %16 = icmp slt i32 %15, 1200
  br i1 %16, label %17, label %43

17:                                               ; preds = %14
  %18 = load i32, ptr %2, align 4
  %19 = mul i32 %18, 1103515245
  %20 = add i32 %19, 12345
  store i32 %20, ptr %2, align 4
  %21 = load i32, ptr %2, align 4
  %22 = lshr i32 %21, 16
  %23 = urem i32 %22, 4
  %24 = add i32 97, %23
  %25 = trunc i32 %24 to i8
  %26 = load i32, ptr %3, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [1200 x i8], ptr @s, i64 0, i64 %27
  store i8 %25, ptr %28, align 1
  %29 = load i32, ptr %2, align 4
  %30 = mul i32 %29, 1103515245
  %31 = add i32 %30, 12345
  store i32 %31, ptr %2, align 4
  %32 = load i32, ptr %2, align 4
  %33 = lshr i32 %32, 16
  %34 = urem i32 %33, 4
  %35 = add i32 97, %34
  %36 = trunc i32 %35 to i8
  %37 = load i32, ptr %3, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [1200 x i8], ptr @t, i64 0, i64 %38
  store i8 %36, ptr %39, align 1
  br label %40

40:                                               ; preds = %17
  %41 = load i32, ptr %3, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %3, align 4
  br label %14, !llvm.loop !6

43:                                               ; preds = %14
  store i32 1, ptr %4, align 4
  br label %44

44:                                               ; preds = %207, %43
  %45 = load i32, ptr %4, align 4
  %46 = icmp sle i32 %45, 1200
  br i1 %46, label %47, label %210

47:                                               ; preds = %44
  %48 = load i32, ptr %4, align 4
  %49 = and i32 %48, 1
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [2 x [1201 x i16]], ptr @lcs_row, i64 0, i64 %50
  %52 = getelementptr inbounds [1201 x i16], ptr %51, i64 0, i64 0
  store ptr %52, ptr %5, align 8
  %53 = load i32, ptr %4, align 4
  %54 = sub nsw i32 %53, 1
  %55 = and i32 %54, 1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [2 x [1201 x i16]], ptr @lcs_row, i64 0, i64 %56
  %58 = getelementptr inbounds [1201 x i16], ptr %57, i64 0, i64 0
  store ptr %58, ptr %6, align 8
  %59 = load i32, ptr %4, align 4
  %60 = and i32 %59, 1
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [2 x [1201 x i16]], ptr @edit, i64 0, i64 %61
  %63 = getelementptr inbounds [1201 x i16], ptr %62, i64 0, i64 0
  store ptr %63, ptr %7, align 8
  %64 = load i32, ptr %4, align 4
  %65 = sub nsw i32 %64, 1
  %66 = and i32 %65, 1
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [2 x [1201 x i16]], ptr @edit, i64 0, i64 %67
  %69 = getelementptr inbounds [1201 x i16], ptr %68, i64 0, i64 0
  store ptr %69, ptr %8, align 8
  %70 = load ptr, ptr %5, align 8
  %71 = getelementptr inbounds i16, ptr %70, i64 0
  store i16 0, ptr %71, align 2
  %72 = load i32, ptr %4, align 4
  %73 = sub nsw i32 %72, 1
  %74 = trunc i32 %73 to i16
  %75 = load ptr, ptr %8, align 8
  %76 = getelementptr inbounds i16, ptr %75, i64 0
  store i16 %74, ptr %76, align 2
  %77 = load i32, ptr %4, align 4
  %78 = trunc i32 %77 to i16
  %79 = load ptr, ptr %7, align 8
  %80 = getelementptr inbounds i16, ptr %79, i64 0
  store i16 %78, ptr %80, align 2
  store i32 1, ptr %9, align 4
  br label %81

81:                                               ; preds = %203, %47
  %82 = load i32, ptr %9, align 4
  %83 = icmp sle i32 %82, 1200
  br i1 %83, label %84, label %206

84:                                               ; preds = %81
  %85 = load i32, ptr %4, align 4
  %86 = icmp eq i32 %85, 1
  br i1 %86, label %87, label %94

87:                                               ; preds = %84
  %88 = load i32, ptr %9, align 4
  %89 = trunc i32 %88 to i16
  %90 = load ptr, ptr %8, align 8
  %91 = load i32, ptr %9, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i16, ptr %90, i64 %92
  store i16 %89, ptr %93, align 2
  br label %94

94:                                               ; preds = %87, %84
  %95 = load i32, ptr %4, align 4
  %96 = sub nsw i32 %95, 1
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [1200 x i8], ptr @s, i64 0, i64 %97
  %99 = load i8, ptr %98, align 1
  %100 = sext i8 %99 to i32
  %101 = load i32, ptr %9, align 4
  %102 = sub nsw i32 %101, 1
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [1200 x i8], ptr @t, i64 0, i64 %103
  %105 = load i8, ptr %104, align 1
  %106 = sext i8 %105 to i32
  %107 = icmp eq i32 %100, %106
  br i1 %107, label %108, label %122

108:                                              ; preds = %94
  %109 = load ptr, ptr %6, align 8
  %110 = load i32, ptr %9, align 4
  %111 = sub nsw i32 %110, 1
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds i16, ptr %109, i64 %112
  %114 = load i16, ptr %113, align 2
  %115 = sext i16 %114 to i32
  %116 = add nsw i32 %115, 1
  %117 = trunc i32 %116 to i16
  %118 = load ptr, ptr %5, align 8
  %119 = load i32, ptr %9, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds i16, ptr %118, i64 %120
  store i16 %117, ptr %121, align 2
  br label %159

122:                                              ; preds = %94
  %123 = load ptr, ptr %6, align 8
  %124 = load i32, ptr %9, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds i16, ptr %123, i64 %125
  %127 = load i16, ptr %126, align 2
  %128 = sext i16 %127 to i32
  %129 = load ptr, ptr %5, align 8
  %130 = load i32, ptr %9, align 4
  %131 = sub nsw i32 %130, 1
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i16, ptr %129, i64 %132
  %134 = load i16, ptr %133, align 2
  %135 = sext i16 %134 to i32
  %136 = icmp sgt i32 %128, %135
  br i1 %136, label %137, label %144

137:                                              ; preds = %122
  %138 = load ptr, ptr %6, align 8
  %139 = load i32, ptr %9, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds i16, ptr %138, i64 %140
  %142 = load i16, ptr %141, align 2
  %143 = sext i16 %142 to i32
  br label %152

144:                                              ; preds = %122
  %145 = load ptr, ptr %5, align 8
  %146 = load i32, ptr %9, align 4
  %147 = sub nsw i32 %146, 1
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds i16, ptr %145, i64 %148
  %150 = load i16, ptr %149, align 2
  %151 = sext i16 %150 to i32
  br label %152

152:                                              ; preds = %144, %137
  %153 = phi i32 [ %143, %137 ], [ %151, %144 ]
  %154 = trunc i32 %153 to i16
  %155 = load ptr, ptr %5, align 8
  %156 = load i32, ptr %9, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds i16, ptr %155, i64 %157
  store i16 %154, ptr %158, align 2
  br label %159

159:                                              ; preds = %152, %108
  %160 = load ptr, ptr %8, align 8
  %161 = load i32, ptr %9, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds i16, ptr %160, i64 %162
  %164 = load i16, ptr %163, align 2
  %165 = sext i16 %164 to i32
  %166 = add nsw i32 %165, 1
  %167 = load ptr, ptr %7, align 8
  %168 = load i32, ptr %9, align 4
  %169 = sub nsw i32 %168, 1
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds i16, ptr %167, i64 %170
  %172 = load i16, ptr %171, align 2
  %173 = sext i16 %172 to i32
  %174 = add nsw i32 %173, 1
  %175 = load ptr, ptr %8, align 8
  %176 = load i32, ptr %9, align 4
  %177 = sub nsw i32 %176, 1
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds i16, ptr %175, i64 %178
  %180 = load i16, ptr %179, align 2
  %181 = sext i16 %180 to i32
  %182 = load i32, ptr %4, align 4
  %183 = sub nsw i32 %182, 1
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [1200 x i8], ptr @s, i64 0, i64 %184
  %186 = load i8, ptr %185, align 1
  %187 = sext i8 %186 to i32
  %188 = load i32, ptr %9, align 4
  %189 = sub nsw i32 %188, 1
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [1200 x i8], ptr @t, i64 0, i64 %190
  %192 = load i8, ptr %191, align 1
  %193 = sext i8 %192 to i32
  %194 = icmp ne i32 %187, %193
  %195 = zext i1 %194 to i32
  %196 = add nsw i32 %181, %195
  %197 = call i32 @min3(i32 noundef %166, i32 noundef %174, i32 noundef %196)
  %198 = trunc i32 %197 to i16
  %199 = load ptr, ptr %7, align 8
  %200 = load i32, ptr %9, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds i16, ptr %199, i64 %201
  store i16 %198, ptr %202, align 2
  br label %203

203:                                              ; preds = %159
  %204 = load i32, ptr %9, align 4
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %9, align 4
  br label %81, !llvm.loop !8

206:                                              ; preds = %81
  br label %207

207:                                              ; preds = %206
  %208 = load i32, ptr %4, align 4
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr %4, align 4
  br label %44, !llvm.loop !9

210:                                              ; preds = %44
  %211 = load i16, ptr getelementptr inbounds ([1201 x i16], ptr @lcs_row, i64 0, i64 1200), align 16
  %212 = sext i16 %211 to i32
  %213 = load i16, ptr getelementptr inbounds ([1201 x i16], ptr @edit, i64 0, i64 1200), align 16
  %214 = sext i16 %213 to i32
  %215 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %212, i32 noundef %214)
  store i32 0, ptr %10, align 4
  br label %216

216:                                              ; preds = %269, %210
  %217 = load i32, ptr %10, align 4
  %218 = icmp slt i32 %217, 60
  br i1 %218, label %219, label %272

219:                                              ; preds = %216
  %220 = load i32, ptr %2, align 4
  %221 = mul i32 %220, 1103515245
  %222 = add i32 %221, 12345
  store i32 %222, ptr %2, align 4
  %223 = load i32, ptr %2, align 4
  %224 = lshr i32 %223, 16
  %225 = urem i32 %224, 90
  %226 = add nsw i32 10, %225
  store i32 %226, ptr %11, align 4
  %227 = load i32, ptr %2, align 4
  %228 = mul i32 %227, 1103515245
  %229 = add i32 %228, 12345
  store i32 %229, ptr %2, align 4
  %230 = load i32, ptr %2, align 4
  %231 = lshr i32 %230, 16
  %232 = urem i32 %231, 100
  %233 = add nsw i32 1, %232
  store i32 %233, ptr %12, align 4
  store i32 1000, ptr %13, align 4
  br label %234

234:                                              ; preds = %265, %219
  %235 = load i32, ptr %13, align 4
  %236 = load i32, ptr %11, align 4
  %237 = icmp sge i32 %235, %236
  br i1 %237, label %238, label %268

238:                                              ; preds = %234
  %239 = load i32, ptr %13, align 4
  %240 = load i32, ptr %11, align 4
  %241 = sub nsw i32 %239, %240
  %242 = sext i32 %241 to i64
  %243 = getelementptr inbounds [1001 x i32], ptr @best, i64 0, i64 %242
  %244 = load i32, ptr %243, align 4
  %245 = load i32, ptr %12, align 4
  %246 = add nsw i32 %244, %245
  %247 = load i32, ptr %13, align 4
  %248 = sext i32 %247 to i64
  %249 = getelementptr inbounds [1001 x i32], ptr @best, i64 0, i64 %248
  %250 = load i32, ptr %249, align 4
  %251 = icmp sgt i32 %246, %250
  br i1 %251, label %252, label %264

252:                                              ; preds = %238
  %253 = load i32, ptr %13, align 4
  %254 = load i32, ptr %11, align 4
  %255 = sub nsw i32 %253, %254
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds [1001 x i32], ptr @best, i64 0, i64 %256
  %258 = load i32, ptr %257, align 4
  %259 = load i32, ptr %12, align 4
  %260 = add nsw i32 %258, %259
  %261 = load i32, ptr %13, align 4
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds [1001 x i32], ptr @best, i64 0, i64 %262
  store i32 %260, ptr %263, align 4
  br label %264

264:                                              ; preds = %252, %238
  br label %265

265:                                              ; preds = %264
  %266 = load i32, ptr %13, align 4
  %267 = add nsw i32 %266, -1
  store i32 %267, ptr %13, align 4
  br label %234, !llvm.loop !10

268:                                              ; preds = %234
  br label %269

269:                                              ; preds = %268
  %270 = load i32, ptr %10, align 4
  %271 = add nsw i32 %270, 1
  store i32 %271, ptr %10, align 4
  br label %216, !llvm.loop !11

272:                                              ; preds = %216
  %273 = load i32, ptr getelementptr inbounds ([1001 x i32], ptr @best, i64 0, i64 1000), align 16
  %274 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %273)
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @min3(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %3
  %12 = load i32, ptr %4, align 4
  br label %15

13:                                               ; preds = %3
  %14 = load i32, ptr %5, align 4
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ]
  store i32 %16, ptr %7, align 4
  %17 = load i32, ptr %7, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %22

20:                                               ; preds = %15
  %21 = load i32, ptr %7, align 4
  br label %24

22:                                               ; preds = %15
  %23 = load i32, ptr %6, align 4
  br label %24

24:                                               ; preds = %22, %20
  %25 = phi i32 [ %21, %20 ], [ %23, %22 ]
  ret i32 %25
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
