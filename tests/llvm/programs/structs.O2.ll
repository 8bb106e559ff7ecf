; ModuleID = 'structs.O0.ll'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rect = type { %struct.point, %struct.point }
%struct.point = type { i32, i32 }
%struct.padded = type { i8, double, i16 }

@.str = private unnamed_addr constant [21 x i8] c"c (%d,%d) d (%d,%d)\0A\00", align 1
@__const.main.r = private unnamed_addr constant %struct.rect { %struct.point zeroinitializer, %struct.point { i32 5, i32 3 } }, align 4
@.str.1 = private unnamed_addr constant [13 x i8] c"areas %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"sizeof padded %d, %c %.2f %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"path %d\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.point, align 4
  %2 = alloca %struct.rect, align 4
  %3 = alloca %struct.padded, align 8
  store i32 2, ptr %1, align 4
  %.sroa.316.0..sroa_idx = getelementptr inbounds nuw i8, ptr %1, i64 4
  store i32 11, ptr %.sroa.316.0..sroa_idx, align 4
  call fastcc void @scale(ptr noundef %1)
  %4 = load i32, ptr %1, align 4
  %5 = load i32, ptr %.sroa.316.0..sroa_idx, align 4
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef 11, i32 noundef %4, i32 noundef %5)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %2, ptr noundef nonnull align 4 dereferenceable(16) @__const.main.r, i64 16, i1 false)
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 10, ptr %7, align 4
  %8 = tail call fastcc i32 @area(ptr noundef @__const.main.r)
  %9 = call fastcc i32 @area(ptr noundef %2)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %8, i32 noundef %9)
  call fastcc void @make(ptr dead_on_unwind writable sret(%struct.padded) align 8 %3)
  %.sroa.012.0.copyload = load i8, ptr %3, align 8
  %.sroa.213.0..sroa_idx = getelementptr inbounds nuw i8, ptr %3, i64 8
  %.sroa.213.0.copyload = load double, ptr %.sroa.213.0..sroa_idx, align 8
  %.sroa.3.0..sroa_idx = getelementptr inbounds nuw i8, ptr %3, i64 16
  %.sroa.3.0.copyload = load i16, ptr %.sroa.3.0..sroa_idx, align 8
  %11 = add i16 %.sroa.3.0.copyload, 1
  %12 = sext i8 %.sroa.012.0.copyload to i32
  %13 = sext i16 %.sroa.3.0.copyload to i32
  %14 = sext i16 %11 to i32
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 24, i32 noundef %12, double noundef %.sroa.213.0.copyload, i32 noundef %13, i32 noundef %14)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 10)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @scale(ptr noundef nonnull captures(none) %0) unnamed_addr #2 {
  %2 = load i32, ptr %0, align 4
  %3 = mul nsw i32 %2, 3
  store i32 %3, ptr %0, align 4
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %5 = load i32, ptr %4, align 4
  %6 = mul nsw i32 %5, 3
  store i32 %6, ptr %4, align 4
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @area(ptr noundef nonnull readonly captures(none) %0) unnamed_addr #4 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %0, align 4
  %5 = sub nsw i32 %3, %4
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %9 = load i32, ptr %8, align 4
  %10 = sub nsw i32 %7, %9
  %11 = mul nsw i32 %10, %5
  ret i32 %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make(ptr dead_on_unwind noalias nonnull writable writeonly sret(%struct.padded) align 8 captures(none) initializes((0, 1), (8, 18)) %0) unnamed_addr #5 {
  store i8 113, ptr %0, align 8
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store double 2.500000e+00, ptr %2, align 8
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store i16 7, ptr %3, align 8
  ret void
}

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
