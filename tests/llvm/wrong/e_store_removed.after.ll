; WRONG: @scale no longer stores p->x * k back, so d.x stays 2 instead of 6
; after: tests/llvm/programs/structs.canon.ll edited by hand
; ModuleID = 'structs.O0.ll'
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
  br label %43

43:                                               ; preds = %94, %0
  %.01 = phi i32 [ 0, %0 ], [ %93, %94 ]
  %.0 = phi i32 [ 1, %0 ], [ %95, %94 ]
  %44 = icmp slt i32 %.0, 4
  br i1 %44, label %45, label %96

45:                                               ; preds = %43
  %46 = getelementptr inbounds nuw %struct.point, ptr %10, i32 0, i32 0
  %47 = sext i32 %.0 to i64
  %48 = getelementptr inbounds [4 x %struct.point], ptr %9, i64 0, i64 %47
  %49 = getelementptr inbounds nuw %struct.point, ptr %48, i32 0, i32 0
  %50 = load i32, ptr %49, align 8
  %51 = sub nsw i32 %.0, 1
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [4 x %struct.point], ptr %9, i64 0, i64 %52
  %54 = getelementptr inbounds nuw %struct.point, ptr %53, i32 0, i32 0
  %55 = load i32, ptr %54, align 8
  %56 = sub nsw i32 %50, %55
  store i32 %56, ptr %46, align 4
  %57 = getelementptr inbounds nuw %struct.point, ptr %10, i32 0, i32 1
  %58 = sext i32 %.0 to i64
  %59 = getelementptr inbounds [4 x %struct.point], ptr %9, i64 0, i64 %58
  %60 = getelementptr inbounds nuw %struct.point, ptr %59, i32 0, i32 1
  %61 = load i32, ptr %60, align 4
  %62 = sub nsw i32 %.0, 1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [4 x %struct.point], ptr %9, i64 0, i64 %63
  %65 = getelementptr inbounds nuw %struct.point, ptr %64, i32 0, i32 1
  %66 = load i32, ptr %65, align 4
  %67 = sub nsw i32 %61, %66
  store i32 %67, ptr %57, align 4
  %68 = getelementptr inbounds nuw %struct.point, ptr %10, i32 0, i32 0
  %69 = load i32, ptr %68, align 4
  %70 = icmp slt i32 %69, 0
  br i1 %70, label %71, label %75

71:                                               ; preds = %45
  %72 = getelementptr inbounds nuw %struct.point, ptr %10, i32 0, i32 0
  %73 = load i32, ptr %72, align 4
  %74 = sub nsw i32 0, %73
  br label %78

75:                                               ; preds = %45
  %76 = getelementptr inbounds nuw %struct.point, ptr %10, i32 0, i32 0
  %77 = load i32, ptr %76, align 4
  br label %78

78:                                               ; preds = %75, %71
  %79 = phi i32 [ %74, %71 ], [ %77, %75 ]
  %80 = getelementptr inbounds nuw %struct.point, ptr %10, i32 0, i32 1
  %81 = load i32, ptr %80, align 4
  %82 = icmp slt i32 %81, 0
  br i1 %82, label %83, label %87

83:                                               ; preds = %78
  %84 = getelementptr inbounds nuw %struct.point, ptr %10, i32 0, i32 1
  %85 = load i32, ptr %84, align 4
  %86 = sub nsw i32 0, %85
  br label %90

87:                                               ; preds = %78
  %88 = getelementptr inbounds nuw %struct.point, ptr %10, i32 0, i32 1
  %89 = load i32, ptr %88, align 4
  br label %90

90:                                               ; preds = %87, %83
  %91 = phi i32 [ %86, %83 ], [ %89, %87 ]
  %92 = add nsw i32 %79, %91
  %93 = add nsw i32 %.01, %92
  br label %94

94:                                               ; preds = %90
  %95 = add nsw i32 %.0, 1
  br label %43, !llvm.loop !6

96:                                               ; preds = %43
  %.01.lcssa = phi i32 [ %.01, %43 ]
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %.01.lcssa)
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
