; ModuleID = 'exit_nested.canon.ll'
source_filename = "exit_nested.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"start\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"unreachable %d\0A\00", align 1
@depth = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [34 x i8] c"limit passed at depth %d with %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %2 = call i32 @walk(i32 noundef 1)
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %2)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @walk(i32 noundef %0) #0 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  br label %10

4:                                                ; preds = %1
  %5 = load i32, ptr @depth, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @depth, align 4
  call void @check(i32 noundef %0)
  %7 = mul nsw i32 %0, 2
  %8 = add nsw i32 %7, 1
  %9 = call i32 @walk(i32 noundef %8)
  br label %10

10:                                               ; preds = %4, %3
  %.0 = phi i32 [ %0, %3 ], [ %9, %4 ]
  ret i32 %.0
}

; Function Attrs: noinline nounwind uwtable
define internal void @check(i32 noundef %0) #0 {
  %2 = icmp sgt i32 %0, 50
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = load i32, ptr @depth, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %4, i32 noundef %0)
  call void @exit(i32 noundef 3) #3
  unreachable

6:                                                ; preds = %1
  ret void
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
