; ModuleID = 'int_types.c'
source_filename = "int_types.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"%d %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"%lld %d %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"%ld %lu\0A\00", align 1
@__const.main.text = private unnamed_addr constant [6 x i8] c"AbCd9\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca [6 x i8], align 1
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca i16, align 2
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i8 -100, ptr %2, align 1
  store i8 -56, ptr %3, align 1
  store i16 -30000, ptr %4, align 2
  store i16 -5536, ptr %5, align 2
  store i64 1234567890123, ptr %6, align 8
  %14 = load i8, ptr %2, align 1
  %15 = sext i8 %14 to i32
  %16 = load i8, ptr %3, align 1
  %17 = zext i8 %16 to i32
  %18 = load i16, ptr %4, align 2
  %19 = sext i16 %18 to i32
  %20 = load i16, ptr %5, align 2
  %21 = zext i16 %20 to i32
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %15, i32 noundef %17, i32 noundef %19, i32 noundef %21)
  %23 = load i8, ptr %2, align 1
  %24 = sext i8 %23 to i32
  %25 = load i8, ptr %3, align 1
  %26 = zext i8 %25 to i32
  %27 = add nsw i32 %24, %26
  %28 = load i16, ptr %4, align 2
  %29 = sext i16 %28 to i32
  %30 = load i16, ptr %5, align 2
  %31 = zext i16 %30 to i32
  %32 = add nsw i32 %29, %31
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %27, i32 noundef %32)
  %34 = load i8, ptr %3, align 1
  %35 = sext i8 %34 to i32
  %36 = load i16, ptr %5, align 2
  %37 = sext i16 %36 to i32
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %35, i32 noundef %37)
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef -1, i32 noundef 255)
  %40 = load i64, ptr %6, align 8
  %41 = load i64, ptr %6, align 8
  %42 = trunc i64 %41 to i32
  %43 = load i64, ptr %6, align 8
  %44 = trunc i64 %43 to i32
  %45 = sext i32 %44 to i64
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %40, i32 noundef %42, i64 noundef %45)
  store i64 -5, ptr %7, align 8
  %47 = load i64, ptr %7, align 8
  store i64 %47, ptr %8, align 8
  %48 = load i64, ptr %7, align 8
  %49 = load i64, ptr %8, align 8
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %48, i64 noundef %49)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 @__const.main.text, i64 6, i1 false)
  store i32 0, ptr %10, align 4
  br label %51

51:                                               ; preds = %94, %0
  %52 = load i32, ptr %10, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [6 x i8], ptr %9, i64 0, i64 %53
  %55 = load i8, ptr %54, align 1
  %56 = icmp ne i8 %55, 0
  br i1 %56, label %57, label %97

57:                                               ; preds = %51
  %58 = load i32, ptr %10, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [6 x i8], ptr %9, i64 0, i64 %59
  %61 = load i8, ptr %60, align 1
  store i8 %61, ptr %11, align 1
  %62 = load i8, ptr %11, align 1
  %63 = sext i8 %62 to i32
  %64 = icmp sge i32 %63, 97
  br i1 %64, label %65, label %75

65:                                               ; preds = %57
  %66 = load i8, ptr %11, align 1
  %67 = sext i8 %66 to i32
  %68 = icmp sle i32 %67, 122
  br i1 %68, label %69, label %75

69:                                               ; preds = %65
  %70 = load i8, ptr %11, align 1
  %71 = sext i8 %70 to i32
  %72 = sub nsw i32 %71, 97
  %73 = add nsw i32 %72, 65
  %74 = trunc i32 %73 to i8
  store i8 %74, ptr %11, align 1
  br label %90

75:                                               ; preds = %65, %57
  %76 = load i8, ptr %11, align 1
  %77 = sext i8 %76 to i32
  %78 = icmp sge i32 %77, 65
  br i1 %78, label %79, label %89

79:                                               ; preds = %75
  %80 = load i8, ptr %11, align 1
  %81 = sext i8 %80 to i32
  %82 = icmp sle i32 %81, 90
  br i1 %82, label %83, label %89

83:                                               ; preds = %79
  %84 = load i8, ptr %11, align 1
  %85 = sext i8 %84 to i32
  %86 = sub nsw i32 %85, 65
  %87 = add nsw i32 %86, 97
  %88 = trunc i32 %87 to i8
  store i8 %88, ptr %11, align 1
  br label %89

89:                                               ; preds = %83, %79, %75
  br label %90

90:                                               ; preds = %89, %69
  %91 = load i8, ptr %11, align 1
  %92 = sext i8 %91 to i32
  %93 = call i32 @putchar(i32 noundef %92)
  br label %94

94:                                               ; preds = %90
  %95 = load i32, ptr %10, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %10, align 4
  br label %51, !llvm.loop !6

97:                                               ; preds = %51
  %98 = call i32 @putchar(i32 noundef 10)
  store i16 0, ptr %12, align 2
  store i32 0, ptr %13, align 4
  br label %99

99:                                               ; preds = %107, %97
  %100 = load i32, ptr %13, align 4
  %101 = icmp slt i32 %100, 100
  br i1 %101, label %102, label %110

102:                                              ; preds = %99
  %103 = load i16, ptr %12, align 2
  %104 = sext i16 %103 to i32
  %105 = add nsw i32 %104, 1000
  %106 = trunc i32 %105 to i16
  store i16 %106, ptr %12, align 2
  br label %107

107:                                              ; preds = %102
  %108 = load i32, ptr %13, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %13, align 4
  br label %99, !llvm.loop !8

110:                                              ; preds = %99
  %111 = load i16, ptr %12, align 2
  %112 = sext i16 %111 to i32
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %112)
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 1, i32 noundef 2, i32 noundef 8, i32 noundef 8)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

declare i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
