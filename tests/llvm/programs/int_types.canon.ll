; ModuleID = 'int_types.O0.ll'
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
  %1 = alloca [6 x i8], align 1
  %2 = sext i8 -100 to i32
  %3 = zext i8 -56 to i32
  %4 = sext i16 -30000 to i32
  %5 = zext i16 -5536 to i32
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5)
  %7 = sext i8 -100 to i32
  %8 = zext i8 -56 to i32
  %9 = add nsw i32 %7, %8
  %10 = sext i16 -30000 to i32
  %11 = zext i16 -5536 to i32
  %12 = add nsw i32 %10, %11
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %9, i32 noundef %12)
  %14 = sext i8 -56 to i32
  %15 = sext i16 -5536 to i32
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %14, i32 noundef %15)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef -1, i32 noundef 255)
  %18 = trunc i64 1234567890123 to i32
  %19 = trunc i64 1234567890123 to i32
  %20 = sext i32 %19 to i64
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef 1234567890123, i32 noundef %18, i64 noundef %20)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef -5, i64 noundef -5)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr align 1 @__const.main.text, i64 6, i1 false)
  br label %23

23:                                               ; preds = %57, %0
  %.03 = phi i32 [ 0, %0 ], [ %58, %57 ]
  %24 = sext i32 %.03 to i64
  %25 = getelementptr inbounds [6 x i8], ptr %1, i64 0, i64 %24
  %26 = load i8, ptr %25, align 1
  %27 = icmp ne i8 %26, 0
  br i1 %27, label %28, label %59

28:                                               ; preds = %23
  %29 = sext i32 %.03 to i64
  %30 = getelementptr inbounds [6 x i8], ptr %1, i64 0, i64 %29
  %31 = load i8, ptr %30, align 1
  %32 = sext i8 %31 to i32
  %33 = icmp sge i32 %32, 97
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = sext i8 %31 to i32
  %36 = icmp sle i32 %35, 122
  br i1 %36, label %37, label %42

37:                                               ; preds = %34
  %38 = sext i8 %31 to i32
  %39 = sub nsw i32 %38, 97
  %40 = add nsw i32 %39, 65
  %41 = trunc i32 %40 to i8
  br label %54

42:                                               ; preds = %34, %28
  %43 = sext i8 %31 to i32
  %44 = icmp sge i32 %43, 65
  br i1 %44, label %45, label %53

45:                                               ; preds = %42
  %46 = sext i8 %31 to i32
  %47 = icmp sle i32 %46, 90
  br i1 %47, label %48, label %53

48:                                               ; preds = %45
  %49 = sext i8 %31 to i32
  %50 = sub nsw i32 %49, 65
  %51 = add nsw i32 %50, 97
  %52 = trunc i32 %51 to i8
  br label %53

53:                                               ; preds = %48, %45, %42
  %.1 = phi i8 [ %52, %48 ], [ %31, %45 ], [ %31, %42 ]
  br label %54

54:                                               ; preds = %53, %37
  %.02 = phi i8 [ %41, %37 ], [ %.1, %53 ]
  %55 = sext i8 %.02 to i32
  %56 = call i32 @putchar(i32 noundef %55)
  br label %57

57:                                               ; preds = %54
  %58 = add nsw i32 %.03, 1
  br label %23, !llvm.loop !6

59:                                               ; preds = %23
  %60 = call i32 @putchar(i32 noundef 10)
  br label %61

61:                                               ; preds = %67, %59
  %.01 = phi i16 [ 0, %59 ], [ %66, %67 ]
  %.0 = phi i32 [ 0, %59 ], [ %68, %67 ]
  %62 = icmp slt i32 %.0, 100
  br i1 %62, label %63, label %69

63:                                               ; preds = %61
  %64 = sext i16 %.01 to i32
  %65 = add nsw i32 %64, 1000
  %66 = trunc i32 %65 to i16
  br label %67

67:                                               ; preds = %63
  %68 = add nsw i32 %.0, 1
  br label %61, !llvm.loop !8

69:                                               ; preds = %61
  %.01.lcssa = phi i16 [ %.01, %61 ]
  %70 = sext i16 %.01.lcssa to i32
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %70)
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 1, i32 noundef 2, i32 noundef 8, i32 noundef 8)
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
