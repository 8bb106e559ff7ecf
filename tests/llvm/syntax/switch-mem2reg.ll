; ModuleID = 'out/switch.c22.O0.ll'
source_filename = "switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @classify(i32 noundef %0) #0 {
  switch i32 %0, label %6 [
    i32 0, label %2
    i32 1, label %3
    i32 2, label %3
    i32 7, label %4
    i32 -5, label %5
  ]

2:                                                ; preds = %1
  br label %7

3:                                                ; preds = %1, %1
  br label %7

4:                                                ; preds = %1
  br label %7

5:                                                ; preds = %1
  br label %7

6:                                                ; preds = %1
  br label %7

7:                                                ; preds = %6, %5, %4, %3, %2
  %.0 = phi i32 [ -1, %6 ], [ 10, %2 ], [ 20, %3 ], [ 70, %4 ], [ 5, %5 ]
  ret i32 %.0
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @fallthrough(i32 noundef %0) #0 {
  switch i32 %0, label %7 [
    i32 97, label %2
    i32 98, label %4
    i32 122, label %6
  ]

2:                                                ; preds = %1
  %3 = add nsw i32 0, 1
  br label %4

4:                                                ; preds = %2, %1
  %.1 = phi i32 [ %3, %2 ], [ 0, %1 ]
  %5 = add nsw i32 %.1, 2
  br label %7

6:                                                ; preds = %1
  br label %7

7:                                                ; preds = %6, %4, %1
  %.0 = phi i32 [ 0, %1 ], [ %5, %4 ], [ 26, %6 ]
  ret i32 %.0
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %9, %0
  %.01 = phi i32 [ 0, %0 ], [ %8, %9 ]
  %.0 = phi i32 [ -6, %0 ], [ %10, %9 ]
  %2 = icmp slt i32 %.0, 10
  br i1 %2, label %3, label %11

3:                                                ; preds = %1
  %4 = call i32 @classify(i32 noundef %.0)
  %5 = add nsw i32 97, %.0
  %6 = call i32 @fallthrough(i32 noundef %5)
  %7 = add nsw i32 %4, %6
  %8 = add nsw i32 %.01, %7
  br label %9

9:                                                ; preds = %3
  %10 = add nsw i32 %.0, 1
  br label %1, !llvm.loop !6

11:                                               ; preds = %1
  %.01.lcssa = phi i32 [ %.01, %1 ]
  ret i32 %.01.lcssa
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
