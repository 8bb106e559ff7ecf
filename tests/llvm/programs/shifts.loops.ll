; ModuleID = 'shifts.canon.ll'
source_filename = "shifts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"%08x %08x %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"%llx \00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"%lld \00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %0
  %2 = call i32 @rotl(i32 noundef -2147483647, i32 noundef 0)
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef -2147483647, i32 noundef -2147483647, i32 noundef %2)
  br label %4

4:                                                ; preds = %1
  %5 = call i32 @rotl(i32 noundef -2147483647, i32 noundef 5)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 32, i32 noundef 67108864, i32 noundef %5)
  br label %7

7:                                                ; preds = %4
  %8 = call i32 @rotl(i32 noundef -2147483647, i32 noundef 10)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 1024, i32 noundef 2097152, i32 noundef %8)
  br label %10

10:                                               ; preds = %7
  %11 = call i32 @rotl(i32 noundef -2147483647, i32 noundef 15)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 32768, i32 noundef 65536, i32 noundef %11)
  br label %13

13:                                               ; preds = %10
  %14 = call i32 @rotl(i32 noundef -2147483647, i32 noundef 20)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 1048576, i32 noundef 2048, i32 noundef %14)
  br label %16

16:                                               ; preds = %13
  %17 = call i32 @rotl(i32 noundef -2147483647, i32 noundef 25)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 33554432, i32 noundef 64, i32 noundef %17)
  br label %19

19:                                               ; preds = %16
  %20 = call i32 @rotl(i32 noundef -2147483647, i32 noundef 30)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 1073741824, i32 noundef 2, i32 noundef %20)
  br label %22

22:                                               ; preds = %19
  br label %23

23:                                               ; preds = %22
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef -1024)
  br label %25

25:                                               ; preds = %23
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef -16)
  br label %27

27:                                               ; preds = %25
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef -1)
  br label %29

29:                                               ; preds = %27
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef -1)
  br label %31

31:                                               ; preds = %29
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef -1)
  br label %33

33:                                               ; preds = %31
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef -1)
  br label %35

35:                                               ; preds = %33
  %36 = call i32 @putchar(i32 noundef 10)
  br label %37

37:                                               ; preds = %35
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef 1)
  br label %39

39:                                               ; preds = %37
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef 512)
  br label %41

41:                                               ; preds = %39
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef 262144)
  br label %43

43:                                               ; preds = %41
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef 134217728)
  br label %45

45:                                               ; preds = %43
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef 68719476736)
  br label %47

47:                                               ; preds = %45
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef 35184372088832)
  br label %49

49:                                               ; preds = %47
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef 18014398509481984)
  br label %51

51:                                               ; preds = %49
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef -9223372036854775808)
  br label %53

53:                                               ; preds = %51
  %54 = call i32 @putchar(i32 noundef 10)
  br label %55

55:                                               ; preds = %53
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef -61728394506)
  br label %57

57:                                               ; preds = %55
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef -7535205)
  br label %59

59:                                               ; preds = %57
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef -920)
  br label %61

61:                                               ; preds = %59
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef -1)
  br label %63

63:                                               ; preds = %61
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef -1)
  br label %65

65:                                               ; preds = %63
  %66 = call i32 @putchar(i32 noundef 10)
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef 1448, i32 noundef 168)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @rotl(i32 noundef %0, i32 noundef %1) #0 {
  %3 = and i32 %1, 31
  %4 = icmp ne i32 %3, 0
  br i1 %4, label %5, label %10

5:                                                ; preds = %2
  %6 = shl i32 %0, %3
  %7 = sub i32 32, %3
  %8 = lshr i32 %0, %7
  %9 = or i32 %6, %8
  br label %11

10:                                               ; preds = %2
  br label %11

11:                                               ; preds = %10, %5
  %12 = phi i32 [ %9, %5 ], [ %0, %10 ]
  ret i32 %12
}

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
