; ModuleID = 'linked_list.canon.ll'
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

1:                                                ; preds = %0
  %2 = call ptr @push(ptr noundef null, i32 noundef 1)
  br label %3

3:                                                ; preds = %1
  %4 = call ptr @push(ptr noundef %2, i32 noundef 4)
  br label %5

5:                                                ; preds = %3
  %6 = call ptr @push(ptr noundef %4, i32 noundef 9)
  br label %7

7:                                                ; preds = %5
  %8 = call ptr @push(ptr noundef %6, i32 noundef 5)
  br label %9

9:                                                ; preds = %7
  %10 = call ptr @push(ptr noundef %8, i32 noundef 3)
  br label %11

11:                                               ; preds = %9
  %12 = call ptr @push(ptr noundef %10, i32 noundef 3)
  br label %13

13:                                               ; preds = %11
  %14 = call ptr @push(ptr noundef %12, i32 noundef 5)
  br label %15

15:                                               ; preds = %13
  %16 = call ptr @push(ptr noundef %14, i32 noundef 9)
  br label %17

17:                                               ; preds = %15
  call void @print(ptr noundef @.str, ptr noundef %16)
  %18 = call ptr @reverse(ptr noundef %16)
  call void @print(ptr noundef @.str.1, ptr noundef %18)
  %19 = icmp ne ptr %18, null
  br i1 %19, label %.lr.ph, label %27

.lr.ph:                                           ; preds = %17
  br label %20

20:                                               ; preds = %.lr.ph, %23
  %.04 = phi ptr [ %18, %.lr.ph ], [ %25, %23 ]
  %.033 = phi ptr [ null, %.lr.ph ], [ %22, %23 ]
  %21 = load i32, ptr %.04, align 8
  %22 = call ptr @insert_sorted(ptr noundef %.033, i32 noundef %21)
  br label %23

23:                                               ; preds = %20
  %24 = getelementptr inbounds nuw %struct.node, ptr %.04, i32 0, i32 1
  %25 = load ptr, ptr %24, align 8
  %26 = icmp ne ptr %25, null
  br i1 %26, label %20, label %._crit_edge, !llvm.loop !6

._crit_edge:                                      ; preds = %23
  %split = phi ptr [ %22, %23 ]
  br label %27

27:                                               ; preds = %._crit_edge, %17
  %.03.lcssa = phi ptr [ %split, %._crit_edge ], [ null, %17 ]
  call void @print(ptr noundef @.str.2, ptr noundef %.03.lcssa)
  %28 = call ptr @remove_if_even(ptr noundef %.03.lcssa)
  call void @print(ptr noundef @.str.3, ptr noundef %28)
  call void @free_all(ptr noundef %18)
  call void @free_all(ptr noundef %28)
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
  %4 = icmp ne ptr %1, null
  br i1 %4, label %.lr.ph, label %12

.lr.ph:                                           ; preds = %2
  br label %5

5:                                                ; preds = %.lr.ph, %8
  %.01 = phi ptr [ %1, %.lr.ph ], [ %10, %8 ]
  %6 = load i32, ptr %.01, align 8
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %6)
  br label %8

8:                                                ; preds = %5
  %9 = getelementptr inbounds nuw %struct.node, ptr %.01, i32 0, i32 1
  %10 = load ptr, ptr %9, align 8
  %11 = icmp ne ptr %10, null
  br i1 %11, label %5, label %._crit_edge, !llvm.loop !8

._crit_edge:                                      ; preds = %8
  br label %12

12:                                               ; preds = %._crit_edge, %2
  %13 = call i32 @putchar(i32 noundef 10)
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @reverse(ptr noundef %0) #0 {
  %2 = icmp ne ptr %0, null
  br i1 %2, label %.lr.ph, label %8

.lr.ph:                                           ; preds = %1
  br label %3

3:                                                ; preds = %.lr.ph, %3
  %.02 = phi ptr [ %0, %.lr.ph ], [ %5, %3 ]
  %.011 = phi ptr [ null, %.lr.ph ], [ %.02, %3 ]
  %4 = getelementptr inbounds nuw %struct.node, ptr %.02, i32 0, i32 1
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds nuw %struct.node, ptr %.02, i32 0, i32 1
  store ptr %.011, ptr %6, align 8
  %7 = icmp ne ptr %5, null
  br i1 %7, label %3, label %._crit_edge, !llvm.loop !9

._crit_edge:                                      ; preds = %3
  %split = phi ptr [ %.02, %3 ]
  br label %8

8:                                                ; preds = %._crit_edge, %1
  %.01.lcssa = phi ptr [ %split, %._crit_edge ], [ null, %1 ]
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
  br label %4, !llvm.loop !10

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
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  br i1 %4, label %.lr.ph, label %21

.lr.ph:                                           ; preds = %1
  br label %5

5:                                                ; preds = %.lr.ph, %18
  %.01 = phi ptr [ %2, %.lr.ph ], [ %.1, %18 ]
  %6 = load ptr, ptr %.01, align 8
  %7 = getelementptr inbounds nuw %struct.node, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 8
  %9 = srem i32 %8, 2
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %5
  %12 = load ptr, ptr %.01, align 8
  %13 = getelementptr inbounds nuw %struct.node, ptr %12, i32 0, i32 1
  %14 = load ptr, ptr %13, align 8
  store ptr %14, ptr %.01, align 8
  call void @free(ptr noundef %12) #5
  br label %18

15:                                               ; preds = %5
  %16 = load ptr, ptr %.01, align 8
  %17 = getelementptr inbounds nuw %struct.node, ptr %16, i32 0, i32 1
  br label %18

18:                                               ; preds = %15, %11
  %.1 = phi ptr [ %.01, %11 ], [ %17, %15 ]
  %19 = load ptr, ptr %.1, align 8
  %20 = icmp ne ptr %19, null
  br i1 %20, label %5, label %._crit_edge, !llvm.loop !11

._crit_edge:                                      ; preds = %18
  br label %21

21:                                               ; preds = %._crit_edge, %1
  %22 = load ptr, ptr %2, align 8
  ret ptr %22
}

; Function Attrs: noinline nounwind uwtable
define internal void @free_all(ptr noundef %0) #0 {
  %2 = icmp ne ptr %0, null
  br i1 %2, label %.lr.ph, label %7

.lr.ph:                                           ; preds = %1
  br label %3

3:                                                ; preds = %.lr.ph, %3
  %.01 = phi ptr [ %0, %.lr.ph ], [ %5, %3 ]
  %4 = getelementptr inbounds nuw %struct.node, ptr %.01, i32 0, i32 1
  %5 = load ptr, ptr %4, align 8
  call void @free(ptr noundef %.01) #5
  %6 = icmp ne ptr %5, null
  br i1 %6, label %3, label %._crit_edge, !llvm.loop !12

._crit_edge:                                      ; preds = %3
  br label %7

7:                                                ; preds = %._crit_edge, %1
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
