; ModuleID = 'bit_builtins.O0.ll'
source_filename = "bit_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [53 x i8] c"%2d %2d %2d %2d %2d %2d %04x %08x %016llx %08x %02x\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %40, %0
  %.03 = phi i32 [ 0, %0 ], [ %32, %40 ]
  %.02 = phi i64 [ 81985529216486895, %0 ], [ %39, %40 ]
  %.01 = phi i32 [ 1, %0 ], [ %34, %40 ]
  %.0 = phi i32 [ 0, %0 ], [ %41, %40 ]
  %2 = icmp slt i32 %.0, 12
  br i1 %2, label %3, label %42

3:                                                ; preds = %1
  %4 = call i32 @llvm.ctpop.i32(i32 %.01)
  %5 = call i64 @llvm.ctpop.i64(i64 %.02)
  %6 = trunc i64 %5 to i32
  %7 = or i32 %.01, 1
  %8 = call i32 @llvm.ctlz.i32(i32 %7, i1 true)
  %9 = or i32 %.01, -2147483648
  %10 = call i32 @llvm.cttz.i32(i32 %9, i1 true)
  %11 = or i64 %.02, 1
  %12 = call i64 @llvm.ctlz.i64(i64 %11, i1 true)
  %13 = trunc i64 %12 to i32
  %14 = or i64 %.02, -9223372036854775808
  %15 = call i64 @llvm.cttz.i64(i64 %14, i1 true)
  %16 = trunc i64 %15 to i32
  %17 = trunc i32 %.01 to i16
  %18 = call i16 @llvm.bswap.i16(i16 %17)
  %19 = call i32 @llvm.bswap.i32(i32 %.01)
  %20 = call i64 @llvm.bswap.i64(i64 %.02)
  %21 = call i32 @llvm.bitreverse.i32(i32 %.01)
  %22 = trunc i32 %.0 to i8
  %23 = call i8 @llvm.bitreverse.i8(i8 %22)
  %24 = zext i16 %18 to i32
  %25 = zext i8 %23 to i32
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %4, i32 noundef %6, i32 noundef %8, i32 noundef %10, i32 noundef %13, i32 noundef %16, i32 noundef %24, i32 noundef %19, i64 noundef %20, i32 noundef %21, i32 noundef %25)
  %27 = mul i32 %.03, 33
  %28 = add i32 %27, %4
  %29 = add i32 %28, %8
  %30 = add i32 %29, %10
  %31 = add i32 %30, %19
  %32 = add i32 %31, %21
  %33 = mul i32 %.01, -1640531535
  %34 = add i32 %33, %.0
  %35 = lshr i64 %.02, 7
  %36 = shl i64 %.02, 3
  %37 = xor i64 %35, %36
  %38 = sext i32 %.0 to i64
  %39 = xor i64 %37, %38
  br label %40

40:                                               ; preds = %3
  %41 = add nsw i32 %.0, 1
  br label %1, !llvm.loop !6

42:                                               ; preds = %1
  %.03.lcssa = phi i32 [ %.03, %1 ]
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %.03.lcssa)
  ret i32 0
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.bitreverse.i8(i8) #1

declare i32 @printf(ptr noundef, ...) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
