; ModuleID = 'sieve.O0.ll'
source_filename = "sieve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@composite = internal global [1000000 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [36 x i8] c"primes below %d: %d, checksum %llu\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %31, %0
  %.05 = phi i32 [ 0, %0 ], [ %32, %31 ]
  %.02 = phi i64 [ 0, %0 ], [ %.13.lcssa, %31 ]
  %.01 = phi i32 [ 0, %0 ], [ %.1.lcssa, %31 ]
  %2 = icmp slt i32 %.05, 4
  br i1 %2, label %3, label %33

3:                                                ; preds = %1
  call void @llvm.memset.p0.i64(ptr align 16 @composite, i8 0, i64 1000000, i1 false)
  br label %4

4:                                                ; preds = %28, %3
  %.06 = phi i32 [ 2, %3 ], [ %29, %28 ]
  %.13 = phi i64 [ 0, %3 ], [ %.24, %28 ]
  %.1 = phi i32 [ 0, %3 ], [ %.2, %28 ]
  %5 = icmp slt i32 %.06, 1000000
  br i1 %5, label %6, label %30

6:                                                ; preds = %4
  %7 = sext i32 %.06 to i64
  %8 = getelementptr inbounds [1000000 x i8], ptr @composite, i64 0, i64 %7
  %9 = load i8, ptr %8, align 1
  %10 = icmp ne i8 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %6
  br label %28

12:                                               ; preds = %6
  %13 = add nsw i32 %.1, 1
  %14 = mul i64 %.13, 31
  %15 = zext i32 %.06 to i64
  %16 = add i64 %14, %15
  %17 = sext i32 %.06 to i64
  %18 = sext i32 %.06 to i64
  %19 = mul nsw i64 %17, %18
  br label %20

20:                                               ; preds = %24, %12
  %.0 = phi i64 [ %19, %12 ], [ %26, %24 ]
  %21 = icmp slt i64 %.0, 1000000
  br i1 %21, label %22, label %27

22:                                               ; preds = %20
  %23 = getelementptr inbounds [1000000 x i8], ptr @composite, i64 0, i64 %.0
  store i8 1, ptr %23, align 1
  br label %24

24:                                               ; preds = %22
  %25 = sext i32 %.06 to i64
  %26 = add nsw i64 %.0, %25
  br label %20, !llvm.loop !6

27:                                               ; preds = %20
  br label %28

28:                                               ; preds = %27, %11
  %.24 = phi i64 [ %.13, %11 ], [ %16, %27 ]
  %.2 = phi i32 [ %.1, %11 ], [ %13, %27 ]
  %29 = add nsw i32 %.06, 1
  br label %4, !llvm.loop !8

30:                                               ; preds = %4
  %.13.lcssa = phi i64 [ %.13, %4 ]
  %.1.lcssa = phi i32 [ %.1, %4 ]
  br label %31

31:                                               ; preds = %30
  %32 = add nsw i32 %.05, 1
  br label %1, !llvm.loop !9

33:                                               ; preds = %1
  %.02.lcssa = phi i64 [ %.02, %1 ]
  %.01.lcssa = phi i32 [ %.01, %1 ]
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 1000000, i32 noundef %.01.lcssa, i64 noundef %.02.lcssa)
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
