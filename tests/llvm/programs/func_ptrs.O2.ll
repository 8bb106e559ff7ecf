; ModuleID = 'func_ptrs.O0.ll'
source_filename = "func_ptrs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.a = private unnamed_addr constant [6 x i32] [i32 4, i32 -2, i32 7, i32 1, i32 3, i32 -5], align 16
@.str = private unnamed_addr constant [13 x i8] c"fold %c: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"pick %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x i32], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %1, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.a, i64 24, i1 false)
  %2 = tail call fastcc i32 @fold(ptr noundef nonnull @add, ptr noundef @__const.main.a, i32 noundef 0)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 43, i32 noundef %2)
  %4 = tail call fastcc i32 @fold(ptr noundef nonnull @sub, ptr noundef @__const.main.a, i32 noundef 0)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 45, i32 noundef %4)
  %6 = tail call fastcc i32 @fold(ptr noundef nonnull @mul, ptr noundef @__const.main.a, i32 noundef 1)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 42, i32 noundef %6)
  %8 = tail call fastcc i32 @fold(ptr noundef nonnull @max, ptr noundef @__const.main.a, i32 noundef 0)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 77, i32 noundef %8)
  call fastcc void @insertion_sort(ptr noundef %1, ptr noundef nonnull @ascending)
  %10 = load i32, ptr %1, align 16
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %10)
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %13 = load i32, ptr %12, align 4
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %13)
  %15 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %16 = load i32, ptr %15, align 8
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %16)
  %18 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %19 = load i32, ptr %18, align 4
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %19)
  %21 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %22 = load i32, ptr %21, align 16
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %22)
  %24 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %25 = load i32, ptr %24, align 4
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %25)
  %27 = tail call i32 @putchar(i32 noundef 10)
  call fastcc void @insertion_sort(ptr noundef %1, ptr noundef nonnull @descending)
  %28 = load i32, ptr %1, align 16
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %28)
  %30 = load i32, ptr %12, align 4
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %30)
  %32 = load i32, ptr %15, align 8
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %32)
  %34 = load i32, ptr %18, align 4
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %34)
  %36 = load i32, ptr %21, align 16
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %36)
  %38 = load i32, ptr %24, align 4
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %38)
  %40 = tail call i32 @putchar(i32 noundef 10)
  %41 = icmp sgt i32 %28, 5
  %42 = select i1 %41, ptr @mul, ptr @add
  %43 = tail call i32 %42(i32 noundef 6, i32 noundef 7) #5, !callees !6
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %43)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #2

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @fold(ptr noundef readonly captures(none) %0, ptr noundef nonnull readonly captures(none) %1, i32 noundef range(i32 0, 2) %2) unnamed_addr #0 {
  %4 = load i32, ptr %1, align 4
  %5 = tail call i32 %0(i32 noundef %2, i32 noundef %4) #5
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %7 = load i32, ptr %6, align 4
  %8 = tail call i32 %0(i32 noundef %5, i32 noundef %7) #5
  %9 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %10 = load i32, ptr %9, align 4
  %11 = tail call i32 %0(i32 noundef %8, i32 noundef %10) #5
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %13 = load i32, ptr %12, align 4
  %14 = tail call i32 %0(i32 noundef %11, i32 noundef %13) #5
  %15 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %16 = load i32, ptr %15, align 4
  %17 = tail call i32 %0(i32 noundef %14, i32 noundef %16) #5
  %18 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %19 = load i32, ptr %18, align 4
  %20 = tail call i32 %0(i32 noundef %17, i32 noundef %19) #5
  ret i32 %20
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @insertion_sort(ptr noundef nonnull captures(none) %0, ptr noundef readonly captures(none) %1) unnamed_addr #0 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %4 = load i32, ptr %3, align 4
  %5 = load i32, ptr %0, align 4
  %6 = tail call i32 %1(i32 noundef %5, i32 noundef %4) #5, !callees !7
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %.critedge

8:                                                ; preds = %2
  %9 = load i32, ptr %0, align 4
  store i32 %9, ptr %3, align 4
  br label %.critedge

.critedge:                                        ; preds = %8, %2
  %.0.in.lcssa = phi i64 [ 0, %8 ], [ 1, %2 ]
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %.0.in.lcssa
  store i32 %4, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %12 = load i32, ptr %11, align 4
  %13 = load i32, ptr %3, align 4
  %14 = tail call i32 %1(i32 noundef %13, i32 noundef %12) #5, !callees !7
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %.critedge.1

16:                                               ; preds = %.critedge
  %17 = load i32, ptr %3, align 4
  store i32 %17, ptr %11, align 4
  %18 = load i32, ptr %0, align 4
  %19 = tail call i32 %1(i32 noundef %18, i32 noundef %12) #5, !callees !7
  %20 = icmp sgt i32 %19, 0
  br i1 %20, label %21, label %.critedge.1

21:                                               ; preds = %16
  %22 = load i32, ptr %0, align 4
  store i32 %22, ptr %3, align 4
  br label %.critedge.1

.critedge.1:                                      ; preds = %21, %16, %.critedge
  %.0.in.lcssa.1 = phi i64 [ 0, %21 ], [ 2, %.critedge ], [ 1, %16 ]
  %23 = getelementptr inbounds nuw i32, ptr %0, i64 %.0.in.lcssa.1
  store i32 %12, ptr %23, align 4
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %25 = load i32, ptr %24, align 4
  %26 = load i32, ptr %11, align 4
  %27 = tail call i32 %1(i32 noundef %26, i32 noundef %25) #5, !callees !7
  %28 = icmp sgt i32 %27, 0
  br i1 %28, label %29, label %.critedge.2

29:                                               ; preds = %.critedge.1
  %30 = load i32, ptr %11, align 4
  store i32 %30, ptr %24, align 4
  %31 = load i32, ptr %3, align 4
  %32 = tail call i32 %1(i32 noundef %31, i32 noundef %25) #5, !callees !7
  %33 = icmp sgt i32 %32, 0
  br i1 %33, label %34, label %.critedge.2

34:                                               ; preds = %29
  %35 = load i32, ptr %3, align 4
  store i32 %35, ptr %11, align 4
  %36 = load i32, ptr %0, align 4
  %37 = tail call i32 %1(i32 noundef %36, i32 noundef %25) #5, !callees !7
  %38 = icmp sgt i32 %37, 0
  br i1 %38, label %39, label %.critedge.2

39:                                               ; preds = %34
  %40 = load i32, ptr %0, align 4
  store i32 %40, ptr %3, align 4
  br label %.critedge.2

.critedge.2:                                      ; preds = %39, %34, %29, %.critedge.1
  %.0.in.lcssa.2 = phi i64 [ 0, %39 ], [ 3, %.critedge.1 ], [ 2, %29 ], [ 1, %34 ]
  %41 = getelementptr inbounds nuw i32, ptr %0, i64 %.0.in.lcssa.2
  store i32 %25, ptr %41, align 4
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %43 = load i32, ptr %42, align 4
  %44 = load i32, ptr %24, align 4
  %45 = tail call i32 %1(i32 noundef %44, i32 noundef %43) #5, !callees !7
  %46 = icmp sgt i32 %45, 0
  br i1 %46, label %47, label %.critedge.3

47:                                               ; preds = %.critedge.2
  %48 = load i32, ptr %24, align 4
  store i32 %48, ptr %42, align 4
  %49 = load i32, ptr %11, align 4
  %50 = tail call i32 %1(i32 noundef %49, i32 noundef %43) #5, !callees !7
  %51 = icmp sgt i32 %50, 0
  br i1 %51, label %52, label %.critedge.3

52:                                               ; preds = %47
  %53 = load i32, ptr %11, align 4
  store i32 %53, ptr %24, align 4
  %54 = load i32, ptr %3, align 4
  %55 = tail call i32 %1(i32 noundef %54, i32 noundef %43) #5, !callees !7
  %56 = icmp sgt i32 %55, 0
  br i1 %56, label %57, label %.critedge.3

57:                                               ; preds = %52
  %58 = load i32, ptr %3, align 4
  store i32 %58, ptr %11, align 4
  %59 = load i32, ptr %0, align 4
  %60 = tail call i32 %1(i32 noundef %59, i32 noundef %43) #5, !callees !7
  %61 = icmp sgt i32 %60, 0
  br i1 %61, label %62, label %.critedge.3

62:                                               ; preds = %57
  %63 = load i32, ptr %0, align 4
  store i32 %63, ptr %3, align 4
  br label %.critedge.3

.critedge.3:                                      ; preds = %62, %57, %52, %47, %.critedge.2
  %.0.in.lcssa.3 = phi i64 [ 0, %62 ], [ 4, %.critedge.2 ], [ 3, %47 ], [ 1, %57 ], [ 2, %52 ]
  %64 = getelementptr inbounds nuw i32, ptr %0, i64 %.0.in.lcssa.3
  store i32 %43, ptr %64, align 4
  %65 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %66 = load i32, ptr %65, align 4
  %67 = load i32, ptr %42, align 4
  %68 = tail call i32 %1(i32 noundef %67, i32 noundef %66) #5, !callees !7
  %69 = icmp sgt i32 %68, 0
  br i1 %69, label %70, label %.critedge.4

70:                                               ; preds = %.critedge.3
  %71 = load i32, ptr %42, align 4
  store i32 %71, ptr %65, align 4
  %72 = load i32, ptr %24, align 4
  %73 = tail call i32 %1(i32 noundef %72, i32 noundef %66) #5, !callees !7
  %74 = icmp sgt i32 %73, 0
  br i1 %74, label %75, label %.critedge.4

75:                                               ; preds = %70
  %76 = load i32, ptr %24, align 4
  store i32 %76, ptr %42, align 4
  %77 = load i32, ptr %11, align 4
  %78 = tail call i32 %1(i32 noundef %77, i32 noundef %66) #5, !callees !7
  %79 = icmp sgt i32 %78, 0
  br i1 %79, label %80, label %.critedge.4

80:                                               ; preds = %75
  %81 = load i32, ptr %11, align 4
  store i32 %81, ptr %24, align 4
  %82 = load i32, ptr %3, align 4
  %83 = tail call i32 %1(i32 noundef %82, i32 noundef %66) #5, !callees !7
  %84 = icmp sgt i32 %83, 0
  br i1 %84, label %85, label %.critedge.4

85:                                               ; preds = %80
  %86 = load i32, ptr %3, align 4
  store i32 %86, ptr %11, align 4
  %87 = load i32, ptr %0, align 4
  %88 = tail call i32 %1(i32 noundef %87, i32 noundef %66) #5, !callees !7
  %89 = icmp sgt i32 %88, 0
  br i1 %89, label %90, label %.critedge.4

90:                                               ; preds = %85
  %91 = load i32, ptr %0, align 4
  store i32 %91, ptr %3, align 4
  br label %.critedge.4

.critedge.4:                                      ; preds = %90, %85, %80, %75, %70, %.critedge.3
  %.0.in.lcssa.4 = phi i64 [ 0, %90 ], [ 5, %.critedge.3 ], [ 4, %70 ], [ 1, %85 ], [ 3, %75 ], [ 2, %80 ]
  %92 = getelementptr inbounds nuw i32, ptr %0, i64 %.0.in.lcssa.4
  store i32 %66, ptr %92, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @ascending(i32 noundef %0, i32 noundef %1) #3 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @descending(i32 noundef %0, i32 noundef %1) #3 {
  %3 = sub nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #3 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #3 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #3 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @max(i32 noundef %0, i32 noundef %1) #3 {
  %3 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{ptr @add, ptr @mul}
!7 = !{ptr @ascending, ptr @descending}
