; WRONG: in @store_then_load the load of *q is moved above the store to *p; main calls it with p == q, so it returns the old a[3] + 1
; after: tests/llvm/programs/pointers.canon.ll edited by hand
; ModuleID = 'pointers.O0.ll'
source_filename = "pointers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.a = private unnamed_addr constant [9 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9], align 16
@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"mid %d, back %d, fwd %d, diff %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"alias %d, no alias %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"a[0] %d a[3] %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"47 = 5*%d + %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"-47 = 5*%d + %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"x %d y %d\0A\00", align 1
@__const.main.text = private unnamed_addr constant [8 x i8] c"pointer\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"len %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [9 x i32], align 16
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [8 x i8], align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.main.a, i64 36, i1 false)
  %5 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 0
  %6 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 0
  %7 = getelementptr inbounds i32, ptr %6, i64 8
  call void @reverse(ptr noundef %5, ptr noundef %7)
  %8 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 0
  %9 = getelementptr inbounds i32, ptr %8, i64 2
  %10 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 5
  call void @reverse(ptr noundef %9, ptr noundef %10)
  %11 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 0
  br label %12

12:                                               ; preds = %19, %0
  %.01 = phi ptr [ %11, %0 ], [ %20, %19 ]
  %13 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 0
  %14 = getelementptr inbounds i32, ptr %13, i64 9
  %15 = icmp ne ptr %.01, %14
  br i1 %15, label %16, label %21

16:                                               ; preds = %12
  %17 = load i32, ptr %.01, align 4
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %17)
  br label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds nuw i32, ptr %.01, i32 1
  br label %12, !llvm.loop !6

21:                                               ; preds = %12
  %22 = call i32 @putchar(i32 noundef 10)
  %23 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 0
  %24 = getelementptr inbounds i32, ptr %23, i64 4
  %25 = load i32, ptr %24, align 4
  %26 = getelementptr inbounds i32, ptr %24, i64 -2
  %27 = load i32, ptr %26, align 4
  %28 = getelementptr inbounds i32, ptr %24, i64 3
  %29 = load i32, ptr %28, align 4
  %30 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 8
  %31 = ptrtoint ptr %30 to i64
  %32 = ptrtoint ptr %24 to i64
  %33 = sub i64 %31, %32
  %34 = sdiv exact i64 %33, 4
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %25, i32 noundef %27, i32 noundef %29, i64 noundef %34)
  %36 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 3
  %37 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 3
  %38 = call i32 @store_then_load(ptr noundef %36, ptr noundef %37)
  %39 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 0
  %40 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 1
  %41 = call i32 @store_then_load(ptr noundef %39, ptr noundef %40)
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %38, i32 noundef %41)
  %43 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 0
  %44 = load i32, ptr %43, align 16
  %45 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 3
  %46 = load i32, ptr %45, align 4
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %44, i32 noundef %46)
  call void @divmod(i32 noundef 47, i32 noundef 5, ptr noundef %2, ptr noundef %3)
  %48 = load i32, ptr %2, align 4
  %49 = load i32, ptr %3, align 4
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %48, i32 noundef %49)
  call void @divmod(i32 noundef -47, i32 noundef 5, ptr noundef %2, ptr noundef %3)
  %51 = load i32, ptr %2, align 4
  %52 = load i32, ptr %3, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %51, i32 noundef %52)
  %54 = add nsw i32 10, 5
  %55 = mul nsw i32 20, 2
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %54, i32 noundef %55)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 @__const.main.text, i64 8, i1 false)
  %57 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 0
  br label %58

58:                                               ; preds = %62, %21
  %.02 = phi ptr [ %57, %21 ], [ %59, %62 ]
  %.0 = phi i32 [ 0, %21 ], [ %63, %62 ]
  %59 = getelementptr inbounds nuw i8, ptr %.02, i32 1
  %60 = load i8, ptr %.02, align 1
  %61 = icmp ne i8 %60, 0
  br i1 %61, label %62, label %64

62:                                               ; preds = %58
  %63 = add nsw i32 %.0, 1
  br label %58, !llvm.loop !8

64:                                               ; preds = %58
  %.0.lcssa = phi i32 [ %.0, %58 ]
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %.0.lcssa)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define internal void @reverse(ptr noundef %0, ptr noundef %1) #0 {
  br label %3

3:                                                ; preds = %5, %2
  %.01 = phi ptr [ %1, %2 ], [ %7, %5 ]
  %.0 = phi ptr [ %0, %2 ], [ %6, %5 ]
  %4 = icmp ult ptr %.0, %.01
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = getelementptr inbounds nuw i32, ptr %.0, i32 1
  %7 = getelementptr inbounds i32, ptr %.01, i32 -1
  call void @swap(ptr noundef %.0, ptr noundef %.01)
  br label %3, !llvm.loop !9

8:                                                ; preds = %3
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

declare i32 @putchar(i32 noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @store_then_load(ptr noundef %0, ptr noundef %1) #0 {
  %3 = load i32, ptr %1, align 4
  store i32 7, ptr %0, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: noinline nounwind uwtable
define internal void @divmod(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = sdiv i32 %0, %1
  store i32 %5, ptr %2, align 4
  %6 = srem i32 %0, %1
  store i32 %6, ptr %3, align 4
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @swap(ptr noundef %0, ptr noundef %1) #0 {
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %1, align 4
  store i32 %4, ptr %0, align 4
  store i32 %3, ptr %1, align 4
  ret void
}

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
