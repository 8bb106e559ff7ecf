; ModuleID = 'struct_values.O0.ll'
source_filename = "struct_values.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pair = type { i64, i64 }
%struct.point = type { double, double }
%struct.mixed = type { i32, i8, i64 }

@.str = private unnamed_addr constant [25 x i8] c"%ld %.3f %.3f %d %c %ld\0A\00", align 1
@__const.main.cases = private unnamed_addr constant [5 x [2 x i64]] [[2 x i64] [i64 1, i64 2], [2 x i64] [i64 2147483647, i64 1], [2 x i64] [i64 3, i64 5], [2 x i64] [i64 4611686018427387904, i64 2], [2 x i64] [i64 -2147483648, i64 -1]], align 16
@.str.1 = private unnamed_addr constant [28 x i8] c"%ld %ld: flags %d, sum %ld\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca %struct.pair, align 8
  %2 = alloca %struct.pair, align 8
  %3 = alloca %struct.point, align 8
  %4 = alloca %struct.point, align 8
  %5 = alloca %struct.point, align 8
  %6 = alloca %struct.mixed, align 8
  %7 = alloca %struct.mixed, align 8
  %8 = alloca [5 x [2 x i64]], align 16
  %9 = alloca i64, align 8
  br label %10

10:                                               ; preds = %32, %0
  %.02 = phi i64 [ 0, %0 ], [ %33, %32 ]
  %.01 = phi i64 [ 0, %0 ], [ %31, %32 ]
  %11 = icmp slt i64 %.02, 10
  br i1 %11, label %12, label %34

12:                                               ; preds = %10
  %13 = getelementptr inbounds nuw %struct.pair, ptr %1, i32 0, i32 0
  %14 = mul nsw i64 %.02, 3
  store i64 %14, ptr %13, align 8
  %15 = getelementptr inbounds nuw %struct.pair, ptr %1, i32 0, i32 1
  %16 = add nsw i64 %.02, 7
  store i64 %16, ptr %15, align 8
  %17 = getelementptr inbounds nuw { i64, i64 }, ptr %1, i32 0, i32 0
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds nuw { i64, i64 }, ptr %1, i32 0, i32 1
  %20 = load i64, ptr %19, align 8
  %21 = call { i64, i64 } @twist(i64 %18, i64 %20, i64 noundef %.02)
  %22 = getelementptr inbounds nuw { i64, i64 }, ptr %2, i32 0, i32 0
  %23 = extractvalue { i64, i64 } %21, 0
  store i64 %23, ptr %22, align 8
  %24 = getelementptr inbounds nuw { i64, i64 }, ptr %2, i32 0, i32 1
  %25 = extractvalue { i64, i64 } %21, 1
  store i64 %25, ptr %24, align 8
  %26 = getelementptr inbounds nuw %struct.pair, ptr %2, i32 0, i32 0
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr inbounds nuw %struct.pair, ptr %2, i32 0, i32 1
  %29 = load i64, ptr %28, align 8
  %30 = xor i64 %27, %29
  %31 = add nsw i64 %.01, %30
  br label %32

32:                                               ; preds = %12
  %33 = add nsw i64 %.02, 1
  br label %10, !llvm.loop !6

34:                                               ; preds = %10
  %.01.lcssa = phi i64 [ %.01, %10 ]
  %35 = getelementptr inbounds nuw %struct.point, ptr %4, i32 0, i32 0
  store double 1.500000e+00, ptr %35, align 8
  %36 = getelementptr inbounds nuw %struct.point, ptr %4, i32 0, i32 1
  store double -2.000000e+00, ptr %36, align 8
  %37 = getelementptr inbounds nuw %struct.point, ptr %5, i32 0, i32 0
  store double 4.000000e+00, ptr %37, align 8
  %38 = getelementptr inbounds nuw %struct.point, ptr %5, i32 0, i32 1
  store double 8.250000e+00, ptr %38, align 8
  %39 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 0
  %40 = load double, ptr %39, align 8
  %41 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 1
  %42 = load double, ptr %41, align 8
  %43 = getelementptr inbounds nuw { double, double }, ptr %5, i32 0, i32 0
  %44 = load double, ptr %43, align 8
  %45 = getelementptr inbounds nuw { double, double }, ptr %5, i32 0, i32 1
  %46 = load double, ptr %45, align 8
  %47 = call { double, double } @mid(double %40, double %42, double %44, double %46)
  %48 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 0
  %49 = extractvalue { double, double } %47, 0
  store double %49, ptr %48, align 8
  %50 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 1
  %51 = extractvalue { double, double } %47, 1
  store double %51, ptr %50, align 8
  %52 = getelementptr inbounds nuw %struct.mixed, ptr %7, i32 0, i32 0
  store i32 41, ptr %52, align 8
  %53 = getelementptr inbounds nuw %struct.mixed, ptr %7, i32 0, i32 1
  store i8 97, ptr %53, align 4
  %54 = getelementptr i8, ptr %7, i64 5
  call void @llvm.memset.p0.i64(ptr align 1 %54, i8 0, i64 3, i1 false)
  %55 = getelementptr inbounds nuw %struct.mixed, ptr %7, i32 0, i32 2
  store i64 -7, ptr %55, align 8
  %56 = getelementptr inbounds nuw { i64, i64 }, ptr %7, i32 0, i32 0
  %57 = load i64, ptr %56, align 8
  %58 = getelementptr inbounds nuw { i64, i64 }, ptr %7, i32 0, i32 1
  %59 = load i64, ptr %58, align 8
  %60 = call { i64, i64 } @bump(i64 %57, i64 %59)
  %61 = getelementptr inbounds nuw { i64, i64 }, ptr %6, i32 0, i32 0
  %62 = extractvalue { i64, i64 } %60, 0
  store i64 %62, ptr %61, align 8
  %63 = getelementptr inbounds nuw { i64, i64 }, ptr %6, i32 0, i32 1
  %64 = extractvalue { i64, i64 } %60, 1
  store i64 %64, ptr %63, align 8
  %65 = getelementptr inbounds nuw %struct.point, ptr %3, i32 0, i32 0
  %66 = load double, ptr %65, align 8
  %67 = getelementptr inbounds nuw %struct.point, ptr %3, i32 0, i32 1
  %68 = load double, ptr %67, align 8
  %69 = getelementptr inbounds nuw %struct.mixed, ptr %6, i32 0, i32 0
  %70 = load i32, ptr %69, align 8
  %71 = getelementptr inbounds nuw %struct.mixed, ptr %6, i32 0, i32 1
  %72 = load i8, ptr %71, align 4
  %73 = sext i8 %72 to i32
  %74 = getelementptr inbounds nuw %struct.mixed, ptr %6, i32 0, i32 2
  %75 = load i64, ptr %74, align 8
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %.01.lcssa, double noundef %66, double noundef %68, i32 noundef %70, i32 noundef %73, i64 noundef %75)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.main.cases, i64 80, i1 false)
  br label %77

77:                                               ; preds = %99, %34
  %.0 = phi i32 [ 0, %34 ], [ %100, %99 ]
  %78 = icmp slt i32 %.0, 5
  br i1 %78, label %79, label %101

79:                                               ; preds = %77
  %80 = sext i32 %.0 to i64
  %81 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 %80
  %82 = getelementptr inbounds [2 x i64], ptr %81, i64 0, i64 0
  %83 = load i64, ptr %82, align 16
  %84 = sext i32 %.0 to i64
  %85 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 %84
  %86 = getelementptr inbounds [2 x i64], ptr %85, i64 0, i64 1
  %87 = load i64, ptr %86, align 8
  %88 = call i32 @checked(i64 noundef %83, i64 noundef %87, ptr noundef %9)
  %89 = sext i32 %.0 to i64
  %90 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 %89
  %91 = getelementptr inbounds [2 x i64], ptr %90, i64 0, i64 0
  %92 = load i64, ptr %91, align 16
  %93 = sext i32 %.0 to i64
  %94 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 %93
  %95 = getelementptr inbounds [2 x i64], ptr %94, i64 0, i64 1
  %96 = load i64, ptr %95, align 8
  %97 = load i64, ptr %9, align 8
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %92, i64 noundef %96, i32 noundef %88, i64 noundef %97)
  br label %99

99:                                               ; preds = %79
  %100 = add nsw i32 %.0, 1
  br label %77, !llvm.loop !8

101:                                              ; preds = %77
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal { i64, i64 } @twist(i64 %0, i64 %1, i64 noundef %2) #0 {
  %4 = alloca %struct.pair, align 8
  %5 = alloca %struct.pair, align 8
  %6 = getelementptr inbounds nuw { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %6, align 8
  %7 = getelementptr inbounds nuw { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %7, align 8
  %8 = getelementptr inbounds nuw %struct.pair, ptr %4, i32 0, i32 0
  %9 = getelementptr inbounds nuw %struct.pair, ptr %5, i32 0, i32 1
  %10 = load i64, ptr %9, align 8
  %11 = mul nsw i64 %10, %2
  store i64 %11, ptr %8, align 8
  %12 = getelementptr inbounds nuw %struct.pair, ptr %4, i32 0, i32 1
  %13 = getelementptr inbounds nuw %struct.pair, ptr %5, i32 0, i32 0
  %14 = load i64, ptr %13, align 8
  %15 = sub nsw i64 %14, %2
  store i64 %15, ptr %12, align 8
  %16 = load { i64, i64 }, ptr %4, align 8
  ret { i64, i64 } %16
}

; Function Attrs: noinline nounwind uwtable
define internal { double, double } @mid(double %0, double %1, double %2, double %3) #0 {
  %5 = alloca %struct.point, align 8
  %6 = alloca %struct.point, align 8
  %7 = alloca %struct.point, align 8
  %8 = getelementptr inbounds nuw { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds nuw { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds nuw %struct.point, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds nuw %struct.point, ptr %6, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds nuw %struct.point, ptr %7, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = fadd double %14, %16
  %18 = fdiv double %17, 2.000000e+00
  store double %18, ptr %12, align 8
  %19 = getelementptr inbounds nuw %struct.point, ptr %5, i32 0, i32 1
  %20 = getelementptr inbounds nuw %struct.point, ptr %6, i32 0, i32 1
  %21 = load double, ptr %20, align 8
  %22 = getelementptr inbounds nuw %struct.point, ptr %7, i32 0, i32 1
  %23 = load double, ptr %22, align 8
  %24 = fadd double %21, %23
  %25 = fdiv double %24, 2.000000e+00
  store double %25, ptr %19, align 8
  %26 = load { double, double }, ptr %5, align 8
  ret { double, double } %26
}

; Function Attrs: noinline nounwind uwtable
define internal { i64, i64 } @bump(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.mixed, align 8
  %4 = alloca %struct.mixed, align 8
  %5 = getelementptr inbounds nuw { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds nuw { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = getelementptr inbounds nuw %struct.mixed, ptr %4, i32 0, i32 0
  %8 = load i32, ptr %7, align 8
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr %7, align 8
  %10 = getelementptr inbounds nuw %struct.mixed, ptr %4, i32 0, i32 1
  %11 = load i8, ptr %10, align 4
  %12 = sext i8 %11 to i32
  %13 = add nsw i32 %12, 2
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds nuw %struct.mixed, ptr %4, i32 0, i32 1
  store i8 %14, ptr %15, align 4
  %16 = getelementptr inbounds nuw %struct.mixed, ptr %4, i32 0, i32 2
  %17 = load i64, ptr %16, align 8
  %18 = mul nsw i64 %17, 3
  store i64 %18, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %4, i64 16, i1 false)
  %19 = load { i64, i64 }, ptr %3, align 8
  ret { i64, i64 } %19
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

; Function Attrs: noinline nounwind uwtable
define internal i32 @checked(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = trunc i64 %0 to i32
  %5 = trunc i64 %1 to i32
  %6 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 %5)
  %7 = extractvalue { i32, i1 } %6, 1
  %8 = extractvalue { i32, i1 } %6, 0
  %9 = zext i1 %7 to i32
  %10 = or i32 0, %9
  %11 = trunc i64 %0 to i32
  %12 = trunc i64 %1 to i32
  %13 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %11, i32 %12)
  %14 = extractvalue { i32, i1 } %13, 1
  %15 = extractvalue { i32, i1 } %13, 0
  %16 = zext i1 %14 to i32
  %17 = shl i32 %16, 1
  %18 = or i32 %10, %17
  %19 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %0, i64 %1)
  %20 = extractvalue { i64, i1 } %19, 1
  %21 = extractvalue { i64, i1 } %19, 0
  %22 = zext i1 %20 to i32
  %23 = shl i32 %22, 2
  %24 = or i32 %18, %23
  %25 = sext i32 %8 to i64
  %26 = zext i32 %15 to i64
  %27 = add nsw i64 %25, %26
  %28 = add nsw i64 %27, %21
  store i64 %28, ptr %2, align 8
  ret i32 %24
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
