; ModuleID = 'globals.c'
source_filename = "globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, ptr }

@counter = dso_local global i32 0, align 4
@pc = dso_local global ptr @counter, align 8
@arr = dso_local global [4 x i32] [i32 1, i32 2, i32 0, i32 0], align 16
@.str = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@ss = dso_local global [2 x %struct.S] [%struct.S { i32 1, ptr @.str }, %struct.S { i32 2, ptr @.str.1 }], align 16
@.str.2 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"bb\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"ccc\00", align 1
@names = dso_local global [3 x ptr] [ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@bump.calls = internal global i32 0, align 4
@hidden = internal global i32 5, align 4
@.str.5 = private unnamed_addr constant [10 x i8] c"%d %s %s\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local void @bump() #0 {
  %1 = load i32, ptr @bump.calls, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @bump.calls, align 4
  %3 = load i32, ptr @bump.calls, align 4
  %4 = load i32, ptr @hidden, align 4
  %5 = add nsw i32 %3, %4
  %6 = load i32, ptr @counter, align 4
  %7 = add nsw i32 %6, %5
  store i32 %7, ptr @counter, align 4
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %3

3:                                                ; preds = %7, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 3
  br i1 %5, label %6, label %10

6:                                                ; preds = %3
  call void @bump()
  br label %7

7:                                                ; preds = %6
  %8 = load i32, ptr %2, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr %2, align 4
  br label %3, !llvm.loop !6

10:                                               ; preds = %3
  %11 = load i32, ptr @counter, align 4
  %12 = load ptr, ptr getelementptr inbounds (%struct.S, ptr getelementptr inbounds ([2 x %struct.S], ptr @ss, i64 0, i64 1), i32 0, i32 1), align 8
  %13 = load ptr, ptr getelementptr inbounds ([3 x ptr], ptr @names, i64 0, i64 2), align 16
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %11, ptr noundef %12, ptr noundef %13)
  %15 = load ptr, ptr @pc, align 8
  %16 = load i32, ptr %15, align 4
  %17 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @arr, i64 0, i64 1), align 4
  %18 = add nsw i32 %16, %17
  ret i32 %18
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
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
