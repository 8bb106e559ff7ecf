; ModuleID = 'bitops.canon.ll'
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

2:                                                ; preds = %0
  %3 = load i32, ptr %1, align 4
  %4 = load i32, ptr %1, align 4
  %5 = call i32 @popcount(i32 noundef %4)
  %6 = load i32, ptr %1, align 4
  %7 = call i32 @reverse_bits(i32 noundef %6)
  %8 = load i32, ptr %1, align 4
  %9 = load i32, ptr %1, align 4
  %10 = sub i32 0, %9
  %11 = and i32 %8, %10
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3, i32 noundef %5, i32 noundef %7, i32 noundef %11)
  br label %13

13:                                               ; preds = %2
  %14 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 1
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 1
  %17 = load i32, ptr %16, align 4
  %18 = call i32 @popcount(i32 noundef %17)
  %19 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 1
  %20 = load i32, ptr %19, align 4
  %21 = call i32 @reverse_bits(i32 noundef %20)
  %22 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 1
  %23 = load i32, ptr %22, align 4
  %24 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 1
  %25 = load i32, ptr %24, align 4
  %26 = sub i32 0, %25
  %27 = and i32 %23, %26
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %15, i32 noundef %18, i32 noundef %21, i32 noundef %27)
  br label %29

29:                                               ; preds = %13
  %30 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 2
  %31 = load i32, ptr %30, align 4
  %32 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 2
  %33 = load i32, ptr %32, align 4
  %34 = call i32 @popcount(i32 noundef %33)
  %35 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 2
  %36 = load i32, ptr %35, align 4
  %37 = call i32 @reverse_bits(i32 noundef %36)
  %38 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 2
  %39 = load i32, ptr %38, align 4
  %40 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 2
  %41 = load i32, ptr %40, align 4
  %42 = sub i32 0, %41
  %43 = and i32 %39, %42
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %31, i32 noundef %34, i32 noundef %37, i32 noundef %43)
  br label %45

45:                                               ; preds = %29
  %46 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 3
  %47 = load i32, ptr %46, align 4
  %48 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 3
  %49 = load i32, ptr %48, align 4
  %50 = call i32 @popcount(i32 noundef %49)
  %51 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 3
  %52 = load i32, ptr %51, align 4
  %53 = call i32 @reverse_bits(i32 noundef %52)
  %54 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 3
  %55 = load i32, ptr %54, align 4
  %56 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 3
  %57 = load i32, ptr %56, align 4
  %58 = sub i32 0, %57
  %59 = and i32 %55, %58
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %47, i32 noundef %50, i32 noundef %53, i32 noundef %59)
  br label %61

61:                                               ; preds = %45
  %62 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 4
  %63 = load i32, ptr %62, align 4
  %64 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 4
  %65 = load i32, ptr %64, align 4
  %66 = call i32 @popcount(i32 noundef %65)
  %67 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 4
  %68 = load i32, ptr %67, align 4
  %69 = call i32 @reverse_bits(i32 noundef %68)
  %70 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 4
  %71 = load i32, ptr %70, align 4
  %72 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 4
  %73 = load i32, ptr %72, align 4
  %74 = sub i32 0, %73
  %75 = and i32 %71, %74
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %63, i32 noundef %66, i32 noundef %69, i32 noundef %75)
  br label %77

77:                                               ; preds = %61
  %78 = call i32 @parity(i64 noundef 7)
  %79 = call i32 @parity(i64 noundef -9223372036854775807)
  %80 = call i32 @parity(i64 noundef 11259375)
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %78, i32 noundef %79, i32 noundef %80)
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef 757, i32 noundef 1)
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef 126, i32 noundef -127)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @popcount(i32 noundef %0) #0 {
  %2 = icmp ne i32 %0, 0
  br i1 %2, label %.lr.ph, label %8

.lr.ph:                                           ; preds = %1
  br label %3

3:                                                ; preds = %.lr.ph, %3
  %.02 = phi i32 [ %0, %.lr.ph ], [ %5, %3 ]
  %.011 = phi i32 [ 0, %.lr.ph ], [ %6, %3 ]
  %4 = sub i32 %.02, 1
  %5 = and i32 %.02, %4
  %6 = add nuw nsw i32 %.011, 1
  %7 = icmp ne i32 %5, 0
  br i1 %7, label %3, label %._crit_edge, !llvm.loop !6

._crit_edge:                                      ; preds = %3
  %split = phi i32 [ %6, %3 ]
  br label %8

8:                                                ; preds = %._crit_edge, %1
  %.01.lcssa = phi i32 [ %split, %._crit_edge ], [ 0, %1 ]
  ret i32 %.01.lcssa
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @reverse_bits(i32 noundef %0) #0 {
  br label %2

2:                                                ; preds = %22, %1
  %.03 = phi i32 [ %0, %1 ], [ %21, %22 ]
  %.012 = phi i32 [ 0, %1 ], [ %20, %22 ]
  %.021 = phi i32 [ 0, %1 ], [ %23, %22 ]
  %3 = shl i32 %.012, 1
  %4 = and i32 %.03, 1
  %5 = or i32 %3, %4
  %6 = lshr i32 %.03, 1
  br label %7

7:                                                ; preds = %2
  %8 = shl i32 %5, 1
  %9 = and i32 %6, 1
  %10 = or i32 %8, %9
  %11 = lshr i32 %6, 1
  br label %12

12:                                               ; preds = %7
  %13 = shl i32 %10, 1
  %14 = and i32 %11, 1
  %15 = or i32 %13, %14
  %16 = lshr i32 %11, 1
  br label %17

17:                                               ; preds = %12
  %18 = shl i32 %15, 1
  %19 = and i32 %16, 1
  %20 = or i32 %18, %19
  %21 = lshr i32 %16, 1
  br label %22

22:                                               ; preds = %17
  %23 = add nuw nsw i32 %.021, 4
  %exitcond.3 = icmp ne i32 %23, 32
  br i1 %exitcond.3, label %2, label %24, !llvm.loop !8

24:                                               ; preds = %22
  %.01.lcssa = phi i32 [ %20, %22 ]
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
