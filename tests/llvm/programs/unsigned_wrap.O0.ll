; ModuleID = 'unsigned_wrap.c'
source_filename = "unsigned_wrap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%u %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%u %x\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"fnv %u %x\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"waddle\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"llvm\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"lcg %llu\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"uc %u us %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"count %u\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"cmp %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"div %u mod %u\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  %10 = alloca i16, align 2
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 -294967296, ptr %2, align 4
  store i32 500000000, ptr %3, align 4
  %13 = load i32, ptr %2, align 4
  %14 = load i32, ptr %3, align 4
  %15 = add i32 %13, %14
  store i32 %15, ptr %4, align 4
  %16 = load i32, ptr %3, align 4
  %17 = load i32, ptr %2, align 4
  %18 = sub i32 %16, %17
  store i32 %18, ptr %5, align 4
  %19 = load i32, ptr %4, align 4
  %20 = load i32, ptr %5, align 4
  %21 = load i32, ptr %2, align 4
  %22 = mul i32 %21, 3
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %19, i32 noundef %20, i32 noundef %22)
  store i32 0, ptr %6, align 4
  %24 = load i32, ptr %6, align 4
  %25 = sub i32 %24, 1
  %26 = load i32, ptr %6, align 4
  %27 = sub i32 %26, 1
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %25, i32 noundef %27)
  %29 = call i32 @fnv1a(ptr noundef @.str.3)
  %30 = call i32 @fnv1a(ptr noundef @.str.4)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %29, i32 noundef %30)
  store i64 42, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %32

32:                                               ; preds = %38, %0
  %33 = load i32, ptr %8, align 4
  %34 = icmp slt i32 %33, 5
  br i1 %34, label %35, label %41

35:                                               ; preds = %32
  %36 = load i64, ptr %7, align 8
  %37 = call i64 @lcg(i64 noundef %36)
  store i64 %37, ptr %7, align 8
  br label %38

38:                                               ; preds = %35
  %39 = load i32, ptr %8, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %8, align 4
  br label %32, !llvm.loop !6

41:                                               ; preds = %32
  %42 = load i64, ptr %7, align 8
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %42)
  store i8 -6, ptr %9, align 1
  %44 = load i8, ptr %9, align 1
  %45 = zext i8 %44 to i32
  %46 = add nsw i32 %45, 10
  %47 = trunc i32 %46 to i8
  store i8 %47, ptr %9, align 1
  store i16 -1, ptr %10, align 2
  %48 = load i16, ptr %10, align 2
  %49 = add i16 %48, 1
  store i16 %49, ptr %10, align 2
  %50 = load i8, ptr %9, align 1
  %51 = zext i8 %50 to i32
  %52 = load i16, ptr %10, align 2
  %53 = zext i16 %52 to i32
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %51, i32 noundef %53)
  store i32 0, ptr %11, align 4
  store i32 10, ptr %12, align 4
  br label %55

55:                                               ; preds = %61, %41
  %56 = load i32, ptr %12, align 4
  %57 = icmp ult i32 %56, 100
  br i1 %57, label %58, label %64

58:                                               ; preds = %55
  %59 = load i32, ptr %11, align 4
  %60 = add i32 %59, 1
  store i32 %60, ptr %11, align 4
  br label %61

61:                                               ; preds = %58
  %62 = load i32, ptr %12, align 4
  %63 = add i32 %62, -1
  store i32 %63, ptr %12, align 4
  br label %55, !llvm.loop !8

64:                                               ; preds = %55
  %65 = load i32, ptr %11, align 4
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %65)
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef 1, i32 noundef 1)
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 571428571, i32 noundef 3)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @fnv1a(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 -2128831035, ptr %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %4
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds nuw i8, ptr %9, i32 1
  store ptr %10, ptr %2, align 8
  %11 = load i8, ptr %9, align 1
  %12 = zext i8 %11 to i32
  %13 = load i32, ptr %3, align 4
  %14 = xor i32 %13, %12
  store i32 %14, ptr %3, align 4
  %15 = load i32, ptr %3, align 4
  %16 = mul i32 %15, 16777619
  store i32 %16, ptr %3, align 4
  br label %4, !llvm.loop !9

17:                                               ; preds = %4
  %18 = load i32, ptr %3, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind uwtable
define internal i64 @lcg(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = mul i64 %3, 6364136223846793005
  %5 = add i64 %4, 1442695040888963407
  ret i64 %5
}

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
