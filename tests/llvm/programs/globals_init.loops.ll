; ModuleID = 'globals_init.canon.ll'
source_filename = "globals_init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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

1:                                                ; preds = %0
  %2 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.10, i32 noundef 0, double noundef 2.439700e+03)
  br label %3

3:                                                ; preds = %1
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.11, i32 noundef 0, double noundef 6.051800e+03)
  br label %5

5:                                                ; preds = %3
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.12, i32 noundef 1, double noundef 6.371000e+03)
  br label %7

7:                                                ; preds = %5
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @.str.13, i32 noundef 2, double noundef 3.389500e+03)
  br label %9

9:                                                ; preds = %7
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef 3)
  br label %11

11:                                               ; preds = %9
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef 1415739)
  store i8 72, ptr @greeting, align 1
  %13 = load ptr, ptr @tail, align 8
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef @greeting, ptr noundef %13)
  br label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr getelementptr inbounds nuw (i8, ptr @names, i64 24), align 8
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %16, i32 noundef 32)
  br label %18

18:                                               ; preds = %15
  %19 = load ptr, ptr getelementptr inbounds nuw (i8, ptr @names, i64 16), align 8
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %19, i32 noundef 32)
  br label %21

21:                                               ; preds = %18
  %22 = load ptr, ptr getelementptr inbounds nuw (i8, ptr @names, i64 8), align 8
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %22, i32 noundef 32)
  br label %24

24:                                               ; preds = %21
  %25 = load ptr, ptr @names, align 8
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %25, i32 noundef 10)
  br label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr @counter_ptr, align 8
  %29 = load i32, ptr %28, align 4
  %30 = add nsw i32 %29, 23
  store i32 %30, ptr %28, align 4
  %31 = load i32, ptr @counter, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %31)
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
