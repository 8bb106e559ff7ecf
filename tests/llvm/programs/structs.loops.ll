; ModuleID = 'structs.canon.ll'
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
  %1 = alloca %struct.point, align 4
  %2 = alloca %struct.point, align 4
  %3 = alloca %struct.point, align 4
  %4 = alloca %struct.point, align 4
  %5 = alloca %struct.rect, align 4
  %6 = alloca %struct.rect, align 4
  %7 = alloca %struct.padded, align 8
  %8 = alloca %struct.padded, align 8
  %9 = alloca [4 x %struct.point], align 16
  %10 = alloca %struct.point, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %1, ptr align 4 @__const.main.a, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.b, i64 8, i1 false)
  %11 = load i64, ptr %1, align 4
  %12 = load i64, ptr %2, align 4
  %13 = call i64 @add(i64 %11, i64 %12)
  store i64 %13, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %3, i64 8, i1 false)
  call void @scale(ptr noundef %4, i32 noundef 3)
  %14 = getelementptr inbounds nuw %struct.point, ptr %3, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds nuw %struct.point, ptr %3, i32 0, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = getelementptr inbounds nuw %struct.point, ptr %4, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr inbounds nuw %struct.point, ptr %4, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %15, i32 noundef %17, i32 noundef %19, i32 noundef %21)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.r, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %5, i64 16, i1 false)
  %23 = getelementptr inbounds nuw %struct.rect, ptr %6, i32 0, i32 1
  %24 = getelementptr inbounds nuw %struct.point, ptr %23, i32 0, i32 0
  store i32 10, ptr %24, align 4
  %25 = call i32 @area(ptr noundef %5)
  %26 = call i32 @area(ptr noundef %6)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %25, i32 noundef %26)
  call void @make(ptr dead_on_unwind writable sret(%struct.padded) align 8 %7, i8 noundef signext 113, double noundef 2.500000e+00, i16 noundef signext 7)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %7, i64 24, i1 false)
  %28 = getelementptr inbounds nuw %struct.padded, ptr %8, i32 0, i32 2
  %29 = load i16, ptr %28, align 8
  %30 = add i16 %29, 1
  store i16 %30, ptr %28, align 8
  %31 = getelementptr inbounds nuw %struct.padded, ptr %8, i32 0, i32 0
  %32 = load i8, ptr %31, align 8
  %33 = sext i8 %32 to i32
  %34 = getelementptr inbounds nuw %struct.padded, ptr %8, i32 0, i32 1
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds nuw %struct.padded, ptr %7, i32 0, i32 2
  %37 = load i16, ptr %36, align 8
  %38 = sext i16 %37 to i32
  %39 = getelementptr inbounds nuw %struct.padded, ptr %8, i32 0, i32 2
  %40 = load i16, ptr %39, align 8
  %41 = sext i16 %40 to i32
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef 24, i32 noundef %33, double noundef %35, i32 noundef %38, i32 noundef %41)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 @__const.main.path, i64 32, i1 false)
  %43 = getelementptr inbounds nuw %struct.point, ptr %10, i32 0, i32 0
  %44 = getelementptr inbounds nuw %struct.point, ptr %10, i32 0, i32 1
  %.promoted = load i32, ptr %43, align 4
  %.promoted1 = load i32, ptr %44, align 4
  br label %45

45:                                               ; preds = %0
  %46 = getelementptr inbounds [4 x %struct.point], ptr %9, i64 0, i64 1
  %47 = load i32, ptr %46, align 8
  %48 = load i32, ptr %9, align 8
  %49 = sub nsw i32 %47, %48
  %50 = getelementptr inbounds [4 x %struct.point], ptr %9, i64 0, i64 1
  %51 = getelementptr inbounds nuw %struct.point, ptr %50, i32 0, i32 1
  %52 = load i32, ptr %51, align 4
  %53 = getelementptr inbounds nuw %struct.point, ptr %9, i32 0, i32 1
  %54 = load i32, ptr %53, align 4
  %55 = sub nsw i32 %52, %54
  %56 = icmp slt i32 %49, 0
  br i1 %56, label %57, label %59

57:                                               ; preds = %45
  %58 = sub nsw i32 0, %49
  br label %60

59:                                               ; preds = %45
  br label %60

60:                                               ; preds = %59, %57
  %61 = phi i32 [ %58, %57 ], [ %49, %59 ]
  %62 = icmp slt i32 %55, 0
  br i1 %62, label %63, label %65

63:                                               ; preds = %60
  %64 = sub nsw i32 0, %55
  br label %66

65:                                               ; preds = %60
  br label %66

66:                                               ; preds = %65, %63
  %67 = phi i32 [ %64, %63 ], [ %55, %65 ]
  %68 = add nsw i32 %61, %67
  br label %69

69:                                               ; preds = %66
  %70 = getelementptr inbounds [4 x %struct.point], ptr %9, i64 0, i64 2
  %71 = load i32, ptr %70, align 8
  %72 = getelementptr inbounds [4 x %struct.point], ptr %9, i64 0, i64 1
  %73 = load i32, ptr %72, align 8
  %74 = sub nsw i32 %71, %73
  %75 = getelementptr inbounds [4 x %struct.point], ptr %9, i64 0, i64 2
  %76 = getelementptr inbounds nuw %struct.point, ptr %75, i32 0, i32 1
  %77 = load i32, ptr %76, align 4
  %78 = getelementptr inbounds [4 x %struct.point], ptr %9, i64 0, i64 1
  %79 = getelementptr inbounds nuw %struct.point, ptr %78, i32 0, i32 1
  %80 = load i32, ptr %79, align 4
  %81 = sub nsw i32 %77, %80
  %82 = icmp slt i32 %74, 0
  br i1 %82, label %84, label %83

83:                                               ; preds = %69
  br label %86

84:                                               ; preds = %69
  %85 = sub nsw i32 0, %74
  br label %86

86:                                               ; preds = %84, %83
  %87 = phi i32 [ %85, %84 ], [ %74, %83 ]
  %88 = icmp slt i32 %81, 0
  br i1 %88, label %90, label %89

89:                                               ; preds = %86
  br label %92

90:                                               ; preds = %86
  %91 = sub nsw i32 0, %81
  br label %92

92:                                               ; preds = %90, %89
  %93 = phi i32 [ %91, %90 ], [ %81, %89 ]
  %94 = add nsw i32 %87, %93
  %95 = add nsw i32 %68, %94
  br label %96

96:                                               ; preds = %92
  %97 = getelementptr inbounds [4 x %struct.point], ptr %9, i64 0, i64 3
  %98 = load i32, ptr %97, align 8
  %99 = getelementptr inbounds [4 x %struct.point], ptr %9, i64 0, i64 2
  %100 = load i32, ptr %99, align 8
  %101 = sub nsw i32 %98, %100
  %102 = getelementptr inbounds [4 x %struct.point], ptr %9, i64 0, i64 3
  %103 = getelementptr inbounds nuw %struct.point, ptr %102, i32 0, i32 1
  %104 = load i32, ptr %103, align 4
  %105 = getelementptr inbounds [4 x %struct.point], ptr %9, i64 0, i64 2
  %106 = getelementptr inbounds nuw %struct.point, ptr %105, i32 0, i32 1
  %107 = load i32, ptr %106, align 4
  %108 = sub nsw i32 %104, %107
  %109 = icmp slt i32 %101, 0
  br i1 %109, label %111, label %110

110:                                              ; preds = %96
  br label %113

111:                                              ; preds = %96
  %112 = sub nsw i32 0, %101
  br label %113

113:                                              ; preds = %111, %110
  %114 = phi i32 [ %112, %111 ], [ %101, %110 ]
  %115 = icmp slt i32 %108, 0
  br i1 %115, label %117, label %116

116:                                              ; preds = %113
  br label %119

117:                                              ; preds = %113
  %118 = sub nsw i32 0, %108
  br label %119

119:                                              ; preds = %117, %116
  %120 = phi i32 [ %118, %117 ], [ %108, %116 ]
  %121 = add nsw i32 %114, %120
  %122 = add nsw i32 %95, %121
  br label %123

123:                                              ; preds = %119
  store i32 %101, ptr %43, align 4
  store i32 %108, ptr %44, align 4
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %122)
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
  %3 = getelementptr inbounds nuw %struct.point, ptr %0, i32 0, i32 0
  %4 = load i32, ptr %3, align 4
  %5 = mul nsw i32 %4, %1
  store i32 %5, ptr %3, align 4
  %6 = getelementptr inbounds nuw %struct.point, ptr %0, i32 0, i32 1
  %7 = load i32, ptr %6, align 4
  %8 = mul nsw i32 %7, %1
  store i32 %8, ptr %6, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @area(ptr noundef %0) #0 {
  %2 = getelementptr inbounds nuw %struct.rect, ptr %0, i32 0, i32 1
  %3 = getelementptr inbounds nuw %struct.point, ptr %2, i32 0, i32 0
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds nuw %struct.rect, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds nuw %struct.point, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = sub nsw i32 %4, %7
  %9 = getelementptr inbounds nuw %struct.rect, ptr %0, i32 0, i32 1
  %10 = getelementptr inbounds nuw %struct.point, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds nuw %struct.rect, ptr %0, i32 0, i32 0
  %13 = getelementptr inbounds nuw %struct.point, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = sub nsw i32 %11, %14
  %16 = mul nsw i32 %8, %15
  ret i32 %16
}

; Function Attrs: noinline nounwind uwtable
define internal void @make(ptr dead_on_unwind noalias writable sret(%struct.padded) align 8 %0, i8 noundef signext %1, double noundef %2, i16 noundef signext %3) #0 {
  %5 = getelementptr inbounds nuw %struct.padded, ptr %0, i32 0, i32 0
  store i8 %1, ptr %5, align 8
  %6 = getelementptr inbounds nuw %struct.padded, ptr %0, i32 0, i32 1
  store double %2, ptr %6, align 8
  %7 = getelementptr inbounds nuw %struct.padded, ptr %0, i32 0, i32 2
  store i16 %3, ptr %7, align 8
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
