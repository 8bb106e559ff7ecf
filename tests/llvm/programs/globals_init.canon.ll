; ModuleID = 'globals_init.O0.ll'
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
  br label %1

1:                                                ; preds = %23, %0
  %.02 = phi i32 [ 0, %0 ], [ %24, %23 ]
  %.01 = phi i32 [ 0, %0 ], [ %22, %23 ]
  %2 = zext i32 %.02 to i64
  %3 = icmp ult i64 %2, 4
  br i1 %3, label %4, label %25

4:                                                ; preds = %1
  %5 = zext i32 %.02 to i64
  %6 = getelementptr inbounds nuw [4 x %struct.planet], ptr @planets, i64 0, i64 %5
  %7 = getelementptr inbounds nuw %struct.planet, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  %9 = zext i32 %.02 to i64
  %10 = getelementptr inbounds nuw [4 x %struct.planet], ptr @planets, i64 0, i64 %9
  %11 = getelementptr inbounds nuw %struct.planet, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 8
  %13 = zext i32 %.02 to i64
  %14 = getelementptr inbounds nuw [4 x %struct.planet], ptr @planets, i64 0, i64 %13
  %15 = getelementptr inbounds nuw %struct.planet, ptr %14, i32 0, i32 2
  %16 = load double, ptr %15, align 8
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %8, i32 noundef %12, double noundef %16)
  %18 = zext i32 %.02 to i64
  %19 = getelementptr inbounds nuw [4 x %struct.planet], ptr @planets, i64 0, i64 %18
  %20 = getelementptr inbounds nuw %struct.planet, ptr %19, i32 0, i32 1
  %21 = load i32, ptr %20, align 8
  %22 = add nsw i32 %.01, %21
  br label %23

23:                                               ; preds = %4
  %24 = add i32 %.02, 1
  br label %1, !llvm.loop !6

25:                                               ; preds = %1
  %.01.lcssa = phi i32 [ %.01, %1 ]
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %.01.lcssa)
  br label %27

27:                                               ; preds = %38, %25
  %.04 = phi i32 [ 0, %25 ], [ %39, %38 ]
  %.03 = phi i32 [ 0, %25 ], [ %37, %38 ]
  %28 = icmp slt i32 %.04, 8
  br i1 %28, label %29, label %40

29:                                               ; preds = %27
  %30 = shl i32 %.03, 1
  %31 = mul nsw i32 %.04, 5
  %32 = and i32 %31, 7
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [8 x i16], ptr @crc_table, i64 0, i64 %33
  %35 = load i16, ptr %34, align 2
  %36 = zext i16 %35 to i32
  %37 = xor i32 %30, %36
  br label %38

38:                                               ; preds = %29
  %39 = add nsw i32 %.04, 1
  br label %27, !llvm.loop !8

40:                                               ; preds = %27
  %.03.lcssa = phi i32 [ %.03, %27 ]
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %.03.lcssa)
  store i8 72, ptr @greeting, align 1
  %42 = load ptr, ptr @tail, align 8
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef @greeting, ptr noundef %42)
  br label %44

44:                                               ; preds = %54, %40
  %.0 = phi i32 [ 3, %40 ], [ %55, %54 ]
  %45 = icmp sge i32 %.0, 0
  br i1 %45, label %46, label %56

46:                                               ; preds = %44
  %47 = sext i32 %.0 to i64
  %48 = getelementptr inbounds [4 x ptr], ptr @names, i64 0, i64 %47
  %49 = load ptr, ptr %48, align 8
  %50 = icmp ne i32 %.0, 0
  %51 = zext i1 %50 to i64
  %52 = select i1 %50, i32 32, i32 10
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %49, i32 noundef %52)
  br label %54

54:                                               ; preds = %46
  %55 = add nsw i32 %.0, -1
  br label %44, !llvm.loop !9

56:                                               ; preds = %44
  %57 = load ptr, ptr @counter_ptr, align 8
  %58 = load i32, ptr %57, align 4
  %59 = add nsw i32 %58, 23
  store i32 %59, ptr %57, align 4
  %60 = load i32, ptr @counter, align 4
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %60)
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
