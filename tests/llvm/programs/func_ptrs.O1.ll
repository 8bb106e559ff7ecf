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
  %30 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %31 = load i32, ptr %30, align 4
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %31)
  %33 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %34 = load i32, ptr %33, align 8
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %34)
  %36 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %37 = load i32, ptr %36, align 4
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %37)
  %39 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %40 = load i32, ptr %39, align 16
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %40)
  %42 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %43 = load i32, ptr %42, align 4
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %43)
  %45 = tail call i32 @putchar(i32 noundef 10)
  %46 = load i32, ptr %1, align 16
  %47 = icmp sgt i32 %46, 5
  %48 = select i1 %47, ptr @mul, ptr @add
  %49 = tail call i32 %48(i32 noundef 6, i32 noundef 7) #5, !callees !6
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %49)
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
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 4
  store i32 %9, ptr %10, align 4
  br label %.critedge

.critedge:                                        ; preds = %8, %2
  %.0.in.lcssa = phi i64 [ 0, %8 ], [ 1, %2 ]
  %11 = getelementptr inbounds nuw i32, ptr %0, i64 %.0.in.lcssa
  store i32 %4, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %15 = load i32, ptr %14, align 4
  %16 = tail call i32 %1(i32 noundef %15, i32 noundef %13) #5, !callees !7
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %.critedge.1

18:                                               ; preds = %.critedge
  %19 = load i32, ptr %14, align 4
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 %19, ptr %20, align 4
  %21 = load i32, ptr %0, align 4
  %22 = tail call i32 %1(i32 noundef %21, i32 noundef %13) #5, !callees !7
  %23 = icmp sgt i32 %22, 0
  br i1 %23, label %24, label %.critedge.1

24:                                               ; preds = %18
  %25 = load i32, ptr %0, align 4
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 4
  store i32 %25, ptr %26, align 4
  br label %.critedge.1

.critedge.1:                                      ; preds = %24, %18, %.critedge
  %.0.in.lcssa.1 = phi i64 [ 0, %24 ], [ 2, %.critedge ], [ 1, %18 ]
  %27 = getelementptr inbounds nuw i32, ptr %0, i64 %.0.in.lcssa.1
  store i32 %13, ptr %27, align 4
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %29 = load i32, ptr %28, align 4
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %31 = load i32, ptr %30, align 4
  %32 = tail call i32 %1(i32 noundef %31, i32 noundef %29) #5, !callees !7
  %33 = icmp sgt i32 %32, 0
  br i1 %33, label %34, label %.critedge.2

34:                                               ; preds = %.critedge.1
  %35 = load i32, ptr %30, align 4
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 %35, ptr %36, align 4
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %38 = load i32, ptr %37, align 4
  %39 = tail call i32 %1(i32 noundef %38, i32 noundef %29) #5, !callees !7
  %40 = icmp sgt i32 %39, 0
  br i1 %40, label %41, label %.critedge.2

41:                                               ; preds = %34
  %42 = load i32, ptr %37, align 4
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 %42, ptr %43, align 4
  %44 = load i32, ptr %0, align 4
  %45 = tail call i32 %1(i32 noundef %44, i32 noundef %29) #5, !callees !7
  %46 = icmp sgt i32 %45, 0
  br i1 %46, label %47, label %.critedge.2

47:                                               ; preds = %41
  %48 = load i32, ptr %0, align 4
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 4
  store i32 %48, ptr %49, align 4
  br label %.critedge.2

.critedge.2:                                      ; preds = %47, %41, %34, %.critedge.1
  %.0.in.lcssa.2 = phi i64 [ 0, %47 ], [ 3, %.critedge.1 ], [ 2, %34 ], [ 1, %41 ]
  %50 = getelementptr inbounds nuw i32, ptr %0, i64 %.0.in.lcssa.2
  store i32 %29, ptr %50, align 4
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %52 = load i32, ptr %51, align 4
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %54 = load i32, ptr %53, align 4
  %55 = tail call i32 %1(i32 noundef %54, i32 noundef %52) #5, !callees !7
  %56 = icmp sgt i32 %55, 0
  br i1 %56, label %57, label %.critedge.3

57:                                               ; preds = %.critedge.2
  %58 = load i32, ptr %53, align 4
  %59 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store i32 %58, ptr %59, align 4
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %61 = load i32, ptr %60, align 4
  %62 = tail call i32 %1(i32 noundef %61, i32 noundef %52) #5, !callees !7
  %63 = icmp sgt i32 %62, 0
  br i1 %63, label %64, label %.critedge.3

64:                                               ; preds = %57
  %65 = load i32, ptr %60, align 4
  %66 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 %65, ptr %66, align 4
  %67 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %68 = load i32, ptr %67, align 4
  %69 = tail call i32 %1(i32 noundef %68, i32 noundef %52) #5, !callees !7
  %70 = icmp sgt i32 %69, 0
  br i1 %70, label %71, label %.critedge.3

71:                                               ; preds = %64
  %72 = load i32, ptr %67, align 4
  %73 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 %72, ptr %73, align 4
  %74 = load i32, ptr %0, align 4
  %75 = tail call i32 %1(i32 noundef %74, i32 noundef %52) #5, !callees !7
  %76 = icmp sgt i32 %75, 0
  br i1 %76, label %77, label %.critedge.3

77:                                               ; preds = %71
  %78 = load i32, ptr %0, align 4
  %79 = getelementptr inbounds nuw i8, ptr %0, i64 4
  store i32 %78, ptr %79, align 4
  br label %.critedge.3

.critedge.3:                                      ; preds = %77, %71, %64, %57, %.critedge.2
  %.0.in.lcssa.3 = phi i64 [ 0, %77 ], [ 4, %.critedge.2 ], [ 3, %57 ], [ 1, %71 ], [ 2, %64 ]
  %80 = getelementptr inbounds nuw i32, ptr %0, i64 %.0.in.lcssa.3
  store i32 %52, ptr %80, align 4
  %81 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %82 = load i32, ptr %81, align 4
  %83 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %84 = load i32, ptr %83, align 4
  %85 = tail call i32 %1(i32 noundef %84, i32 noundef %82) #5, !callees !7
  %86 = icmp sgt i32 %85, 0
  br i1 %86, label %87, label %.critedge.4

87:                                               ; preds = %.critedge.3
  %88 = load i32, ptr %83, align 4
  %89 = getelementptr inbounds nuw i8, ptr %0, i64 20
  store i32 %88, ptr %89, align 4
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %91 = load i32, ptr %90, align 4
  %92 = tail call i32 %1(i32 noundef %91, i32 noundef %82) #5, !callees !7
  %93 = icmp sgt i32 %92, 0
  br i1 %93, label %94, label %.critedge.4

94:                                               ; preds = %87
  %95 = load i32, ptr %90, align 4
  %96 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store i32 %95, ptr %96, align 4
  %97 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %98 = load i32, ptr %97, align 4
  %99 = tail call i32 %1(i32 noundef %98, i32 noundef %82) #5, !callees !7
  %100 = icmp sgt i32 %99, 0
  br i1 %100, label %101, label %.critedge.4

101:                                              ; preds = %94
  %102 = load i32, ptr %97, align 4
  %103 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 %102, ptr %103, align 4
  %104 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %105 = load i32, ptr %104, align 4
  %106 = tail call i32 %1(i32 noundef %105, i32 noundef %82) #5, !callees !7
  %107 = icmp sgt i32 %106, 0
  br i1 %107, label %108, label %.critedge.4

108:                                              ; preds = %101
  %109 = load i32, ptr %104, align 4
  %110 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 %109, ptr %110, align 4
  %111 = load i32, ptr %0, align 4
  %112 = tail call i32 %1(i32 noundef %111, i32 noundef %82) #5, !callees !7
  %113 = icmp sgt i32 %112, 0
  br i1 %113, label %114, label %.critedge.4

114:                                              ; preds = %108
  %115 = load i32, ptr %0, align 4
  %116 = getelementptr inbounds nuw i8, ptr %0, i64 4
  store i32 %115, ptr %116, align 4
  br label %.critedge.4

.critedge.4:                                      ; preds = %114, %108, %101, %94, %87, %.critedge.3
  %.0.in.lcssa.4 = phi i64 [ 0, %114 ], [ 5, %.critedge.3 ], [ 4, %87 ], [ 1, %108 ], [ 3, %94 ], [ 2, %101 ]
  %117 = getelementptr inbounds nuw i32, ptr %0, i64 %.0.in.lcssa.4
  store i32 %82, ptr %117, align 4
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
