; ModuleID = 'return_code.canon.ll'
source_filename = "return_code.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"checksum %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [16 x i8], align 16
  br label %2

2:                                                ; preds = %0
  store i8 3, ptr %1, align 1
  br label %3

3:                                                ; preds = %2
  %4 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 1
  store i8 20, ptr %4, align 1
  br label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 2
  store i8 37, ptr %6, align 1
  br label %7

7:                                                ; preds = %5
  %8 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 3
  store i8 54, ptr %8, align 1
  br label %9

9:                                                ; preds = %7
  %10 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 4
  store i8 71, ptr %10, align 1
  br label %11

11:                                               ; preds = %9
  %12 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 5
  store i8 88, ptr %12, align 1
  br label %13

13:                                               ; preds = %11
  %14 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 6
  store i8 105, ptr %14, align 1
  br label %15

15:                                               ; preds = %13
  %16 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 7
  store i8 122, ptr %16, align 1
  br label %17

17:                                               ; preds = %15
  %18 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 8
  store i8 -117, ptr %18, align 1
  br label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 9
  store i8 -100, ptr %20, align 1
  br label %21

21:                                               ; preds = %19
  %22 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 10
  store i8 -83, ptr %22, align 1
  br label %23

23:                                               ; preds = %21
  %24 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 11
  store i8 -66, ptr %24, align 1
  br label %25

25:                                               ; preds = %23
  %26 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 12
  store i8 -49, ptr %26, align 1
  br label %27

27:                                               ; preds = %25
  %28 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 13
  store i8 -32, ptr %28, align 1
  br label %29

29:                                               ; preds = %27
  %30 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 14
  store i8 -15, ptr %30, align 1
  br label %31

31:                                               ; preds = %29
  %32 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 15
  store i8 2, ptr %32, align 1
  br label %33

33:                                               ; preds = %31
  %34 = call i32 @checksum(ptr noundef %1, i32 noundef 16)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %34)
  %36 = srem i32 %34, 50
  %37 = add nsw i32 %36, 7
  ret i32 %37
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @checksum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = icmp slt i32 0, %1
  br i1 %3, label %.lr.ph, label %28

.lr.ph:                                           ; preds = %2
  %4 = add i32 %1, -1
  %xtraiter = and i32 %1, 1
  %5 = icmp ult i32 %4, 1
  br i1 %5, label %.epil.preheader, label %.lr.ph.new

.lr.ph.new:                                       ; preds = %.lr.ph
  %unroll_iter = sub i32 %1, %xtraiter
  br label %6

6:                                                ; preds = %20, %.lr.ph.new
  %indvars.iv = phi i64 [ 0, %.lr.ph.new ], [ %indvars.iv.next.1, %20 ]
  %.011 = phi i32 [ 0, %.lr.ph.new ], [ %19, %20 ]
  %niter = phi i32 [ 0, %.lr.ph.new ], [ %niter.next.1, %20 ]
  %7 = mul nsw i32 %.011, 31
  %8 = getelementptr inbounds i8, ptr %0, i64 %indvars.iv
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i32
  %11 = add nsw i32 %7, %10
  %12 = srem i32 %11, 251
  br label %13

13:                                               ; preds = %6
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %14 = mul nsw i32 %12, 31
  %15 = getelementptr inbounds i8, ptr %0, i64 %indvars.iv.next
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = add nsw i32 %14, %17
  %19 = srem i32 %18, 251
  br label %20

20:                                               ; preds = %13
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp ne i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %6, label %._crit_edge.unr-lcssa, !llvm.loop !6

._crit_edge.unr-lcssa:                            ; preds = %20
  %split.ph = phi i32 [ %19, %20 ]
  %indvars.iv.unr = phi i64 [ %indvars.iv.next.1, %20 ]
  %.011.unr = phi i32 [ %19, %20 ]
  %lcmp.mod = icmp ne i32 %xtraiter, 0
  br i1 %lcmp.mod, label %.epil.preheader, label %._crit_edge

.epil.preheader:                                  ; preds = %._crit_edge.unr-lcssa, %.lr.ph
  %indvars.iv.epil.init = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.unr, %._crit_edge.unr-lcssa ]
  %.011.epil.init = phi i32 [ 0, %.lr.ph ], [ %.011.unr, %._crit_edge.unr-lcssa ]
  %lcmp.mod5 = icmp ne i32 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod5)
  br label %21

21:                                               ; preds = %.epil.preheader
  %22 = mul nsw i32 %.011.epil.init, 31
  %23 = getelementptr inbounds i8, ptr %0, i64 %indvars.iv.epil.init
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i32
  %26 = add nsw i32 %22, %25
  %27 = srem i32 %26, 251
  br label %._crit_edge.epilog-lcssa

._crit_edge.epilog-lcssa:                         ; preds = %21
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.unr-lcssa, %._crit_edge.epilog-lcssa
  %split = phi i32 [ %split.ph, %._crit_edge.unr-lcssa ], [ %27, %._crit_edge.epilog-lcssa ]
  br label %28

28:                                               ; preds = %._crit_edge, %2
  %.01.lcssa = phi i32 [ %split, %._crit_edge ], [ 0, %2 ]
  ret i32 %.01.lcssa
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
