; ModuleID = 'struct_by_value.canon.ll'
source_filename = "struct_by_value.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Big = type { [8 x i32], i64 }

@.str = private unnamed_addr constant [18 x i8] c"%d %d %d %ld %ld\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca %struct.Big, align 8
  %2 = alloca %struct.Big, align 8
  %3 = getelementptr inbounds nuw %struct.Big, ptr %1, i32 0, i32 0
  br label %4

4:                                                ; preds = %0
  store i32 0, ptr %3, align 4
  br label %5

5:                                                ; preds = %4
  %6 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 1
  store i32 1, ptr %6, align 4
  br label %7

7:                                                ; preds = %5
  %8 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 2
  store i32 4, ptr %8, align 4
  br label %9

9:                                                ; preds = %7
  %10 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 3
  store i32 9, ptr %10, align 4
  br label %11

11:                                               ; preds = %9
  %12 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 4
  store i32 16, ptr %12, align 4
  br label %13

13:                                               ; preds = %11
  %14 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 5
  store i32 25, ptr %14, align 4
  br label %15

15:                                               ; preds = %13
  %16 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 6
  store i32 36, ptr %16, align 4
  br label %17

17:                                               ; preds = %15
  %18 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 7
  store i32 49, ptr %18, align 4
  br label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds nuw %struct.Big, ptr %1, i32 0, i32 1
  store i64 42, ptr %20, align 8
  br label %21

21:                                               ; preds = %19
  %22 = call i32 @consume(ptr noundef byval(%struct.Big) align 8 %1)
  call void @bump(ptr dead_on_unwind writable sret(%struct.Big) align 8 %2, ptr noundef byval(%struct.Big) align 8 %1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 %2, i64 40, i1 false)
  br label %23

23:                                               ; preds = %21
  %24 = call i32 @consume(ptr noundef byval(%struct.Big) align 8 %1)
  %25 = add nsw i32 %22, %24
  call void @bump(ptr dead_on_unwind writable sret(%struct.Big) align 8 %2, ptr noundef byval(%struct.Big) align 8 %1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 %2, i64 40, i1 false)
  br label %26

26:                                               ; preds = %23
  %27 = call i32 @consume(ptr noundef byval(%struct.Big) align 8 %1)
  %28 = add nsw i32 %25, %27
  call void @bump(ptr dead_on_unwind writable sret(%struct.Big) align 8 %2, ptr noundef byval(%struct.Big) align 8 %1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 %2, i64 40, i1 false)
  br label %29

29:                                               ; preds = %26
  %30 = call i64 @twice(ptr noundef byval(%struct.Big) align 8 %1, ptr noundef byval(%struct.Big) align 8 %1)
  %31 = load i32, ptr %1, align 8
  %32 = getelementptr inbounds [8 x i32], ptr %1, i64 0, i64 7
  %33 = load i32, ptr %32, align 4
  %34 = getelementptr inbounds nuw %struct.Big, ptr %1, i32 0, i32 1
  %35 = load i64, ptr %34, align 8
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %28, i32 noundef %31, i32 noundef %33, i64 noundef %35, i64 noundef %30)
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @consume(ptr noundef byval(%struct.Big) align 8 %0) #0 {
  %2 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 0
  %3 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 0
  br label %4

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 4
  store i32 -1, ptr %3, align 4
  br label %6

6:                                                ; preds = %4
  %7 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 1
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 %5, %8
  %10 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 1
  store i32 -1, ptr %10, align 4
  br label %11

11:                                               ; preds = %6
  %12 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 2
  %13 = load i32, ptr %12, align 4
  %14 = add nsw i32 %9, %13
  %15 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 2
  store i32 -1, ptr %15, align 4
  br label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 3
  %18 = load i32, ptr %17, align 4
  %19 = add nsw i32 %14, %18
  %20 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 3
  store i32 -1, ptr %20, align 4
  br label %21

21:                                               ; preds = %16
  %22 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 4
  %23 = load i32, ptr %22, align 4
  %24 = add nsw i32 %19, %23
  %25 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 4
  store i32 -1, ptr %25, align 4
  br label %26

26:                                               ; preds = %21
  %27 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 5
  %28 = load i32, ptr %27, align 4
  %29 = add nsw i32 %24, %28
  %30 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 5
  store i32 -1, ptr %30, align 4
  br label %31

31:                                               ; preds = %26
  %32 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 6
  %33 = load i32, ptr %32, align 4
  %34 = add nsw i32 %29, %33
  %35 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 6
  store i32 -1, ptr %35, align 4
  br label %36

36:                                               ; preds = %31
  %37 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 7
  %38 = load i32, ptr %37, align 4
  %39 = add nsw i32 %34, %38
  %40 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 7
  store i32 -1, ptr %40, align 4
  br label %41

41:                                               ; preds = %36
  %42 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 1
  store i64 0, ptr %42, align 8
  %43 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 1
  %44 = load i64, ptr %43, align 8
  %45 = trunc i64 %44 to i32
  %46 = add nsw i32 %39, %45
  ret i32 %46
}

; Function Attrs: noinline nounwind uwtable
define internal void @bump(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, ptr noundef byval(%struct.Big) align 8 %1) #0 {
  %3 = getelementptr inbounds nuw %struct.Big, ptr %1, i32 0, i32 0
  br label %4

4:                                                ; preds = %2
  %5 = load i32, ptr %3, align 4
  store i32 %5, ptr %3, align 4
  br label %6

6:                                                ; preds = %4
  %7 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 1
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr %7, align 4
  br label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 2
  %12 = load i32, ptr %11, align 4
  %13 = add nsw i32 %12, 2
  store i32 %13, ptr %11, align 4
  br label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 3
  %16 = load i32, ptr %15, align 4
  %17 = add nsw i32 %16, 3
  store i32 %17, ptr %15, align 4
  br label %18

18:                                               ; preds = %14
  %19 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 4
  %20 = load i32, ptr %19, align 4
  %21 = add nsw i32 %20, 4
  store i32 %21, ptr %19, align 4
  br label %22

22:                                               ; preds = %18
  %23 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 5
  %24 = load i32, ptr %23, align 4
  %25 = add nsw i32 %24, 5
  store i32 %25, ptr %23, align 4
  br label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 6
  %28 = load i32, ptr %27, align 4
  %29 = add nsw i32 %28, 6
  store i32 %29, ptr %27, align 4
  br label %30

30:                                               ; preds = %26
  %31 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 7
  %32 = load i32, ptr %31, align 4
  %33 = add nsw i32 %32, 7
  store i32 %33, ptr %31, align 4
  br label %34

34:                                               ; preds = %30
  %35 = getelementptr inbounds nuw %struct.Big, ptr %1, i32 0, i32 1
  %36 = load i64, ptr %35, align 8
  %37 = add nsw i64 %36, 1
  store i64 %37, ptr %35, align 8
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
