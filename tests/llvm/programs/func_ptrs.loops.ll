; ModuleID = 'func_ptrs.canon.ll'
source_filename = "func_ptrs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.a = private unnamed_addr constant [6 x i32] [i32 4, i32 -2, i32 7, i32 1, i32 3, i32 -5], align 16
@.str = private unnamed_addr constant [13 x i8] c"fold %c: %d\0A\00", align 1
@names = internal constant [4 x i8] c"+-*M", align 1
@ops = internal constant [4 x ptr] [ptr @add, ptr @sub, ptr @mul, ptr @max], align 16
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"pick %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [6 x i32], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.main.a, i64 24, i1 false)
  %2 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 0
  br label %3

3:                                                ; preds = %0
  %4 = call i32 @fold(ptr noundef @add, ptr noundef %2, i32 noundef 6, i32 noundef 0)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 43, i32 noundef %4)
  br label %6

6:                                                ; preds = %3
  %7 = call i32 @fold(ptr noundef @sub, ptr noundef %2, i32 noundef 6, i32 noundef 0)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 45, i32 noundef %7)
  br label %9

9:                                                ; preds = %6
  %10 = call i32 @fold(ptr noundef @mul, ptr noundef %2, i32 noundef 6, i32 noundef 1)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 42, i32 noundef %10)
  br label %12

12:                                               ; preds = %9
  %13 = call i32 @fold(ptr noundef @max, ptr noundef %2, i32 noundef 6, i32 noundef 0)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 77, i32 noundef %13)
  br label %15

15:                                               ; preds = %12
  call void @insertion_sort(ptr noundef %1, i32 noundef 6, ptr noundef @ascending)
  br label %16

16:                                               ; preds = %15
  %17 = load i32, ptr %1, align 4
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %17)
  br label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 1
  %21 = load i32, ptr %20, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %21)
  br label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 2
  %25 = load i32, ptr %24, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %25)
  br label %27

27:                                               ; preds = %23
  %28 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 3
  %29 = load i32, ptr %28, align 4
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %29)
  br label %31

31:                                               ; preds = %27
  %32 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 4
  %33 = load i32, ptr %32, align 4
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %33)
  br label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 5
  %37 = load i32, ptr %36, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %37)
  br label %39

39:                                               ; preds = %35
  %40 = call i32 @putchar(i32 noundef 10)
  call void @insertion_sort(ptr noundef %1, i32 noundef 6, ptr noundef @descending)
  br label %41

41:                                               ; preds = %39
  %42 = load i32, ptr %1, align 4
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %42)
  br label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 1
  %46 = load i32, ptr %45, align 4
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %46)
  br label %48

48:                                               ; preds = %44
  %49 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 2
  %50 = load i32, ptr %49, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %50)
  br label %52

52:                                               ; preds = %48
  %53 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 3
  %54 = load i32, ptr %53, align 4
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %54)
  br label %56

56:                                               ; preds = %52
  %57 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 4
  %58 = load i32, ptr %57, align 4
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %58)
  br label %60

60:                                               ; preds = %56
  %61 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 5
  %62 = load i32, ptr %61, align 4
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %62)
  br label %64

64:                                               ; preds = %60
  %65 = call i32 @putchar(i32 noundef 10)
  %66 = load i32, ptr %1, align 16
  %67 = icmp sgt i32 %66, 5
  %68 = select i1 %67, ptr @mul, ptr @add
  %69 = call i32 %68(i32 noundef 6, i32 noundef 7)
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %69)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @fold(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = icmp slt i32 0, %2
  br i1 %5, label %.lr.ph, label %11

.lr.ph:                                           ; preds = %4
  %wide.trip.count = zext i32 %2 to i64
  br label %6

6:                                                ; preds = %.lr.ph, %10
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %10 ]
  %.011 = phi i32 [ %3, %.lr.ph ], [ %9, %10 ]
  %7 = getelementptr inbounds i32, ptr %1, i64 %indvars.iv
  %8 = load i32, ptr %7, align 4
  %9 = call i32 %0(i32 noundef %.011, i32 noundef %8)
  br label %10

10:                                               ; preds = %6
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond = icmp ne i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond, label %6, label %._crit_edge, !llvm.loop !6

._crit_edge:                                      ; preds = %10
  %split = phi i32 [ %9, %10 ]
  br label %11

11:                                               ; preds = %._crit_edge, %4
  %.01.lcssa = phi i32 [ %split, %._crit_edge ], [ %3, %4 ]
  ret i32 %.01.lcssa
}

; Function Attrs: noinline nounwind uwtable
define internal void @insertion_sort(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = icmp slt i32 1, %1
  br i1 %4, label %.lr.ph, label %29

.lr.ph:                                           ; preds = %3
  %5 = add i32 %1, -1
  %wide.trip.count = zext i32 %5 to i64
  br label %6

6:                                                ; preds = %.lr.ph, %28
  %indvars.iv5 = phi i64 [ 1, %.lr.ph ], [ %indvars.iv.next6, %28 ]
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %28 ]
  %7 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv5
  %8 = load i32, ptr %7, align 4
  br label %9

9:                                                ; preds = %18, %6
  %indvars.iv2 = phi i64 [ %indvars.iv.next3, %18 ], [ %indvars.iv, %6 ]
  %10 = icmp sge i64 %indvars.iv2, 0
  br i1 %10, label %11, label %16

11:                                               ; preds = %9
  %12 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv2
  %13 = load i32, ptr %12, align 4
  %14 = call i32 %2(i32 noundef %13, i32 noundef %8)
  %15 = icmp sgt i32 %14, 0
  br label %16

16:                                               ; preds = %11, %9
  %17 = phi i1 [ false, %9 ], [ %15, %11 ]
  br i1 %17, label %18, label %23

18:                                               ; preds = %16
  %19 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv2
  %20 = load i32, ptr %19, align 4
  %21 = add nsw i64 %indvars.iv2, 1
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  store i32 %20, ptr %22, align 4
  %indvars.iv.next3 = add nsw i64 %indvars.iv2, -1
  br label %9, !llvm.loop !8

23:                                               ; preds = %16
  %.0.lcssa.wide = phi i64 [ %indvars.iv2, %16 ]
  %24 = trunc nsw i64 %.0.lcssa.wide to i32
  %25 = add nsw i32 %24, 1
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %0, i64 %26
  store i32 %8, ptr %27, align 4
  br label %28

28:                                               ; preds = %23
  %indvars.iv.next6 = add nuw nsw i64 %indvars.iv5, 1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond = icmp ne i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond, label %6, label %._crit_edge, !llvm.loop !9

._crit_edge:                                      ; preds = %28
  br label %29

29:                                               ; preds = %._crit_edge, %3
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @ascending(i32 noundef %0, i32 noundef %1) #0 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

declare i32 @putchar(i32 noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @descending(i32 noundef %0, i32 noundef %1) #0 {
  %3 = sub nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = mul nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = add nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @max(i32 noundef %0, i32 noundef %1) #0 {
  %3 = icmp sgt i32 %0, %1
  br i1 %3, label %4, label %5

4:                                                ; preds = %2
  br label %6

5:                                                ; preds = %2
  br label %6

6:                                                ; preds = %5, %4
  %7 = phi i32 [ %0, %4 ], [ %1, %5 ]
  ret i32 %7
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
