; ModuleID = 'gcd_primes.O0.ll'
source_filename = "gcd_primes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"gcd %u %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"gcd_rec %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"powmod %u %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"(%d primes)\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
.loopexit.7:
  %0 = alloca [100 x i8], align 16
  %1 = tail call fastcc i32 @gcd(i32 noundef 1071, i32 noundef 462)
  %2 = tail call fastcc i32 @gcd(i32 noundef 17, i32 noundef 5)
  %3 = tail call fastcc i32 @gcd(i32 noundef 0, i32 noundef 9)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i32 noundef %2, i32 noundef %3)
  %5 = tail call fastcc i64 @gcd_rec(i64 noundef 1234567890123, i64 noundef 9876543210)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %5)
  %7 = tail call fastcc i32 @powmod(i64 noundef 2, i32 noundef 100, i32 noundef 1000000007)
  %8 = tail call fastcc i32 @powmod(i64 noundef 7, i32 noundef 65536, i32 noundef 65537)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7, i32 noundef %8)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(100) %0, i8 0, i64 100, i1 false)
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 4
  store i8 1, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 6
  store i8 1, ptr %11, align 2
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i8 1, ptr %12, align 8
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 10
  store i8 1, ptr %13, align 2
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 14
  store i8 1, ptr %14, align 2
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store i8 1, ptr %15, align 16
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 20
  store i8 1, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 22
  store i8 1, ptr %17, align 2
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 30
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 38
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 54
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 62
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 68
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 74
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 84
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 90
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 98
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 9
  store i8 1, ptr %33, align 1
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i8 1, ptr %34, align 4
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 15
  store i8 1, ptr %35, align 1
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 18
  store i8 1, ptr %36, align 2
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 21
  store i8 1, ptr %37, align 1
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 42
  store i8 1, ptr %38, align 2
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store i8 1, ptr %39, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %18, i8 1, i64 5, i1 false)
  store i8 1, ptr %19, align 2
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(5) %20, i8 1, i64 5, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(3) %21, i8 1, i64 3, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(3) %22, i8 1, i64 3, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(5) %23, i8 1, i64 5, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(5) %24, i8 1, i64 5, i1 false)
  store i8 1, ptr %25, align 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(5) %26, i8 1, i64 5, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(3) %27, i8 1, i64 3, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(5) %28, i8 1, i64 5, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3) %29, i8 1, i64 3, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(5) %30, i8 1, i64 5, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(7) %31, i8 1, i64 7, i1 false)
  store i16 257, ptr %32, align 2
  br label %.preheader

.preheader:                                       ; preds = %.loopexit.7, %48
  %indvars.iv = phi i64 [ 2, %.loopexit.7 ], [ %indvars.iv.next, %48 ]
  %.01726 = phi i32 [ 0, %.loopexit.7 ], [ %.1, %48 ]
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 %indvars.iv
  %41 = load i8, ptr %40, align 1
  %.not = icmp eq i8 %41, 0
  br i1 %.not, label %42, label %48

42:                                               ; preds = %.preheader
  %43 = add nsw i32 %.01726, 1
  %44 = icmp samesign ugt i64 %indvars.iv, 80
  br i1 %44, label %45, label %48

45:                                               ; preds = %42
  %46 = trunc nuw nsw i64 %indvars.iv to i32
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %46)
  br label %48

48:                                               ; preds = %.preheader, %45, %42
  %.1 = phi i32 [ %.01726, %.preheader ], [ %43, %45 ], [ %43, %42 ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 100
  br i1 %exitcond.not, label %49, label %.preheader, !llvm.loop !6

49:                                               ; preds = %48
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %.1)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i32 1, 463) i32 @gcd(i32 noundef range(i32 0, 1072) %0, i32 noundef range(i32 5, 463) %1) unnamed_addr #2 {
  br label %3

3:                                                ; preds = %2, %3
  %.08 = phi i32 [ %0, %2 ], [ %.067, %3 ]
  %.067 = phi i32 [ %1, %2 ], [ %4, %3 ]
  %4 = urem i32 %.08, %.067
  %.not = icmp eq i32 %4, 0
  br i1 %.not, label %5, label %3, !llvm.loop !8

5:                                                ; preds = %3
  ret i32 %.067
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i64 1, 1234567890124) i64 @gcd_rec(i64 noundef range(i64 1, 1234567890124) %0, i64 noundef range(i64 0, 9876543211) %1) unnamed_addr #2 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %tailrecurse._crit_edge, label %tailrecurse

tailrecurse:                                      ; preds = %2, %tailrecurse
  %.tr57 = phi i64 [ %4, %tailrecurse ], [ %1, %2 ]
  %.tr6 = phi i64 [ %.tr57, %tailrecurse ], [ %0, %2 ]
  %4 = urem i64 %.tr6, %.tr57
  %5 = icmp eq i64 %4, 0
  br i1 %5, label %tailrecurse._crit_edge, label %tailrecurse

tailrecurse._crit_edge:                           ; preds = %tailrecurse, %2
  %.tr.lcssa = phi i64 [ %0, %2 ], [ %.tr57, %tailrecurse ]
  ret i64 %.tr.lcssa
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i32 0, 1000000007) i32 @powmod(i64 noundef range(i64 2, 8) %0, i32 noundef range(i32 100, 65537) %1, i32 noundef range(i32 65537, 1000000008) %2) unnamed_addr #2 {
  %4 = zext nneg i32 %2 to i64
  br label %5

5:                                                ; preds = %3, %10
  %.pn = phi i64 [ %0, %3 ], [ %11, %10 ]
  %.017 = phi i64 [ 1, %3 ], [ %.1, %10 ]
  %.01316 = phi i32 [ %1, %3 ], [ %12, %10 ]
  %.01218 = urem i64 %.pn, %4
  %6 = and i32 %.01316, 1
  %.not14 = icmp eq i32 %6, 0
  br i1 %.not14, label %10, label %7

7:                                                ; preds = %5
  %8 = mul nuw nsw i64 %.01218, %.017
  %9 = urem i64 %8, %4
  br label %10

10:                                               ; preds = %7, %5
  %.1 = phi i64 [ %9, %7 ], [ %.017, %5 ]
  %11 = mul nuw nsw i64 %.01218, %.01218
  %12 = lshr i32 %.01316, 1
  %.not = icmp eq i32 %12, 0
  br i1 %.not, label %13, label %5, !llvm.loop !9

13:                                               ; preds = %10
  %14 = trunc nuw nsw i64 %.1 to i32
  ret i32 %14
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }

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
