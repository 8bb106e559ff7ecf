; ModuleID = 'sieve.c'
source_filename = "sieve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@composite = internal global [1000000 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [36 x i8] c"primes below %d: %d, checksum %llu\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %50, %0
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %53

10:                                               ; preds = %7
  call void @llvm.memset.p0.i64(ptr align 16 @composite, i8 0, i64 1000000, i1 false)
  store i32 0, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i32 2, ptr %5, align 4
  br label %11

11:                                               ; preds = %46, %10
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %12, 1000000
  br i1 %13, label %14, label %49

14:                                               ; preds = %11
  %15 = load i32, ptr %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [1000000 x i8], ptr @composite, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = icmp ne i8 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %14
  br label %46

21:                                               ; preds = %14
  %22 = load i32, ptr %2, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %2, align 4
  %24 = load i64, ptr %3, align 8
  %25 = mul i64 %24, 31
  %26 = load i32, ptr %5, align 4
  %27 = zext i32 %26 to i64
  %28 = add i64 %25, %27
  store i64 %28, ptr %3, align 8
  %29 = load i32, ptr %5, align 4
  %30 = sext i32 %29 to i64
  %31 = load i32, ptr %5, align 4
  %32 = sext i32 %31 to i64
  %33 = mul nsw i64 %30, %32
  store i64 %33, ptr %6, align 8
  br label %34

34:                                               ; preds = %40, %21
  %35 = load i64, ptr %6, align 8
  %36 = icmp slt i64 %35, 1000000
  br i1 %36, label %37, label %45

37:                                               ; preds = %34
  %38 = load i64, ptr %6, align 8
  %39 = getelementptr inbounds [1000000 x i8], ptr @composite, i64 0, i64 %38
  store i8 1, ptr %39, align 1
  br label %40

40:                                               ; preds = %37
  %41 = load i32, ptr %5, align 4
  %42 = sext i32 %41 to i64
  %43 = load i64, ptr %6, align 8
  %44 = add nsw i64 %43, %42
  store i64 %44, ptr %6, align 8
  br label %34, !llvm.loop !6

45:                                               ; preds = %34
  br label %46

46:                                               ; preds = %45, %20
  %47 = load i32, ptr %5, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %5, align 4
  br label %11, !llvm.loop !8

49:                                               ; preds = %11
  br label %50

50:                                               ; preds = %49
  %51 = load i32, ptr %4, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %4, align 4
  br label %7, !llvm.loop !9

53:                                               ; preds = %7
  %54 = load i32, ptr %2, align 4
  %55 = load i64, ptr %3, align 8
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 1000000, i32 noundef %54, i64 noundef %55)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
