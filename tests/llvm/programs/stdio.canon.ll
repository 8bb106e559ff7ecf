; ModuleID = 'stdio.O0.ll'
source_filename = "stdio.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@stderr = external global ptr, align 8
@.str = private unnamed_addr constant [11 x i8] c"usage: %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"start\0A\00", align 1
@stdout = external global ptr, align 8
@.str.2 = private unnamed_addr constant [17 x i8] c"a line by fputs\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"fprintf %d %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"odd\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"even\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"no conversions\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = icmp sgt i32 %0, 5
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = load ptr, ptr @stderr, align 8
  %6 = getelementptr inbounds ptr, ptr %1, i64 0
  %7 = load ptr, ptr %6, align 8
  %8 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %5, ptr noundef @.str, ptr noundef %7) #3
  br label %39

9:                                                ; preds = %2
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %11 = load ptr, ptr @stdout, align 8
  %12 = call i32 @fflush(ptr noundef %11)
  %13 = load ptr, ptr @stdout, align 8
  %14 = call i32 @fputs(ptr noundef @.str.2, ptr noundef %13)
  br label %15

15:                                               ; preds = %25, %9
  %.01 = phi i32 [ 0, %9 ], [ %26, %25 ]
  %16 = icmp slt i32 %.01, 3
  br i1 %16, label %17, label %27

17:                                               ; preds = %15
  %18 = load ptr, ptr @stdout, align 8
  %19 = mul nsw i32 %.01, %.01
  %20 = srem i32 %.01, 2
  %21 = icmp ne i32 %20, 0
  %22 = zext i1 %21 to i64
  %23 = select i1 %21, ptr @.str.4, ptr @.str.5
  %24 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %18, ptr noundef @.str.3, i32 noundef %19, ptr noundef %23) #3
  br label %25

25:                                               ; preds = %17
  %26 = add nsw i32 %.01, 1
  br label %15, !llvm.loop !6

27:                                               ; preds = %15
  %28 = load ptr, ptr @stdout, align 8
  %29 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %28, ptr noundef @.str.6) #3
  %30 = load ptr, ptr @stdout, align 8
  %31 = call i32 @putc(i32 noundef 112, ptr noundef %30)
  %32 = load ptr, ptr @stdout, align 8
  %33 = call i32 @fputc(i32 noundef 113, ptr noundef %32)
  %34 = load ptr, ptr @stdout, align 8
  %35 = call i32 @fputc(i32 noundef 10, ptr noundef %34)
  %36 = load ptr, ptr @stdout, align 8
  %37 = call i32 @fflush(ptr noundef %36)
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %37)
  br label %39

39:                                               ; preds = %27, %4
  %.0 = phi i32 [ 1, %4 ], [ 0, %27 ]
  ret i32 %.0
}

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #1

declare i32 @printf(ptr noundef, ...) #2

declare i32 @fflush(ptr noundef) #2

declare i32 @fputs(ptr noundef, ptr noundef) #2

declare i32 @putc(i32 noundef, ptr noundef) #2

declare i32 @fputc(i32 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

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
