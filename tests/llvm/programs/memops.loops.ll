; ModuleID = 'memops.canon.ll'
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

27:                                               ; preds = %0
  %28 = load i32, ptr %3, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %28)
  br label %30

30:                                               ; preds = %27
  %31 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 1
  %32 = load i32, ptr %31, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %32)
  br label %34

34:                                               ; preds = %30
  %35 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 2
  %36 = load i32, ptr %35, align 4
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %36)
  br label %38

38:                                               ; preds = %34
  %39 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 3
  %40 = load i32, ptr %39, align 4
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %40)
  br label %42

42:                                               ; preds = %38
  %43 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 4
  %44 = load i32, ptr %43, align 4
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %44)
  br label %46

46:                                               ; preds = %42
  %47 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 5
  %48 = load i32, ptr %47, align 4
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %48)
  br label %50

50:                                               ; preds = %46
  %51 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 6
  %52 = load i32, ptr %51, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %52)
  br label %54

54:                                               ; preds = %50
  %55 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 7
  %56 = load i32, ptr %55, align 4
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %56)
  br label %58

58:                                               ; preds = %54
  %59 = call i32 @putchar(i32 noundef 10)
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 -1, i64 12, i1 false)
  %60 = load i32, ptr %2, align 16
  %61 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 2
  %62 = load i32, ptr %61, align 8
  %63 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 3
  %64 = load i32, ptr %63, align 4
  %65 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 7
  %66 = load i32, ptr %65, align 4
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %60, i32 noundef %62, i32 noundef %64, i32 noundef %66)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 24, i1 false)
  store i32 7, ptr %4, align 8
  %68 = getelementptr inbounds nuw %struct.rec, ptr %4, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %68, ptr align 1 @.str.7, i64 7, i1 false)
  %69 = getelementptr inbounds nuw %struct.rec, ptr %4, i32 0, i32 2
  store double 9.500000e+00, ptr %69, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %4, i64 24, i1 false)
  %70 = getelementptr inbounds nuw %struct.rec, ptr %5, i32 0, i32 1
  store i8 87, ptr %70, align 4
  %71 = load i32, ptr %5, align 8
  %72 = getelementptr inbounds nuw %struct.rec, ptr %5, i32 0, i32 1
  %73 = getelementptr inbounds nuw %struct.rec, ptr %5, i32 0, i32 2
  %74 = load double, ptr %73, align 8
  %75 = getelementptr inbounds nuw %struct.rec, ptr %4, i32 0, i32 1
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %71, ptr noundef %72, double noundef %74, ptr noundef %75)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: noinline nounwind uwtable
define internal void @show(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %0)
  %5 = icmp slt i32 0, %2
  br i1 %5, label %.lr.ph, label %20

.lr.ph:                                           ; preds = %3
  %wide.trip.count = zext i32 %2 to i64
  br label %6

6:                                                ; preds = %.lr.ph, %19
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %19 ]
  %7 = getelementptr inbounds i8, ptr %1, i64 %indvars.iv
  %8 = load i8, ptr %7, align 1
  %9 = sext i8 %8 to i32
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %1, i64 %indvars.iv
  %13 = load i8, ptr %12, align 1
  %14 = sext i8 %13 to i32
  br label %16

15:                                               ; preds = %6
  br label %16

16:                                               ; preds = %15, %11
  %17 = phi i32 [ %14, %11 ], [ 95, %15 ]
  %18 = call i32 @putchar(i32 noundef %17)
  br label %19

19:                                               ; preds = %16
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond = icmp ne i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond, label %6, label %._crit_edge, !llvm.loop !6

._crit_edge:                                      ; preds = %19
  br label %20

20:                                               ; preds = %._crit_edge, %3
  %21 = call i32 @putchar(i32 noundef 10)
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
