; ModuleID = 'struct_by_value.c'
source_filename = "struct_by_value.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Big = type { [8 x i32], i64 }

@.str = private unnamed_addr constant [18 x i8] c"%d %d %d %ld %ld\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Big, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Big, align 8
  %7 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %19, %0
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 8
  br i1 %10, label %11, label %22

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  %13 = load i32, ptr %3, align 4
  %14 = mul nsw i32 %12, %13
  %15 = getelementptr inbounds nuw %struct.Big, ptr %2, i32 0, i32 0
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [8 x i32], ptr %15, i64 0, i64 %17
  store i32 %14, ptr %18, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %3, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %3, align 4
  br label %8, !llvm.loop !6

22:                                               ; preds = %8
  %23 = getelementptr inbounds nuw %struct.Big, ptr %2, i32 0, i32 1
  store i64 42, ptr %23, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %24

24:                                               ; preds = %31, %22
  %25 = load i32, ptr %5, align 4
  %26 = icmp slt i32 %25, 3
  br i1 %26, label %27, label %34

27:                                               ; preds = %24
  %28 = call i32 @consume(ptr noundef byval(%struct.Big) align 8 %2)
  %29 = load i32, ptr %4, align 4
  %30 = add nsw i32 %29, %28
  store i32 %30, ptr %4, align 4
  call void @bump(ptr dead_on_unwind writable sret(%struct.Big) align 8 %6, ptr noundef byval(%struct.Big) align 8 %2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %6, i64 40, i1 false)
  br label %31

31:                                               ; preds = %27
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %5, align 4
  br label %24, !llvm.loop !8

34:                                               ; preds = %24
  %35 = call i64 @twice(ptr noundef byval(%struct.Big) align 8 %2, ptr noundef byval(%struct.Big) align 8 %2)
  store i64 %35, ptr %7, align 8
  %36 = load i32, ptr %4, align 4
  %37 = getelementptr inbounds nuw %struct.Big, ptr %2, i32 0, i32 0
  %38 = getelementptr inbounds [8 x i32], ptr %37, i64 0, i64 0
  %39 = load i32, ptr %38, align 8
  %40 = getelementptr inbounds nuw %struct.Big, ptr %2, i32 0, i32 0
  %41 = getelementptr inbounds [8 x i32], ptr %40, i64 0, i64 7
  %42 = load i32, ptr %41, align 4
  %43 = getelementptr inbounds nuw %struct.Big, ptr %2, i32 0, i32 1
  %44 = load i64, ptr %43, align 8
  %45 = load i64, ptr %7, align 8
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %36, i32 noundef %39, i32 noundef %42, i64 noundef %44, i64 noundef %45)
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @consume(ptr noundef byval(%struct.Big) align 8 %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %19, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 8
  br i1 %6, label %7, label %22

7:                                                ; preds = %4
  %8 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 0
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [8 x i32], ptr %8, i64 0, i64 %10
  %12 = load i32, ptr %11, align 4
  %13 = load i32, ptr %2, align 4
  %14 = add nsw i32 %13, %12
  store i32 %14, ptr %2, align 4
  %15 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [8 x i32], ptr %15, i64 0, i64 %17
  store i32 -1, ptr %18, align 4
  br label %19

19:                                               ; preds = %7
  %20 = load i32, ptr %3, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %3, align 4
  br label %4, !llvm.loop !9

22:                                               ; preds = %4
  %23 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 1
  store i64 0, ptr %23, align 8
  %24 = load i32, ptr %2, align 4
  %25 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 1
  %26 = load i64, ptr %25, align 8
  %27 = trunc i64 %26 to i32
  %28 = add nsw i32 %24, %27
  ret i32 %28
}

; Function Attrs: noinline nounwind uwtable
define internal void @bump(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, ptr noundef byval(%struct.Big) align 8 %1) #0 {
  %3 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %15, %2
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 8
  br i1 %6, label %7, label %18

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4
  %9 = getelementptr inbounds nuw %struct.Big, ptr %1, i32 0, i32 0
  %10 = load i32, ptr %3, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4
  %14 = add nsw i32 %13, %8
  store i32 %14, ptr %12, align 4
  br label %15

15:                                               ; preds = %7
  %16 = load i32, ptr %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %3, align 4
  br label %4, !llvm.loop !10

18:                                               ; preds = %4
  %19 = getelementptr inbounds nuw %struct.Big, ptr %1, i32 0, i32 1
  %20 = load i64, ptr %19, align 8
  %21 = add nsw i64 %20, 1
  store i64 %21, ptr %19, align 8
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
