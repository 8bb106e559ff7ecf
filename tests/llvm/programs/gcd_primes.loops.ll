; ModuleID = 'gcd_primes.canon.ll'
source_filename = "gcd_primes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"gcd %u %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"gcd_rec %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"powmod %u %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"(%d primes)\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [100 x i8], align 16
  %2 = call i32 @gcd(i32 noundef 1071, i32 noundef 462)
  %3 = call i32 @gcd(i32 noundef 17, i32 noundef 5)
  %4 = call i32 @gcd(i32 noundef 0, i32 noundef 9)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %2, i32 noundef %3, i32 noundef %4)
  %6 = call i64 @gcd_rec(i64 noundef 1234567890123, i64 noundef 9876543210)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %6)
  %8 = call i32 @powmod(i64 noundef 2, i32 noundef 100, i32 noundef 1000000007)
  %9 = call i32 @powmod(i64 noundef 7, i32 noundef 65536, i32 noundef 65537)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %8, i32 noundef %9)
  call void @llvm.memset.p0.i64(ptr align 16 %1, i8 0, i64 100, i1 false)
  br label %11

11:                                               ; preds = %0
  %12 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 2
  %13 = load i8, ptr %12, align 1
  %14 = icmp ne i8 %13, 0
  br i1 %14, label %21, label %15

15:                                               ; preds = %11
  br i1 true, label %.lr.ph, label %20

.lr.ph:                                           ; preds = %15
  br label %16

16:                                               ; preds = %.lr.ph, %18
  %indvars.iv9 = phi i64 [ 4, %.lr.ph ], [ %indvars.iv.next10, %18 ]
  %17 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 %indvars.iv9
  store i8 1, ptr %17, align 1
  br label %18

18:                                               ; preds = %16
  %indvars.iv.next10 = add nsw i64 %indvars.iv9, 2
  %19 = icmp slt i64 %indvars.iv.next10, 100
  br i1 %19, label %16, label %._crit_edge, !llvm.loop !6

._crit_edge:                                      ; preds = %18
  br label %20

20:                                               ; preds = %._crit_edge, %15
  br label %21

21:                                               ; preds = %20, %11
  br label %22

22:                                               ; preds = %21
  %23 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 3
  %24 = load i8, ptr %23, align 1
  %25 = icmp ne i8 %24, 0
  br i1 %25, label %32, label %26

26:                                               ; preds = %22
  br i1 true, label %.lr.ph.1, label %31

.lr.ph.1:                                         ; preds = %26
  br label %27

27:                                               ; preds = %29, %.lr.ph.1
  %indvars.iv9.1 = phi i64 [ 9, %.lr.ph.1 ], [ %indvars.iv.next10.1, %29 ]
  %28 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 %indvars.iv9.1
  store i8 1, ptr %28, align 1
  br label %29

29:                                               ; preds = %27
  %indvars.iv.next10.1 = add nsw i64 %indvars.iv9.1, 3
  %30 = icmp slt i64 %indvars.iv.next10.1, 100
  br i1 %30, label %27, label %._crit_edge.1, !llvm.loop !6

._crit_edge.1:                                    ; preds = %29
  br label %31

31:                                               ; preds = %._crit_edge.1, %26
  br label %32

32:                                               ; preds = %31, %22
  br label %33

33:                                               ; preds = %32
  %34 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 4
  %35 = load i8, ptr %34, align 1
  %36 = icmp ne i8 %35, 0
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  br i1 true, label %.lr.ph.2, label %42

.lr.ph.2:                                         ; preds = %37
  br label %38

38:                                               ; preds = %40, %.lr.ph.2
  %indvars.iv9.2 = phi i64 [ 16, %.lr.ph.2 ], [ %indvars.iv.next10.2, %40 ]
  %39 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 %indvars.iv9.2
  store i8 1, ptr %39, align 1
  br label %40

40:                                               ; preds = %38
  %indvars.iv.next10.2 = add nsw i64 %indvars.iv9.2, 4
  %41 = icmp slt i64 %indvars.iv.next10.2, 100
  br i1 %41, label %38, label %._crit_edge.2, !llvm.loop !6

._crit_edge.2:                                    ; preds = %40
  br label %42

42:                                               ; preds = %._crit_edge.2, %37
  br label %43

43:                                               ; preds = %42, %33
  br label %44

44:                                               ; preds = %43
  %45 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 5
  %46 = load i8, ptr %45, align 1
  %47 = icmp ne i8 %46, 0
  br i1 %47, label %54, label %48

48:                                               ; preds = %44
  br i1 true, label %.lr.ph.3, label %53

.lr.ph.3:                                         ; preds = %48
  br label %49

49:                                               ; preds = %51, %.lr.ph.3
  %indvars.iv9.3 = phi i64 [ 25, %.lr.ph.3 ], [ %indvars.iv.next10.3, %51 ]
  %50 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 %indvars.iv9.3
  store i8 1, ptr %50, align 1
  br label %51

51:                                               ; preds = %49
  %indvars.iv.next10.3 = add nsw i64 %indvars.iv9.3, 5
  %52 = icmp slt i64 %indvars.iv.next10.3, 100
  br i1 %52, label %49, label %._crit_edge.3, !llvm.loop !6

._crit_edge.3:                                    ; preds = %51
  br label %53

53:                                               ; preds = %._crit_edge.3, %48
  br label %54

54:                                               ; preds = %53, %44
  br label %55

55:                                               ; preds = %54
  %56 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 6
  %57 = load i8, ptr %56, align 1
  %58 = icmp ne i8 %57, 0
  br i1 %58, label %65, label %59

59:                                               ; preds = %55
  br i1 true, label %.lr.ph.4, label %64

.lr.ph.4:                                         ; preds = %59
  br label %60

60:                                               ; preds = %62, %.lr.ph.4
  %indvars.iv9.4 = phi i64 [ 36, %.lr.ph.4 ], [ %indvars.iv.next10.4, %62 ]
  %61 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 %indvars.iv9.4
  store i8 1, ptr %61, align 1
  br label %62

62:                                               ; preds = %60
  %indvars.iv.next10.4 = add nsw i64 %indvars.iv9.4, 6
  %63 = icmp slt i64 %indvars.iv.next10.4, 100
  br i1 %63, label %60, label %._crit_edge.4, !llvm.loop !6

._crit_edge.4:                                    ; preds = %62
  br label %64

64:                                               ; preds = %._crit_edge.4, %59
  br label %65

65:                                               ; preds = %64, %55
  br label %66

66:                                               ; preds = %65
  %67 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 7
  %68 = load i8, ptr %67, align 1
  %69 = icmp ne i8 %68, 0
  br i1 %69, label %76, label %70

70:                                               ; preds = %66
  br i1 true, label %.lr.ph.5, label %75

.lr.ph.5:                                         ; preds = %70
  br label %71

71:                                               ; preds = %73, %.lr.ph.5
  %indvars.iv9.5 = phi i64 [ 49, %.lr.ph.5 ], [ %indvars.iv.next10.5, %73 ]
  %72 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 %indvars.iv9.5
  store i8 1, ptr %72, align 1
  br label %73

73:                                               ; preds = %71
  %indvars.iv.next10.5 = add nsw i64 %indvars.iv9.5, 7
  %74 = icmp slt i64 %indvars.iv.next10.5, 100
  br i1 %74, label %71, label %._crit_edge.5, !llvm.loop !6

._crit_edge.5:                                    ; preds = %73
  br label %75

75:                                               ; preds = %._crit_edge.5, %70
  br label %76

76:                                               ; preds = %75, %66
  br label %77

77:                                               ; preds = %76
  %78 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 8
  %79 = load i8, ptr %78, align 1
  %80 = icmp ne i8 %79, 0
  br i1 %80, label %87, label %81

81:                                               ; preds = %77
  br i1 true, label %.lr.ph.6, label %86

.lr.ph.6:                                         ; preds = %81
  br label %82

82:                                               ; preds = %84, %.lr.ph.6
  %indvars.iv9.6 = phi i64 [ 64, %.lr.ph.6 ], [ %indvars.iv.next10.6, %84 ]
  %83 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 %indvars.iv9.6
  store i8 1, ptr %83, align 1
  br label %84

84:                                               ; preds = %82
  %indvars.iv.next10.6 = add nsw i64 %indvars.iv9.6, 8
  %85 = icmp slt i64 %indvars.iv.next10.6, 100
  br i1 %85, label %82, label %._crit_edge.6, !llvm.loop !6

._crit_edge.6:                                    ; preds = %84
  br label %86

86:                                               ; preds = %._crit_edge.6, %81
  br label %87

87:                                               ; preds = %86, %77
  br label %88

88:                                               ; preds = %87
  %89 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 9
  %90 = load i8, ptr %89, align 1
  %91 = icmp ne i8 %90, 0
  br i1 %91, label %98, label %92

92:                                               ; preds = %88
  br i1 true, label %.lr.ph.7, label %97

.lr.ph.7:                                         ; preds = %92
  br label %93

93:                                               ; preds = %95, %.lr.ph.7
  %indvars.iv9.7 = phi i64 [ 81, %.lr.ph.7 ], [ %indvars.iv.next10.7, %95 ]
  %94 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 %indvars.iv9.7
  store i8 1, ptr %94, align 1
  br label %95

95:                                               ; preds = %93
  %indvars.iv.next10.7 = add nsw i64 %indvars.iv9.7, 9
  %96 = icmp slt i64 %indvars.iv.next10.7, 100
  br i1 %96, label %93, label %._crit_edge.7, !llvm.loop !6

._crit_edge.7:                                    ; preds = %95
  br label %97

97:                                               ; preds = %._crit_edge.7, %92
  br label %98

98:                                               ; preds = %97, %88
  br label %99

99:                                               ; preds = %98
  br label %100

100:                                              ; preds = %99, %112
  %indvars.iv = phi i64 [ 2, %99 ], [ %indvars.iv.next, %112 ]
  %.033 = phi i32 [ 0, %99 ], [ %.1, %112 ]
  %101 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 %indvars.iv
  %102 = load i8, ptr %101, align 1
  %103 = icmp ne i8 %102, 0
  br i1 %103, label %111, label %104

104:                                              ; preds = %100
  %105 = add nsw i32 %.033, 1
  %106 = icmp samesign ugt i64 %indvars.iv, 80
  br i1 %106, label %107, label %110

107:                                              ; preds = %104
  %108 = trunc nuw nsw i64 %indvars.iv to i32
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %108)
  br label %110

110:                                              ; preds = %107, %104
  br label %111

111:                                              ; preds = %110, %100
  %.1 = phi i32 [ %.033, %100 ], [ %105, %110 ]
  br label %112

112:                                              ; preds = %111
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond18 = icmp ne i64 %indvars.iv.next, 100
  br i1 %exitcond18, label %100, label %113, !llvm.loop !8

113:                                              ; preds = %112
  %.03.lcssa = phi i32 [ %.1, %112 ]
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %.03.lcssa)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @gcd(i32 noundef %0, i32 noundef %1) #0 {
  %3 = icmp ne i32 %1, 0
  br i1 %3, label %.lr.ph, label %7

.lr.ph:                                           ; preds = %2
  br label %4

4:                                                ; preds = %.lr.ph, %4
  %.02 = phi i32 [ %0, %.lr.ph ], [ %.011, %4 ]
  %.011 = phi i32 [ %1, %.lr.ph ], [ %5, %4 ]
  %5 = urem i32 %.02, %.011
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %4, label %._crit_edge, !llvm.loop !9

._crit_edge:                                      ; preds = %4
  %split = phi i32 [ %.011, %4 ]
  br label %7

7:                                                ; preds = %._crit_edge, %2
  %.0.lcssa = phi i32 [ %split, %._crit_edge ], [ %0, %2 ]
  ret i32 %.0.lcssa
}

; Function Attrs: noinline nounwind uwtable
define internal i64 @gcd_rec(i64 noundef %0, i64 noundef %1) #0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %4, label %5

4:                                                ; preds = %2
  br label %8

5:                                                ; preds = %2
  %6 = srem i64 %0, %1
  %7 = call i64 @gcd_rec(i64 noundef %1, i64 noundef %6)
  br label %8

8:                                                ; preds = %5, %4
  %9 = phi i64 [ %0, %4 ], [ %7, %5 ]
  ret i64 %9
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @powmod(i64 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = zext i32 %2 to i64
  %5 = urem i64 %0, %4
  %6 = zext i32 %2 to i64
  %7 = zext i32 %2 to i64
  %8 = icmp ne i32 %1, 0
  br i1 %8, label %.lr.ph, label %20

.lr.ph:                                           ; preds = %3
  br label %9

9:                                                ; preds = %.lr.ph, %15
  %.03 = phi i64 [ %5, %.lr.ph ], [ %17, %15 ]
  %.012 = phi i32 [ %1, %.lr.ph ], [ %18, %15 ]
  %.021 = phi i64 [ 1, %.lr.ph ], [ %.1, %15 ]
  %10 = and i32 %.012, 1
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %9
  %13 = mul i64 %.021, %.03
  %14 = urem i64 %13, %6
  br label %15

15:                                               ; preds = %12, %9
  %.1 = phi i64 [ %14, %12 ], [ %.021, %9 ]
  %16 = mul i64 %.03, %.03
  %17 = urem i64 %16, %7
  %18 = lshr i32 %.012, 1
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %9, label %._crit_edge, !llvm.loop !10

._crit_edge:                                      ; preds = %15
  %split = phi i64 [ %.1, %15 ]
  br label %20

20:                                               ; preds = %._crit_edge, %3
  %.02.lcssa = phi i64 [ %split, %._crit_edge ], [ 1, %3 ]
  %21 = trunc i64 %.02.lcssa to i32
  ret i32 %21
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
