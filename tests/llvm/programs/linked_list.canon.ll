; ModuleID = 'linked_list.O0.ll'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, ptr }

@.str = private unnamed_addr constant [7 x i8] c"pushed\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"reversed\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"odd\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %7, %0
  %.02 = phi i32 [ 1, %0 ], [ %8, %7 ]
  %.01 = phi ptr [ null, %0 ], [ %6, %7 ]
  %2 = icmp sle i32 %.02, 8
  br i1 %2, label %3, label %9

3:                                                ; preds = %1
  %4 = mul nsw i32 %.02, %.02
  %5 = srem i32 %4, 11
  %6 = call ptr @push(ptr noundef %.01, i32 noundef %5)
  br label %7

7:                                                ; preds = %3
  %8 = add nsw i32 %.02, 1
  br label %1, !llvm.loop !6

9:                                                ; preds = %1
  %.01.lcssa = phi ptr [ %.01, %1 ]
  call void @print(ptr noundef @.str, ptr noundef %.01.lcssa)
  %10 = call ptr @reverse(ptr noundef %.01.lcssa)
  call void @print(ptr noundef @.str.1, ptr noundef %10)
  br label %11

11:                                               ; preds = %17, %9
  %.03 = phi ptr [ null, %9 ], [ %16, %17 ]
  %.0 = phi ptr [ %10, %9 ], [ %19, %17 ]
  %12 = icmp ne ptr %.0, null
  br i1 %12, label %13, label %20

13:                                               ; preds = %11
  %14 = getelementptr inbounds nuw %struct.node, ptr %.0, i32 0, i32 0
  %15 = load i32, ptr %14, align 8
  %16 = call ptr @insert_sorted(ptr noundef %.03, i32 noundef %15)
  br label %17

17:                                               ; preds = %13
  %18 = getelementptr inbounds nuw %struct.node, ptr %.0, i32 0, i32 1
  %19 = load ptr, ptr %18, align 8
  br label %11, !llvm.loop !8

20:                                               ; preds = %11
  %.03.lcssa = phi ptr [ %.03, %11 ]
  call void @print(ptr noundef @.str.2, ptr noundef %.03.lcssa)
  %21 = call ptr @remove_if_even(ptr noundef %.03.lcssa)
  call void @print(ptr noundef @.str.3, ptr noundef %21)
  call void @free_all(ptr noundef %10)
  call void @free_all(ptr noundef %21)
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @push(ptr noundef %0, i32 noundef %1) #0 {
  %3 = call noalias ptr @malloc(i64 noundef 16) #4
  %4 = getelementptr inbounds nuw %struct.node, ptr %3, i32 0, i32 0
  store i32 %1, ptr %4, align 8
  %5 = getelementptr inbounds nuw %struct.node, ptr %3, i32 0, i32 1
  store ptr %0, ptr %5, align 8
  ret ptr %3
}

; Function Attrs: noinline nounwind uwtable
define internal void @print(ptr noundef %0, ptr noundef %1) #0 {
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %0)
  br label %4

4:                                                ; preds = %10, %2
  %.0 = phi ptr [ %1, %2 ], [ %12, %10 ]
  %5 = icmp ne ptr %.0, null
  br i1 %5, label %6, label %13

6:                                                ; preds = %4
  %7 = getelementptr inbounds nuw %struct.node, ptr %.0, i32 0, i32 0
  %8 = load i32, ptr %7, align 8
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %8)
  br label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds nuw %struct.node, ptr %.0, i32 0, i32 1
  %12 = load ptr, ptr %11, align 8
  br label %4, !llvm.loop !9

13:                                               ; preds = %4
  %14 = call i32 @putchar(i32 noundef 10)
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @reverse(ptr noundef %0) #0 {
  br label %2

2:                                                ; preds = %4, %1
  %.01 = phi ptr [ null, %1 ], [ %.0, %4 ]
  %.0 = phi ptr [ %0, %1 ], [ %6, %4 ]
  %3 = icmp ne ptr %.0, null
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw %struct.node, ptr %.0, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds nuw %struct.node, ptr %.0, i32 0, i32 1
  store ptr %.01, ptr %7, align 8
  br label %2, !llvm.loop !10

8:                                                ; preds = %2
  %.01.lcssa = phi ptr [ %.01, %2 ]
  ret ptr %.01.lcssa
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @insert_sorted(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  br label %4

4:                                                ; preds = %14, %2
  %.0 = phi ptr [ %3, %2 ], [ %16, %14 ]
  %5 = load ptr, ptr %.0, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %12

7:                                                ; preds = %4
  %8 = load ptr, ptr %.0, align 8
  %9 = getelementptr inbounds nuw %struct.node, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 8
  %11 = icmp slt i32 %10, %1
  br label %12

12:                                               ; preds = %7, %4
  %13 = phi i1 [ false, %4 ], [ %11, %7 ]
  br i1 %13, label %14, label %17

14:                                               ; preds = %12
  %15 = load ptr, ptr %.0, align 8
  %16 = getelementptr inbounds nuw %struct.node, ptr %15, i32 0, i32 1
  br label %4, !llvm.loop !11

17:                                               ; preds = %12
  %.0.lcssa = phi ptr [ %.0, %12 ]
  %18 = call noalias ptr @malloc(i64 noundef 16) #4
  %19 = getelementptr inbounds nuw %struct.node, ptr %18, i32 0, i32 0
  store i32 %1, ptr %19, align 8
  %20 = load ptr, ptr %.0.lcssa, align 8
  %21 = getelementptr inbounds nuw %struct.node, ptr %18, i32 0, i32 1
  store ptr %20, ptr %21, align 8
  store ptr %18, ptr %.0.lcssa, align 8
  %22 = load ptr, ptr %3, align 8
  ret ptr %22
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @remove_if_even(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  br label %3

3:                                                ; preds = %19, %1
  %.0 = phi ptr [ %2, %1 ], [ %.1, %19 ]
  %4 = load ptr, ptr %.0, align 8
  %5 = icmp ne ptr %4, null
  br i1 %5, label %6, label %20

6:                                                ; preds = %3
  %7 = load ptr, ptr %.0, align 8
  %8 = getelementptr inbounds nuw %struct.node, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 8
  %10 = srem i32 %9, 2
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %16

12:                                               ; preds = %6
  %13 = load ptr, ptr %.0, align 8
  %14 = getelementptr inbounds nuw %struct.node, ptr %13, i32 0, i32 1
  %15 = load ptr, ptr %14, align 8
  store ptr %15, ptr %.0, align 8
  call void @free(ptr noundef %13) #5
  br label %19

16:                                               ; preds = %6
  %17 = load ptr, ptr %.0, align 8
  %18 = getelementptr inbounds nuw %struct.node, ptr %17, i32 0, i32 1
  br label %19

19:                                               ; preds = %16, %12
  %.1 = phi ptr [ %.0, %12 ], [ %18, %16 ]
  br label %3, !llvm.loop !12

20:                                               ; preds = %3
  %21 = load ptr, ptr %2, align 8
  ret ptr %21
}

; Function Attrs: noinline nounwind uwtable
define internal void @free_all(ptr noundef %0) #0 {
  br label %2

2:                                                ; preds = %4, %1
  %.0 = phi ptr [ %0, %1 ], [ %6, %4 ]
  %3 = icmp ne ptr %.0, null
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw %struct.node, ptr %.0, i32 0, i32 1
  %6 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %.0) #5
  br label %2, !llvm.loop !13

7:                                                ; preds = %2
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare i32 @printf(ptr noundef, ...) #2

declare i32 @putchar(i32 noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
