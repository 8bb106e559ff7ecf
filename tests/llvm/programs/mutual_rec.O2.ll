; ModuleID = 'mutual_rec.O0.ll'
source_filename = "mutual_rec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [47 x i8] c"even(10)=%d odd(10)=%d even(77)=%d odd(77)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
.preheader.preheader:
  %0 = tail call fastcc i32 @is_even(i32 noundef 10)
  %1 = tail call fastcc i32 @is_odd(i32 noundef 10)
  %2 = tail call fastcc i32 @is_even(i32 noundef 77)
  %3 = tail call fastcc i32 @is_odd(i32 noundef 77)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3)
  %5 = tail call fastcc i32 @hof_f(i32 noundef 0)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %5, i32 noundef 32)
  %7 = tail call fastcc i32 @hof_f(i32 noundef 1)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %7, i32 noundef 32)
  %9 = tail call fastcc i32 @hof_f(i32 noundef 2)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %9, i32 noundef 32)
  %11 = tail call fastcc i32 @hof_f(i32 noundef 3)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %11, i32 noundef 32)
  %13 = tail call fastcc i32 @hof_f(i32 noundef 4)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %13, i32 noundef 32)
  %15 = tail call fastcc i32 @hof_f(i32 noundef 5)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %15, i32 noundef 32)
  %17 = tail call fastcc i32 @hof_f(i32 noundef 6)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %17, i32 noundef 32)
  %19 = tail call fastcc i32 @hof_f(i32 noundef 7)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %19, i32 noundef 32)
  %21 = tail call fastcc i32 @hof_f(i32 noundef 8)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %21, i32 noundef 32)
  %23 = tail call fastcc i32 @hof_f(i32 noundef 9)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %23, i32 noundef 32)
  %25 = tail call fastcc i32 @hof_f(i32 noundef 10)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %25, i32 noundef 32)
  %27 = tail call fastcc i32 @hof_f(i32 noundef 11)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %27, i32 noundef 32)
  %29 = tail call fastcc i32 @hof_f(i32 noundef 12)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %29, i32 noundef 32)
  %31 = tail call fastcc i32 @hof_f(i32 noundef 13)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %31, i32 noundef 32)
  %33 = tail call fastcc i32 @hof_f(i32 noundef 14)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %33, i32 noundef 10)
  %35 = tail call fastcc i32 @hof_m(i32 noundef 0)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %35, i32 noundef 32)
  %37 = tail call fastcc i32 @hof_m(i32 noundef 1)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %37, i32 noundef 32)
  %39 = tail call fastcc i32 @hof_m(i32 noundef 2)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %39, i32 noundef 32)
  %41 = tail call fastcc i32 @hof_m(i32 noundef 3)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %41, i32 noundef 32)
  %43 = tail call fastcc i32 @hof_m(i32 noundef 4)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %43, i32 noundef 32)
  %45 = tail call fastcc i32 @hof_m(i32 noundef 5)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %45, i32 noundef 32)
  %47 = tail call fastcc i32 @hof_m(i32 noundef 6)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %47, i32 noundef 32)
  %49 = tail call fastcc i32 @hof_m(i32 noundef 7)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %49, i32 noundef 32)
  %51 = tail call fastcc i32 @hof_m(i32 noundef 8)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %51, i32 noundef 32)
  %53 = tail call fastcc i32 @hof_m(i32 noundef 9)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %53, i32 noundef 32)
  %55 = tail call fastcc i32 @hof_m(i32 noundef 10)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %55, i32 noundef 32)
  %57 = tail call fastcc i32 @hof_m(i32 noundef 11)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %57, i32 noundef 32)
  %59 = tail call fastcc i32 @hof_m(i32 noundef 12)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %59, i32 noundef 32)
  %61 = tail call fastcc i32 @hof_m(i32 noundef 13)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %61, i32 noundef 32)
  %63 = tail call fastcc i32 @hof_m(i32 noundef 14)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %63, i32 noundef 10)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @is_even(i32 noundef range(i32 0, 78) %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = tail call fastcc i32 @is_odd(i32 noundef %4)
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i32 [ %5, %3 ], [ 1, %1 ]
  ret i32 %7
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @is_odd(i32 noundef range(i32 0, 78) %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = tail call fastcc i32 @is_even(i32 noundef %4)
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i32 [ %5, %3 ], [ 0, %1 ]
  ret i32 %7
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @hof_f(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %common.ret3, label %3

common.ret3:                                      ; preds = %1, %3
  %common.ret3.op = phi i32 [ %7, %3 ], [ 1, %1 ]
  ret i32 %common.ret3.op

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = tail call fastcc i32 @hof_f(i32 noundef %4)
  %6 = tail call fastcc i32 @hof_m(i32 noundef %5)
  %7 = sub nsw i32 %0, %6
  br label %common.ret3
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @hof_m(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %common.ret3, label %3

common.ret3:                                      ; preds = %1, %3
  %common.ret3.op = phi i32 [ %7, %3 ], [ 0, %1 ]
  ret i32 %common.ret3.op

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = tail call fastcc i32 @hof_m(i32 noundef %4)
  %6 = tail call fastcc i32 @hof_f(i32 noundef %5)
  %7 = sub nsw i32 %0, %6
  br label %common.ret3
}

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
