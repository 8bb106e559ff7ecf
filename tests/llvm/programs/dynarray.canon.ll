; ModuleID = 'dynarray.O0.ll'
source_filename = "dynarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [15 x i8] c"len %d cap %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"weighted %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"calloc zero %.1f %.1f\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca %struct.vec, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %1, i8 0, i64 16, i1 false)
  br label %2

2:                                                ; preds = %9, %0
  %.02 = phi i32 [ 0, %0 ], [ %10, %9 ]
  %.01 = phi i32 [ 12345, %0 ], [ %6, %9 ]
  %3 = icmp slt i32 %.02, 50
  br i1 %3, label %4, label %11

4:                                                ; preds = %2
  %5 = mul i32 %.01, 1103515245
  %6 = add i32 %5, 12345
  %7 = lshr i32 %6, 16
  %8 = urem i32 %7, 100
  call void @vec_push(ptr noundef %1, i32 noundef %8)
  br label %9

9:                                                ; preds = %4
  %10 = add nsw i32 %.02, 1
  br label %2, !llvm.loop !6

11:                                               ; preds = %2
  %12 = getelementptr inbounds nuw %struct.vec, ptr %1, i32 0, i32 1
  %13 = load i32, ptr %12, align 8
  %14 = getelementptr inbounds nuw %struct.vec, ptr %1, i32 0, i32 2
  %15 = load i32, ptr %14, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %13, i32 noundef %15)
  %17 = call noalias ptr @calloc(i64 noundef 10, i64 noundef 4) #7
  br label %18

18:                                               ; preds = %33, %11
  %.04 = phi i32 [ 0, %11 ], [ %34, %33 ]
  %19 = getelementptr inbounds nuw %struct.vec, ptr %1, i32 0, i32 1
  %20 = load i32, ptr %19, align 8
  %21 = icmp slt i32 %.04, %20
  br i1 %21, label %22, label %35

22:                                               ; preds = %18
  %23 = getelementptr inbounds nuw %struct.vec, ptr %1, i32 0, i32 0
  %24 = load ptr, ptr %23, align 8
  %25 = sext i32 %.04 to i64
  %26 = getelementptr inbounds i32, ptr %24, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = sdiv i32 %27, 10
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %17, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %30, align 4
  br label %33

33:                                               ; preds = %22
  %34 = add nsw i32 %.04, 1
  br label %18, !llvm.loop !8

35:                                               ; preds = %18
  br label %36

36:                                               ; preds = %43, %35
  %.05 = phi i32 [ 0, %35 ], [ %44, %43 ]
  %37 = icmp slt i32 %.05, 10
  br i1 %37, label %38, label %45

38:                                               ; preds = %36
  %39 = sext i32 %.05 to i64
  %40 = getelementptr inbounds i32, ptr %17, i64 %39
  %41 = load i32, ptr %40, align 4
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %41)
  br label %43

43:                                               ; preds = %38
  %44 = add nsw i32 %.05, 1
  br label %36, !llvm.loop !9

45:                                               ; preds = %36
  %46 = call i32 @putchar(i32 noundef 10)
  br label %47

47:                                               ; preds = %62, %45
  %.03 = phi i64 [ 0, %45 ], [ %61, %62 ]
  %.0 = phi i32 [ 0, %45 ], [ %63, %62 ]
  %48 = getelementptr inbounds nuw %struct.vec, ptr %1, i32 0, i32 1
  %49 = load i32, ptr %48, align 8
  %50 = icmp slt i32 %.0, %49
  br i1 %50, label %51, label %64

51:                                               ; preds = %47
  %52 = getelementptr inbounds nuw %struct.vec, ptr %1, i32 0, i32 0
  %53 = load ptr, ptr %52, align 8
  %54 = sext i32 %.0 to i64
  %55 = getelementptr inbounds i32, ptr %53, i64 %54
  %56 = load i32, ptr %55, align 4
  %57 = sext i32 %56 to i64
  %58 = add nsw i32 %.0, 1
  %59 = sext i32 %58 to i64
  %60 = mul nsw i64 %57, %59
  %61 = add nsw i64 %.03, %60
  br label %62

62:                                               ; preds = %51
  %63 = add nsw i32 %.0, 1
  br label %47, !llvm.loop !10

64:                                               ; preds = %47
  %.03.lcssa = phi i64 [ %.03, %47 ]
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %.03.lcssa)
  %66 = call noalias ptr @calloc(i64 noundef 4, i64 noundef 8) #7
  %67 = getelementptr inbounds double, ptr %66, i64 0
  %68 = load double, ptr %67, align 8
  %69 = getelementptr inbounds double, ptr %66, i64 3
  %70 = load double, ptr %69, align 8
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %68, double noundef %70)
  call void @free(ptr noundef %66) #8
  call void @free(ptr noundef %17) #8
  %72 = getelementptr inbounds nuw %struct.vec, ptr %1, i32 0, i32 0
  %73 = load ptr, ptr %72, align 8
  call void @free(ptr noundef %73) #8
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define internal void @vec_push(ptr noundef %0, i32 noundef %1) #0 {
  %3 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 1
  %4 = load i32, ptr %3, align 8
  %5 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 2
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %4, %6
  br i1 %7, label %8, label %37

8:                                                ; preds = %2
  %9 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 2
  %10 = load i32, ptr %9, align 4
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %16

12:                                               ; preds = %8
  %13 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 2
  %14 = load i32, ptr %13, align 4
  %15 = mul nsw i32 %14, 2
  br label %17

16:                                               ; preds = %8
  br label %17

17:                                               ; preds = %16, %12
  %18 = phi i32 [ %15, %12 ], [ 2, %16 ]
  %19 = sext i32 %18 to i64
  %20 = mul i64 %19, 4
  %21 = call noalias ptr @malloc(i64 noundef %20) #9
  %22 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 1
  %23 = load i32, ptr %22, align 8
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %32

25:                                               ; preds = %17
  %26 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 0
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 1
  %29 = load i32, ptr %28, align 8
  %30 = sext i32 %29 to i64
  %31 = mul i64 %30, 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 4 %27, i64 %31, i1 false)
  br label %32

32:                                               ; preds = %25, %17
  %33 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 0
  %34 = load ptr, ptr %33, align 8
  call void @free(ptr noundef %34) #8
  %35 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 0
  store ptr %21, ptr %35, align 8
  %36 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 2
  store i32 %18, ptr %36, align 4
  br label %37

37:                                               ; preds = %32, %2
  %38 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 0
  %39 = load ptr, ptr %38, align 8
  %40 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 1
  %41 = load i32, ptr %40, align 8
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %40, align 8
  %43 = sext i32 %41 to i64
  %44 = getelementptr inbounds i32, ptr %39, i64 %43
  store i32 %1, ptr %44, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #3

declare i32 @putchar(i32 noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #6

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind allocsize(0,1) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }

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
