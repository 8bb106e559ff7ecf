; ModuleID = 'array_global.canon.ll'
source_filename = "array_global.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@weights = dso_local global [6 x i32] [i32 3, i32 -1, i32 4, i32 -1, i32 5, i32 -9], align 16
@big = dso_local global [4 x i64] [i64 1099511627776, i64 -34359738368, i64 7, i64 0], align 16
@grid = dso_local global [5 x [6 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [12 x i8] c"row %d: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"big sum %lld\0A\00", align 1
@bytes = dso_local global [10 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"bytes %u\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  call void @fill()
  br label %1

1:                                                ; preds = %0, %40
  %indvars.iv10 = phi i64 [ 0, %0 ], [ %indvars.iv.next11, %40 ]
  %2 = getelementptr inbounds [5 x [6 x i32]], ptr @grid, i64 0, i64 %indvars.iv10
  br label %3

3:                                                ; preds = %1
  %4 = load i32, ptr %2, align 4
  %5 = load i32, ptr @weights, align 4
  %6 = mul nsw i32 %4, %5
  br label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 1
  %9 = load i32, ptr %8, align 4
  %10 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 4), align 4
  %11 = mul nsw i32 %9, %10
  %12 = add nsw i32 %6, %11
  br label %13

13:                                               ; preds = %7
  %14 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 2
  %15 = load i32, ptr %14, align 4
  %16 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 8), align 4
  %17 = mul nsw i32 %15, %16
  %18 = add nsw i32 %12, %17
  br label %19

19:                                               ; preds = %13
  %20 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 3
  %21 = load i32, ptr %20, align 4
  %22 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 12), align 4
  %23 = mul nsw i32 %21, %22
  %24 = add nsw i32 %18, %23
  br label %25

25:                                               ; preds = %19
  %26 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 4
  %27 = load i32, ptr %26, align 4
  %28 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 16), align 4
  %29 = mul nsw i32 %27, %28
  %30 = add nsw i32 %24, %29
  br label %31

31:                                               ; preds = %25
  %32 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 5
  %33 = load i32, ptr %32, align 4
  %34 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 20), align 4
  %35 = mul nsw i32 %33, %34
  %36 = add nsw i32 %30, %35
  br label %37

37:                                               ; preds = %31
  %38 = trunc nuw nsw i64 %indvars.iv10 to i32
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %38, i32 noundef %36)
  br label %40

40:                                               ; preds = %37
  %indvars.iv.next11 = add nuw nsw i64 %indvars.iv10, 1
  %exitcond13 = icmp ne i64 %indvars.iv.next11, 5
  br i1 %exitcond13, label %1, label %41, !llvm.loop !6

41:                                               ; preds = %40
  br label %42

42:                                               ; preds = %41
  %43 = load i64, ptr @big, align 8
  br label %44

44:                                               ; preds = %42
  %45 = load i64, ptr getelementptr inbounds nuw (i8, ptr @big, i64 8), align 8
  %46 = add nsw i64 %43, %45
  br label %47

47:                                               ; preds = %44
  %48 = load i64, ptr getelementptr inbounds nuw (i8, ptr @big, i64 16), align 8
  %49 = add nsw i64 %46, %48
  br label %50

50:                                               ; preds = %47
  %51 = load i64, ptr getelementptr inbounds nuw (i8, ptr @big, i64 24), align 8
  %52 = add nsw i64 %49, %51
  br label %53

53:                                               ; preds = %50
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %52)
  br label %55

55:                                               ; preds = %53
  store i8 0, ptr @bytes, align 1
  br label %56

56:                                               ; preds = %55
  store i8 37, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 1), align 1
  br label %57

57:                                               ; preds = %56
  store i8 74, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 2), align 1
  br label %58

58:                                               ; preds = %57
  store i8 111, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 3), align 1
  br label %59

59:                                               ; preds = %58
  store i8 -108, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 4), align 1
  br label %60

60:                                               ; preds = %59
  store i8 -71, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 5), align 1
  br label %61

61:                                               ; preds = %60
  store i8 -34, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 6), align 1
  br label %62

62:                                               ; preds = %61
  store i8 3, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 7), align 1
  br label %63

63:                                               ; preds = %62
  store i8 40, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 8), align 1
  br label %64

64:                                               ; preds = %63
  store i8 77, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 9), align 1
  br label %65

65:                                               ; preds = %64
  br label %66

66:                                               ; preds = %65
  %67 = load i8, ptr @bytes, align 1
  %68 = zext i8 %67 to i32
  br label %69

69:                                               ; preds = %66
  %70 = load i8, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 1), align 1
  %71 = zext i8 %70 to i32
  %72 = add i32 %68, %71
  br label %73

73:                                               ; preds = %69
  %74 = load i8, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 2), align 1
  %75 = zext i8 %74 to i32
  %76 = add i32 %72, %75
  br label %77

77:                                               ; preds = %73
  %78 = load i8, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 3), align 1
  %79 = zext i8 %78 to i32
  %80 = add i32 %76, %79
  br label %81

81:                                               ; preds = %77
  %82 = load i8, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 4), align 1
  %83 = zext i8 %82 to i32
  %84 = add i32 %80, %83
  br label %85

85:                                               ; preds = %81
  %86 = load i8, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 5), align 1
  %87 = zext i8 %86 to i32
  %88 = add i32 %84, %87
  br label %89

89:                                               ; preds = %85
  %90 = load i8, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 6), align 1
  %91 = zext i8 %90 to i32
  %92 = add i32 %88, %91
  br label %93

93:                                               ; preds = %89
  %94 = load i8, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 7), align 1
  %95 = zext i8 %94 to i32
  %96 = add i32 %92, %95
  br label %97

97:                                               ; preds = %93
  %98 = load i8, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 8), align 1
  %99 = zext i8 %98 to i32
  %100 = add i32 %96, %99
  br label %101

101:                                              ; preds = %97
  %102 = load i8, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 9), align 1
  %103 = zext i8 %102 to i32
  %104 = add i32 %100, %103
  br label %105

105:                                              ; preds = %101
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %104)
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal void @fill() #0 {
  br label %1

1:                                                ; preds = %0
  br label %2

2:                                                ; preds = %1
  store i32 -2, ptr @grid, align 4
  br label %3

3:                                                ; preds = %2
  store i32 -1, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 4), align 4
  br label %4

4:                                                ; preds = %3
  store i32 0, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 8), align 4
  br label %5

5:                                                ; preds = %4
  store i32 1, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 12), align 4
  br label %6

6:                                                ; preds = %5
  store i32 2, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 16), align 4
  br label %7

7:                                                ; preds = %6
  store i32 3, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 20), align 4
  br label %8

8:                                                ; preds = %7
  br label %9

9:                                                ; preds = %8
  br label %10

10:                                               ; preds = %9
  store i32 -4, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 24), align 4
  br label %11

11:                                               ; preds = %10
  store i32 -2, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 28), align 4
  br label %12

12:                                               ; preds = %11
  store i32 0, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 32), align 4
  br label %13

13:                                               ; preds = %12
  store i32 2, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 36), align 4
  br label %14

14:                                               ; preds = %13
  store i32 4, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 40), align 4
  br label %15

15:                                               ; preds = %14
  store i32 6, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 44), align 4
  br label %16

16:                                               ; preds = %15
  br label %17

17:                                               ; preds = %16
  br label %18

18:                                               ; preds = %17
  store i32 -6, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 48), align 4
  br label %19

19:                                               ; preds = %18
  store i32 -3, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 52), align 4
  br label %20

20:                                               ; preds = %19
  store i32 0, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 56), align 4
  br label %21

21:                                               ; preds = %20
  store i32 3, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 60), align 4
  br label %22

22:                                               ; preds = %21
  store i32 6, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 64), align 4
  br label %23

23:                                               ; preds = %22
  store i32 9, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 68), align 4
  br label %24

24:                                               ; preds = %23
  br label %25

25:                                               ; preds = %24
  br label %26

26:                                               ; preds = %25
  store i32 -8, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 72), align 4
  br label %27

27:                                               ; preds = %26
  store i32 -4, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 76), align 4
  br label %28

28:                                               ; preds = %27
  store i32 0, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 80), align 4
  br label %29

29:                                               ; preds = %28
  store i32 4, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 84), align 4
  br label %30

30:                                               ; preds = %29
  store i32 8, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 88), align 4
  br label %31

31:                                               ; preds = %30
  store i32 12, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 92), align 4
  br label %32

32:                                               ; preds = %31
  br label %33

33:                                               ; preds = %32
  br label %34

34:                                               ; preds = %33
  store i32 -10, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 96), align 4
  br label %35

35:                                               ; preds = %34
  store i32 -5, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 100), align 4
  br label %36

36:                                               ; preds = %35
  store i32 0, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 104), align 4
  br label %37

37:                                               ; preds = %36
  store i32 5, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 108), align 4
  br label %38

38:                                               ; preds = %37
  store i32 10, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 112), align 4
  br label %39

39:                                               ; preds = %38
  store i32 15, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 116), align 4
  br label %40

40:                                               ; preds = %39
  br label %41

41:                                               ; preds = %40
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

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
