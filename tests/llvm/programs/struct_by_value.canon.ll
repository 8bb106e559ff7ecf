; ModuleID = 'struct_by_value.O0.ll'
source_filename = "struct_by_value.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Big = type { [8 x i32], i64 }

@.str = private unnamed_addr constant [18 x i8] c"%d %d %d %ld %ld\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca %struct.Big, align 8
  %2 = alloca %struct.Big, align 8
  br label %3

3:                                                ; preds = %10, %0
  %.01 = phi i32 [ 0, %0 ], [ %11, %10 ]
  %4 = icmp slt i32 %.01, 8
  br i1 %4, label %5, label %12

5:                                                ; preds = %3
  %6 = mul nsw i32 %.01, %.01
  %7 = getelementptr inbounds nuw %struct.Big, ptr %1, i32 0, i32 0
  %8 = sext i32 %.01 to i64
  %9 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %8
  store i32 %6, ptr %9, align 4
  br label %10

10:                                               ; preds = %5
  %11 = add nsw i32 %.01, 1
  br label %3, !llvm.loop !6

12:                                               ; preds = %3
  %13 = getelementptr inbounds nuw %struct.Big, ptr %1, i32 0, i32 1
  store i64 42, ptr %13, align 8
  br label %14

14:                                               ; preds = %19, %12
  %.02 = phi i32 [ 0, %12 ], [ %18, %19 ]
  %.0 = phi i32 [ 0, %12 ], [ %20, %19 ]
  %15 = icmp slt i32 %.0, 3
  br i1 %15, label %16, label %21

16:                                               ; preds = %14
  %17 = call i32 @consume(ptr noundef byval(%struct.Big) align 8 %1)
  %18 = add nsw i32 %.02, %17
  call void @bump(ptr dead_on_unwind writable sret(%struct.Big) align 8 %2, ptr noundef byval(%struct.Big) align 8 %1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 %2, i64 40, i1 false)
  br label %19

19:                                               ; preds = %16
  %20 = add nsw i32 %.0, 1
  br label %14, !llvm.loop !8

21:                                               ; preds = %14
  %.02.lcssa = phi i32 [ %.02, %14 ]
  %22 = call i64 @twice(ptr noundef byval(%struct.Big) align 8 %1, ptr noundef byval(%struct.Big) align 8 %1)
  %23 = getelementptr inbounds nuw %struct.Big, ptr %1, i32 0, i32 0
  %24 = getelementptr inbounds [8 x i32], ptr %23, i64 0, i64 0
  %25 = load i32, ptr %24, align 8
  %26 = getelementptr inbounds nuw %struct.Big, ptr %1, i32 0, i32 0
  %27 = getelementptr inbounds [8 x i32], ptr %26, i64 0, i64 7
  %28 = load i32, ptr %27, align 4
  %29 = getelementptr inbounds nuw %struct.Big, ptr %1, i32 0, i32 1
  %30 = load i64, ptr %29, align 8
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %.02.lcssa, i32 noundef %25, i32 noundef %28, i64 noundef %30, i64 noundef %22)
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @consume(ptr noundef byval(%struct.Big) align 8 %0) #0 {
  br label %2

2:                                                ; preds = %13, %1
  %.01 = phi i32 [ 0, %1 ], [ %14, %13 ]
  %.0 = phi i32 [ 0, %1 ], [ %9, %13 ]
  %3 = icmp slt i32 %.01, 8
  br i1 %3, label %4, label %15

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 0
  %6 = sext i32 %.01 to i64
  %7 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %6
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 %.0, %8
  %10 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 0
  %11 = sext i32 %.01 to i64
  %12 = getelementptr inbounds [8 x i32], ptr %10, i64 0, i64 %11
  store i32 -1, ptr %12, align 4
  br label %13

13:                                               ; preds = %4
  %14 = add nsw i32 %.01, 1
  br label %2, !llvm.loop !9

15:                                               ; preds = %2
  %.0.lcssa = phi i32 [ %.0, %2 ]
  %16 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 1
  store i64 0, ptr %16, align 8
  %17 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 1
  %18 = load i64, ptr %17, align 8
  %19 = trunc i64 %18 to i32
  %20 = add nsw i32 %.0.lcssa, %19
  ret i32 %20
}

; Function Attrs: noinline nounwind uwtable
define internal void @bump(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, ptr noundef byval(%struct.Big) align 8 %1) #0 {
  br label %3

3:                                                ; preds = %11, %2
  %.0 = phi i32 [ 0, %2 ], [ %12, %11 ]
  %4 = icmp slt i32 %.0, 8
  br i1 %4, label %5, label %13

5:                                                ; preds = %3
  %6 = getelementptr inbounds nuw %struct.Big, ptr %1, i32 0, i32 0
  %7 = sext i32 %.0 to i64
  %8 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %7
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %9, %.0
  store i32 %10, ptr %8, align 4
  br label %11

11:                                               ; preds = %5
  %12 = add nsw i32 %.0, 1
  br label %3, !llvm.loop !10

13:                                               ; preds = %3
  %14 = getelementptr inbounds nuw %struct.Big, ptr %1, i32 0, i32 1
  %15 = load i64, ptr %14, align 8
  %16 = add nsw i64 %15, 1
  store i64 %16, ptr %14, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 40, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define internal i64 @twice(ptr noundef byval(%struct.Big) align 8 %0, ptr noundef byval(%struct.Big) align 8 %1) #0 {
  %3 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 1
  %4 = load i64, ptr %3, align 8
  %5 = mul nsw i64 %4, 2
  store i64 %5, ptr %3, align 8
  %6 = getelementptr inbounds nuw %struct.Big, ptr %1, i32 0, i32 1
  %7 = load i64, ptr %6, align 8
  %8 = mul nsw i64 %7, 3
  store i64 %8, ptr %6, align 8
  %9 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 1
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds nuw %struct.Big, ptr %1, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  %13 = add nsw i64 %10, %12
  ret i64 %13
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
