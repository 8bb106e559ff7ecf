; ModuleID = 'int_types.canon.ll'
source_filename = "int_types.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"%d %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"%lld %d %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"%ld %lu\0A\00", align 1
@__const.main.text = private unnamed_addr constant [6 x i8] c"AbCd9\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [6 x i8], align 1
  %2 = sext i8 -100 to i32
  %3 = zext i8 -56 to i32
  %4 = sext i16 -30000 to i32
  %5 = zext i16 -5536 to i32
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5)
  %7 = sext i8 -100 to i32
  %8 = zext i8 -56 to i32
  %9 = add nsw i32 %7, %8
  %10 = sext i16 -30000 to i32
  %11 = zext i16 -5536 to i32
  %12 = add nsw i32 %10, %11
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %9, i32 noundef %12)
  %14 = sext i8 -56 to i32
  %15 = sext i16 -5536 to i32
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %14, i32 noundef %15)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef -1, i32 noundef 255)
  %18 = trunc i64 1234567890123 to i32
  %19 = trunc i64 1234567890123 to i32
  %20 = sext i32 %19 to i64
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef 1234567890123, i32 noundef %18, i64 noundef %20)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef -5, i64 noundef -5)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr align 1 @__const.main.text, i64 6, i1 false)
  %23 = load i8, ptr %1, align 1
  %24 = icmp ne i8 %23, 0
  br i1 %24, label %.lr.ph, label %57

.lr.ph:                                           ; preds = %0
  br label %25

25:                                               ; preds = %.lr.ph, %53
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %53 ]
  %26 = getelementptr inbounds [6 x i8], ptr %1, i64 0, i64 %indvars.iv
  %27 = load i8, ptr %26, align 1
  %28 = sext i8 %27 to i32
  %29 = icmp sge i32 %28, 97
  br i1 %29, label %30, label %38

30:                                               ; preds = %25
  %31 = sext i8 %27 to i32
  %32 = icmp sle i32 %31, 122
  br i1 %32, label %33, label %38

33:                                               ; preds = %30
  %34 = sext i8 %27 to i32
  %35 = sub nsw i32 %34, 97
  %36 = add nsw i32 %35, 65
  %37 = trunc i32 %36 to i8
  br label %50

38:                                               ; preds = %30, %25
  %39 = sext i8 %27 to i32
  %40 = icmp sge i32 %39, 65
  br i1 %40, label %41, label %49

41:                                               ; preds = %38
  %42 = sext i8 %27 to i32
  %43 = icmp sle i32 %42, 90
  br i1 %43, label %44, label %49

44:                                               ; preds = %41
  %45 = sext i8 %27 to i32
  %46 = sub nsw i32 %45, 65
  %47 = add nsw i32 %46, 97
  %48 = trunc i32 %47 to i8
  br label %49

49:                                               ; preds = %44, %41, %38
  %.1 = phi i8 [ %48, %44 ], [ %27, %41 ], [ %27, %38 ]
  br label %50

50:                                               ; preds = %49, %33
  %.02 = phi i8 [ %37, %33 ], [ %.1, %49 ]
  %51 = sext i8 %.02 to i32
  %52 = call i32 @putchar(i32 noundef %51)
  br label %53

53:                                               ; preds = %50
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %54 = getelementptr inbounds [6 x i8], ptr %1, i64 0, i64 %indvars.iv.next
  %55 = load i8, ptr %54, align 1
  %56 = icmp ne i8 %55, 0
  br i1 %56, label %25, label %._crit_edge, !llvm.loop !6

._crit_edge:                                      ; preds = %53
  br label %57

57:                                               ; preds = %._crit_edge, %0
  %58 = call i32 @putchar(i32 noundef 10)
  br label %59

59:                                               ; preds = %57
  %60 = sext i16 -31072 to i32
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %60)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 1, i32 noundef 2, i32 noundef 8, i32 noundef 8)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

declare i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
