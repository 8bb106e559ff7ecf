; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { i32, i32 }
%struct.rect = type { %struct.point, %struct.point }
%struct.padded = type { i8, double, i16 }

@__const.main.a = private unnamed_addr constant %struct.point { i32 3, i32 4 }, align 4
@__const.main.b = private unnamed_addr constant %struct.point { i32 -1, i32 7 }, align 4
@.str = private unnamed_addr constant [21 x i8] c"c (%d,%d) d (%d,%d)\0A\00", align 1
@__const.main.r = private unnamed_addr constant %struct.rect { %struct.point zeroinitializer, %struct.point { i32 5, i32 3 } }, align 4
@.str.1 = private unnamed_addr constant [13 x i8] c"areas %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"sizeof padded %d, %c %.2f %d %d\0A\00", align 1
@__const.main.path = private unnamed_addr constant [4 x %struct.point] [%struct.point zeroinitializer, %struct.point { i32 3, i32 0 }, %struct.point { i32 3, i32 4 }, %struct.point { i32 0, i32 4 }], align 16
@.str.3 = private unnamed_addr constant [9 x i8] c"path %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.point, align 4
  %3 = alloca %struct.point, align 4
  %4 = alloca %struct.point, align 4
  %5 = alloca %struct.point, align 4
  %6 = alloca %struct.rect, align 4
  %7 = alloca %struct.rect, align 4
  %8 = alloca %struct.padded, align 8
  %9 = alloca %struct.padded, align 8
  %10 = alloca [4 x %struct.point], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.point, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.a, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.b, i64 8, i1 false)
  %14 = load i64, ptr %2, align 4
  %15 = load i64, ptr %3, align 4
  %16 = call i64 @add(i64 %14, i64 %15)
  store i64 %16, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %4, i64 8, i1 false)
  call void @scale(ptr noundef %5, i32 noundef 3)
  %17 = getelementptr inbounds nuw %struct.point, ptr %4, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  %19 = getelementptr inbounds nuw %struct.point, ptr %4, i32 0, i32 1
  %20 = load i32, ptr %19, align 4
  %21 = getelementptr inbounds nuw %struct.point, ptr %5, i32 0, i32 0
  %22 = load i32, ptr %21, align 4
  %23 = getelementptr inbounds nuw %struct.point, ptr %5, i32 0, i32 1
  %24 = load i32, ptr %23, align 4
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %18, i32 noundef %20, i32 noundef %22, i32 noundef %24)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.r, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %6, i64 16, i1 false)
  %26 = getelementptr inbounds nuw %struct.rect, ptr %7, i32 0, i32 1
  %27 = getelementptr inbounds nuw %struct.point, ptr %26, i32 0, i32 0
  store i32 10, ptr %27, align 4
  %28 = call i32 @area(ptr noundef %6)
  %29 = call i32 @area(ptr noundef %7)
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %28, i32 noundef %29)
  call void @make(ptr dead_on_unwind writable sret(%struct.padded) align 8 %8, i8 noundef signext 113, double noundef 2.500000e+00, i16 noundef signext 7)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %8, i64 24, i1 false)
  %31 = getelementptr inbounds nuw %struct.padded, ptr %9, i32 0, i32 2
  %32 = load i16, ptr %31, align 8
  %33 = add i16 %32, 1
  store i16 %33, ptr %31, align 8
  %34 = getelementptr inbounds nuw %struct.padded, ptr %9, i32 0, i32 0
  %35 = load i8, ptr %34, align 8
  %36 = sext i8 %35 to i32
  %37 = getelementptr inbounds nuw %struct.padded, ptr %9, i32 0, i32 1
  %38 = load double, ptr %37, align 8
  %39 = getelementptr inbounds nuw %struct.padded, ptr %8, i32 0, i32 2
  %40 = load i16, ptr %39, align 8
  %41 = sext i16 %40 to i32
  %42 = getelementptr inbounds nuw %struct.padded, ptr %9, i32 0, i32 2
  %43 = load i16, ptr %42, align 8
  %44 = sext i16 %43 to i32
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef 24, i32 noundef %36, double noundef %38, i32 noundef %41, i32 noundef %44)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 @__const.main.path, i64 32, i1 false)
  store i32 0, ptr %11, align 4
  store i32 1, ptr %12, align 4
  br label %46

46:                                               ; preds = %103, %0
  %47 = load i32, ptr %12, align 4
  %48 = icmp slt i32 %47, 4
  br i1 %48, label %49, label %106

49:                                               ; preds = %46
  %50 = getelementptr inbounds nuw %struct.point, ptr %13, i32 0, i32 0
  %51 = load i32, ptr %12, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [4 x %struct.point], ptr %10, i64 0, i64 %52
  %54 = getelementptr inbounds nuw %struct.point, ptr %53, i32 0, i32 0
  %55 = load i32, ptr %54, align 8
  %56 = load i32, ptr %12, align 4
  %57 = sub nsw i32 %56, 1
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [4 x %struct.point], ptr %10, i64 0, i64 %58
  %60 = getelementptr inbounds nuw %struct.point, ptr %59, i32 0, i32 0
  %61 = load i32, ptr %60, align 8
  %62 = sub nsw i32 %55, %61
  store i32 %62, ptr %50, align 4
  %63 = getelementptr inbounds nuw %struct.point, ptr %13, i32 0, i32 1
  %64 = load i32, ptr %12, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [4 x %struct.point], ptr %10, i64 0, i64 %65
  %67 = getelementptr inbounds nuw %struct.point, ptr %66, i32 0, i32 1
  %68 = load i32, ptr %67, align 4
  %69 = load i32, ptr %12, align 4
  %70 = sub nsw i32 %69, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [4 x %struct.point], ptr %10, i64 0, i64 %71
  %73 = getelementptr inbounds nuw %struct.point, ptr %72, i32 0, i32 1
  %74 = load i32, ptr %73, align 4
  %75 = sub nsw i32 %68, %74
  store i32 %75, ptr %63, align 4
  %76 = getelementptr inbounds nuw %struct.point, ptr %13, i32 0, i32 0
  %77 = load i32, ptr %76, align 4
  %78 = icmp slt i32 %77, 0
  br i1 %78, label %79, label %83

79:                                               ; preds = %49
  %80 = getelementptr inbounds nuw %struct.point, ptr %13, i32 0, i32 0
  %81 = load i32, ptr %80, align 4
  %82 = sub nsw i32 0, %81
  br label %86

83:                                               ; preds = %49
  %84 = getelementptr inbounds nuw %struct.point, ptr %13, i32 0, i32 0
  %85 = load i32, ptr %84, align 4
  br label %86

86:                                               ; preds = %83, %79
  %87 = phi i32 [ %82, %79 ], [ %85, %83 ]
  %88 = getelementptr inbounds nuw %struct.point, ptr %13, i32 0, i32 1
  %89 = load i32, ptr %88, align 4
  %90 = icmp slt i32 %89, 0
  br i1 %90, label %91, label %95

91:                                               ; preds = %86
  %92 = getelementptr inbounds nuw %struct.point, ptr %13, i32 0, i32 1
  %93 = load i32, ptr %92, align 4
  %94 = sub nsw i32 0, %93
  br label %98

95:                                               ; preds = %86
  %96 = getelementptr inbounds nuw %struct.point, ptr %13, i32 0, i32 1
  %97 = load i32, ptr %96, align 4
  br label %98

98:                                               ; preds = %95, %91
  %99 = phi i32 [ %94, %91 ], [ %97, %95 ]
  %100 = add nsw i32 %87, %99
  %101 = load i32, ptr %11, align 4
  %102 = add nsw i32 %101, %100
  store i32 %102, ptr %11, align 4
  br label %103

103:                                              ; preds = %98
  %104 = load i32, ptr %12, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %12, align 4
  br label %46, !llvm.loop !6

106:                                              ; preds = %46
  %107 = load i32, ptr %11, align 4
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %107)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define internal i64 @add(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.point, align 4
  %4 = alloca %struct.point, align 4
  %5 = alloca %struct.point, align 4
  store i64 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 4
  %6 = getelementptr inbounds nuw %struct.point, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds nuw %struct.point, ptr %4, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = getelementptr inbounds nuw %struct.point, ptr %5, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %8, %10
  store i32 %11, ptr %6, align 4
  %12 = getelementptr inbounds nuw %struct.point, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds nuw %struct.point, ptr %4, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = getelementptr inbounds nuw %struct.point, ptr %5, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = add nsw i32 %14, %16
  store i32 %17, ptr %12, align 4
  %18 = load i64, ptr %3, align 4
  ret i64 %18
}

; Function Attrs: noinline nounwind uwtable
define internal void @scale(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds nuw %struct.point, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = mul nsw i32 %8, %5
  store i32 %9, ptr %7, align 4
  %10 = load i32, ptr %4, align 4
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds nuw %struct.point, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = mul nsw i32 %13, %10
  store i32 %14, ptr %12, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @area(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %struct.rect, ptr %3, i32 0, i32 1
  %5 = getelementptr inbounds nuw %struct.point, ptr %4, i32 0, i32 0
  %6 = load i32, ptr %5, align 4
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds nuw %struct.rect, ptr %7, i32 0, i32 0
  %9 = getelementptr inbounds nuw %struct.point, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = sub nsw i32 %6, %10
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds nuw %struct.rect, ptr %12, i32 0, i32 1
  %14 = getelementptr inbounds nuw %struct.point, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds nuw %struct.rect, ptr %16, i32 0, i32 0
  %18 = getelementptr inbounds nuw %struct.point, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 4
  %20 = sub nsw i32 %15, %19
  %21 = mul nsw i32 %11, %20
  ret i32 %21
}

; Function Attrs: noinline nounwind uwtable
define internal void @make(ptr dead_on_unwind noalias writable sret(%struct.padded) align 8 %0, i8 noundef signext %1, double noundef %2, i16 noundef signext %3) #0 {
  %5 = alloca i8, align 1
  %6 = alloca double, align 8
  %7 = alloca i16, align 2
  store i8 %1, ptr %5, align 1
  store double %2, ptr %6, align 8
  store i16 %3, ptr %7, align 2
  %8 = load i8, ptr %5, align 1
  %9 = getelementptr inbounds nuw %struct.padded, ptr %0, i32 0, i32 0
  store i8 %8, ptr %9, align 8
  %10 = load double, ptr %6, align 8
  %11 = getelementptr inbounds nuw %struct.padded, ptr %0, i32 0, i32 1
  store double %10, ptr %11, align 8
  %12 = load i16, ptr %7, align 2
  %13 = getelementptr inbounds nuw %struct.padded, ptr %0, i32 0, i32 2
  store i16 %12, ptr %13, align 8
  ret void
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
