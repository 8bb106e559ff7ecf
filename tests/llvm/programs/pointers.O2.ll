; ModuleID = 'pointers.O0.ll'
source_filename = "pointers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.a = private unnamed_addr constant [9 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9], align 16
@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"mid %d, back %d, fwd %d, diff %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"alias %d, no alias %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"a[0] %d a[3] %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"47 = 5*%d + %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"-47 = 5*%d + %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"x %d y %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"len %d\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [9 x i32], align 16
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(36) %1, ptr noundef nonnull align 16 dereferenceable(36) @__const.main.a, i64 36, i1 false)
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 32
  call fastcc void @reverse(ptr noundef %1, ptr noundef %4)
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 20
  call fastcc void @reverse(ptr noundef %5, ptr noundef %6)
  %7 = load i32, ptr %1, align 16
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7)
  %.012.ptr.1 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %9 = load i32, ptr %.012.ptr.1, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9)
  %11 = load i32, ptr %5, align 8
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %11)
  %.012.ptr.3 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %13 = load i32, ptr %.012.ptr.3, align 4
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13)
  %.012.ptr.4 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %15 = load i32, ptr %.012.ptr.4, align 16
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15)
  %17 = load i32, ptr %6, align 4
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %17)
  %.012.ptr.6 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %19 = load i32, ptr %.012.ptr.6, align 8
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %19)
  %.012.ptr.7 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %21 = load i32, ptr %.012.ptr.7, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %21)
  %23 = load i32, ptr %4, align 16
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %23)
  %25 = call i32 @putchar(i32 noundef 10)
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %15, i32 noundef %11, i32 noundef %21, i64 noundef 4)
  %27 = call fastcc i32 @store_then_load(ptr noundef %.012.ptr.3, ptr noundef %.012.ptr.3)
  %28 = call fastcc i32 @store_then_load(ptr noundef %1, ptr noundef %.012.ptr.1)
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %27, i32 noundef %28)
  %30 = load i32, ptr %1, align 16
  %31 = load i32, ptr %.012.ptr.3, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %30, i32 noundef %31)
  call fastcc void @divmod(i32 noundef 47, ptr noundef %2, ptr noundef %3)
  %33 = load i32, ptr %2, align 4
  %34 = load i32, ptr %3, align 4
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %33, i32 noundef %34)
  call fastcc void @divmod(i32 noundef -47, ptr noundef %2, ptr noundef %3)
  %36 = load i32, ptr %2, align 4
  %37 = load i32, ptr %3, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %36, i32 noundef %37)
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 15, i32 noundef 40)
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 7)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @reverse(ptr noundef nonnull captures(address) %0, ptr noundef nonnull captures(address) %1) unnamed_addr #2 {
  %3 = icmp ult ptr %0, %1
  br i1 %3, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %2, %.lr.ph
  %.06 = phi ptr [ %5, %.lr.ph ], [ %1, %2 ]
  %.045 = phi ptr [ %4, %.lr.ph ], [ %0, %2 ]
  %4 = getelementptr inbounds nuw i8, ptr %.045, i64 4
  %5 = getelementptr inbounds i8, ptr %.06, i64 -4
  tail call fastcc void @swap(ptr noundef %.045, ptr noundef %.06)
  %6 = icmp ult ptr %4, %5
  br i1 %6, label %.lr.ph, label %._crit_edge, !llvm.loop !6

._crit_edge:                                      ; preds = %.lr.ph, %2
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc range(i32 -2147483647, -2147483648) i32 @store_then_load(ptr noundef nonnull writeonly captures(none) initializes((0, 4)) %0, ptr noundef nonnull readonly captures(none) %1) unnamed_addr #4 {
  store i32 7, ptr %0, align 4
  %3 = load i32, ptr %1, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @divmod(i32 noundef range(i32 -47, 48) %0, ptr noundef nonnull writeonly captures(none) initializes((0, 4)) %1, ptr noundef nonnull writeonly captures(none) initializes((0, 4)) %2) unnamed_addr #5 {
  %.lhs.trunc = trunc nsw i32 %0 to i8
  %4 = sdiv i8 %.lhs.trunc, 5
  %.sext = sext i8 %4 to i32
  store i32 %.sext, ptr %1, align 4
  %5 = srem i8 %.lhs.trunc, 5
  %.sext6 = sext i8 %5 to i32
  store i32 %.sext6, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @swap(ptr noundef nonnull captures(none) %0, ptr noundef nonnull captures(none) %1) unnamed_addr #4 {
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %1, align 4
  store i32 %4, ptr %0, align 4
  store i32 %3, ptr %1, align 4
  ret void
}

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
