; ModuleID = 'globals_init.c'
source_filename = "globals_init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.planet = type { ptr, i32, double }

@greeting = dso_local global [15 x i8] c"hello, globals\00", align 1
@.str = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@names = dso_local global [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 16
@counter = dso_local global i32 100, align 4
@counter_ptr = dso_local global ptr @counter, align 8
@tail = dso_local global ptr getelementptr (i8, ptr @greeting, i64 7), align 8
@.str.4 = private unnamed_addr constant [14 x i8] c"%-8s %d %.1f\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"moons %d\0A\00", align 1
@crc_table = internal constant [8 x i16] [i16 0, i16 4129, i16 8258, i16 12387, i16 16516, i16 20645, i16 24774, i16 28903], align 16
@.str.6 = private unnamed_addr constant [10 x i8] c"table %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"%s / %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"%s%c\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"counter %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"Mercury\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"Venus\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"Earth\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"Mars\00", align 1
@planets = internal constant [4 x { ptr, i32, [4 x i8], double }] [{ ptr, i32, [4 x i8], double } { ptr @.str.10, i32 0, [4 x i8] zeroinitializer, double 2.439700e+03 }, { ptr, i32, [4 x i8], double } { ptr @.str.11, i32 0, [4 x i8] zeroinitializer, double 6.051800e+03 }, { ptr, i32, [4 x i8], double } { ptr @.str.12, i32 1, [4 x i8] zeroinitializer, double 6.371000e+03 }, { ptr, i32, [4 x i8], double } { ptr @.str.13, i32 2, [4 x i8] zeroinitializer, double 3.389500e+03 }], align 16

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %7

7:                                                ; preds = %35, %0
  %8 = load i32, ptr %3, align 4
  %9 = zext i32 %8 to i64
  %10 = icmp ult i64 %9, 4
  br i1 %10, label %11, label %38

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw [4 x %struct.planet], ptr @planets, i64 0, i64 %13
  %15 = getelementptr inbounds nuw %struct.planet, ptr %14, i32 0, i32 0
  %16 = load ptr, ptr %15, align 8
  %17 = load i32, ptr %3, align 4
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw [4 x %struct.planet], ptr @planets, i64 0, i64 %18
  %20 = getelementptr inbounds nuw %struct.planet, ptr %19, i32 0, i32 1
  %21 = load i32, ptr %20, align 8
  %22 = load i32, ptr %3, align 4
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds nuw [4 x %struct.planet], ptr @planets, i64 0, i64 %23
  %25 = getelementptr inbounds nuw %struct.planet, ptr %24, i32 0, i32 2
  %26 = load double, ptr %25, align 8
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %16, i32 noundef %21, double noundef %26)
  %28 = load i32, ptr %3, align 4
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds nuw [4 x %struct.planet], ptr @planets, i64 0, i64 %29
  %31 = getelementptr inbounds nuw %struct.planet, ptr %30, i32 0, i32 1
  %32 = load i32, ptr %31, align 8
  %33 = load i32, ptr %2, align 4
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %2, align 4
  br label %35

35:                                               ; preds = %11
  %36 = load i32, ptr %3, align 4
  %37 = add i32 %36, 1
  store i32 %37, ptr %3, align 4
  br label %7, !llvm.loop !6

38:                                               ; preds = %7
  %39 = load i32, ptr %2, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %39)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %41

41:                                               ; preds = %55, %38
  %42 = load i32, ptr %5, align 4
  %43 = icmp slt i32 %42, 8
  br i1 %43, label %44, label %58

44:                                               ; preds = %41
  %45 = load i32, ptr %4, align 4
  %46 = shl i32 %45, 1
  %47 = load i32, ptr %5, align 4
  %48 = mul nsw i32 %47, 5
  %49 = and i32 %48, 7
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [8 x i16], ptr @crc_table, i64 0, i64 %50
  %52 = load i16, ptr %51, align 2
  %53 = zext i16 %52 to i32
  %54 = xor i32 %46, %53
  store i32 %54, ptr %4, align 4
  br label %55

55:                                               ; preds = %44
  %56 = load i32, ptr %5, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %5, align 4
  br label %41, !llvm.loop !8

58:                                               ; preds = %41
  %59 = load i32, ptr %4, align 4
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %59)
  store i8 72, ptr @greeting, align 1
  %61 = load ptr, ptr @tail, align 8
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef @greeting, ptr noundef %61)
  store i32 3, ptr %6, align 4
  br label %63

63:                                               ; preds = %76, %58
  %64 = load i32, ptr %6, align 4
  %65 = icmp sge i32 %64, 0
  br i1 %65, label %66, label %79

66:                                               ; preds = %63
  %67 = load i32, ptr %6, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [4 x ptr], ptr @names, i64 0, i64 %68
  %70 = load ptr, ptr %69, align 8
  %71 = load i32, ptr %6, align 4
  %72 = icmp ne i32 %71, 0
  %73 = zext i1 %72 to i64
  %74 = select i1 %72, i32 32, i32 10
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %70, i32 noundef %74)
  br label %76

76:                                               ; preds = %66
  %77 = load i32, ptr %6, align 4
  %78 = add nsw i32 %77, -1
  store i32 %78, ptr %6, align 4
  br label %63, !llvm.loop !9

79:                                               ; preds = %63
  %80 = load ptr, ptr @counter_ptr, align 8
  %81 = load i32, ptr %80, align 4
  %82 = add nsw i32 %81, 23
  store i32 %82, ptr %80, align 4
  %83 = load i32, ptr @counter, align 4
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %83)
  ret i32 0
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
