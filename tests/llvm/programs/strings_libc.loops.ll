; ModuleID = 'strings_libc.canon.ll'
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

2:                                                ; preds = %0
  %3 = load ptr, ptr %1, align 8
  %4 = call ptr @strcpy(ptr noundef @buf, ptr noundef %3) #6
  %5 = call i64 @strlen(ptr noundef @buf) #7
  %6 = load ptr, ptr %1, align 8
  %7 = call i64 @strlen(ptr noundef %6) #7
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %7, ptr noundef @buf)
  br label %9

9:                                                ; preds = %2
  %10 = getelementptr inbounds [4 x ptr], ptr %1, i64 0, i64 1
  %11 = load ptr, ptr %10, align 8
  %12 = call ptr @strcpy(ptr noundef @buf, ptr noundef %11) #6
  %13 = call i64 @strlen(ptr noundef @buf) #7
  %14 = mul i64 %13, 2
  %15 = add i64 %5, %14
  %16 = getelementptr inbounds [4 x ptr], ptr %1, i64 0, i64 1
  %17 = load ptr, ptr %16, align 8
  %18 = call i64 @strlen(ptr noundef %17) #7
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %18, ptr noundef @buf)
  br label %20

20:                                               ; preds = %9
  %21 = getelementptr inbounds [4 x ptr], ptr %1, i64 0, i64 2
  %22 = load ptr, ptr %21, align 8
  %23 = call ptr @strcpy(ptr noundef @buf, ptr noundef %22) #6
  %24 = call i64 @strlen(ptr noundef @buf) #7
  %25 = mul i64 %24, 3
  %26 = add i64 %15, %25
  %27 = getelementptr inbounds [4 x ptr], ptr %1, i64 0, i64 2
  %28 = load ptr, ptr %27, align 8
  %29 = call i64 @strlen(ptr noundef %28) #7
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %29, ptr noundef @buf)
  br label %31

31:                                               ; preds = %20
  %32 = getelementptr inbounds [4 x ptr], ptr %1, i64 0, i64 3
  %33 = load ptr, ptr %32, align 8
  %34 = call ptr @strcpy(ptr noundef @buf, ptr noundef %33) #6
  %35 = call i64 @strlen(ptr noundef @buf) #7
  %36 = mul i64 %35, 4
  %37 = add i64 %26, %36
  %38 = getelementptr inbounds [4 x ptr], ptr %1, i64 0, i64 3
  %39 = load ptr, ptr %38, align 8
  %40 = call i64 @strlen(ptr noundef %39) #7
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %40, ptr noundef @buf)
  br label %42

42:                                               ; preds = %31
  %43 = call noalias ptr @malloc(i64 noundef 32) #8
  %44 = call ptr @strcpy(ptr noundef %43, ptr noundef @.str.5) #6
  %45 = getelementptr inbounds i8, ptr %43, i64 1
  %46 = call i64 @strlen(ptr noundef %45) #7
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %44, i64 noundef %46, i64 noundef %37)
  call void @free(ptr noundef %43) #6
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
