; ModuleID = 'fptab.c'
source_filename = "fptab.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Node = type { i32, [2 x ptr] }

@leaf1 = dso_local global { i32, [4 x i8], [2 x ptr] } { i32 1, [4 x i8] zeroinitializer, [2 x ptr] zeroinitializer }, align 8
@leaf2 = dso_local global { i32, [4 x i8], [2 x ptr] } { i32 2, [4 x i8] zeroinitializer, [2 x ptr] zeroinitializer }, align 8
@root = dso_local global { i32, [4 x i8], [2 x ptr] } { i32 0, [4 x i8] zeroinitializer, [2 x ptr] [ptr @leaf1, ptr @leaf2] }, align 8
@p_in = dso_local global ptr @leaf2, align 8
@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@s_off = dso_local global ptr getelementptr (i8, ptr @.str, i64 2), align 8
@addr = dso_local global i64 ptrtoint (ptr @root to i64), align 8
@.str.1 = private unnamed_addr constant [7 x i8] c"%d %s\0A\00", align 1
@ops = internal constant [2 x ptr] [ptr @add, ptr @sub], align 16

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sumtree(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  br i1 %4, label %5, label %21

5:                                                ; preds = %1
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds nuw %struct.Node, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds nuw %struct.Node, ptr %9, i32 0, i32 1
  %11 = getelementptr inbounds [2 x ptr], ptr %10, i64 0, i64 0
  %12 = load ptr, ptr %11, align 8
  %13 = call i32 @sumtree(ptr noundef %12)
  %14 = add nsw i32 %8, %13
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds nuw %struct.Node, ptr %15, i32 0, i32 1
  %17 = getelementptr inbounds [2 x ptr], ptr %16, i64 0, i64 1
  %18 = load ptr, ptr %17, align 8
  %19 = call i32 @sumtree(ptr noundef %18)
  %20 = add nsw i32 %14, %19
  br label %22

21:                                               ; preds = %1
  br label %22

22:                                               ; preds = %21, %5
  %23 = phi i32 [ %20, %5 ], [ 0, %21 ]
  ret i32 %23
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 1
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [2 x ptr], ptr @ops, i64 0, i64 %8
  %10 = load ptr, ptr %9, align 8
  %11 = call i32 %10(i32 noundef 3, i32 noundef 4)
  %12 = load ptr, ptr @s_off, align 8
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %11, ptr noundef %12)
  %14 = call i32 @sumtree(ptr noundef @root)
  %15 = load ptr, ptr @p_in, align 8
  %16 = load i32, ptr %15, align 4
  %17 = add nsw i32 %14, %16
  %18 = load i64, ptr @addr, align 8
  %19 = icmp ne i64 %18, 0
  %20 = zext i1 %19 to i32
  %21 = add nsw i32 %17, %20
  ret i32 %21
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sub nsw i32 %5, %6
  ret i32 %7
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
