; ModuleID = 'early_exit.canon.ll'
source_filename = "early_exit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.a = private unnamed_addr constant [10 x i32] [i32 5, i32 3, i32 9, i32 1, i32 7, i32 3, i32 8, i32 9, i32 2, i32 6], align 16
@.str = private unnamed_addr constant [12 x i8] c"find 7: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"find 4: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"first repeat: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [31 x i8] c"primes below 200: %d, last %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [10 x i32], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.main.a, i64 40, i1 false)
  %2 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 0
  %3 = call i32 @find(ptr noundef %2, i32 noundef 10, i32 noundef 7)
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3)
  %5 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 0
  %6 = call i32 @find(ptr noundef %5, i32 noundef 10, i32 noundef 4)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %6)
  %8 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 0
  %9 = call i32 @first_repeat(ptr noundef %8, i32 noundef 10)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %9)
  br label %11

11:                                               ; preds = %0, %17
  %.03 = phi i32 [ 0, %0 ], [ %18, %17 ]
  %.012 = phi i32 [ 0, %0 ], [ %.1, %17 ]
  %.021 = phi i32 [ 0, %0 ], [ %.13, %17 ]
  %12 = call i32 @is_prime(i32 noundef %.03)
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %16

14:                                               ; preds = %11
  %15 = add nsw i32 %.012, 1
  br label %16

16:                                               ; preds = %14, %11
  %.13 = phi i32 [ %.03, %14 ], [ %.021, %11 ]
  %.1 = phi i32 [ %15, %14 ], [ %.012, %11 ]
  br label %17

17:                                               ; preds = %16
  %18 = add nuw nsw i32 %.03, 1
  %exitcond = icmp ne i32 %18, 200
  br i1 %exitcond, label %11, label %19, !llvm.loop !6

19:                                               ; preds = %17
  %.02.lcssa = phi i32 [ %.13, %17 ]
  %.01.lcssa = phi i32 [ %.1, %17 ]
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %.01.lcssa, i32 noundef %.02.lcssa)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @find(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = icmp slt i32 0, %1
  br i1 %4, label %.lr.ph, label %13

.lr.ph:                                           ; preds = %3
  %wide.trip.count = zext i32 %1 to i64
  br label %5

5:                                                ; preds = %.lr.ph, %12
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %12 ]
  %6 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv
  %7 = load i32, ptr %6, align 4
  %8 = icmp eq i32 %7, %2
  br i1 %8, label %9, label %11

9:                                                ; preds = %5
  %.01.lcssa2.wide = phi i64 [ %indvars.iv, %5 ]
  %10 = trunc nuw nsw i64 %.01.lcssa2.wide to i32
  br label %14

11:                                               ; preds = %5
  br label %12

12:                                               ; preds = %11
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond = icmp ne i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond, label %5, label %._crit_edge, !llvm.loop !8

._crit_edge:                                      ; preds = %12
  br label %13

13:                                               ; preds = %._crit_edge, %3
  br label %14

14:                                               ; preds = %13, %9
  %.0 = phi i32 [ %10, %9 ], [ -1, %13 ]
  ret i32 %.0
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @first_repeat(ptr noundef %0, i32 noundef %1) #0 {
  %3 = icmp slt i32 0, %1
  br i1 %3, label %.lr.ph4, label %21

.lr.ph4:                                          ; preds = %2
  %wide.trip.count10 = zext i32 %1 to i64
  br label %4

4:                                                ; preds = %.lr.ph4, %20
  %indvars.iv7 = phi i64 [ 0, %.lr.ph4 ], [ %indvars.iv.next8, %20 ]
  %5 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv7
  %6 = icmp samesign ult i64 0, %indvars.iv7
  br i1 %6, label %.lr.ph, label %19

.lr.ph:                                           ; preds = %4
  %7 = load i32, ptr %5, align 4
  br label %8

8:                                                ; preds = %.lr.ph, %18
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %18 ]
  %9 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv
  %10 = load i32, ptr %9, align 4
  %11 = icmp eq i32 %7, %10
  br i1 %11, label %12, label %17

12:                                               ; preds = %8
  %.02.lcssa3.wide = phi i64 [ %indvars.iv7, %8 ]
  %13 = trunc nuw nsw i64 %.02.lcssa3.wide to i32
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4
  br label %22

17:                                               ; preds = %8
  br label %18

18:                                               ; preds = %17
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond = icmp ne i64 %indvars.iv.next, %indvars.iv7
  br i1 %exitcond, label %8, label %._crit_edge, !llvm.loop !9

._crit_edge:                                      ; preds = %18
  br label %19

19:                                               ; preds = %._crit_edge, %4
  br label %20

20:                                               ; preds = %19
  %indvars.iv.next8 = add nuw nsw i64 %indvars.iv7, 1
  %exitcond11 = icmp ne i64 %indvars.iv.next8, %wide.trip.count10
  br i1 %exitcond11, label %4, label %._crit_edge5, !llvm.loop !10

._crit_edge5:                                     ; preds = %20
  br label %21

21:                                               ; preds = %._crit_edge5, %2
  br label %22

22:                                               ; preds = %21, %12
  %.0 = phi i32 [ %16, %12 ], [ 0, %21 ]
  ret i32 %.0
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @is_prime(i32 noundef %0) #0 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  br label %16

4:                                                ; preds = %1
  %5 = icmp sle i32 4, %0
  br i1 %5, label %.lr.ph, label %15

.lr.ph:                                           ; preds = %4
  br label %6

6:                                                ; preds = %.lr.ph, %11
  %.011 = phi i32 [ 2, %.lr.ph ], [ %12, %11 ]
  %7 = srem i32 %0, %.011
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %6
  br label %16

10:                                               ; preds = %6
  br label %11

11:                                               ; preds = %10
  %12 = add nuw nsw i32 %.011, 1
  %13 = mul nsw i32 %12, %12
  %14 = icmp sle i32 %13, %0
  br i1 %14, label %6, label %._crit_edge, !llvm.loop !11

._crit_edge:                                      ; preds = %11
  br label %15

15:                                               ; preds = %._crit_edge, %4
  br label %16

16:                                               ; preds = %15, %9, %3
  %.0 = phi i32 [ 0, %3 ], [ 0, %9 ], [ 1, %15 ]
  ret i32 %.0
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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
