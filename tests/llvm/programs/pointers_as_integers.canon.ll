; ModuleID = 'pointers_as_integers.O0.ll'
source_filename = "pointers_as_integers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.word = type { ptr }
%struct.packet = type { ptr, i32, i32 }

@seven = dso_local global i32 7, align 4
@to_seven = dso_local global ptr @seven, align 8
@table = dso_local global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@at_two = dso_local global i64 ptrtoint (ptr getelementptr (i8, ptr @table, i64 8) to i64), align 8
@at_table = dso_local global i64 ptrtoint (ptr @table to i64), align 8
@head = dso_local global i64 0, align 8
@.str = private unnamed_addr constant [8 x i8] c"sum %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"union %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"array %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"global %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"cast %d %ld %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca %union.word, align 8
  %2 = alloca [3 x ptr], align 16
  br label %3

3:                                                ; preds = %10, %0
  %.02 = phi i32 [ 0, %0 ], [ %11, %10 ]
  %4 = icmp slt i32 %.02, 4
  br i1 %4, label %5, label %12

5:                                                ; preds = %3
  %6 = call noalias ptr @malloc(i64 noundef 16) #4
  %7 = getelementptr inbounds nuw %struct.packet, ptr %6, i32 0, i32 1
  store i32 %.02, ptr %7, align 8
  %8 = mul nsw i32 10, %.02
  %9 = getelementptr inbounds nuw %struct.packet, ptr %6, i32 0, i32 2
  store i32 %8, ptr %9, align 4
  call void @append(ptr noundef %6, ptr noundef @head)
  br label %10

10:                                               ; preds = %5
  %11 = add nsw i32 %.02, 1
  br label %3, !llvm.loop !6

12:                                               ; preds = %3
  %13 = load i64, ptr @head, align 8
  br label %14

14:                                               ; preds = %25, %12
  %.04 = phi i64 [ %13, %12 ], [ %29, %25 ]
  %.01 = phi i32 [ 0, %12 ], [ %24, %25 ]
  %15 = icmp ne i64 %.04, 0
  br i1 %15, label %16, label %30

16:                                               ; preds = %14
  %17 = inttoptr i64 %.04 to ptr
  %18 = getelementptr inbounds nuw %struct.packet, ptr %17, i32 0, i32 2
  %19 = load i32, ptr %18, align 4
  %20 = inttoptr i64 %.04 to ptr
  %21 = getelementptr inbounds nuw %struct.packet, ptr %20, i32 0, i32 1
  %22 = load i32, ptr %21, align 8
  %23 = add nsw i32 %19, %22
  %24 = add nsw i32 %.01, %23
  br label %25

25:                                               ; preds = %16
  %26 = inttoptr i64 %.04 to ptr
  %27 = getelementptr inbounds nuw %struct.packet, ptr %26, i32 0, i32 0
  %28 = load ptr, ptr %27, align 8
  %29 = ptrtoint ptr %28 to i64
  br label %14, !llvm.loop !8

30:                                               ; preds = %14
  %.01.lcssa = phi i32 [ %.01, %14 ]
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %.01.lcssa)
  %32 = load i64, ptr @head, align 8
  %33 = inttoptr i64 %32 to ptr
  store ptr %33, ptr %1, align 8
  %34 = load i64, ptr %1, align 8
  %35 = load ptr, ptr %1, align 8
  %36 = ptrtoint ptr %35 to i64
  %37 = icmp eq i64 %34, %36
  %38 = zext i1 %37 to i32
  %39 = load i64, ptr %1, align 8
  %40 = inttoptr i64 %39 to ptr
  %41 = getelementptr inbounds nuw %struct.packet, ptr %40, i32 0, i32 0
  %42 = load ptr, ptr %41, align 8
  %43 = getelementptr inbounds nuw %struct.packet, ptr %42, i32 0, i32 2
  %44 = load i32, ptr %43, align 4
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %38, i32 noundef %44)
  %46 = load i64, ptr @head, align 8
  %47 = inttoptr i64 %46 to ptr
  br label %48

48:                                               ; preds = %53, %30
  %.06 = phi i32 [ 0, %30 ], [ %54, %53 ]
  %.05 = phi ptr [ %47, %30 ], [ %56, %53 ]
  %49 = icmp slt i32 %.06, 3
  br i1 %49, label %50, label %57

50:                                               ; preds = %48
  %51 = sext i32 %.06 to i64
  %52 = getelementptr inbounds [3 x ptr], ptr %2, i64 0, i64 %51
  store ptr %.05, ptr %52, align 8
  br label %53

53:                                               ; preds = %50
  %54 = add nsw i32 %.06, 1
  %55 = getelementptr inbounds nuw %struct.packet, ptr %.05, i32 0, i32 0
  %56 = load ptr, ptr %55, align 8
  br label %48, !llvm.loop !9

57:                                               ; preds = %48
  %58 = getelementptr inbounds [3 x ptr], ptr %2, i64 0, i64 0
  br label %59

59:                                               ; preds = %72, %57
  %.03 = phi i32 [ 0, %57 ], [ %71, %72 ]
  %.0 = phi i32 [ 0, %57 ], [ %73, %72 ]
  %60 = icmp slt i32 %.0, 3
  br i1 %60, label %61, label %74

61:                                               ; preds = %59
  %62 = sext i32 %.0 to i64
  %63 = getelementptr inbounds i64, ptr %58, i64 %62
  %64 = load i64, ptr %63, align 8
  %65 = sext i32 %.0 to i64
  %66 = getelementptr inbounds [3 x ptr], ptr %2, i64 0, i64 %65
  %67 = load ptr, ptr %66, align 8
  %68 = ptrtoint ptr %67 to i64
  %69 = icmp eq i64 %64, %68
  %70 = zext i1 %69 to i32
  %71 = add nsw i32 %.03, %70
  br label %72

72:                                               ; preds = %61
  %73 = add nsw i32 %.0, 1
  br label %59, !llvm.loop !10

74:                                               ; preds = %59
  %.03.lcssa = phi i32 [ %.03, %59 ]
  %75 = getelementptr inbounds i64, ptr %58, i64 2
  %76 = load i64, ptr %75, align 8
  %77 = inttoptr i64 %76 to ptr
  %78 = getelementptr inbounds nuw %struct.packet, ptr %77, i32 0, i32 2
  %79 = load i32, ptr %78, align 4
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %.03.lcssa, i32 noundef %79)
  %81 = load i64, ptr @to_seven, align 8
  %82 = icmp eq i64 %81, ptrtoint (ptr @seven to i64)
  %83 = zext i1 %82 to i32
  %84 = load i64, ptr @to_seven, align 8
  %85 = inttoptr i64 %84 to ptr
  %86 = load i32, ptr %85, align 4
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %83, i32 noundef %86)
  %88 = load i64, ptr @at_two, align 8
  %89 = inttoptr i64 %88 to ptr
  %90 = load i32, ptr %89, align 4
  %91 = load i64, ptr @at_two, align 8
  %92 = load i64, ptr @at_table, align 8
  %93 = sub nsw i64 %91, %92
  %94 = load i64, ptr @at_table, align 8
  %95 = icmp eq i64 %94, ptrtoint (ptr @table to i64)
  %96 = zext i1 %95 to i32
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %90, i64 noundef %93, i32 noundef %96)
  br label %98

98:                                               ; preds = %101, %74
  %99 = load i64, ptr @head, align 8
  %100 = icmp ne i64 %99, 0
  br i1 %100, label %101, label %107

101:                                              ; preds = %98
  %102 = load i64, ptr @head, align 8
  %103 = inttoptr i64 %102 to ptr
  %104 = getelementptr inbounds nuw %struct.packet, ptr %103, i32 0, i32 0
  %105 = load ptr, ptr %104, align 8
  %106 = ptrtoint ptr %105 to i64
  store i64 %106, ptr @head, align 8
  call void @free(ptr noundef %103) #5
  br label %98, !llvm.loop !11

107:                                              ; preds = %98
  %108 = srem i32 %.01.lcssa, 7
  ret i32 %108
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal void @append(ptr noundef %0, ptr noundef %1) #0 {
  %3 = getelementptr inbounds nuw %struct.packet, ptr %0, i32 0, i32 0
  store ptr null, ptr %3, align 8
  br label %4

4:                                                ; preds = %8, %2
  %.0 = phi ptr [ %1, %2 ], [ %10, %8 ]
  %5 = getelementptr inbounds nuw %struct.packet, ptr %.0, i32 0, i32 0
  %6 = load ptr, ptr %5, align 8
  %7 = icmp ne ptr %6, null
  br i1 %7, label %8, label %11

8:                                                ; preds = %4
  %9 = getelementptr inbounds nuw %struct.packet, ptr %.0, i32 0, i32 0
  %10 = load ptr, ptr %9, align 8
  br label %4, !llvm.loop !12

11:                                               ; preds = %4
  %.0.lcssa = phi ptr [ %.0, %4 ]
  %12 = getelementptr inbounds nuw %struct.packet, ptr %.0.lcssa, i32 0, i32 0
  store ptr %0, ptr %12, align 8
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
