; ModuleID = 'pointers.canon.ll'
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

12:                                               ; preds = %0
  %13 = load i32, ptr %11, align 4
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %13)
  br label %15

15:                                               ; preds = %12
  %16 = getelementptr inbounds nuw i32, ptr %11, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %17)
  br label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds nuw i32, ptr %16, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %21)
  br label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds nuw i32, ptr %20, i32 1
  %25 = load i32, ptr %24, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %25)
  br label %27

27:                                               ; preds = %23
  %28 = getelementptr inbounds nuw i32, ptr %24, i32 1
  %29 = load i32, ptr %28, align 4
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %29)
  br label %31

31:                                               ; preds = %27
  %32 = getelementptr inbounds nuw i32, ptr %28, i32 1
  %33 = load i32, ptr %32, align 4
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %33)
  br label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds nuw i32, ptr %32, i32 1
  %37 = load i32, ptr %36, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %37)
  br label %39

39:                                               ; preds = %35
  %40 = getelementptr inbounds nuw i32, ptr %36, i32 1
  %41 = load i32, ptr %40, align 4
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %41)
  br label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds nuw i32, ptr %40, i32 1
  %45 = load i32, ptr %44, align 4
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %45)
  br label %47

47:                                               ; preds = %43
  %48 = call i32 @putchar(i32 noundef 10)
  %49 = getelementptr inbounds i32, ptr %1, i64 4
  %50 = load i32, ptr %49, align 4
  %51 = getelementptr inbounds i32, ptr %49, i64 -2
  %52 = load i32, ptr %51, align 4
  %53 = getelementptr inbounds i32, ptr %49, i64 3
  %54 = load i32, ptr %53, align 4
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %50, i32 noundef %52, i32 noundef %54, i64 noundef 4)
  %56 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 3
  %57 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 3
  %58 = call i32 @store_then_load(ptr noundef %56, ptr noundef %57)
  %59 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 1
  %60 = call i32 @store_then_load(ptr noundef %1, ptr noundef %59)
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %58, i32 noundef %60)
  %62 = load i32, ptr %1, align 16
  %63 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 3
  %64 = load i32, ptr %63, align 4
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %62, i32 noundef %64)
  call void @divmod(i32 noundef 47, i32 noundef 5, ptr noundef %2, ptr noundef %3)
  %66 = load i32, ptr %2, align 4
  %67 = load i32, ptr %3, align 4
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %66, i32 noundef %67)
  call void @divmod(i32 noundef -47, i32 noundef 5, ptr noundef %2, ptr noundef %3)
  %69 = load i32, ptr %2, align 4
  %70 = load i32, ptr %3, align 4
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %69, i32 noundef %70)
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef 15, i32 noundef 40)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 @__const.main.text, i64 8, i1 false)
  br label %73

73:                                               ; preds = %73, %47
  %.02 = phi ptr [ %4, %47 ], [ %74, %73 ]
  %.0 = phi i32 [ 0, %47 ], [ %77, %73 ]
  %74 = getelementptr inbounds nuw i8, ptr %.02, i32 1
  %75 = load i8, ptr %.02, align 1
  %76 = icmp ne i8 %75, 0
  %77 = add nuw nsw i32 %.0, 1
  br i1 %76, label %73, label %78, !llvm.loop !6

78:                                               ; preds = %73
  %.0.lcssa = phi i32 [ %.0, %73 ]
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %.0.lcssa)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define internal void @reverse(ptr noundef %0, ptr noundef %1) #0 {
  %3 = icmp ult ptr %0, %1
  br i1 %3, label %.lr.ph, label %8

.lr.ph:                                           ; preds = %2
  br label %4

4:                                                ; preds = %.lr.ph, %4
  %.02 = phi ptr [ %0, %.lr.ph ], [ %5, %4 ]
  %.011 = phi ptr [ %1, %.lr.ph ], [ %6, %4 ]
  %5 = getelementptr inbounds nuw i32, ptr %.02, i32 1
  %6 = getelementptr inbounds i32, ptr %.011, i32 -1
  call void @swap(ptr noundef %.02, ptr noundef %.011)
  %7 = icmp ult ptr %5, %6
  br i1 %7, label %4, label %._crit_edge, !llvm.loop !8

._crit_edge:                                      ; preds = %4
  br label %8

8:                                                ; preds = %._crit_edge, %2
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

declare i32 @putchar(i32 noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @store_then_load(ptr noundef %0, ptr noundef %1) #0 {
  store i32 7, ptr %0, align 4
  %3 = load i32, ptr %1, align 4
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
