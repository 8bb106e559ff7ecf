; ModuleID = 'array_global.O0.ll'
source_filename = "array_global.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@weights = dso_local local_unnamed_addr global [6 x i32] [i32 3, i32 -1, i32 4, i32 -1, i32 5, i32 -9], align 16
@big = dso_local local_unnamed_addr global [4 x i64] [i64 1099511627776, i64 -34359738368, i64 7, i64 0], align 16
@grid = dso_local local_unnamed_addr global [5 x [6 x i32]] zeroinitializer, align 16
@.str = private unnamed_addr constant [12 x i8] c"row %d: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"big sum %lld\0A\00", align 1
@bytes = dso_local local_unnamed_addr global [10 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"bytes %u\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
.preheader32:
  tail call fastcc void @fill()
  %0 = load i32, ptr @grid, align 16
  %1 = load i32, ptr @weights, align 16
  %2 = mul nsw i32 %1, %0
  %3 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 4), align 4
  %4 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 4), align 4
  %5 = mul nsw i32 %4, %3
  %6 = add nsw i32 %5, %2
  %7 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 8), align 8
  %8 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 8), align 8
  %9 = mul nsw i32 %8, %7
  %10 = add nsw i32 %9, %6
  %11 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 12), align 4
  %12 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 12), align 4
  %13 = mul nsw i32 %12, %11
  %14 = add nsw i32 %13, %10
  %15 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 16), align 16
  %16 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 16), align 16
  %17 = mul nsw i32 %16, %15
  %18 = add nsw i32 %17, %14
  %19 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 20), align 4
  %20 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 20), align 4
  %21 = mul nsw i32 %20, %19
  %22 = add nsw i32 %21, %18
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef %22)
  %24 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 24), align 8
  %25 = load i32, ptr @weights, align 16
  %26 = mul nsw i32 %25, %24
  %27 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 28), align 4
  %28 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 4), align 4
  %29 = mul nsw i32 %28, %27
  %30 = add nsw i32 %29, %26
  %31 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 32), align 16
  %32 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 8), align 8
  %33 = mul nsw i32 %32, %31
  %34 = add nsw i32 %33, %30
  %35 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 36), align 4
  %36 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 12), align 4
  %37 = mul nsw i32 %36, %35
  %38 = add nsw i32 %37, %34
  %39 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 40), align 8
  %40 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 16), align 16
  %41 = mul nsw i32 %40, %39
  %42 = add nsw i32 %41, %38
  %43 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 44), align 4
  %44 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 20), align 4
  %45 = mul nsw i32 %44, %43
  %46 = add nsw i32 %45, %42
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %46)
  %48 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 48), align 16
  %49 = load i32, ptr @weights, align 16
  %50 = mul nsw i32 %49, %48
  %51 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 52), align 4
  %52 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 4), align 4
  %53 = mul nsw i32 %52, %51
  %54 = add nsw i32 %53, %50
  %55 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 56), align 8
  %56 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 8), align 8
  %57 = mul nsw i32 %56, %55
  %58 = add nsw i32 %57, %54
  %59 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 60), align 4
  %60 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 12), align 4
  %61 = mul nsw i32 %60, %59
  %62 = add nsw i32 %61, %58
  %63 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 64), align 16
  %64 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 16), align 16
  %65 = mul nsw i32 %64, %63
  %66 = add nsw i32 %65, %62
  %67 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 68), align 4
  %68 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 20), align 4
  %69 = mul nsw i32 %68, %67
  %70 = add nsw i32 %69, %66
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef %70)
  %72 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 72), align 8
  %73 = load i32, ptr @weights, align 16
  %74 = mul nsw i32 %73, %72
  %75 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 76), align 4
  %76 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 4), align 4
  %77 = mul nsw i32 %76, %75
  %78 = add nsw i32 %77, %74
  %79 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 80), align 16
  %80 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 8), align 8
  %81 = mul nsw i32 %80, %79
  %82 = add nsw i32 %81, %78
  %83 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 84), align 4
  %84 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 12), align 4
  %85 = mul nsw i32 %84, %83
  %86 = add nsw i32 %85, %82
  %87 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 88), align 8
  %88 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 16), align 16
  %89 = mul nsw i32 %88, %87
  %90 = add nsw i32 %89, %86
  %91 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 92), align 4
  %92 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 20), align 4
  %93 = mul nsw i32 %92, %91
  %94 = add nsw i32 %93, %90
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef %94)
  %96 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 96), align 16
  %97 = load i32, ptr @weights, align 16
  %98 = mul nsw i32 %97, %96
  %99 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 100), align 4
  %100 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 4), align 4
  %101 = mul nsw i32 %100, %99
  %102 = add nsw i32 %101, %98
  %103 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 104), align 8
  %104 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 8), align 8
  %105 = mul nsw i32 %104, %103
  %106 = add nsw i32 %105, %102
  %107 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 108), align 4
  %108 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 12), align 4
  %109 = mul nsw i32 %108, %107
  %110 = add nsw i32 %109, %106
  %111 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 112), align 16
  %112 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 16), align 16
  %113 = mul nsw i32 %112, %111
  %114 = add nsw i32 %113, %110
  %115 = load i32, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 116), align 4
  %116 = load i32, ptr getelementptr inbounds nuw (i8, ptr @weights, i64 20), align 4
  %117 = mul nsw i32 %116, %115
  %118 = add nsw i32 %117, %114
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef %118)
  %120 = load i64, ptr @big, align 16
  %121 = load i64, ptr getelementptr inbounds nuw (i8, ptr @big, i64 8), align 8
  %122 = add nsw i64 %121, %120
  %123 = load i64, ptr getelementptr inbounds nuw (i8, ptr @big, i64 16), align 16
  %124 = add nsw i64 %123, %122
  %125 = load i64, ptr getelementptr inbounds nuw (i8, ptr @big, i64 24), align 8
  %126 = add nsw i64 %125, %124
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %126)
  store i8 0, ptr @bytes, align 1
  store i8 37, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 1), align 1
  store i8 74, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 2), align 1
  store i8 111, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 3), align 1
  store i8 -108, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 4), align 1
  store i8 -71, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 5), align 1
  store i8 -34, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 6), align 1
  store i8 3, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 7), align 1
  store i8 40, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 8), align 1
  store i8 77, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 9), align 1
  %128 = load i8, ptr @bytes, align 1
  %129 = zext i8 %128 to i32
  %130 = load i8, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 1), align 1
  %131 = zext i8 %130 to i32
  %132 = add nuw nsw i32 %129, %131
  %133 = load i8, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 2), align 1
  %134 = zext i8 %133 to i32
  %135 = add nuw nsw i32 %132, %134
  %136 = load i8, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 3), align 1
  %137 = zext i8 %136 to i32
  %138 = add nuw nsw i32 %135, %137
  %139 = load i8, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 4), align 1
  %140 = zext i8 %139 to i32
  %141 = add nuw nsw i32 %138, %140
  %142 = load i8, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 5), align 1
  %143 = zext i8 %142 to i32
  %144 = add nuw nsw i32 %141, %143
  %145 = load i8, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 6), align 1
  %146 = zext i8 %145 to i32
  %147 = add nuw nsw i32 %144, %146
  %148 = load i8, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 7), align 1
  %149 = zext i8 %148 to i32
  %150 = add nuw nsw i32 %147, %149
  %151 = load i8, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 8), align 1
  %152 = zext i8 %151 to i32
  %153 = add nuw nsw i32 %150, %152
  %154 = load i8, ptr getelementptr inbounds nuw (i8, ptr @bytes, i64 9), align 1
  %155 = zext i8 %154 to i32
  %156 = add nuw nsw i32 %153, %155
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %156)
  ret i32 0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define internal fastcc void @fill() unnamed_addr #1 {
.preheader:
  store i32 -2, ptr @grid, align 16
  store i32 -1, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 4), align 4
  store i32 0, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 8), align 8
  store i32 1, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 12), align 4
  store i32 2, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 16), align 16
  store i32 3, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 20), align 4
  store i32 -4, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 24), align 8
  store i32 -2, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 28), align 4
  store i32 0, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 32), align 16
  store i32 2, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 36), align 4
  store i32 4, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 40), align 8
  store i32 6, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 44), align 4
  store i32 -6, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 48), align 16
  store i32 -3, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 52), align 4
  store i32 0, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 56), align 8
  store i32 3, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 60), align 4
  store i32 6, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 64), align 16
  store i32 9, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 68), align 4
  store i32 -8, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 72), align 8
  store i32 -4, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 76), align 4
  store i32 0, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 80), align 16
  store i32 4, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 84), align 4
  store i32 8, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 88), align 8
  store i32 12, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 92), align 4
  store i32 -10, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 96), align 16
  store i32 -5, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 100), align 4
  store i32 0, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 104), align 8
  store i32 5, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 108), align 4
  store i32 10, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 112), align 16
  store i32 15, ptr getelementptr inbounds nuw (i8, ptr @grid, i64 116), align 4
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #2

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
