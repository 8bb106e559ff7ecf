; ModuleID = 'pointers_as_integers.c'
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
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca %union.word, align 8
  %7 = alloca [3 x ptr], align 16
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %15

15:                                               ; preds = %28, %0
  %16 = load i32, ptr %3, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %18, label %31

18:                                               ; preds = %15
  %19 = call noalias ptr @malloc(i64 noundef 16) #4
  store ptr %19, ptr %4, align 8
  %20 = load i32, ptr %3, align 4
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds nuw %struct.packet, ptr %21, i32 0, i32 1
  store i32 %20, ptr %22, align 8
  %23 = load i32, ptr %3, align 4
  %24 = mul nsw i32 10, %23
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds nuw %struct.packet, ptr %25, i32 0, i32 2
  store i32 %24, ptr %26, align 4
  %27 = load ptr, ptr %4, align 8
  call void @append(ptr noundef %27, ptr noundef @head)
  br label %28

28:                                               ; preds = %18
  %29 = load i32, ptr %3, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %3, align 4
  br label %15, !llvm.loop !6

31:                                               ; preds = %15
  %32 = load i64, ptr @head, align 8
  store i64 %32, ptr %5, align 8
  br label %33

33:                                               ; preds = %48, %31
  %34 = load i64, ptr %5, align 8
  %35 = icmp ne i64 %34, 0
  br i1 %35, label %36, label %54

36:                                               ; preds = %33
  %37 = load i64, ptr %5, align 8
  %38 = inttoptr i64 %37 to ptr
  %39 = getelementptr inbounds nuw %struct.packet, ptr %38, i32 0, i32 2
  %40 = load i32, ptr %39, align 4
  %41 = load i64, ptr %5, align 8
  %42 = inttoptr i64 %41 to ptr
  %43 = getelementptr inbounds nuw %struct.packet, ptr %42, i32 0, i32 1
  %44 = load i32, ptr %43, align 8
  %45 = add nsw i32 %40, %44
  %46 = load i32, ptr %2, align 4
  %47 = add nsw i32 %46, %45
  store i32 %47, ptr %2, align 4
  br label %48

48:                                               ; preds = %36
  %49 = load i64, ptr %5, align 8
  %50 = inttoptr i64 %49 to ptr
  %51 = getelementptr inbounds nuw %struct.packet, ptr %50, i32 0, i32 0
  %52 = load ptr, ptr %51, align 8
  %53 = ptrtoint ptr %52 to i64
  store i64 %53, ptr %5, align 8
  br label %33, !llvm.loop !8

54:                                               ; preds = %33
  %55 = load i32, ptr %2, align 4
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %55)
  %57 = load i64, ptr @head, align 8
  %58 = inttoptr i64 %57 to ptr
  store ptr %58, ptr %6, align 8
  %59 = load i64, ptr %6, align 8
  %60 = load ptr, ptr %6, align 8
  %61 = ptrtoint ptr %60 to i64
  %62 = icmp eq i64 %59, %61
  %63 = zext i1 %62 to i32
  %64 = load i64, ptr %6, align 8
  %65 = inttoptr i64 %64 to ptr
  %66 = getelementptr inbounds nuw %struct.packet, ptr %65, i32 0, i32 0
  %67 = load ptr, ptr %66, align 8
  %68 = getelementptr inbounds nuw %struct.packet, ptr %67, i32 0, i32 2
  %69 = load i32, ptr %68, align 4
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %63, i32 noundef %69)
  %71 = load i64, ptr @head, align 8
  %72 = inttoptr i64 %71 to ptr
  store ptr %72, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %73

73:                                               ; preds = %81, %54
  %74 = load i32, ptr %9, align 4
  %75 = icmp slt i32 %74, 3
  br i1 %75, label %76, label %87

76:                                               ; preds = %73
  %77 = load ptr, ptr %8, align 8
  %78 = load i32, ptr %9, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 %79
  store ptr %77, ptr %80, align 8
  br label %81

81:                                               ; preds = %76
  %82 = load i32, ptr %9, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %9, align 4
  %84 = load ptr, ptr %8, align 8
  %85 = getelementptr inbounds nuw %struct.packet, ptr %84, i32 0, i32 0
  %86 = load ptr, ptr %85, align 8
  store ptr %86, ptr %8, align 8
  br label %73, !llvm.loop !9

87:                                               ; preds = %73
  %88 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 0
  store ptr %88, ptr %10, align 8
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %89

89:                                               ; preds = %107, %87
  %90 = load i32, ptr %12, align 4
  %91 = icmp slt i32 %90, 3
  br i1 %91, label %92, label %110

92:                                               ; preds = %89
  %93 = load ptr, ptr %10, align 8
  %94 = load i32, ptr %12, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i64, ptr %93, i64 %95
  %97 = load i64, ptr %96, align 8
  %98 = load i32, ptr %12, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 %99
  %101 = load ptr, ptr %100, align 8
  %102 = ptrtoint ptr %101 to i64
  %103 = icmp eq i64 %97, %102
  %104 = zext i1 %103 to i32
  %105 = load i32, ptr %11, align 4
  %106 = add nsw i32 %105, %104
  store i32 %106, ptr %11, align 4
  br label %107

107:                                              ; preds = %92
  %108 = load i32, ptr %12, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %12, align 4
  br label %89, !llvm.loop !10

110:                                              ; preds = %89
  %111 = load i32, ptr %11, align 4
  %112 = load ptr, ptr %10, align 8
  %113 = getelementptr inbounds i64, ptr %112, i64 2
  %114 = load i64, ptr %113, align 8
  %115 = inttoptr i64 %114 to ptr
  %116 = getelementptr inbounds nuw %struct.packet, ptr %115, i32 0, i32 2
  %117 = load i32, ptr %116, align 4
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %111, i32 noundef %117)
  store ptr @to_seven, ptr %13, align 8
  %119 = load ptr, ptr %13, align 8
  %120 = load i64, ptr %119, align 8
  %121 = icmp eq i64 %120, ptrtoint (ptr @seven to i64)
  %122 = zext i1 %121 to i32
  %123 = load ptr, ptr %13, align 8
  %124 = load i64, ptr %123, align 8
  %125 = inttoptr i64 %124 to ptr
  %126 = load i32, ptr %125, align 4
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %122, i32 noundef %126)
  %128 = load i64, ptr @at_two, align 8
  %129 = inttoptr i64 %128 to ptr
  %130 = load i32, ptr %129, align 4
  %131 = load i64, ptr @at_two, align 8
  %132 = load i64, ptr @at_table, align 8
  %133 = sub nsw i64 %131, %132
  %134 = load i64, ptr @at_table, align 8
  %135 = icmp eq i64 %134, ptrtoint (ptr @table to i64)
  %136 = zext i1 %135 to i32
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %130, i64 noundef %133, i32 noundef %136)
  br label %138

138:                                              ; preds = %141, %110
  %139 = load i64, ptr @head, align 8
  %140 = icmp ne i64 %139, 0
  br i1 %140, label %141, label %149

141:                                              ; preds = %138
  %142 = load i64, ptr @head, align 8
  %143 = inttoptr i64 %142 to ptr
  store ptr %143, ptr %14, align 8
  %144 = load ptr, ptr %14, align 8
  %145 = getelementptr inbounds nuw %struct.packet, ptr %144, i32 0, i32 0
  %146 = load ptr, ptr %145, align 8
  %147 = ptrtoint ptr %146 to i64
  store i64 %147, ptr @head, align 8
  %148 = load ptr, ptr %14, align 8
  call void @free(ptr noundef %148) #5
  br label %138, !llvm.loop !11

149:                                              ; preds = %138
  %150 = load i32, ptr %2, align 4
  %151 = srem i32 %150, 7
  ret i32 %151
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal void @append(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %struct.packet, ptr %5, i32 0, i32 0
  store ptr null, ptr %6, align 8
  br label %7

7:                                                ; preds = %12, %2
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds nuw %struct.packet, ptr %8, i32 0, i32 0
  %10 = load ptr, ptr %9, align 8
  %11 = icmp ne ptr %10, null
  br i1 %11, label %12, label %16

12:                                               ; preds = %7
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds nuw %struct.packet, ptr %13, i32 0, i32 0
  %15 = load ptr, ptr %14, align 8
  store ptr %15, ptr %4, align 8
  br label %7, !llvm.loop !12

16:                                               ; preds = %7
  %17 = load ptr, ptr %3, align 8
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds nuw %struct.packet, ptr %18, i32 0, i32 0
  store ptr %17, ptr %19, align 8
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
