; ModuleID = 'pointers_as_integers.canon.ll'
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

3:                                                ; preds = %0
  %4 = call noalias ptr @malloc(i64 noundef 16) #4
  %5 = getelementptr inbounds nuw %struct.packet, ptr %4, i32 0, i32 1
  store i32 0, ptr %5, align 8
  %6 = getelementptr inbounds nuw %struct.packet, ptr %4, i32 0, i32 2
  store i32 0, ptr %6, align 4
  call void @append(ptr noundef %4, ptr noundef @head)
  br label %7

7:                                                ; preds = %3
  %8 = call noalias ptr @malloc(i64 noundef 16) #4
  %9 = getelementptr inbounds nuw %struct.packet, ptr %8, i32 0, i32 1
  store i32 1, ptr %9, align 8
  %10 = getelementptr inbounds nuw %struct.packet, ptr %8, i32 0, i32 2
  store i32 10, ptr %10, align 4
  call void @append(ptr noundef %8, ptr noundef @head)
  br label %11

11:                                               ; preds = %7
  %12 = call noalias ptr @malloc(i64 noundef 16) #4
  %13 = getelementptr inbounds nuw %struct.packet, ptr %12, i32 0, i32 1
  store i32 2, ptr %13, align 8
  %14 = getelementptr inbounds nuw %struct.packet, ptr %12, i32 0, i32 2
  store i32 20, ptr %14, align 4
  call void @append(ptr noundef %12, ptr noundef @head)
  br label %15

15:                                               ; preds = %11
  %16 = call noalias ptr @malloc(i64 noundef 16) #4
  %17 = getelementptr inbounds nuw %struct.packet, ptr %16, i32 0, i32 1
  store i32 3, ptr %17, align 8
  %18 = getelementptr inbounds nuw %struct.packet, ptr %16, i32 0, i32 2
  store i32 30, ptr %18, align 4
  call void @append(ptr noundef %16, ptr noundef @head)
  br label %19

19:                                               ; preds = %15
  %20 = load i64, ptr @head, align 8
  %21 = icmp ne i64 %20, 0
  br i1 %21, label %.lr.ph, label %37

.lr.ph:                                           ; preds = %19
  br label %22

22:                                               ; preds = %.lr.ph, %31
  %.013 = phi i32 [ 0, %.lr.ph ], [ %30, %31 ]
  %.042 = phi i64 [ %20, %.lr.ph ], [ %35, %31 ]
  %23 = inttoptr i64 %.042 to ptr
  %24 = getelementptr inbounds nuw %struct.packet, ptr %23, i32 0, i32 2
  %25 = load i32, ptr %24, align 4
  %26 = inttoptr i64 %.042 to ptr
  %27 = getelementptr inbounds nuw %struct.packet, ptr %26, i32 0, i32 1
  %28 = load i32, ptr %27, align 8
  %29 = add nsw i32 %25, %28
  %30 = add nsw i32 %.013, %29
  br label %31

31:                                               ; preds = %22
  %32 = inttoptr i64 %.042 to ptr
  %33 = getelementptr inbounds nuw %struct.packet, ptr %32, i32 0, i32 0
  %34 = load ptr, ptr %33, align 8
  %35 = ptrtoint ptr %34 to i64
  %36 = icmp ne i64 %35, 0
  br i1 %36, label %22, label %._crit_edge, !llvm.loop !6

._crit_edge:                                      ; preds = %31
  %split = phi i32 [ %30, %31 ]
  br label %37

37:                                               ; preds = %._crit_edge, %19
  %.01.lcssa = phi i32 [ %split, %._crit_edge ], [ 0, %19 ]
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %.01.lcssa)
  %39 = load i64, ptr @head, align 8
  %40 = inttoptr i64 %39 to ptr
  store ptr %40, ptr %1, align 8
  %41 = load i64, ptr %1, align 8
  %42 = load ptr, ptr %1, align 8
  %43 = ptrtoint ptr %42 to i64
  %44 = icmp eq i64 %41, %43
  %45 = zext i1 %44 to i32
  %46 = load i64, ptr %1, align 8
  %47 = inttoptr i64 %46 to ptr
  %48 = getelementptr inbounds nuw %struct.packet, ptr %47, i32 0, i32 0
  %49 = load ptr, ptr %48, align 8
  %50 = getelementptr inbounds nuw %struct.packet, ptr %49, i32 0, i32 2
  %51 = load i32, ptr %50, align 4
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %45, i32 noundef %51)
  %53 = load i64, ptr @head, align 8
  %54 = inttoptr i64 %53 to ptr
  br label %55

55:                                               ; preds = %37
  store ptr %54, ptr %2, align 8
  br label %56

56:                                               ; preds = %55
  %57 = load ptr, ptr %54, align 8
  %58 = getelementptr inbounds [3 x ptr], ptr %2, i64 0, i64 1
  store ptr %57, ptr %58, align 8
  br label %59

59:                                               ; preds = %56
  %60 = load ptr, ptr %57, align 8
  %61 = getelementptr inbounds [3 x ptr], ptr %2, i64 0, i64 2
  store ptr %60, ptr %61, align 8
  br label %62

62:                                               ; preds = %59
  br label %63

63:                                               ; preds = %62
  %64 = load i64, ptr %2, align 8
  %65 = load ptr, ptr %2, align 8
  %66 = ptrtoint ptr %65 to i64
  %67 = icmp eq i64 %64, %66
  %68 = zext i1 %67 to i32
  br label %69

69:                                               ; preds = %63
  %70 = getelementptr inbounds i64, ptr %2, i64 1
  %71 = load i64, ptr %70, align 8
  %72 = getelementptr inbounds [3 x ptr], ptr %2, i64 0, i64 1
  %73 = load ptr, ptr %72, align 8
  %74 = ptrtoint ptr %73 to i64
  %75 = icmp eq i64 %71, %74
  %76 = zext i1 %75 to i32
  %77 = add nsw i32 %68, %76
  br label %78

78:                                               ; preds = %69
  %79 = getelementptr inbounds i64, ptr %2, i64 2
  %80 = load i64, ptr %79, align 8
  %81 = getelementptr inbounds [3 x ptr], ptr %2, i64 0, i64 2
  %82 = load ptr, ptr %81, align 8
  %83 = ptrtoint ptr %82 to i64
  %84 = icmp eq i64 %80, %83
  %85 = zext i1 %84 to i32
  %86 = add nsw i32 %77, %85
  br label %87

87:                                               ; preds = %78
  %88 = getelementptr inbounds i64, ptr %2, i64 2
  %89 = load i64, ptr %88, align 8
  %90 = inttoptr i64 %89 to ptr
  %91 = getelementptr inbounds nuw %struct.packet, ptr %90, i32 0, i32 2
  %92 = load i32, ptr %91, align 4
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %86, i32 noundef %92)
  %94 = load i64, ptr @to_seven, align 8
  %95 = icmp eq i64 %94, ptrtoint (ptr @seven to i64)
  %96 = zext i1 %95 to i32
  %97 = load i64, ptr @to_seven, align 8
  %98 = inttoptr i64 %97 to ptr
  %99 = load i32, ptr %98, align 4
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %96, i32 noundef %99)
  %101 = load i64, ptr @at_two, align 8
  %102 = inttoptr i64 %101 to ptr
  %103 = load i32, ptr %102, align 4
  %104 = load i64, ptr @at_two, align 8
  %105 = load i64, ptr @at_table, align 8
  %106 = sub nsw i64 %104, %105
  %107 = load i64, ptr @at_table, align 8
  %108 = icmp eq i64 %107, ptrtoint (ptr @table to i64)
  %109 = zext i1 %108 to i32
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %103, i64 noundef %106, i32 noundef %109)
  %111 = load i64, ptr @head, align 8
  %112 = icmp ne i64 %111, 0
  br i1 %112, label %.lr.ph9, label %121

.lr.ph9:                                          ; preds = %87
  br label %113

113:                                              ; preds = %.lr.ph9, %113
  %114 = load i64, ptr @head, align 8
  %115 = inttoptr i64 %114 to ptr
  %116 = getelementptr inbounds nuw %struct.packet, ptr %115, i32 0, i32 0
  %117 = load ptr, ptr %116, align 8
  %118 = ptrtoint ptr %117 to i64
  store i64 %118, ptr @head, align 8
  call void @free(ptr noundef %115) #5
  %119 = load i64, ptr @head, align 8
  %120 = icmp ne i64 %119, 0
  br i1 %120, label %113, label %._crit_edge10, !llvm.loop !8

._crit_edge10:                                    ; preds = %113
  br label %121

121:                                              ; preds = %._crit_edge10, %87
  %122 = srem i32 %.01.lcssa, 7
  ret i32 %122
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal void @append(ptr noundef %0, ptr noundef %1) #0 {
  %3 = getelementptr inbounds nuw %struct.packet, ptr %0, i32 0, i32 0
  store ptr null, ptr %3, align 8
  %4 = load ptr, ptr %1, align 8
  %5 = icmp ne ptr %4, null
  br i1 %5, label %.lr.ph, label %11

.lr.ph:                                           ; preds = %2
  br label %6

6:                                                ; preds = %.lr.ph, %6
  %.01 = phi ptr [ %1, %.lr.ph ], [ %7, %6 ]
  %7 = load ptr, ptr %.01, align 8
  %8 = getelementptr inbounds nuw %struct.packet, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = icmp ne ptr %9, null
  br i1 %10, label %6, label %._crit_edge, !llvm.loop !9

._crit_edge:                                      ; preds = %6
  %split = phi ptr [ %7, %6 ]
  br label %11

11:                                               ; preds = %._crit_edge, %2
  %.0.lcssa = phi ptr [ %split, %._crit_edge ], [ %1, %2 ]
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
