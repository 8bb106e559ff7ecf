; ModuleID = 'stdio.canon.ll'
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
  br label %36

9:                                                ; preds = %2
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %11 = load ptr, ptr @stdout, align 8
  %12 = call i32 @fflush(ptr noundef %11)
  %13 = load ptr, ptr @stdout, align 8
  %14 = call i32 @fputs(ptr noundef @.str.2, ptr noundef %13)
  br label %15

15:                                               ; preds = %9
  %16 = load ptr, ptr @stdout, align 8
  %17 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %16, ptr noundef @.str.3, i32 noundef 0, ptr noundef @.str.5) #3
  br label %18

18:                                               ; preds = %15
  %19 = load ptr, ptr @stdout, align 8
  %20 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %19, ptr noundef @.str.3, i32 noundef 1, ptr noundef @.str.4) #3
  br label %21

21:                                               ; preds = %18
  %22 = load ptr, ptr @stdout, align 8
  %23 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %22, ptr noundef @.str.3, i32 noundef 4, ptr noundef @.str.5) #3
  br label %24

24:                                               ; preds = %21
  %25 = load ptr, ptr @stdout, align 8
  %26 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %25, ptr noundef @.str.6) #3
  %27 = load ptr, ptr @stdout, align 8
  %28 = call i32 @putc(i32 noundef 112, ptr noundef %27)
  %29 = load ptr, ptr @stdout, align 8
  %30 = call i32 @fputc(i32 noundef 113, ptr noundef %29)
  %31 = load ptr, ptr @stdout, align 8
  %32 = call i32 @fputc(i32 noundef 10, ptr noundef %31)
  %33 = load ptr, ptr @stdout, align 8
  %34 = call i32 @fflush(ptr noundef %33)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %34)
  br label %36

36:                                               ; preds = %24, %4
  %.0 = phi i32 [ 1, %4 ], [ 0, %24 ]
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
