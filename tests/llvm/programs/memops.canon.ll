; ModuleID = 'memops.O0.ll'
source_filename = "memops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rec = type { i32, [12 x i8], double }

@.str = private unnamed_addr constant [9 x i8] c"abcdefgh\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"copy\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"right\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"left\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@__const.main.a = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16
@.str.5 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"waddle\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"%d %s %.1f / %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"%s: \00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [20 x i8], align 16
  %2 = alloca [8 x i32], align 16
  %3 = alloca [8 x i32], align 16
  %4 = alloca %struct.rec, align 8
  %5 = alloca %struct.rec, align 8
  %6 = getelementptr inbounds [20 x i8], ptr %1, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %6, i8 46, i64 20, i1 false)
  %7 = getelementptr inbounds [20 x i8], ptr %1, i64 0, i64 0
  %8 = getelementptr inbounds i8, ptr %7, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 1 @.str, i64 8, i1 false)
  %9 = getelementptr inbounds [20 x i8], ptr %1, i64 0, i64 0
  call void @show(ptr noundef @.str.1, ptr noundef %9, i32 noundef 20)
  %10 = getelementptr inbounds [20 x i8], ptr %1, i64 0, i64 0
  %11 = getelementptr inbounds i8, ptr %10, i64 4
  %12 = getelementptr inbounds [20 x i8], ptr %1, i64 0, i64 0
  %13 = getelementptr inbounds i8, ptr %12, i64 2
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %11, ptr align 2 %13, i64 8, i1 false)
  %14 = getelementptr inbounds [20 x i8], ptr %1, i64 0, i64 0
  call void @show(ptr noundef @.str.2, ptr noundef %14, i32 noundef 20)
  %15 = getelementptr inbounds [20 x i8], ptr %1, i64 0, i64 0
  %16 = getelementptr inbounds [20 x i8], ptr %1, i64 0, i64 0
  %17 = getelementptr inbounds i8, ptr %16, i64 5
  call void @llvm.memmove.p0.p0.i64(ptr align 16 %15, ptr align 1 %17, i64 10, i1 false)
  %18 = getelementptr inbounds [20 x i8], ptr %1, i64 0, i64 0
  call void @show(ptr noundef @.str.3, ptr noundef %18, i32 noundef 20)
  %19 = getelementptr inbounds [20 x i8], ptr %1, i64 0, i64 0
  %20 = getelementptr inbounds i8, ptr %19, i64 10
  call void @llvm.memset.p0.i64(ptr align 2 %20, i8 0, i64 5, i1 false)
  %21 = getelementptr inbounds [20 x i8], ptr %1, i64 0, i64 0
  call void @show(ptr noundef @.str.4, ptr noundef %21, i32 noundef 20)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.a, i64 32, i1 false)
  %22 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 0
  %23 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %22, ptr align 16 %23, i64 32, i1 false)
  %24 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 0
  %25 = getelementptr inbounds i32, ptr %24, i64 1
  %26 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 0
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %25, ptr align 16 %26, i64 24, i1 false)
  br label %27

27:                                               ; preds = %34, %0
  %.0 = phi i32 [ 0, %0 ], [ %35, %34 ]
  %28 = icmp slt i32 %.0, 8
  br i1 %28, label %29, label %36

29:                                               ; preds = %27
  %30 = sext i32 %.0 to i64
  %31 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %32)
  br label %34

34:                                               ; preds = %29
  %35 = add nsw i32 %.0, 1
  br label %27, !llvm.loop !6

36:                                               ; preds = %27
  %37 = call i32 @putchar(i32 noundef 10)
  %38 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %38, i8 -1, i64 12, i1 false)
  %39 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 0
  %40 = load i32, ptr %39, align 16
  %41 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 2
  %42 = load i32, ptr %41, align 8
  %43 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 3
  %44 = load i32, ptr %43, align 4
  %45 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 7
  %46 = load i32, ptr %45, align 4
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %40, i32 noundef %42, i32 noundef %44, i32 noundef %46)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 24, i1 false)
  %48 = getelementptr inbounds nuw %struct.rec, ptr %4, i32 0, i32 0
  store i32 7, ptr %48, align 8
  %49 = getelementptr inbounds nuw %struct.rec, ptr %4, i32 0, i32 1
  %50 = getelementptr inbounds [12 x i8], ptr %49, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %50, ptr align 1 @.str.7, i64 7, i1 false)
  %51 = getelementptr inbounds nuw %struct.rec, ptr %4, i32 0, i32 2
  store double 9.500000e+00, ptr %51, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %4, i64 24, i1 false)
  %52 = getelementptr inbounds nuw %struct.rec, ptr %5, i32 0, i32 1
  %53 = getelementptr inbounds [12 x i8], ptr %52, i64 0, i64 0
  store i8 87, ptr %53, align 4
  %54 = getelementptr inbounds nuw %struct.rec, ptr %5, i32 0, i32 0
  %55 = load i32, ptr %54, align 8
  %56 = getelementptr inbounds nuw %struct.rec, ptr %5, i32 0, i32 1
  %57 = getelementptr inbounds [12 x i8], ptr %56, i64 0, i64 0
  %58 = getelementptr inbounds nuw %struct.rec, ptr %5, i32 0, i32 2
  %59 = load double, ptr %58, align 8
  %60 = getelementptr inbounds nuw %struct.rec, ptr %4, i32 0, i32 1
  %61 = getelementptr inbounds [12 x i8], ptr %60, i64 0, i64 0
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %55, ptr noundef %57, double noundef %59, ptr noundef %61)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: noinline nounwind uwtable
define internal void @show(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %0)
  br label %5

5:                                                ; preds = %22, %3
  %.0 = phi i32 [ 0, %3 ], [ %23, %22 ]
  %6 = icmp slt i32 %.0, %2
  br i1 %6, label %7, label %24

7:                                                ; preds = %5
  %8 = sext i32 %.0 to i64
  %9 = getelementptr inbounds i8, ptr %1, i64 %8
  %10 = load i8, ptr %9, align 1
  %11 = sext i8 %10 to i32
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %7
  %14 = sext i32 %.0 to i64
  %15 = getelementptr inbounds i8, ptr %1, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = sext i8 %16 to i32
  br label %19

18:                                               ; preds = %7
  br label %19

19:                                               ; preds = %18, %13
  %20 = phi i32 [ %17, %13 ], [ 95, %18 ]
  %21 = call i32 @putchar(i32 noundef %20)
  br label %22

22:                                               ; preds = %19
  %23 = add nsw i32 %.0, 1
  br label %5, !llvm.loop !8

24:                                               ; preds = %5
  %25 = call i32 @putchar(i32 noundef 10)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

declare i32 @putchar(i32 noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
