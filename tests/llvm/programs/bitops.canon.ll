; ModuleID = 'bitops.O0.ll'
source_filename = "bitops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.vals = private unnamed_addr constant [5 x i32] [i32 0, i32 1, i32 61680, i32 -1, i32 305419896], align 16
@.str = private unnamed_addr constant [31 x i8] c"%08x pop %d rev %08x low %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"parity %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"flags %#x %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [5 x i32], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.main.vals, i64 20, i1 false)
  br label %2

2:                                                ; preds = %25, %0
  %.0 = phi i32 [ 0, %0 ], [ %26, %25 ]
  %3 = icmp slt i32 %.0, 5
  br i1 %3, label %4, label %27

4:                                                ; preds = %2
  %5 = sext i32 %.0 to i64
  %6 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 %5
  %7 = load i32, ptr %6, align 4
  %8 = sext i32 %.0 to i64
  %9 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4
  %11 = call i32 @popcount(i32 noundef %10)
  %12 = sext i32 %.0 to i64
  %13 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = call i32 @reverse_bits(i32 noundef %14)
  %16 = sext i32 %.0 to i64
  %17 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = sext i32 %.0 to i64
  %20 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = sub i32 0, %21
  %23 = and i32 %18, %22
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %7, i32 noundef %11, i32 noundef %15, i32 noundef %23)
  br label %25

25:                                               ; preds = %4
  %26 = add nsw i32 %.0, 1
  br label %2, !llvm.loop !6

27:                                               ; preds = %2
  %28 = call i32 @parity(i64 noundef 7)
  %29 = call i32 @parity(i64 noundef -9223372036854775807)
  %30 = call i32 @parity(i64 noundef 11259375)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %28, i32 noundef %29, i32 noundef %30)
  %32 = or i32 0, 8
  %33 = or i32 %32, 512
  %34 = xor i32 %33, 255
  %35 = and i32 %34, -3
  %36 = lshr i32 %35, 9
  %37 = and i32 %36, 1
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %35, i32 noundef %37)
  %39 = xor i32 126, -1
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef 126, i32 noundef %39)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @popcount(i32 noundef %0) #0 {
  br label %2

2:                                                ; preds = %4, %1
  %.01 = phi i32 [ 0, %1 ], [ %7, %4 ]
  %.0 = phi i32 [ %0, %1 ], [ %6, %4 ]
  %3 = icmp ne i32 %.0, 0
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = sub i32 %.0, 1
  %6 = and i32 %.0, %5
  %7 = add nsw i32 %.01, 1
  br label %2, !llvm.loop !8

8:                                                ; preds = %2
  %.01.lcssa = phi i32 [ %.01, %2 ]
  ret i32 %.01.lcssa
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @reverse_bits(i32 noundef %0) #0 {
  br label %2

2:                                                ; preds = %9, %1
  %.02 = phi i32 [ 0, %1 ], [ %10, %9 ]
  %.01 = phi i32 [ 0, %1 ], [ %7, %9 ]
  %.0 = phi i32 [ %0, %1 ], [ %8, %9 ]
  %3 = icmp slt i32 %.02, 32
  br i1 %3, label %4, label %11

4:                                                ; preds = %2
  %5 = shl i32 %.01, 1
  %6 = and i32 %.0, 1
  %7 = or i32 %5, %6
  %8 = lshr i32 %.0, 1
  br label %9

9:                                                ; preds = %4
  %10 = add nsw i32 %.02, 1
  br label %2, !llvm.loop !9

11:                                               ; preds = %2
  %.01.lcssa = phi i32 [ %.01, %2 ]
  ret i32 %.01.lcssa
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @parity(i64 noundef %0) #0 {
  %2 = lshr i64 %0, 32
  %3 = xor i64 %0, %2
  %4 = lshr i64 %3, 16
  %5 = xor i64 %3, %4
  %6 = lshr i64 %5, 8
  %7 = xor i64 %5, %6
  %8 = lshr i64 %7, 4
  %9 = xor i64 %7, %8
  %10 = lshr i64 %9, 2
  %11 = xor i64 %9, %10
  %12 = lshr i64 %11, 1
  %13 = xor i64 %11, %12
  %14 = and i64 %13, 1
  %15 = trunc i64 %14 to i32
  ret i32 %15
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
