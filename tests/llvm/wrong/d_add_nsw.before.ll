; WRONG: nsw is added to the wrapping multiply h * 16777619 of @fnv1a; the product overflows as a signed i32, so h becomes poison and reaches printf as a noundef argument (immediate undefined behaviour)
; before: tests/llvm/programs/unsigned_wrap.canon.ll unchanged
; ModuleID = 'unsigned_wrap.O0.ll'
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
  %1 = add i32 -294967296, 500000000
  %2 = sub i32 500000000, -294967296
  %3 = mul i32 -294967296, 3
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %1, i32 noundef %2, i32 noundef %3)
  %5 = sub i32 0, 1
  %6 = sub i32 0, 1
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %5, i32 noundef %6)
  %8 = call i32 @fnv1a(ptr noundef @.str.3)
  %9 = call i32 @fnv1a(ptr noundef @.str.4)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %8, i32 noundef %9)
  br label %11

11:                                               ; preds = %15, %0
  %.03 = phi i64 [ 42, %0 ], [ %14, %15 ]
  %.02 = phi i32 [ 0, %0 ], [ %16, %15 ]
  %12 = icmp slt i32 %.02, 5
  br i1 %12, label %13, label %17

13:                                               ; preds = %11
  %14 = call i64 @lcg(i64 noundef %.03)
  br label %15

15:                                               ; preds = %13
  %16 = add nsw i32 %.02, 1
  br label %11, !llvm.loop !6

17:                                               ; preds = %11
  %.03.lcssa = phi i64 [ %.03, %11 ]
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %.03.lcssa)
  %19 = zext i8 -6 to i32
  %20 = add nsw i32 %19, 10
  %21 = trunc i32 %20 to i8
  %22 = add i16 -1, 1
  %23 = zext i8 %21 to i32
  %24 = zext i16 %22 to i32
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %23, i32 noundef %24)
  br label %26

26:                                               ; preds = %30, %17
  %.01 = phi i32 [ 0, %17 ], [ %29, %30 ]
  %.0 = phi i32 [ 10, %17 ], [ %31, %30 ]
  %27 = icmp ult i32 %.0, 100
  br i1 %27, label %28, label %32

28:                                               ; preds = %26
  %29 = add i32 %.01, 1
  br label %30

30:                                               ; preds = %28
  %31 = add i32 %.0, -1
  br label %26, !llvm.loop !8

32:                                               ; preds = %26
  %.01.lcssa = phi i32 [ %.01, %26 ]
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %.01.lcssa)
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef 1, i32 noundef 1)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 571428571, i32 noundef 3)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @fnv1a(ptr noundef %0) #0 {
  br label %2

2:                                                ; preds = %5, %1
  %.01 = phi i32 [ -2128831035, %1 ], [ %10, %5 ]
  %.0 = phi ptr [ %0, %1 ], [ %6, %5 ]
  %3 = load i8, ptr %.0, align 1
  %4 = icmp ne i8 %3, 0
  br i1 %4, label %5, label %11

5:                                                ; preds = %2
  %6 = getelementptr inbounds nuw i8, ptr %.0, i32 1
  %7 = load i8, ptr %.0, align 1
  %8 = zext i8 %7 to i32
  %9 = xor i32 %.01, %8
  %10 = mul i32 %9, 16777619
  br label %2, !llvm.loop !9

11:                                               ; preds = %2
  %.01.lcssa = phi i32 [ %.01, %2 ]
  ret i32 %.01.lcssa
}

; Function Attrs: noinline nounwind uwtable
define internal i64 @lcg(i64 noundef %0) #0 {
  %2 = mul i64 %0, 6364136223846793005
  %3 = add i64 %2, 1442695040888963407
  ret i64 %3
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
