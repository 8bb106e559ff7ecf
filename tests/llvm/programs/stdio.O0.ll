; ModuleID = 'stdio.c'
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
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %7 = load i32, ptr %4, align 4
  %8 = icmp sgt i32 %7, 5
  br i1 %8, label %9, label %15

9:                                                ; preds = %2
  %10 = load ptr, ptr @stderr, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds ptr, ptr %11, i64 0
  %13 = load ptr, ptr %12, align 8
  %14 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %10, ptr noundef @.str, ptr noundef %13) #3
  store i32 1, ptr %3, align 4
  br label %50

15:                                               ; preds = %2
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %17 = load ptr, ptr @stdout, align 8
  %18 = call i32 @fflush(ptr noundef %17)
  %19 = load ptr, ptr @stdout, align 8
  %20 = call i32 @fputs(ptr noundef @.str.2, ptr noundef %19)
  store i32 0, ptr %6, align 4
  br label %21

21:                                               ; preds = %35, %15
  %22 = load i32, ptr %6, align 4
  %23 = icmp slt i32 %22, 3
  br i1 %23, label %24, label %38

24:                                               ; preds = %21
  %25 = load ptr, ptr @stdout, align 8
  %26 = load i32, ptr %6, align 4
  %27 = load i32, ptr %6, align 4
  %28 = mul nsw i32 %26, %27
  %29 = load i32, ptr %6, align 4
  %30 = srem i32 %29, 2
  %31 = icmp ne i32 %30, 0
  %32 = zext i1 %31 to i64
  %33 = select i1 %31, ptr @.str.4, ptr @.str.5
  %34 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %25, ptr noundef @.str.3, i32 noundef %28, ptr noundef %33) #3
  br label %35

35:                                               ; preds = %24
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %6, align 4
  br label %21, !llvm.loop !6

38:                                               ; preds = %21
  %39 = load ptr, ptr @stdout, align 8
  %40 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %39, ptr noundef @.str.6) #3
  %41 = load ptr, ptr @stdout, align 8
  %42 = call i32 @putc(i32 noundef 112, ptr noundef %41)
  %43 = load ptr, ptr @stdout, align 8
  %44 = call i32 @fputc(i32 noundef 113, ptr noundef %43)
  %45 = load ptr, ptr @stdout, align 8
  %46 = call i32 @fputc(i32 noundef 10, ptr noundef %45)
  %47 = load ptr, ptr @stdout, align 8
  %48 = call i32 @fflush(ptr noundef %47)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %48)
  store i32 0, ptr %3, align 4
  br label %50

50:                                               ; preds = %38, %9
  %51 = load i32, ptr %3, align 4
  ret i32 %51
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
