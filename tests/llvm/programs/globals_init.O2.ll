; ModuleID = 'globals_init.O0.ll'
source_filename = "globals_init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@greeting = dso_local global [15 x i8] c"hello, globals\00", align 1
@.str = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@names = dso_local local_unnamed_addr global [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 16
@counter = dso_local global i32 100, align 4
@counter_ptr = dso_local local_unnamed_addr global ptr @counter, align 8
@tail = dso_local local_unnamed_addr global ptr getelementptr inbounds nuw (i8, ptr @greeting, i64 7), align 8
@.str.4 = private unnamed_addr constant [14 x i8] c"%-8s %d %.1f\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"moons %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"table %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"%s / %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"%s%c\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"counter %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"Mercury\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"Venus\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"Earth\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"Mars\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.10, i32 noundef 0, double noundef 2.439700e+03)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.11, i32 noundef 0, double noundef 6.051800e+03)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.12, i32 noundef 1, double noundef 6.371000e+03)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.13, i32 noundef 2, double noundef 3.389500e+03)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1415739)
  store i8 72, ptr @greeting, align 1
  %7 = load ptr, ptr @tail, align 8
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @greeting, ptr noundef %7)
  %9 = load ptr, ptr getelementptr inbounds nuw (i8, ptr @names, i64 24), align 8
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %9, i32 noundef 32)
  %11 = load ptr, ptr getelementptr inbounds nuw (i8, ptr @names, i64 16), align 16
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %11, i32 noundef 32)
  %13 = load ptr, ptr getelementptr inbounds nuw (i8, ptr @names, i64 8), align 8
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %13, i32 noundef 32)
  %15 = load ptr, ptr @names, align 16
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %15, i32 noundef 10)
  %17 = load ptr, ptr @counter_ptr, align 8
  %18 = load i32, ptr %17, align 4
  %19 = add nsw i32 %18, 23
  store i32 %19, ptr %17, align 4
  %20 = load i32, ptr @counter, align 4
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %20)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
