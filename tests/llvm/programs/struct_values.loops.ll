; ModuleID = 'struct_values.canon.ll'
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
  %10 = getelementptr inbounds nuw %struct.pair, ptr %1, i32 0, i32 0
  %11 = getelementptr inbounds nuw %struct.pair, ptr %1, i32 0, i32 1
  %12 = getelementptr inbounds nuw { i64, i64 }, ptr %2, i32 0, i32 0
  %13 = getelementptr inbounds nuw { i64, i64 }, ptr %2, i32 0, i32 1
  %.promoted = load i64, ptr %10, align 8
  %.promoted1 = load i64, ptr %11, align 8
  %.promoted3 = load i64, ptr %12, align 8
  %.promoted5 = load i64, ptr %13, align 8
  br label %14

14:                                               ; preds = %0
  %15 = call { i64, i64 } @twist(i64 0, i64 7, i64 noundef 0)
  %16 = extractvalue { i64, i64 } %15, 0
  %17 = extractvalue { i64, i64 } %15, 1
  %18 = xor i64 %16, %17
  br label %19

19:                                               ; preds = %14
  %20 = call { i64, i64 } @twist(i64 3, i64 8, i64 noundef 1)
  %21 = extractvalue { i64, i64 } %20, 0
  %22 = extractvalue { i64, i64 } %20, 1
  %23 = xor i64 %21, %22
  %24 = add nsw i64 %18, %23
  br label %25

25:                                               ; preds = %19
  %26 = call { i64, i64 } @twist(i64 6, i64 9, i64 noundef 2)
  %27 = extractvalue { i64, i64 } %26, 0
  %28 = extractvalue { i64, i64 } %26, 1
  %29 = xor i64 %27, %28
  %30 = add nsw i64 %24, %29
  br label %31

31:                                               ; preds = %25
  %32 = call { i64, i64 } @twist(i64 9, i64 10, i64 noundef 3)
  %33 = extractvalue { i64, i64 } %32, 0
  %34 = extractvalue { i64, i64 } %32, 1
  %35 = xor i64 %33, %34
  %36 = add nsw i64 %30, %35
  br label %37

37:                                               ; preds = %31
  %38 = call { i64, i64 } @twist(i64 12, i64 11, i64 noundef 4)
  %39 = extractvalue { i64, i64 } %38, 0
  %40 = extractvalue { i64, i64 } %38, 1
  %41 = xor i64 %39, %40
  %42 = add nsw i64 %36, %41
  br label %43

43:                                               ; preds = %37
  %44 = call { i64, i64 } @twist(i64 15, i64 12, i64 noundef 5)
  %45 = extractvalue { i64, i64 } %44, 0
  %46 = extractvalue { i64, i64 } %44, 1
  %47 = xor i64 %45, %46
  %48 = add nsw i64 %42, %47
  br label %49

49:                                               ; preds = %43
  %50 = call { i64, i64 } @twist(i64 18, i64 13, i64 noundef 6)
  %51 = extractvalue { i64, i64 } %50, 0
  %52 = extractvalue { i64, i64 } %50, 1
  %53 = xor i64 %51, %52
  %54 = add nsw i64 %48, %53
  br label %55

55:                                               ; preds = %49
  %56 = call { i64, i64 } @twist(i64 21, i64 14, i64 noundef 7)
  %57 = extractvalue { i64, i64 } %56, 0
  %58 = extractvalue { i64, i64 } %56, 1
  %59 = xor i64 %57, %58
  %60 = add nsw i64 %54, %59
  br label %61

61:                                               ; preds = %55
  %62 = call { i64, i64 } @twist(i64 24, i64 15, i64 noundef 8)
  %63 = extractvalue { i64, i64 } %62, 0
  %64 = extractvalue { i64, i64 } %62, 1
  %65 = xor i64 %63, %64
  %66 = add nsw i64 %60, %65
  br label %67

67:                                               ; preds = %61
  %68 = call { i64, i64 } @twist(i64 27, i64 16, i64 noundef 9)
  %69 = extractvalue { i64, i64 } %68, 0
  %70 = extractvalue { i64, i64 } %68, 1
  %71 = xor i64 %69, %70
  %72 = add nsw i64 %66, %71
  br label %73

73:                                               ; preds = %67
  store i64 27, ptr %10, align 8
  store i64 16, ptr %11, align 8
  store i64 %69, ptr %12, align 8
  store i64 %70, ptr %13, align 8
  store double 1.500000e+00, ptr %4, align 8
  %74 = getelementptr inbounds nuw %struct.point, ptr %4, i32 0, i32 1
  store double -2.000000e+00, ptr %74, align 8
  store double 4.000000e+00, ptr %5, align 8
  %75 = getelementptr inbounds nuw %struct.point, ptr %5, i32 0, i32 1
  store double 8.250000e+00, ptr %75, align 8
  %76 = load double, ptr %4, align 8
  %77 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 1
  %78 = load double, ptr %77, align 8
  %79 = load double, ptr %5, align 8
  %80 = getelementptr inbounds nuw { double, double }, ptr %5, i32 0, i32 1
  %81 = load double, ptr %80, align 8
  %82 = call { double, double } @mid(double %76, double %78, double %79, double %81)
  %83 = extractvalue { double, double } %82, 0
  store double %83, ptr %3, align 8
  %84 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 1
  %85 = extractvalue { double, double } %82, 1
  store double %85, ptr %84, align 8
  store i32 41, ptr %7, align 8
  %86 = getelementptr inbounds nuw %struct.mixed, ptr %7, i32 0, i32 1
  store i8 97, ptr %86, align 4
  %87 = getelementptr i8, ptr %7, i64 5
  call void @llvm.memset.p0.i64(ptr align 1 %87, i8 0, i64 3, i1 false)
  %88 = getelementptr inbounds nuw %struct.mixed, ptr %7, i32 0, i32 2
  store i64 -7, ptr %88, align 8
  %89 = load i64, ptr %7, align 8
  %90 = getelementptr inbounds nuw { i64, i64 }, ptr %7, i32 0, i32 1
  %91 = load i64, ptr %90, align 8
  %92 = call { i64, i64 } @bump(i64 %89, i64 %91)
  %93 = extractvalue { i64, i64 } %92, 0
  store i64 %93, ptr %6, align 8
  %94 = getelementptr inbounds nuw { i64, i64 }, ptr %6, i32 0, i32 1
  %95 = extractvalue { i64, i64 } %92, 1
  store i64 %95, ptr %94, align 8
  %96 = load double, ptr %3, align 8
  %97 = getelementptr inbounds nuw %struct.point, ptr %3, i32 0, i32 1
  %98 = load double, ptr %97, align 8
  %99 = load i32, ptr %6, align 8
  %100 = getelementptr inbounds nuw %struct.mixed, ptr %6, i32 0, i32 1
  %101 = load i8, ptr %100, align 4
  %102 = sext i8 %101 to i32
  %103 = getelementptr inbounds nuw %struct.mixed, ptr %6, i32 0, i32 2
  %104 = load i64, ptr %103, align 8
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %72, double noundef %96, double noundef %98, i32 noundef %99, i32 noundef %102, i64 noundef %104)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.main.cases, i64 80, i1 false)
  br label %106

106:                                              ; preds = %73
  %107 = load i64, ptr %8, align 16
  %108 = getelementptr inbounds [2 x i64], ptr %8, i64 0, i64 1
  %109 = load i64, ptr %108, align 8
  %110 = call i32 @checked(i64 noundef %107, i64 noundef %109, ptr noundef %9)
  %111 = load i64, ptr %8, align 16
  %112 = getelementptr inbounds [2 x i64], ptr %8, i64 0, i64 1
  %113 = load i64, ptr %112, align 8
  %114 = load i64, ptr %9, align 8
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %111, i64 noundef %113, i32 noundef %110, i64 noundef %114)
  br label %116

116:                                              ; preds = %106
  %117 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 1
  %118 = load i64, ptr %117, align 16
  %119 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 1
  %120 = getelementptr inbounds [2 x i64], ptr %119, i64 0, i64 1
  %121 = load i64, ptr %120, align 8
  %122 = call i32 @checked(i64 noundef %118, i64 noundef %121, ptr noundef %9)
  %123 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 1
  %124 = load i64, ptr %123, align 16
  %125 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 1
  %126 = getelementptr inbounds [2 x i64], ptr %125, i64 0, i64 1
  %127 = load i64, ptr %126, align 8
  %128 = load i64, ptr %9, align 8
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %124, i64 noundef %127, i32 noundef %122, i64 noundef %128)
  br label %130

130:                                              ; preds = %116
  %131 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 2
  %132 = load i64, ptr %131, align 16
  %133 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 2
  %134 = getelementptr inbounds [2 x i64], ptr %133, i64 0, i64 1
  %135 = load i64, ptr %134, align 8
  %136 = call i32 @checked(i64 noundef %132, i64 noundef %135, ptr noundef %9)
  %137 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 2
  %138 = load i64, ptr %137, align 16
  %139 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 2
  %140 = getelementptr inbounds [2 x i64], ptr %139, i64 0, i64 1
  %141 = load i64, ptr %140, align 8
  %142 = load i64, ptr %9, align 8
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %138, i64 noundef %141, i32 noundef %136, i64 noundef %142)
  br label %144

144:                                              ; preds = %130
  %145 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 3
  %146 = load i64, ptr %145, align 16
  %147 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 3
  %148 = getelementptr inbounds [2 x i64], ptr %147, i64 0, i64 1
  %149 = load i64, ptr %148, align 8
  %150 = call i32 @checked(i64 noundef %146, i64 noundef %149, ptr noundef %9)
  %151 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 3
  %152 = load i64, ptr %151, align 16
  %153 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 3
  %154 = getelementptr inbounds [2 x i64], ptr %153, i64 0, i64 1
  %155 = load i64, ptr %154, align 8
  %156 = load i64, ptr %9, align 8
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %152, i64 noundef %155, i32 noundef %150, i64 noundef %156)
  br label %158

158:                                              ; preds = %144
  %159 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 4
  %160 = load i64, ptr %159, align 16
  %161 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 4
  %162 = getelementptr inbounds [2 x i64], ptr %161, i64 0, i64 1
  %163 = load i64, ptr %162, align 8
  %164 = call i32 @checked(i64 noundef %160, i64 noundef %163, ptr noundef %9)
  %165 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 4
  %166 = load i64, ptr %165, align 16
  %167 = getelementptr inbounds [5 x [2 x i64]], ptr %8, i64 0, i64 4
  %168 = getelementptr inbounds [2 x i64], ptr %167, i64 0, i64 1
  %169 = load i64, ptr %168, align 8
  %170 = load i64, ptr %9, align 8
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %166, i64 noundef %169, i32 noundef %164, i64 noundef %170)
  br label %172

172:                                              ; preds = %158
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
