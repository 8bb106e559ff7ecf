; ModuleID = 'loop_nest.O0.ll'
source_filename = "loop_nest.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"triangle: %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"pythagoras: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"mixed: %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %22, %0
  %.02 = phi i32 [ 0, %0 ], [ %23, %22 ]
  %.01 = phi i64 [ 0, %0 ], [ %.1.lcssa, %22 ]
  %2 = icmp slt i32 %.02, 8
  br i1 %2, label %3, label %24

3:                                                ; preds = %1
  br label %4

4:                                                ; preds = %19, %3
  %.03 = phi i32 [ 0, %3 ], [ %20, %19 ]
  %.1 = phi i64 [ %.01, %3 ], [ %.2.lcssa, %19 ]
  %5 = icmp sle i32 %.03, %.02
  br i1 %5, label %6, label %21

6:                                                ; preds = %4
  br label %7

7:                                                ; preds = %16, %6
  %.04 = phi i32 [ %.03, %6 ], [ %17, %16 ]
  %.2 = phi i64 [ %.1, %6 ], [ %15, %16 ]
  %8 = icmp slt i32 %.04, %.02
  br i1 %8, label %9, label %18

9:                                                ; preds = %7
  %10 = mul nsw i32 %.02, 100
  %11 = mul nsw i32 %.03, 10
  %12 = add nsw i32 %10, %11
  %13 = add nsw i32 %12, %.04
  %14 = sext i32 %13 to i64
  %15 = add nsw i64 %.2, %14
  br label %16

16:                                               ; preds = %9
  %17 = add nsw i32 %.04, 1
  br label %7, !llvm.loop !6

18:                                               ; preds = %7
  %.2.lcssa = phi i64 [ %.2, %7 ]
  br label %19

19:                                               ; preds = %18
  %20 = add nsw i32 %.03, 1
  br label %4, !llvm.loop !8

21:                                               ; preds = %4
  %.1.lcssa = phi i64 [ %.1, %4 ]
  br label %22

22:                                               ; preds = %21
  %23 = add nsw i32 %.02, 1
  br label %1, !llvm.loop !9

24:                                               ; preds = %1
  %.01.lcssa = phi i64 [ %.01, %1 ]
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %.01.lcssa)
  br label %26

26:                                               ; preds = %48, %24
  %.011 = phi i32 [ 1, %24 ], [ %49, %48 ]
  %.09 = phi i32 [ 0, %24 ], [ %.110, %48 ]
  %.07 = phi i32 [ -1, %24 ], [ %.18, %48 ]
  %.05 = phi i32 [ -1, %24 ], [ %.16, %48 ]
  %27 = icmp slt i32 %.011, 50
  br i1 %27, label %28, label %31

28:                                               ; preds = %26
  %29 = icmp ne i32 %.09, 0
  %30 = xor i1 %29, true
  br label %31

31:                                               ; preds = %28, %26
  %32 = phi i1 [ false, %26 ], [ %30, %28 ]
  br i1 %32, label %33, label %50

33:                                               ; preds = %31
  br label %34

34:                                               ; preds = %45, %33
  %.012 = phi i32 [ %.011, %33 ], [ %46, %45 ]
  %35 = icmp slt i32 %.012, 50
  br i1 %35, label %36, label %.loopexit

36:                                               ; preds = %34
  %37 = mul nsw i32 %.011, %.011
  %38 = mul nsw i32 %.012, %.012
  %39 = add nsw i32 %37, %38
  %40 = icmp eq i32 %39, 625
  br i1 %40, label %41, label %44

41:                                               ; preds = %36
  %42 = icmp sgt i32 %.011, 10
  br i1 %42, label %43, label %44

43:                                               ; preds = %41
  %.012.lcssa20 = phi i32 [ %.012, %41 ]
  br label %47

44:                                               ; preds = %41, %36
  br label %45

45:                                               ; preds = %44
  %46 = add nsw i32 %.012, 1
  br label %34, !llvm.loop !10

.loopexit:                                        ; preds = %34
  br label %47

47:                                               ; preds = %.loopexit, %43
  %.110 = phi i32 [ 1, %43 ], [ %.09, %.loopexit ]
  %.18 = phi i32 [ %.012.lcssa20, %43 ], [ %.07, %.loopexit ]
  %.16 = phi i32 [ %.011, %43 ], [ %.05, %.loopexit ]
  br label %48

48:                                               ; preds = %47
  %49 = add nsw i32 %.011, 1
  br label %26, !llvm.loop !11

50:                                               ; preds = %31
  %.07.lcssa = phi i32 [ %.07, %31 ]
  %.05.lcssa = phi i32 [ %.05, %31 ]
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %.05.lcssa, i32 noundef %.07.lcssa)
  br label %52

52:                                               ; preds = %68, %50
  %.016 = phi i32 [ 0, %50 ], [ %69, %68 ]
  %.013 = phi i32 [ 0, %50 ], [ %.215.lcssa, %68 ]
  %53 = icmp slt i32 %.016, 10
  br i1 %53, label %54, label %70

54:                                               ; preds = %52
  br label %55

55:                                               ; preds = %66, %54
  %.017 = phi i32 [ 0, %54 ], [ %.118, %66 ]
  %.114 = phi i32 [ %.013, %54 ], [ %.215, %66 ]
  %56 = add nsw i32 %.016, %.017
  %57 = srem i32 %56, 4
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %59, label %61

59:                                               ; preds = %55
  %60 = add nsw i32 %.017, 1
  br label %66

61:                                               ; preds = %55
  %62 = xor i32 %.016, %.017
  %63 = and i32 %62, 3
  %64 = add nsw i32 %.114, %63
  %65 = add nsw i32 %.017, 1
  br label %66

66:                                               ; preds = %61, %59
  %.118 = phi i32 [ %60, %59 ], [ %65, %61 ]
  %.215 = phi i32 [ %.114, %59 ], [ %64, %61 ]
  %67 = icmp slt i32 %.118, %.016
  br i1 %67, label %55, label %68, !llvm.loop !12

68:                                               ; preds = %66
  %.215.lcssa = phi i32 [ %.215, %66 ]
  %69 = add nsw i32 %.016, 1
  br label %52, !llvm.loop !13

70:                                               ; preds = %52
  %.013.lcssa = phi i32 [ %.013, %52 ]
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %.013.lcssa)
  br label %72

72:                                               ; preds = %91, %70
  %.019 = phi i32 [ 0, %70 ], [ %92, %91 ]
  %73 = icmp slt i32 %.019, 4
  br i1 %73, label %74, label %93

74:                                               ; preds = %72
  br label %75

75:                                               ; preds = %87, %74
  %.0 = phi i32 [ 0, %74 ], [ %88, %87 ]
  %76 = icmp slt i32 %.0, 4
  br i1 %76, label %77, label %89

77:                                               ; preds = %75
  %78 = icmp eq i32 %.019, %.0
  br i1 %78, label %79, label %80

79:                                               ; preds = %77
  br label %84

80:                                               ; preds = %77
  %81 = icmp slt i32 %.019, %.0
  %82 = zext i1 %81 to i64
  %83 = select i1 %81, i32 46, i32 35
  br label %84

84:                                               ; preds = %80, %79
  %85 = phi i32 [ 92, %79 ], [ %83, %80 ]
  %86 = call i32 @putchar(i32 noundef %85)
  br label %87

87:                                               ; preds = %84
  %88 = add nsw i32 %.0, 1
  br label %75, !llvm.loop !14

89:                                               ; preds = %75
  %90 = call i32 @putchar(i32 noundef 10)
  br label %91

91:                                               ; preds = %89
  %92 = add nsw i32 %.019, 1
  br label %72, !llvm.loop !15

93:                                               ; preds = %72
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

declare i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
