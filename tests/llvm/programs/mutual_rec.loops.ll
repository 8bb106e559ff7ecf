; ModuleID = 'mutual_rec.canon.ll'
source_filename = "mutual_rec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [47 x i8] c"even(10)=%d odd(10)=%d even(77)=%d odd(77)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = call i32 @is_even(i32 noundef 10)
  %2 = call i32 @is_odd(i32 noundef 10)
  %3 = call i32 @is_even(i32 noundef 77)
  %4 = call i32 @is_odd(i32 noundef 77)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4)
  br label %6

6:                                                ; preds = %0
  %7 = call i32 @hof_f(i32 noundef 0)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %7, i32 noundef 32)
  br label %9

9:                                                ; preds = %6
  %10 = call i32 @hof_f(i32 noundef 1)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %10, i32 noundef 32)
  br label %12

12:                                               ; preds = %9
  %13 = call i32 @hof_f(i32 noundef 2)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %13, i32 noundef 32)
  br label %15

15:                                               ; preds = %12
  %16 = call i32 @hof_f(i32 noundef 3)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %16, i32 noundef 32)
  br label %18

18:                                               ; preds = %15
  %19 = call i32 @hof_f(i32 noundef 4)
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %19, i32 noundef 32)
  br label %21

21:                                               ; preds = %18
  %22 = call i32 @hof_f(i32 noundef 5)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %22, i32 noundef 32)
  br label %24

24:                                               ; preds = %21
  %25 = call i32 @hof_f(i32 noundef 6)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %25, i32 noundef 32)
  br label %27

27:                                               ; preds = %24
  %28 = call i32 @hof_f(i32 noundef 7)
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %28, i32 noundef 32)
  br label %30

30:                                               ; preds = %27
  %31 = call i32 @hof_f(i32 noundef 8)
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %31, i32 noundef 32)
  br label %33

33:                                               ; preds = %30
  %34 = call i32 @hof_f(i32 noundef 9)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %34, i32 noundef 32)
  br label %36

36:                                               ; preds = %33
  %37 = call i32 @hof_f(i32 noundef 10)
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %37, i32 noundef 32)
  br label %39

39:                                               ; preds = %36
  %40 = call i32 @hof_f(i32 noundef 11)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %40, i32 noundef 32)
  br label %42

42:                                               ; preds = %39
  %43 = call i32 @hof_f(i32 noundef 12)
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %43, i32 noundef 32)
  br label %45

45:                                               ; preds = %42
  %46 = call i32 @hof_f(i32 noundef 13)
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %46, i32 noundef 32)
  br label %48

48:                                               ; preds = %45
  %49 = call i32 @hof_f(i32 noundef 14)
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %49, i32 noundef 10)
  br label %51

51:                                               ; preds = %48
  br label %52

52:                                               ; preds = %51
  %53 = call i32 @hof_m(i32 noundef 0)
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %53, i32 noundef 32)
  br label %55

55:                                               ; preds = %52
  %56 = call i32 @hof_m(i32 noundef 1)
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %56, i32 noundef 32)
  br label %58

58:                                               ; preds = %55
  %59 = call i32 @hof_m(i32 noundef 2)
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %59, i32 noundef 32)
  br label %61

61:                                               ; preds = %58
  %62 = call i32 @hof_m(i32 noundef 3)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %62, i32 noundef 32)
  br label %64

64:                                               ; preds = %61
  %65 = call i32 @hof_m(i32 noundef 4)
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %65, i32 noundef 32)
  br label %67

67:                                               ; preds = %64
  %68 = call i32 @hof_m(i32 noundef 5)
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %68, i32 noundef 32)
  br label %70

70:                                               ; preds = %67
  %71 = call i32 @hof_m(i32 noundef 6)
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %71, i32 noundef 32)
  br label %73

73:                                               ; preds = %70
  %74 = call i32 @hof_m(i32 noundef 7)
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %74, i32 noundef 32)
  br label %76

76:                                               ; preds = %73
  %77 = call i32 @hof_m(i32 noundef 8)
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %77, i32 noundef 32)
  br label %79

79:                                               ; preds = %76
  %80 = call i32 @hof_m(i32 noundef 9)
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %80, i32 noundef 32)
  br label %82

82:                                               ; preds = %79
  %83 = call i32 @hof_m(i32 noundef 10)
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %83, i32 noundef 32)
  br label %85

85:                                               ; preds = %82
  %86 = call i32 @hof_m(i32 noundef 11)
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %86, i32 noundef 32)
  br label %88

88:                                               ; preds = %85
  %89 = call i32 @hof_m(i32 noundef 12)
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %89, i32 noundef 32)
  br label %91

91:                                               ; preds = %88
  %92 = call i32 @hof_m(i32 noundef 13)
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %92, i32 noundef 32)
  br label %94

94:                                               ; preds = %91
  %95 = call i32 @hof_m(i32 noundef 14)
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %95, i32 noundef 10)
  br label %97

97:                                               ; preds = %94
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @is_even(i32 noundef %0) #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  br label %7

4:                                                ; preds = %1
  %5 = sub i32 %0, 1
  %6 = call i32 @is_odd(i32 noundef %5)
  br label %7

7:                                                ; preds = %4, %3
  %8 = phi i32 [ 1, %3 ], [ %6, %4 ]
  ret i32 %8
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @is_odd(i32 noundef %0) #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  br label %7

4:                                                ; preds = %1
  %5 = sub i32 %0, 1
  %6 = call i32 @is_even(i32 noundef %5)
  br label %7

7:                                                ; preds = %4, %3
  %8 = phi i32 [ 0, %3 ], [ %6, %4 ]
  ret i32 %8
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @hof_f(i32 noundef %0) #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  br label %9

4:                                                ; preds = %1
  %5 = sub nsw i32 %0, 1
  %6 = call i32 @hof_f(i32 noundef %5)
  %7 = call i32 @hof_m(i32 noundef %6)
  %8 = sub nsw i32 %0, %7
  br label %9

9:                                                ; preds = %4, %3
  %10 = phi i32 [ 1, %3 ], [ %8, %4 ]
  ret i32 %10
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @hof_m(i32 noundef %0) #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  br label %9

4:                                                ; preds = %1
  %5 = sub nsw i32 %0, 1
  %6 = call i32 @hof_m(i32 noundef %5)
  %7 = call i32 @hof_f(i32 noundef %6)
  %8 = sub nsw i32 %0, %7
  br label %9

9:                                                ; preds = %4, %3
  %10 = phi i32 [ 0, %3 ], [ %8, %4 ]
  ret i32 %10
}

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
