; WRONG: in @run's case 2, the shuffle %15 that puts lanes 4 to 7 of %7 after the four lanes xored takes lane 3 of %7 (mask 11) where it took lane 4 (mask 12): lane 3 is xored twice and lane 4 never
; after: tests/llvm/programs/unswitch.O2.ll edited by hand
; ModuleID = 'unswitch.O0.ll'
source_filename = "unswitch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x i32], align 16
  store <4 x i32> <i32 -17, i32 -12, i32 -7, i32 -2>, ptr %1, align 16
  %2 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %3 = getelementptr inbounds nuw i8, ptr %1, i64 20
  store <4 x i32> <i32 3, i32 8, i32 13, i32 18>, ptr %2, align 16
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 44
  store <4 x i32> <i32 23, i32 28, i32 33, i32 38>, ptr %4, align 16
  %6 = call fastcc i32 @sum_unless(ptr noundef %1, i32 noundef 0)
  %7 = call fastcc i32 @sum_unless(ptr noundef %1, i32 noundef 1)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6, i32 noundef %7)
  %9 = call fastcc i32 @scan(ptr noundef %1, i32 noundef 0)
  %10 = call fastcc i32 @scan(ptr noundef %1, i32 noundef 1)
  %11 = call fastcc i32 @scan(ptr noundef %1, i32 noundef 3)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %9, i32 noundef %10, i32 noundef %11)
  call fastcc void @scale(ptr noundef %1, i32 noundef 3, i32 noundef 1)
  call fastcc void @scale(ptr noundef %1, i32 noundef 2, i32 noundef 0)
  %13 = load i32, ptr %1, align 16
  %14 = load i32, ptr %3, align 4
  %15 = load i32, ptr %5, align 4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %13, i32 noundef %14, i32 noundef %15)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum_unless(ptr noundef nonnull readonly captures(none) %0, i32 noundef range(i32 0, 2) %1) unnamed_addr #2 {
  %.not = icmp eq i32 %1, 0
  br i1 %.not, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %2
  %3 = load <12 x i32>, ptr %0, align 4
  %4 = tail call i32 @llvm.vector.reduce.add.v12i32(<12 x i32> %3)
  br label %._crit_edge

._crit_edge:                                      ; preds = %.lr.ph.preheader, %2
  %.08.lcssa = phi i32 [ 0, %2 ], [ %4, %.lr.ph.preheader ]
  ret i32 %.08.lcssa
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @scan(ptr noundef nonnull readonly captures(none) %0, i32 noundef range(i32 0, 4) %1) unnamed_addr #2 {
  switch i32 %1, label %3 [
    i32 0, label %.split16
    i32 1, label %17
  ]

3:                                                ; preds = %2
  %4 = load <8 x i32>, ptr %0, align 4
  %5 = insertelement <8 x i32> poison, i32 %1, i64 0
  %6 = shufflevector <8 x i32> %5, <8 x i32> poison, <8 x i32> zeroinitializer
  %7 = mul nsw <8 x i32> %4, %6
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %9 = load <4 x i32>, ptr %8, align 4
  %10 = insertelement <4 x i32> poison, i32 %1, i64 0
  %11 = shufflevector <4 x i32> %10, <4 x i32> poison, <4 x i32> zeroinitializer
  %12 = mul nsw <4 x i32> %9, %11
  %13 = shufflevector <8 x i32> %7, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %rdx.op = xor <4 x i32> %13, %12
  %14 = shufflevector <4 x i32> %rdx.op, <4 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %15 = shufflevector <8 x i32> %14, <8 x i32> %7, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 11, i32 13, i32 14, i32 15>
  %16 = tail call i32 @llvm.vector.reduce.xor.v8i32(<8 x i32> %15)
  br label %.split16

17:                                               ; preds = %2
  %18 = load <12 x i32>, ptr %0, align 4
  %19 = tail call i32 @llvm.vector.reduce.add.v12i32(<12 x i32> %18)
  br label %.split16

.split16:                                         ; preds = %2, %3, %17
  %.013.split = phi i32 [ -1, %2 ], [ %16, %3 ], [ %19, %17 ]
  ret i32 %.013.split
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @scale(ptr noundef nonnull captures(none) %0, i32 noundef range(i32 2, 4) %1, i32 noundef range(i32 0, 2) %2) unnamed_addr #3 {
vector.ph:
  %broadcast.splatinsert = insertelement <4 x i32> poison, i32 %1, i64 0
  %broadcast.splat = shufflevector <4 x i32> %broadcast.splatinsert, <4 x i32> poison, <4 x i32> zeroinitializer
  %.not = icmp eq i32 %2, 0
  %wide.load = load <4 x i32>, ptr %0, align 4
  %3 = mul <4 x i32> %wide.load, %broadcast.splat
  %4 = sub <4 x i32> zeroinitializer, %3
  %5 = select i1 %.not, <4 x i32> %3, <4 x i32> %4
  store <4 x i32> %5, ptr %0, align 4
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %wide.load.1 = load <4 x i32>, ptr %6, align 4
  %7 = mul <4 x i32> %wide.load.1, %broadcast.splat
  %8 = sub <4 x i32> zeroinitializer, %7
  %9 = select i1 %.not, <4 x i32> %7, <4 x i32> %8
  store <4 x i32> %9, ptr %6, align 4
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %wide.load.2 = load <4 x i32>, ptr %10, align 4
  %11 = mul <4 x i32> %wide.load.2, %broadcast.splat
  %12 = sub <4 x i32> zeroinitializer, %11
  %13 = select i1 %.not, <4 x i32> %11, <4 x i32> %12
  store <4 x i32> %13, ptr %10, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v12i32(<12 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v8i32(<8 x i32>) #4

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
