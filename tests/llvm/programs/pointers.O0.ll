; ModuleID = 'pointers.c'
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
  %1 = alloca i32, align 4
  %2 = alloca [9 x i32], align 16
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca [8 x i8], align 1
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.a, i64 36, i1 false)
  %15 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 0
  %16 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 0
  %17 = getelementptr inbounds i32, ptr %16, i64 8
  call void @reverse(ptr noundef %15, ptr noundef %17)
  %18 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 0
  %19 = getelementptr inbounds i32, ptr %18, i64 2
  %20 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 5
  call void @reverse(ptr noundef %19, ptr noundef %20)
  %21 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 0
  store ptr %21, ptr %3, align 8
  br label %22

22:                                               ; preds = %31, %0
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 0
  %25 = getelementptr inbounds i32, ptr %24, i64 9
  %26 = icmp ne ptr %23, %25
  br i1 %26, label %27, label %34

27:                                               ; preds = %22
  %28 = load ptr, ptr %3, align 8
  %29 = load i32, ptr %28, align 4
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %29)
  br label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8
  %33 = getelementptr inbounds nuw i32, ptr %32, i32 1
  store ptr %33, ptr %3, align 8
  br label %22, !llvm.loop !6

34:                                               ; preds = %22
  %35 = call i32 @putchar(i32 noundef 10)
  %36 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 0
  %37 = getelementptr inbounds i32, ptr %36, i64 4
  store ptr %37, ptr %4, align 8
  %38 = load ptr, ptr %4, align 8
  %39 = load i32, ptr %38, align 4
  %40 = load ptr, ptr %4, align 8
  %41 = getelementptr inbounds i32, ptr %40, i64 -2
  %42 = load i32, ptr %41, align 4
  %43 = load ptr, ptr %4, align 8
  %44 = getelementptr inbounds i32, ptr %43, i64 3
  %45 = load i32, ptr %44, align 4
  %46 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 8
  %47 = load ptr, ptr %4, align 8
  %48 = ptrtoint ptr %46 to i64
  %49 = ptrtoint ptr %47 to i64
  %50 = sub i64 %48, %49
  %51 = sdiv exact i64 %50, 4
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %39, i32 noundef %42, i32 noundef %45, i64 noundef %51)
  %53 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 3
  %54 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 3
  %55 = call i32 @store_then_load(ptr noundef %53, ptr noundef %54)
  %56 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 0
  %57 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 1
  %58 = call i32 @store_then_load(ptr noundef %56, ptr noundef %57)
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %55, i32 noundef %58)
  %60 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 0
  %61 = load i32, ptr %60, align 16
  %62 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 3
  %63 = load i32, ptr %62, align 4
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %61, i32 noundef %63)
  call void @divmod(i32 noundef 47, i32 noundef 5, ptr noundef %5, ptr noundef %6)
  %65 = load i32, ptr %5, align 4
  %66 = load i32, ptr %6, align 4
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %65, i32 noundef %66)
  call void @divmod(i32 noundef -47, i32 noundef 5, ptr noundef %5, ptr noundef %6)
  %68 = load i32, ptr %5, align 4
  %69 = load i32, ptr %6, align 4
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %68, i32 noundef %69)
  store i32 10, ptr %7, align 4
  store i32 20, ptr %8, align 4
  store ptr %7, ptr %9, align 8
  store ptr %8, ptr %10, align 8
  store ptr %9, ptr %11, align 8
  %71 = load ptr, ptr %11, align 8
  %72 = load ptr, ptr %71, align 8
  %73 = load i32, ptr %72, align 4
  %74 = add nsw i32 %73, 5
  store i32 %74, ptr %72, align 4
  store ptr %10, ptr %11, align 8
  %75 = load ptr, ptr %11, align 8
  %76 = load ptr, ptr %75, align 8
  %77 = load i32, ptr %76, align 4
  %78 = mul nsw i32 %77, 2
  store i32 %78, ptr %76, align 4
  %79 = load i32, ptr %7, align 4
  %80 = load i32, ptr %8, align 4
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %79, i32 noundef %80)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 @__const.main.text, i64 8, i1 false)
  %82 = getelementptr inbounds [8 x i8], ptr %12, i64 0, i64 0
  store ptr %82, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %83

83:                                               ; preds = %88, %34
  %84 = load ptr, ptr %13, align 8
  %85 = getelementptr inbounds nuw i8, ptr %84, i32 1
  store ptr %85, ptr %13, align 8
  %86 = load i8, ptr %84, align 1
  %87 = icmp ne i8 %86, 0
  br i1 %87, label %88, label %91

88:                                               ; preds = %83
  %89 = load i32, ptr %14, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %14, align 4
  br label %83, !llvm.loop !8

91:                                               ; preds = %83
  %92 = load i32, ptr %14, align 4
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %92)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define internal void @reverse(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  br label %5

5:                                                ; preds = %9, %2
  %6 = load ptr, ptr %3, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = icmp ult ptr %6, %7
  br i1 %8, label %9, label %14

9:                                                ; preds = %5
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds nuw i32, ptr %10, i32 1
  store ptr %11, ptr %3, align 8
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds i32, ptr %12, i32 -1
  store ptr %13, ptr %4, align 8
  call void @swap(ptr noundef %10, ptr noundef %12)
  br label %5, !llvm.loop !9

14:                                               ; preds = %5
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

declare i32 @putchar(i32 noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @store_then_load(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  store i32 7, ptr %5, align 4
  %6 = load ptr, ptr %4, align 8
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %7, 1
  ret i32 %8
}

; Function Attrs: noinline nounwind uwtable
define internal void @divmod(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = sdiv i32 %9, %10
  %12 = load ptr, ptr %7, align 8
  store i32 %11, ptr %12, align 4
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %6, align 4
  %15 = srem i32 %13, %14
  %16 = load ptr, ptr %8, align 8
  store i32 %15, ptr %16, align 4
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @swap(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %5, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %8, align 4
  %10 = load ptr, ptr %3, align 8
  store i32 %9, ptr %10, align 4
  %11 = load i32, ptr %5, align 4
  %12 = load ptr, ptr %4, align 8
  store i32 %11, ptr %12, align 4
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
