; ModuleID = 'struct_values.c'
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
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca %struct.pair, align 8
  %5 = alloca %struct.pair, align 8
  %6 = alloca %struct.point, align 8
  %7 = alloca %struct.point, align 8
  %8 = alloca %struct.point, align 8
  %9 = alloca %struct.mixed, align 8
  %10 = alloca %struct.mixed, align 8
  %11 = alloca [5 x [2 x i64]], align 16
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  br label %15

15:                                               ; preds = %42, %0
  %16 = load i64, ptr %3, align 8
  %17 = icmp slt i64 %16, 10
  br i1 %17, label %18, label %45

18:                                               ; preds = %15
  %19 = getelementptr inbounds nuw %struct.pair, ptr %4, i32 0, i32 0
  %20 = load i64, ptr %3, align 8
  %21 = mul nsw i64 %20, 3
  store i64 %21, ptr %19, align 8
  %22 = getelementptr inbounds nuw %struct.pair, ptr %4, i32 0, i32 1
  %23 = load i64, ptr %3, align 8
  %24 = add nsw i64 %23, 7
  store i64 %24, ptr %22, align 8
  %25 = load i64, ptr %3, align 8
  %26 = getelementptr inbounds nuw { i64, i64 }, ptr %4, i32 0, i32 0
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr inbounds nuw { i64, i64 }, ptr %4, i32 0, i32 1
  %29 = load i64, ptr %28, align 8
  %30 = call { i64, i64 } @twist(i64 %27, i64 %29, i64 noundef %25)
  %31 = getelementptr inbounds nuw { i64, i64 }, ptr %5, i32 0, i32 0
  %32 = extractvalue { i64, i64 } %30, 0
  store i64 %32, ptr %31, align 8
  %33 = getelementptr inbounds nuw { i64, i64 }, ptr %5, i32 0, i32 1
  %34 = extractvalue { i64, i64 } %30, 1
  store i64 %34, ptr %33, align 8
  %35 = getelementptr inbounds nuw %struct.pair, ptr %5, i32 0, i32 0
  %36 = load i64, ptr %35, align 8
  %37 = getelementptr inbounds nuw %struct.pair, ptr %5, i32 0, i32 1
  %38 = load i64, ptr %37, align 8
  %39 = xor i64 %36, %38
  %40 = load i64, ptr %2, align 8
  %41 = add nsw i64 %40, %39
  store i64 %41, ptr %2, align 8
  br label %42

42:                                               ; preds = %18
  %43 = load i64, ptr %3, align 8
  %44 = add nsw i64 %43, 1
  store i64 %44, ptr %3, align 8
  br label %15, !llvm.loop !6

45:                                               ; preds = %15
  %46 = getelementptr inbounds nuw %struct.point, ptr %7, i32 0, i32 0
  store double 1.500000e+00, ptr %46, align 8
  %47 = getelementptr inbounds nuw %struct.point, ptr %7, i32 0, i32 1
  store double -2.000000e+00, ptr %47, align 8
  %48 = getelementptr inbounds nuw %struct.point, ptr %8, i32 0, i32 0
  store double 4.000000e+00, ptr %48, align 8
  %49 = getelementptr inbounds nuw %struct.point, ptr %8, i32 0, i32 1
  store double 8.250000e+00, ptr %49, align 8
  %50 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 0
  %51 = load double, ptr %50, align 8
  %52 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 1
  %53 = load double, ptr %52, align 8
  %54 = getelementptr inbounds nuw { double, double }, ptr %8, i32 0, i32 0
  %55 = load double, ptr %54, align 8
  %56 = getelementptr inbounds nuw { double, double }, ptr %8, i32 0, i32 1
  %57 = load double, ptr %56, align 8
  %58 = call { double, double } @mid(double %51, double %53, double %55, double %57)
  %59 = getelementptr inbounds nuw { double, double }, ptr %6, i32 0, i32 0
  %60 = extractvalue { double, double } %58, 0
  store double %60, ptr %59, align 8
  %61 = getelementptr inbounds nuw { double, double }, ptr %6, i32 0, i32 1
  %62 = extractvalue { double, double } %58, 1
  store double %62, ptr %61, align 8
  %63 = getelementptr inbounds nuw %struct.mixed, ptr %10, i32 0, i32 0
  store i32 41, ptr %63, align 8
  %64 = getelementptr inbounds nuw %struct.mixed, ptr %10, i32 0, i32 1
  store i8 97, ptr %64, align 4
  %65 = getelementptr i8, ptr %10, i64 5
  call void @llvm.memset.p0.i64(ptr align 1 %65, i8 0, i64 3, i1 false)
  %66 = getelementptr inbounds nuw %struct.mixed, ptr %10, i32 0, i32 2
  store i64 -7, ptr %66, align 8
  %67 = getelementptr inbounds nuw { i64, i64 }, ptr %10, i32 0, i32 0
  %68 = load i64, ptr %67, align 8
  %69 = getelementptr inbounds nuw { i64, i64 }, ptr %10, i32 0, i32 1
  %70 = load i64, ptr %69, align 8
  %71 = call { i64, i64 } @bump(i64 %68, i64 %70)
  %72 = getelementptr inbounds nuw { i64, i64 }, ptr %9, i32 0, i32 0
  %73 = extractvalue { i64, i64 } %71, 0
  store i64 %73, ptr %72, align 8
  %74 = getelementptr inbounds nuw { i64, i64 }, ptr %9, i32 0, i32 1
  %75 = extractvalue { i64, i64 } %71, 1
  store i64 %75, ptr %74, align 8
  %76 = load i64, ptr %2, align 8
  %77 = getelementptr inbounds nuw %struct.point, ptr %6, i32 0, i32 0
  %78 = load double, ptr %77, align 8
  %79 = getelementptr inbounds nuw %struct.point, ptr %6, i32 0, i32 1
  %80 = load double, ptr %79, align 8
  %81 = getelementptr inbounds nuw %struct.mixed, ptr %9, i32 0, i32 0
  %82 = load i32, ptr %81, align 8
  %83 = getelementptr inbounds nuw %struct.mixed, ptr %9, i32 0, i32 1
  %84 = load i8, ptr %83, align 4
  %85 = sext i8 %84 to i32
  %86 = getelementptr inbounds nuw %struct.mixed, ptr %9, i32 0, i32 2
  %87 = load i64, ptr %86, align 8
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %76, double noundef %78, double noundef %80, i32 noundef %82, i32 noundef %85, i64 noundef %87)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 @__const.main.cases, i64 80, i1 false)
  store i32 0, ptr %12, align 4
  br label %89

89:                                               ; preds = %117, %45
  %90 = load i32, ptr %12, align 4
  %91 = icmp slt i32 %90, 5
  br i1 %91, label %92, label %120

92:                                               ; preds = %89
  %93 = load i32, ptr %12, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [5 x [2 x i64]], ptr %11, i64 0, i64 %94
  %96 = getelementptr inbounds [2 x i64], ptr %95, i64 0, i64 0
  %97 = load i64, ptr %96, align 16
  %98 = load i32, ptr %12, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [5 x [2 x i64]], ptr %11, i64 0, i64 %99
  %101 = getelementptr inbounds [2 x i64], ptr %100, i64 0, i64 1
  %102 = load i64, ptr %101, align 8
  %103 = call i32 @checked(i64 noundef %97, i64 noundef %102, ptr noundef %13)
  store i32 %103, ptr %14, align 4
  %104 = load i32, ptr %12, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [5 x [2 x i64]], ptr %11, i64 0, i64 %105
  %107 = getelementptr inbounds [2 x i64], ptr %106, i64 0, i64 0
  %108 = load i64, ptr %107, align 16
  %109 = load i32, ptr %12, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [5 x [2 x i64]], ptr %11, i64 0, i64 %110
  %112 = getelementptr inbounds [2 x i64], ptr %111, i64 0, i64 1
  %113 = load i64, ptr %112, align 8
  %114 = load i32, ptr %14, align 4
  %115 = load i64, ptr %13, align 8
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %108, i64 noundef %113, i32 noundef %114, i64 noundef %115)
  br label %117

117:                                              ; preds = %92
  %118 = load i32, ptr %12, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %12, align 4
  br label %89, !llvm.loop !8

120:                                              ; preds = %89
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal { i64, i64 } @twist(i64 %0, i64 %1, i64 noundef %2) #0 {
  %4 = alloca %struct.pair, align 8
  %5 = alloca %struct.pair, align 8
  %6 = alloca i64, align 8
  %7 = getelementptr inbounds nuw { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %7, align 8
  %8 = getelementptr inbounds nuw { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %8, align 8
  store i64 %2, ptr %6, align 8
  %9 = getelementptr inbounds nuw %struct.pair, ptr %4, i32 0, i32 0
  %10 = getelementptr inbounds nuw %struct.pair, ptr %5, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  %12 = load i64, ptr %6, align 8
  %13 = mul nsw i64 %11, %12
  store i64 %13, ptr %9, align 8
  %14 = getelementptr inbounds nuw %struct.pair, ptr %4, i32 0, i32 1
  %15 = getelementptr inbounds nuw %struct.pair, ptr %5, i32 0, i32 0
  %16 = load i64, ptr %15, align 8
  %17 = load i64, ptr %6, align 8
  %18 = sub nsw i64 %16, %17
  store i64 %18, ptr %14, align 8
  %19 = load { i64, i64 }, ptr %4, align 8
  ret { i64, i64 } %19
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
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  %11 = load i64, ptr %4, align 8
  %12 = trunc i64 %11 to i32
  %13 = load i64, ptr %5, align 8
  %14 = trunc i64 %13 to i32
  %15 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %12, i32 %14)
  %16 = extractvalue { i32, i1 } %15, 1
  %17 = extractvalue { i32, i1 } %15, 0
  store i32 %17, ptr %8, align 4
  %18 = zext i1 %16 to i32
  %19 = load i32, ptr %7, align 4
  %20 = or i32 %19, %18
  store i32 %20, ptr %7, align 4
  %21 = load i64, ptr %4, align 8
  %22 = trunc i64 %21 to i32
  %23 = load i64, ptr %5, align 8
  %24 = trunc i64 %23 to i32
  %25 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %22, i32 %24)
  %26 = extractvalue { i32, i1 } %25, 1
  %27 = extractvalue { i32, i1 } %25, 0
  store i32 %27, ptr %9, align 4
  %28 = zext i1 %26 to i32
  %29 = shl i32 %28, 1
  %30 = load i32, ptr %7, align 4
  %31 = or i32 %30, %29
  store i32 %31, ptr %7, align 4
  %32 = load i64, ptr %4, align 8
  %33 = load i64, ptr %5, align 8
  %34 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %32, i64 %33)
  %35 = extractvalue { i64, i1 } %34, 1
  %36 = extractvalue { i64, i1 } %34, 0
  store i64 %36, ptr %10, align 8
  %37 = zext i1 %35 to i32
  %38 = shl i32 %37, 2
  %39 = load i32, ptr %7, align 4
  %40 = or i32 %39, %38
  store i32 %40, ptr %7, align 4
  %41 = load i32, ptr %8, align 4
  %42 = sext i32 %41 to i64
  %43 = load i32, ptr %9, align 4
  %44 = zext i32 %43 to i64
  %45 = add nsw i64 %42, %44
  %46 = load i64, ptr %10, align 8
  %47 = add nsw i64 %45, %46
  %48 = load ptr, ptr %6, align 8
  store i64 %47, ptr %48, align 8
  %49 = load i32, ptr %7, align 4
  ret i32 %49
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
