; ModuleID = 'bitfields.c'
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
  %1 = alloca i32, align 4
  %2 = alloca %struct.packed, align 4
  %3 = alloca i32, align 4
  %4 = alloca %union.word, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 4, i1 false)
  store i32 0, ptr %3, align 4
  br label %5

5:                                                ; preds = %55, %0
  %6 = load i32, ptr %3, align 4
  %7 = icmp slt i32 %6, 12
  br i1 %7, label %8, label %58

8:                                                ; preds = %5
  %9 = load i16, ptr %2, align 4
  %10 = and i16 %9, 7
  %11 = zext i16 %10 to i32
  %12 = add i32 %11, 1
  %13 = trunc i32 %12 to i16
  %14 = load i16, ptr %2, align 4
  %15 = and i16 %13, 7
  %16 = and i16 %14, -8
  %17 = or i16 %16, %15
  store i16 %17, ptr %2, align 4
  %18 = zext i16 %15 to i32
  %19 = load i16, ptr %2, align 4
  %20 = lshr i16 %19, 3
  %21 = and i16 %20, 127
  %22 = zext i16 %21 to i32
  %23 = add nsw i32 %22, 13
  %24 = trunc i32 %23 to i16
  %25 = load i16, ptr %2, align 4
  %26 = and i16 %24, 127
  %27 = shl i16 %26, 3
  %28 = and i16 %25, -1017
  %29 = or i16 %28, %27
  store i16 %29, ptr %2, align 4
  %30 = zext i16 %26 to i32
  %31 = load i32, ptr %3, align 4
  %32 = sub nsw i32 %31, 6
  %33 = trunc i32 %32 to i16
  %34 = load i16, ptr %2, align 4
  %35 = and i16 %33, 31
  %36 = shl i16 %35, 10
  %37 = and i16 %34, -31745
  %38 = or i16 %37, %36
  store i16 %38, ptr %2, align 4
  %39 = shl i16 %35, 11
  %40 = ashr i16 %39, 11
  %41 = sext i16 %40 to i32
  %42 = load i16, ptr %2, align 4
  %43 = lshr i16 %42, 15
  %44 = zext i16 %43 to i32
  %45 = icmp ne i32 %44, 0
  %46 = xor i1 %45, true
  %47 = zext i1 %46 to i32
  %48 = trunc i32 %47 to i16
  %49 = load i16, ptr %2, align 4
  %50 = and i16 %48, 1
  %51 = shl i16 %50, 15
  %52 = and i16 %49, 32767
  %53 = or i16 %52, %51
  store i16 %53, ptr %2, align 4
  %54 = zext i16 %50 to i32
  br label %55

55:                                               ; preds = %8
  %56 = load i32, ptr %3, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %3, align 4
  br label %5, !llvm.loop !6

58:                                               ; preds = %5
  %59 = load i16, ptr %2, align 4
  %60 = and i16 %59, 7
  %61 = zext i16 %60 to i32
  %62 = load i16, ptr %2, align 4
  %63 = lshr i16 %62, 3
  %64 = and i16 %63, 127
  %65 = zext i16 %64 to i32
  %66 = load i16, ptr %2, align 4
  %67 = shl i16 %66, 1
  %68 = ashr i16 %67, 11
  %69 = sext i16 %68 to i32
  %70 = load i16, ptr %2, align 4
  %71 = lshr i16 %70, 15
  %72 = zext i16 %71 to i32
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %61, i32 noundef %65, i32 noundef %69, i32 noundef %72, i32 noundef 4)
  store i32 287454020, ptr %4, align 4
  %74 = getelementptr inbounds [4 x i8], ptr %4, i64 0, i64 0
  %75 = load i8, ptr %74, align 4
  %76 = zext i8 %75 to i32
  %77 = getelementptr inbounds [4 x i8], ptr %4, i64 0, i64 1
  %78 = load i8, ptr %77, align 1
  %79 = zext i8 %78 to i32
  %80 = getelementptr inbounds [4 x i8], ptr %4, i64 0, i64 2
  %81 = load i8, ptr %80, align 2
  %82 = zext i8 %81 to i32
  %83 = getelementptr inbounds [4 x i8], ptr %4, i64 0, i64 3
  %84 = load i8, ptr %83, align 1
  %85 = zext i8 %84 to i32
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %76, i32 noundef %79, i32 noundef %82, i32 noundef %85)
  %87 = getelementptr inbounds [4 x i8], ptr %4, i64 0, i64 2
  store i8 -85, ptr %87, align 2
  %88 = load i32, ptr %4, align 4
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %88)
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
