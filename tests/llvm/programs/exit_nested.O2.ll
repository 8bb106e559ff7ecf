; ModuleID = 'exit_nested.O0.ll'
source_filename = "exit_nested.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.1 = private unnamed_addr constant [16 x i8] c"unreachable %d\0A\00", align 1
@depth = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [34 x i8] c"limit passed at depth %d with %d\0A\00", align 1
@str = private unnamed_addr constant [6 x i8] c"start\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %puts = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %1 = tail call fastcc i32 @walk(i32 noundef 1)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 -2147483648, 0) i32 @walk(i32 noundef returned %0) unnamed_addr #0 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %tailrecurse._crit_edge, label %tailrecurse

tailrecurse:                                      ; preds = %1, %tailrecurse
  %.tr6 = phi i32 [ %6, %tailrecurse ], [ %0, %1 ]
  %3 = load i32, ptr @depth, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @depth, align 4
  tail call fastcc void @check(i32 noundef %.tr6)
  %5 = shl nuw nsw i32 %.tr6, 1
  %6 = or disjoint i32 %5, 1
  br label %tailrecurse

tailrecurse._crit_edge:                           ; preds = %1
  ret i32 %0
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @check(i32 noundef %0) unnamed_addr #0 {
  %2 = icmp sgt i32 %0, 50
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = load i32, ptr @depth, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %4, i32 noundef %0)
  tail call void @exit(i32 noundef 3) #4
  unreachable

6:                                                ; preds = %1
  ret void
}

; Function Attrs: nofree noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr noundef readonly captures(none)) local_unnamed_addr #3

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { cold noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
