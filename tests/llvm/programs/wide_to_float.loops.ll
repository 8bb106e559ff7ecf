; ModuleID = 'wide_to_float.canon.ll'
source_filename = "wide_to_float.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@signed_values = internal global [14 x i64] [i64 0, i64 1, i64 -1, i64 16777217, i64 9007199254740993, i64 9007199791611905, i64 -9007199791611905, i64 9223372036854775807, i64 -9223372036854775808, i64 9223371487098961921, i64 9223371487098961919, i64 1152921642045800449, i64 -1152921642045800449, i64 123456789012345678], align 16
@.str = private unnamed_addr constant [14 x i8] c"%lld -> %.1f\0A\00", align 1
@unsigned_values = internal global [8 x i64] [i64 0, i64 1, i64 9007199791611905, i64 -1, i64 -549755813888, i64 -549755813887, i64 -9223371487098961919, i64 -9223372036854775808], align 16
@.str.1 = private unnamed_addr constant [14 x i8] c"%llu -> %.1f\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"twice %.1f\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %0
  %2 = load i64, ptr @signed_values, align 8
  %3 = sitofp i64 %2 to float
  %4 = load i64, ptr @signed_values, align 8
  %5 = fpext float %3 to double
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %4, double noundef %5)
  br label %7

7:                                                ; preds = %1
  %8 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 8), align 8
  %9 = sitofp i64 %8 to float
  %10 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 8), align 8
  %11 = fpext float %9 to double
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %10, double noundef %11)
  br label %13

13:                                               ; preds = %7
  %14 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 16), align 8
  %15 = sitofp i64 %14 to float
  %16 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 16), align 8
  %17 = fpext float %15 to double
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %16, double noundef %17)
  br label %19

19:                                               ; preds = %13
  %20 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 24), align 8
  %21 = sitofp i64 %20 to float
  %22 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 24), align 8
  %23 = fpext float %21 to double
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %22, double noundef %23)
  br label %25

25:                                               ; preds = %19
  %26 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 32), align 8
  %27 = sitofp i64 %26 to float
  %28 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 32), align 8
  %29 = fpext float %27 to double
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %28, double noundef %29)
  br label %31

31:                                               ; preds = %25
  %32 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 40), align 8
  %33 = sitofp i64 %32 to float
  %34 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 40), align 8
  %35 = fpext float %33 to double
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %34, double noundef %35)
  br label %37

37:                                               ; preds = %31
  %38 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 48), align 8
  %39 = sitofp i64 %38 to float
  %40 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 48), align 8
  %41 = fpext float %39 to double
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %40, double noundef %41)
  br label %43

43:                                               ; preds = %37
  %44 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 56), align 8
  %45 = sitofp i64 %44 to float
  %46 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 56), align 8
  %47 = fpext float %45 to double
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %46, double noundef %47)
  br label %49

49:                                               ; preds = %43
  %50 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 64), align 8
  %51 = sitofp i64 %50 to float
  %52 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 64), align 8
  %53 = fpext float %51 to double
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %52, double noundef %53)
  br label %55

55:                                               ; preds = %49
  %56 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 72), align 8
  %57 = sitofp i64 %56 to float
  %58 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 72), align 8
  %59 = fpext float %57 to double
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %58, double noundef %59)
  br label %61

61:                                               ; preds = %55
  %62 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 80), align 8
  %63 = sitofp i64 %62 to float
  %64 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 80), align 8
  %65 = fpext float %63 to double
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %64, double noundef %65)
  br label %67

67:                                               ; preds = %61
  %68 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 88), align 8
  %69 = sitofp i64 %68 to float
  %70 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 88), align 8
  %71 = fpext float %69 to double
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %70, double noundef %71)
  br label %73

73:                                               ; preds = %67
  %74 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 96), align 8
  %75 = sitofp i64 %74 to float
  %76 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 96), align 8
  %77 = fpext float %75 to double
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %76, double noundef %77)
  br label %79

79:                                               ; preds = %73
  %80 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 104), align 8
  %81 = sitofp i64 %80 to float
  %82 = load i64, ptr getelementptr inbounds nuw (i8, ptr @signed_values, i64 104), align 8
  %83 = fpext float %81 to double
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %82, double noundef %83)
  br label %85

85:                                               ; preds = %79
  br label %86

86:                                               ; preds = %85
  %87 = load i64, ptr @unsigned_values, align 8
  %88 = uitofp i64 %87 to float
  %89 = load i64, ptr @unsigned_values, align 8
  %90 = fpext float %88 to double
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %89, double noundef %90)
  br label %92

92:                                               ; preds = %86
  %93 = load i64, ptr getelementptr inbounds nuw (i8, ptr @unsigned_values, i64 8), align 8
  %94 = uitofp i64 %93 to float
  %95 = load i64, ptr getelementptr inbounds nuw (i8, ptr @unsigned_values, i64 8), align 8
  %96 = fpext float %94 to double
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %95, double noundef %96)
  br label %98

98:                                               ; preds = %92
  %99 = load i64, ptr getelementptr inbounds nuw (i8, ptr @unsigned_values, i64 16), align 8
  %100 = uitofp i64 %99 to float
  %101 = load i64, ptr getelementptr inbounds nuw (i8, ptr @unsigned_values, i64 16), align 8
  %102 = fpext float %100 to double
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %101, double noundef %102)
  br label %104

104:                                              ; preds = %98
  %105 = load i64, ptr getelementptr inbounds nuw (i8, ptr @unsigned_values, i64 24), align 8
  %106 = uitofp i64 %105 to float
  %107 = load i64, ptr getelementptr inbounds nuw (i8, ptr @unsigned_values, i64 24), align 8
  %108 = fpext float %106 to double
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %107, double noundef %108)
  br label %110

110:                                              ; preds = %104
  %111 = load i64, ptr getelementptr inbounds nuw (i8, ptr @unsigned_values, i64 32), align 8
  %112 = uitofp i64 %111 to float
  %113 = load i64, ptr getelementptr inbounds nuw (i8, ptr @unsigned_values, i64 32), align 8
  %114 = fpext float %112 to double
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %113, double noundef %114)
  br label %116

116:                                              ; preds = %110
  %117 = load i64, ptr getelementptr inbounds nuw (i8, ptr @unsigned_values, i64 40), align 8
  %118 = uitofp i64 %117 to float
  %119 = load i64, ptr getelementptr inbounds nuw (i8, ptr @unsigned_values, i64 40), align 8
  %120 = fpext float %118 to double
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %119, double noundef %120)
  br label %122

122:                                              ; preds = %116
  %123 = load i64, ptr getelementptr inbounds nuw (i8, ptr @unsigned_values, i64 48), align 8
  %124 = uitofp i64 %123 to float
  %125 = load i64, ptr getelementptr inbounds nuw (i8, ptr @unsigned_values, i64 48), align 8
  %126 = fpext float %124 to double
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %125, double noundef %126)
  br label %128

128:                                              ; preds = %122
  %129 = load i64, ptr getelementptr inbounds nuw (i8, ptr @unsigned_values, i64 56), align 8
  %130 = uitofp i64 %129 to float
  %131 = load i64, ptr getelementptr inbounds nuw (i8, ptr @unsigned_values, i64 56), align 8
  %132 = fpext float %130 to double
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %131, double noundef %132)
  br label %134

134:                                              ; preds = %128
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef 0x4340000000000000)
  ret i32 22
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
