; ModuleID = 'bit_builtins.c'
source_filename = "bit_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [53 x i8] c"%2d %2d %2d %2d %2d %2d %04x %08x %016llx %08x %02x\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i16, align 2
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i8, align 1
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  store i64 81985529216486895, ptr %3, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %17

17:                                               ; preds = %90, %0
  %18 = load i32, ptr %5, align 4
  %19 = icmp slt i32 %18, 12
  br i1 %19, label %20, label %93

20:                                               ; preds = %17
  %21 = load i32, ptr %2, align 4
  %22 = call i32 @llvm.ctpop.i32(i32 %21)
  store i32 %22, ptr %6, align 4
  %23 = load i64, ptr %3, align 8
  %24 = call i64 @llvm.ctpop.i64(i64 %23)
  %25 = trunc i64 %24 to i32
  store i32 %25, ptr %7, align 4
  %26 = load i32, ptr %2, align 4
  %27 = or i32 %26, 1
  %28 = call i32 @llvm.ctlz.i32(i32 %27, i1 true)
  store i32 %28, ptr %8, align 4
  %29 = load i32, ptr %2, align 4
  %30 = or i32 %29, -2147483648
  %31 = call i32 @llvm.cttz.i32(i32 %30, i1 true)
  store i32 %31, ptr %9, align 4
  %32 = load i64, ptr %3, align 8
  %33 = or i64 %32, 1
  %34 = call i64 @llvm.ctlz.i64(i64 %33, i1 true)
  %35 = trunc i64 %34 to i32
  store i32 %35, ptr %10, align 4
  %36 = load i64, ptr %3, align 8
  %37 = or i64 %36, -9223372036854775808
  %38 = call i64 @llvm.cttz.i64(i64 %37, i1 true)
  %39 = trunc i64 %38 to i32
  store i32 %39, ptr %11, align 4
  %40 = load i32, ptr %2, align 4
  %41 = trunc i32 %40 to i16
  %42 = call i16 @llvm.bswap.i16(i16 %41)
  store i16 %42, ptr %12, align 2
  %43 = load i32, ptr %2, align 4
  %44 = call i32 @llvm.bswap.i32(i32 %43)
  store i32 %44, ptr %13, align 4
  %45 = load i64, ptr %3, align 8
  %46 = call i64 @llvm.bswap.i64(i64 %45)
  store i64 %46, ptr %14, align 8
  %47 = load i32, ptr %2, align 4
  %48 = call i32 @llvm.bitreverse.i32(i32 %47)
  store i32 %48, ptr %15, align 4
  %49 = load i32, ptr %5, align 4
  %50 = trunc i32 %49 to i8
  %51 = call i8 @llvm.bitreverse.i8(i8 %50)
  store i8 %51, ptr %16, align 1
  %52 = load i32, ptr %6, align 4
  %53 = load i32, ptr %7, align 4
  %54 = load i32, ptr %8, align 4
  %55 = load i32, ptr %9, align 4
  %56 = load i32, ptr %10, align 4
  %57 = load i32, ptr %11, align 4
  %58 = load i16, ptr %12, align 2
  %59 = zext i16 %58 to i32
  %60 = load i32, ptr %13, align 4
  %61 = load i64, ptr %14, align 8
  %62 = load i32, ptr %15, align 4
  %63 = load i8, ptr %16, align 1
  %64 = zext i8 %63 to i32
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %52, i32 noundef %53, i32 noundef %54, i32 noundef %55, i32 noundef %56, i32 noundef %57, i32 noundef %59, i32 noundef %60, i64 noundef %61, i32 noundef %62, i32 noundef %64)
  %66 = load i32, ptr %4, align 4
  %67 = mul i32 %66, 33
  %68 = load i32, ptr %6, align 4
  %69 = add i32 %67, %68
  %70 = load i32, ptr %8, align 4
  %71 = add i32 %69, %70
  %72 = load i32, ptr %9, align 4
  %73 = add i32 %71, %72
  %74 = load i32, ptr %13, align 4
  %75 = add i32 %73, %74
  %76 = load i32, ptr %15, align 4
  %77 = add i32 %75, %76
  store i32 %77, ptr %4, align 4
  %78 = load i32, ptr %2, align 4
  %79 = mul i32 %78, -1640531535
  %80 = load i32, ptr %5, align 4
  %81 = add i32 %79, %80
  store i32 %81, ptr %2, align 4
  %82 = load i64, ptr %3, align 8
  %83 = lshr i64 %82, 7
  %84 = load i64, ptr %3, align 8
  %85 = shl i64 %84, 3
  %86 = xor i64 %83, %85
  %87 = load i32, ptr %5, align 4
  %88 = sext i32 %87 to i64
  %89 = xor i64 %86, %88
  store i64 %89, ptr %3, align 8
  br label %90

90:                                               ; preds = %20
  %91 = load i32, ptr %5, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %5, align 4
  br label %17, !llvm.loop !6

93:                                               ; preds = %17
  %94 = load i32, ptr %4, align 4
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %94)
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
