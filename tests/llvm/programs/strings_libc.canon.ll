; ModuleID = 'strings_libc.O0.ll'
source_filename = "strings_libc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"always-canonical\00", align 1
@__const.main.words = private unnamed_addr constant [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 16
@buf = internal global [64 x i8] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [10 x i8] c"%zu [%s]\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"xyz\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"%s %zu %lu\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [4 x ptr], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.main.words, i64 32, i1 false)
  br label %2

2:                                                ; preds = %19, %0
  %.01 = phi i64 [ 0, %0 ], [ %13, %19 ]
  %.0 = phi i32 [ 0, %0 ], [ %20, %19 ]
  %3 = icmp slt i32 %.0, 4
  br i1 %3, label %4, label %21

4:                                                ; preds = %2
  %5 = sext i32 %.0 to i64
  %6 = getelementptr inbounds [4 x ptr], ptr %1, i64 0, i64 %5
  %7 = load ptr, ptr %6, align 8
  %8 = call ptr @strcpy(ptr noundef @buf, ptr noundef %7) #6
  %9 = call i64 @strlen(ptr noundef @buf) #7
  %10 = add nsw i32 %.0, 1
  %11 = sext i32 %10 to i64
  %12 = mul i64 %9, %11
  %13 = add i64 %.01, %12
  %14 = sext i32 %.0 to i64
  %15 = getelementptr inbounds [4 x ptr], ptr %1, i64 0, i64 %14
  %16 = load ptr, ptr %15, align 8
  %17 = call i64 @strlen(ptr noundef %16) #7
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %17, ptr noundef @buf)
  br label %19

19:                                               ; preds = %4
  %20 = add nsw i32 %.0, 1
  br label %2, !llvm.loop !6

21:                                               ; preds = %2
  %.01.lcssa = phi i64 [ %.01, %2 ]
  %22 = call noalias ptr @malloc(i64 noundef 32) #8
  %23 = call ptr @strcpy(ptr noundef %22, ptr noundef @.str.5) #6
  %24 = getelementptr inbounds i8, ptr %22, i64 1
  %25 = call i64 @strlen(ptr noundef %24) #7
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %23, i64 noundef %25, i64 noundef %.01.lcssa)
  call void @free(ptr noundef %22) #6
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind allocsize(0) }

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
