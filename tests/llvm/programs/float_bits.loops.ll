; ModuleID = 'float_bits.canon.ll'
source_filename = "float_bits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.xs = private unnamed_addr constant [7 x float] [float 0.000000e+00, float -0.000000e+00, float 1.500000e+00, float -2.250000e+00, float 0x47EFF933C0000000, float 0x36A0000000000000, float 0x3FB99999A0000000], align 16
@.str = private unnamed_addr constant [9 x i8] c"%08x %g\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [7 x float], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.main.xs, i64 28, i1 false)
  br label %2

2:                                                ; preds = %0
  %3 = load float, ptr %1, align 4
  %4 = call i32 @bits(float noundef %3)
  %5 = xor i32 %4, -2147483648
  %6 = call float @from_bits(i32 noundef %5)
  %7 = fpext float %6 to double
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %4, double noundef %7)
  br label %9

9:                                                ; preds = %2
  %10 = getelementptr inbounds [7 x float], ptr %1, i64 0, i64 1
  %11 = load float, ptr %10, align 4
  %12 = call i32 @bits(float noundef %11)
  %13 = mul i32 %4, 31
  %14 = add i32 %13, %12
  %15 = xor i32 %12, -2147483648
  %16 = call float @from_bits(i32 noundef %15)
  %17 = fpext float %16 to double
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %12, double noundef %17)
  br label %19

19:                                               ; preds = %9
  %20 = getelementptr inbounds [7 x float], ptr %1, i64 0, i64 2
  %21 = load float, ptr %20, align 4
  %22 = call i32 @bits(float noundef %21)
  %23 = mul i32 %14, 31
  %24 = add i32 %23, %22
  %25 = xor i32 %22, -2147483648
  %26 = call float @from_bits(i32 noundef %25)
  %27 = fpext float %26 to double
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %22, double noundef %27)
  br label %29

29:                                               ; preds = %19
  %30 = getelementptr inbounds [7 x float], ptr %1, i64 0, i64 3
  %31 = load float, ptr %30, align 4
  %32 = call i32 @bits(float noundef %31)
  %33 = mul i32 %24, 31
  %34 = add i32 %33, %32
  %35 = xor i32 %32, -2147483648
  %36 = call float @from_bits(i32 noundef %35)
  %37 = fpext float %36 to double
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %32, double noundef %37)
  br label %39

39:                                               ; preds = %29
  %40 = getelementptr inbounds [7 x float], ptr %1, i64 0, i64 4
  %41 = load float, ptr %40, align 4
  %42 = call i32 @bits(float noundef %41)
  %43 = mul i32 %34, 31
  %44 = add i32 %43, %42
  %45 = xor i32 %42, -2147483648
  %46 = call float @from_bits(i32 noundef %45)
  %47 = fpext float %46 to double
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %42, double noundef %47)
  br label %49

49:                                               ; preds = %39
  %50 = getelementptr inbounds [7 x float], ptr %1, i64 0, i64 5
  %51 = load float, ptr %50, align 4
  %52 = call i32 @bits(float noundef %51)
  %53 = mul i32 %44, 31
  %54 = add i32 %53, %52
  %55 = xor i32 %52, -2147483648
  %56 = call float @from_bits(i32 noundef %55)
  %57 = fpext float %56 to double
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %52, double noundef %57)
  br label %59

59:                                               ; preds = %49
  %60 = getelementptr inbounds [7 x float], ptr %1, i64 0, i64 6
  %61 = load float, ptr %60, align 4
  %62 = call i32 @bits(float noundef %61)
  %63 = mul i32 %54, 31
  %64 = add i32 %63, %62
  %65 = xor i32 %62, -2147483648
  %66 = call float @from_bits(i32 noundef %65)
  %67 = fpext float %66 to double
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %62, double noundef %67)
  br label %69

69:                                               ; preds = %59
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %64)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @bits(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  store float %0, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %2, i64 4, i1 false)
  %4 = load i32, ptr %3, align 4
  ret i32 %4
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal float @from_bits(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca float, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %2, i64 4, i1 false)
  %4 = load float, ptr %3, align 4
  ret float %4
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
