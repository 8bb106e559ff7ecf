; ModuleID = 'unsigned_wrap.canon.ll'
source_filename = "unsigned_wrap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%u %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%u %x\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"fnv %u %x\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"waddle\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"llvm\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"lcg %llu\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"uc %u us %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"count %u\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"cmp %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"div %u mod %u\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = add i32 -294967296, 500000000
  %2 = sub i32 500000000, -294967296
  %3 = mul i32 -294967296, 3
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %1, i32 noundef %2, i32 noundef %3)
  %5 = sub i32 0, 1
  %6 = sub i32 0, 1
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %5, i32 noundef %6)
  %8 = call i32 @fnv1a(ptr noundef @.str.3)
  %9 = call i32 @fnv1a(ptr noundef @.str.4)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %8, i32 noundef %9)
  br label %11

11:                                               ; preds = %0
  %12 = call i64 @lcg(i64 noundef 42)
  br label %13

13:                                               ; preds = %11
  %14 = call i64 @lcg(i64 noundef %12)
  br label %15

15:                                               ; preds = %13
  %16 = call i64 @lcg(i64 noundef %14)
  br label %17

17:                                               ; preds = %15
  %18 = call i64 @lcg(i64 noundef %16)
  br label %19

19:                                               ; preds = %17
  %20 = call i64 @lcg(i64 noundef %18)
  br label %21

21:                                               ; preds = %19
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %20)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef 4, i32 noundef 0)
  br label %24

24:                                               ; preds = %21
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef 11)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef 1, i32 noundef 1)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 571428571, i32 noundef 3)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @fnv1a(ptr noundef %0) #0 {
  %2 = load i8, ptr %0, align 1
  %3 = icmp ne i8 %2, 0
  br i1 %3, label %.lr.ph, label %12

.lr.ph:                                           ; preds = %1
  br label %4

4:                                                ; preds = %.lr.ph, %4
  %.02 = phi ptr [ %0, %.lr.ph ], [ %5, %4 ]
  %.011 = phi i32 [ -2128831035, %.lr.ph ], [ %9, %4 ]
  %5 = getelementptr inbounds nuw i8, ptr %.02, i32 1
  %6 = load i8, ptr %.02, align 1
  %7 = zext i8 %6 to i32
  %8 = xor i32 %.011, %7
  %9 = mul i32 %8, 16777619
  %10 = load i8, ptr %5, align 1
  %11 = icmp ne i8 %10, 0
  br i1 %11, label %4, label %._crit_edge, !llvm.loop !6

._crit_edge:                                      ; preds = %4
  %split = phi i32 [ %9, %4 ]
  br label %12

12:                                               ; preds = %._crit_edge, %1
  %.01.lcssa = phi i32 [ %split, %._crit_edge ], [ -2128831035, %1 ]
  ret i32 %.01.lcssa
}

; Function Attrs: noinline nounwind uwtable
define internal i64 @lcg(i64 noundef %0) #0 {
  %2 = mul i64 %0, 6364136223846793005
  %3 = add i64 %2, 1442695040888963407
  ret i64 %3
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
