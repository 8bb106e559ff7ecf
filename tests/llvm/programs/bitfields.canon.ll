; ModuleID = 'bitfields.O0.ll'
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
  br label %3

3:                                                ; preds = %51, %0
  %.0 = phi i32 [ 0, %0 ], [ %52, %51 ]
  %4 = icmp slt i32 %.0, 12
  br i1 %4, label %5, label %53

5:                                                ; preds = %3
  %6 = load i16, ptr %1, align 4
  %7 = and i16 %6, 7
  %8 = zext i16 %7 to i32
  %9 = add i32 %8, 1
  %10 = trunc i32 %9 to i16
  %11 = load i16, ptr %1, align 4
  %12 = and i16 %10, 7
  %13 = and i16 %11, -8
  %14 = or i16 %13, %12
  store i16 %14, ptr %1, align 4
  %15 = zext i16 %12 to i32
  %16 = load i16, ptr %1, align 4
  %17 = lshr i16 %16, 3
  %18 = and i16 %17, 127
  %19 = zext i16 %18 to i32
  %20 = add nsw i32 %19, 13
  %21 = trunc i32 %20 to i16
  %22 = load i16, ptr %1, align 4
  %23 = and i16 %21, 127
  %24 = shl i16 %23, 3
  %25 = and i16 %22, -1017
  %26 = or i16 %25, %24
  store i16 %26, ptr %1, align 4
  %27 = zext i16 %23 to i32
  %28 = sub nsw i32 %.0, 6
  %29 = trunc i32 %28 to i16
  %30 = load i16, ptr %1, align 4
  %31 = and i16 %29, 31
  %32 = shl i16 %31, 10
  %33 = and i16 %30, -31745
  %34 = or i16 %33, %32
  store i16 %34, ptr %1, align 4
  %35 = shl i16 %31, 11
  %36 = ashr i16 %35, 11
  %37 = sext i16 %36 to i32
  %38 = load i16, ptr %1, align 4
  %39 = lshr i16 %38, 15
  %40 = zext i16 %39 to i32
  %41 = icmp ne i32 %40, 0
  %42 = xor i1 %41, true
  %43 = zext i1 %42 to i32
  %44 = trunc i32 %43 to i16
  %45 = load i16, ptr %1, align 4
  %46 = and i16 %44, 1
  %47 = shl i16 %46, 15
  %48 = and i16 %45, 32767
  %49 = or i16 %48, %47
  store i16 %49, ptr %1, align 4
  %50 = zext i16 %46 to i32
  br label %51

51:                                               ; preds = %5
  %52 = add nsw i32 %.0, 1
  br label %3, !llvm.loop !6

53:                                               ; preds = %3
  %54 = load i16, ptr %1, align 4
  %55 = and i16 %54, 7
  %56 = zext i16 %55 to i32
  %57 = load i16, ptr %1, align 4
  %58 = lshr i16 %57, 3
  %59 = and i16 %58, 127
  %60 = zext i16 %59 to i32
  %61 = load i16, ptr %1, align 4
  %62 = shl i16 %61, 1
  %63 = ashr i16 %62, 11
  %64 = sext i16 %63 to i32
  %65 = load i16, ptr %1, align 4
  %66 = lshr i16 %65, 15
  %67 = zext i16 %66 to i32
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %56, i32 noundef %60, i32 noundef %64, i32 noundef %67, i32 noundef 4)
  store i32 287454020, ptr %2, align 4
  %69 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 0
  %70 = load i8, ptr %69, align 4
  %71 = zext i8 %70 to i32
  %72 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 1
  %73 = load i8, ptr %72, align 1
  %74 = zext i8 %73 to i32
  %75 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 2
  %76 = load i8, ptr %75, align 2
  %77 = zext i8 %76 to i32
  %78 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 3
  %79 = load i8, ptr %78, align 1
  %80 = zext i8 %79 to i32
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %71, i32 noundef %74, i32 noundef %77, i32 noundef %80)
  %82 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 2
  store i8 -85, ptr %82, align 2
  %83 = load i32, ptr %2, align 4
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %83)
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
