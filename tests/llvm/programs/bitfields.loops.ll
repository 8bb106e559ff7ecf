; ModuleID = 'bitfields.canon.ll'
source_filename = "bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.packed = type { i16, [2 x i8] }
%union.word = type { i32 }

@.str = private unnamed_addr constant [37 x i8] c"lo %u mid %u neg %d flag %u size %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"bytes %02x %02x %02x %02x\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"word %08x\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca %struct.packed, align 4
  %2 = alloca %union.word, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %1, i8 0, i64 4, i1 false)
  %.promoted = load i16, ptr %1, align 4
  br label %3

3:                                                ; preds = %0, %37
  %.01 = phi i32 [ 0, %0 ], [ %38, %37 ]
  %4 = phi i16 [ %.promoted, %0 ], [ %36, %37 ]
  %5 = and i16 %4, 7
  %6 = zext i16 %5 to i32
  %7 = add i32 %6, 1
  %8 = trunc i32 %7 to i16
  %9 = and i16 %8, 7
  %10 = and i16 %4, -8
  %11 = or i16 %10, %9
  %12 = lshr i16 %11, 3
  %13 = and i16 %12, 127
  %14 = zext i16 %13 to i32
  %15 = add nsw i32 %14, 13
  %16 = trunc i32 %15 to i16
  %17 = and i16 %16, 127
  %18 = shl i16 %17, 3
  %19 = and i16 %11, -1017
  %20 = or i16 %19, %18
  %21 = sub nsw i32 %.01, 6
  %22 = trunc i32 %21 to i16
  %23 = and i16 %22, 31
  %24 = shl i16 %23, 10
  %25 = and i16 %20, -31745
  %26 = or i16 %25, %24
  %27 = lshr i16 %26, 15
  %28 = zext i16 %27 to i32
  %29 = icmp ne i32 %28, 0
  %30 = xor i1 %29, true
  %31 = zext i1 %30 to i32
  %32 = trunc i32 %31 to i16
  %33 = and i16 %32, 1
  %34 = shl i16 %33, 15
  %35 = and i16 %26, 32767
  %36 = or i16 %35, %34
  br label %37

37:                                               ; preds = %3
  %38 = add nuw nsw i32 %.01, 1
  %exitcond = icmp ne i32 %38, 12
  br i1 %exitcond, label %3, label %39, !llvm.loop !6

39:                                               ; preds = %37
  %.lcssa = phi i16 [ %36, %37 ]
  store i16 %.lcssa, ptr %1, align 4
  %40 = load i16, ptr %1, align 4
  %41 = and i16 %40, 7
  %42 = zext i16 %41 to i32
  %43 = load i16, ptr %1, align 4
  %44 = lshr i16 %43, 3
  %45 = and i16 %44, 127
  %46 = zext i16 %45 to i32
  %47 = load i16, ptr %1, align 4
  %48 = shl i16 %47, 1
  %49 = ashr i16 %48, 11
  %50 = sext i16 %49 to i32
  %51 = load i16, ptr %1, align 4
  %52 = lshr i16 %51, 15
  %53 = zext i16 %52 to i32
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %42, i32 noundef %46, i32 noundef %50, i32 noundef %53, i32 noundef 4)
  store i32 287454020, ptr %2, align 4
  %55 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 0
  %56 = load i8, ptr %55, align 4
  %57 = zext i8 %56 to i32
  %58 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 1
  %59 = load i8, ptr %58, align 1
  %60 = zext i8 %59 to i32
  %61 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 2
  %62 = load i8, ptr %61, align 2
  %63 = zext i8 %62 to i32
  %64 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 3
  %65 = load i8, ptr %64, align 1
  %66 = zext i8 %65 to i32
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %57, i32 noundef %60, i32 noundef %63, i32 noundef %66)
  %68 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 2
  store i8 -85, ptr %68, align 2
  %69 = load i32, ptr %2, align 4
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %69)
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
