; ModuleID = 'bit_builtins.canon.ll'
source_filename = "bit_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [53 x i8] c"%2d %2d %2d %2d %2d %2d %04x %08x %016llx %08x %02x\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %0, %33
  %indvars.iv = phi i64 [ 0, %0 ], [ %indvars.iv.next, %33 ]
  %.013 = phi i32 [ 1, %0 ], [ %28, %33 ]
  %.022 = phi i64 [ 81985529216486895, %0 ], [ %32, %33 ]
  %2 = call i32 @llvm.ctpop.i32(i32 %.013)
  %3 = call i64 @llvm.ctpop.i64(i64 %.022)
  %4 = trunc i64 %3 to i32
  %5 = or i32 %.013, 1
  %6 = call i32 @llvm.ctlz.i32(i32 %5, i1 true)
  %7 = or i32 %.013, -2147483648
  %8 = call i32 @llvm.cttz.i32(i32 %7, i1 true)
  %9 = or i64 %.022, 1
  %10 = call i64 @llvm.ctlz.i64(i64 %9, i1 true)
  %11 = trunc i64 %10 to i32
  %12 = or i64 %.022, -9223372036854775808
  %13 = call i64 @llvm.cttz.i64(i64 %12, i1 true)
  %14 = trunc i64 %13 to i32
  %15 = trunc i32 %.013 to i16
  %16 = call i16 @llvm.bswap.i16(i16 %15)
  %17 = call i32 @llvm.bswap.i32(i32 %.013)
  %18 = call i64 @llvm.bswap.i64(i64 %.022)
  %19 = call i32 @llvm.bitreverse.i32(i32 %.013)
  %20 = trunc nuw nsw i64 %indvars.iv to i32
  %21 = trunc i32 %20 to i8
  %22 = call i8 @llvm.bitreverse.i8(i8 %21)
  %23 = zext i16 %16 to i32
  %24 = zext i8 %22 to i32
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %2, i32 noundef %4, i32 noundef %6, i32 noundef %8, i32 noundef %11, i32 noundef %14, i32 noundef %23, i32 noundef %17, i64 noundef %18, i32 noundef %19, i32 noundef %24)
  %26 = mul i32 %.013, -1640531535
  %27 = trunc nuw nsw i64 %indvars.iv to i32
  %28 = add i32 %26, %27
  %29 = lshr i64 %.022, 7
  %30 = shl i64 %.022, 3
  %31 = xor i64 %29, %30
  %32 = xor i64 %31, %indvars.iv
  br label %33

33:                                               ; preds = %1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond = icmp ne i64 %indvars.iv.next, 12
  br i1 %exitcond, label %1, label %34, !llvm.loop !6

34:                                               ; preds = %33
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 1159776148)
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
