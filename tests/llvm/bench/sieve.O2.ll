; ModuleID = 'sieve.O0.ll'
source_filename = "sieve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@composite = internal unnamed_addr global [1000000 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [36 x i8] c"primes below %d: %d, checksum %llu\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1000000) @composite, i8 0, i64 1000000, i1 false)
  br label %1

1:                                                ; preds = %0, %.loopexit
  %indvars.iv = phi i64 [ 2, %0 ], [ %indvars.iv.next, %.loopexit ]
  %2 = getelementptr inbounds nuw i8, ptr @composite, i64 %indvars.iv
  %3 = load i8, ptr %2, align 1
  %.not = icmp eq i8 %3, 0
  %4 = mul nuw nsw i64 %indvars.iv, %indvars.iv
  %5 = icmp samesign ult i64 %4, 1000000
  %or.cond = select i1 %.not, i1 %5, i1 false
  br i1 %or.cond, label %.lr.ph, label %.loopexit

.lr.ph:                                           ; preds = %1, %.lr.ph
  %.022 = phi i64 [ %7, %.lr.ph ], [ %4, %1 ]
  %6 = getelementptr inbounds nuw i8, ptr @composite, i64 %.022
  store i8 1, ptr %6, align 1
  %7 = add nuw nsw i64 %.022, %indvars.iv
  %8 = icmp samesign ult i64 %7, 1000000
  br i1 %8, label %.lr.ph, label %.loopexit, !llvm.loop !6

.loopexit:                                        ; preds = %.lr.ph, %1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 1000000
  br i1 %exitcond.not, label %9, label %1, !llvm.loop !8

9:                                                ; preds = %.loopexit
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1000000) @composite, i8 0, i64 1000000, i1 false)
  br label %10

10:                                               ; preds = %.loopexit.1, %9
  %indvars.iv.1 = phi i64 [ 2, %9 ], [ %indvars.iv.next.1, %.loopexit.1 ]
  %11 = getelementptr inbounds nuw i8, ptr @composite, i64 %indvars.iv.1
  %12 = load i8, ptr %11, align 1
  %.not.1 = icmp eq i8 %12, 0
  %13 = mul nuw nsw i64 %indvars.iv.1, %indvars.iv.1
  %14 = icmp samesign ult i64 %13, 1000000
  %or.cond34 = select i1 %.not.1, i1 %14, i1 false
  br i1 %or.cond34, label %.lr.ph.1, label %.loopexit.1

.lr.ph.1:                                         ; preds = %10, %.lr.ph.1
  %.022.1 = phi i64 [ %16, %.lr.ph.1 ], [ %13, %10 ]
  %15 = getelementptr inbounds nuw i8, ptr @composite, i64 %.022.1
  store i8 1, ptr %15, align 1
  %16 = add nuw nsw i64 %.022.1, %indvars.iv.1
  %17 = icmp samesign ult i64 %16, 1000000
  br i1 %17, label %.lr.ph.1, label %.loopexit.1, !llvm.loop !6

.loopexit.1:                                      ; preds = %.lr.ph.1, %10
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv.1, 1
  %exitcond.1.not = icmp eq i64 %indvars.iv.next.1, 1000000
  br i1 %exitcond.1.not, label %18, label %10, !llvm.loop !8

18:                                               ; preds = %.loopexit.1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1000000) @composite, i8 0, i64 1000000, i1 false)
  br label %19

19:                                               ; preds = %.loopexit.2, %18
  %indvars.iv.2 = phi i64 [ 2, %18 ], [ %indvars.iv.next.2, %.loopexit.2 ]
  %20 = getelementptr inbounds nuw i8, ptr @composite, i64 %indvars.iv.2
  %21 = load i8, ptr %20, align 1
  %.not.2 = icmp eq i8 %21, 0
  %22 = mul nuw nsw i64 %indvars.iv.2, %indvars.iv.2
  %23 = icmp samesign ult i64 %22, 1000000
  %or.cond36 = select i1 %.not.2, i1 %23, i1 false
  br i1 %or.cond36, label %.lr.ph.2, label %.loopexit.2

.lr.ph.2:                                         ; preds = %19, %.lr.ph.2
  %.022.2 = phi i64 [ %25, %.lr.ph.2 ], [ %22, %19 ]
  %24 = getelementptr inbounds nuw i8, ptr @composite, i64 %.022.2
  store i8 1, ptr %24, align 1
  %25 = add nuw nsw i64 %.022.2, %indvars.iv.2
  %26 = icmp samesign ult i64 %25, 1000000
  br i1 %26, label %.lr.ph.2, label %.loopexit.2, !llvm.loop !6

.loopexit.2:                                      ; preds = %.lr.ph.2, %19
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv.2, 1
  %exitcond.2.not = icmp eq i64 %indvars.iv.next.2, 1000000
  br i1 %exitcond.2.not, label %27, label %19, !llvm.loop !8

27:                                               ; preds = %.loopexit.2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1000000) @composite, i8 0, i64 1000000, i1 false)
  br label %28

28:                                               ; preds = %.loopexit.3, %27
  %indvars.iv.3 = phi i64 [ 2, %27 ], [ %indvars.iv.next.3, %.loopexit.3 ]
  %.124.3 = phi i64 [ 0, %27 ], [ %.2.3, %.loopexit.3 ]
  %.12023.3 = phi i32 [ 0, %27 ], [ %.221.3, %.loopexit.3 ]
  %29 = getelementptr inbounds nuw i8, ptr @composite, i64 %indvars.iv.3
  %30 = load i8, ptr %29, align 1
  %.not.3 = icmp eq i8 %30, 0
  br i1 %.not.3, label %31, label %.loopexit.3

31:                                               ; preds = %28
  %32 = add nsw i32 %.12023.3, 1
  %33 = mul i64 %.124.3, 31
  %34 = add i64 %33, %indvars.iv.3
  %35 = mul nuw nsw i64 %indvars.iv.3, %indvars.iv.3
  %36 = icmp samesign ult i64 %35, 1000000
  br i1 %36, label %.lr.ph.3, label %.loopexit.3

.lr.ph.3:                                         ; preds = %31, %.lr.ph.3
  %.022.3 = phi i64 [ %38, %.lr.ph.3 ], [ %35, %31 ]
  %37 = getelementptr inbounds nuw i8, ptr @composite, i64 %.022.3
  store i8 1, ptr %37, align 1
  %38 = add nuw nsw i64 %.022.3, %indvars.iv.3
  %39 = icmp samesign ult i64 %38, 1000000
  br i1 %39, label %.lr.ph.3, label %.loopexit.3, !llvm.loop !6

.loopexit.3:                                      ; preds = %.lr.ph.3, %31, %28
  %.221.3 = phi i32 [ %.12023.3, %28 ], [ %32, %31 ], [ %32, %.lr.ph.3 ]
  %.2.3 = phi i64 [ %.124.3, %28 ], [ %34, %31 ], [ %34, %.lr.ph.3 ]
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv.3, 1
  %exitcond.3.not = icmp eq i64 %indvars.iv.next.3, 1000000
  br i1 %exitcond.3.not, label %40, label %28, !llvm.loop !8

40:                                               ; preds = %.loopexit.3
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1000000, i32 noundef %.221.3, i64 noundef %.2.3)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #2

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
