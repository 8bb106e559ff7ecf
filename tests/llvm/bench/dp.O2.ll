; ModuleID = 'dp.O0.ll'
source_filename = "dp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@s = internal unnamed_addr global [1200 x i8] zeroinitializer, align 16
@t = internal unnamed_addr global [1200 x i8] zeroinitializer, align 16
@lcs_row = internal unnamed_addr global [2 x [1201 x i16]] zeroinitializer, align 16
@edit = internal unnamed_addr global [2 x [1201 x i16]] zeroinitializer, align 16
@.str = private unnamed_addr constant [16 x i8] c"lcs %d edit %d\0A\00", align 1
@best = internal unnamed_addr global [1001 x i32] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [13 x i8] c"knapsack %d\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %indvars.iv = phi i64 [ 0, %0 ], [ %indvars.iv.next, %1 ]
  %.06780 = phi i32 [ 12345, %0 ], [ %10, %1 ]
  %2 = mul i32 %.06780, 1103515245
  %3 = add i32 %2, 12345
  %4 = lshr i32 %3, 16
  %5 = trunc i32 %4 to i8
  %6 = and i8 %5, 3
  %7 = add nuw nsw i8 %6, 97
  %8 = getelementptr inbounds nuw i8, ptr @s, i64 %indvars.iv
  store i8 %7, ptr %8, align 1
  %9 = mul i32 %3, 1103515245
  %10 = add i32 %9, 12345
  %11 = lshr i32 %10, 16
  %12 = trunc i32 %11 to i8
  %13 = and i8 %12, 3
  %14 = add nuw nsw i8 %13, 97
  %15 = getelementptr inbounds nuw i8, ptr @t, i64 %indvars.iv
  store i8 %14, ptr %15, align 1
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 1200
  br i1 %exitcond.not, label %.preheader, label %1, !llvm.loop !6

.preheader:                                       ; preds = %1, %63
  %indvars.iv92 = phi i64 [ %indvars.iv.next93, %63 ], [ 1, %1 ]
  %16 = and i64 %indvars.iv92, 1
  %17 = getelementptr inbounds nuw [1201 x i16], ptr @lcs_row, i64 %16
  %18 = add nsw i64 %indvars.iv92, -1
  %19 = and i64 %18, 1
  %20 = getelementptr inbounds nuw [1201 x i16], ptr @lcs_row, i64 %19
  %21 = getelementptr inbounds nuw [1201 x i16], ptr @edit, i64 %16
  %22 = getelementptr inbounds nuw [1201 x i16], ptr @edit, i64 %19
  store i16 0, ptr %17, align 2
  %23 = trunc i64 %18 to i16
  store i16 %23, ptr %22, align 2
  %24 = trunc i64 %indvars.iv92 to i16
  store i16 %24, ptr %21, align 2
  %25 = icmp eq i64 %indvars.iv92, 1
  %26 = getelementptr inbounds i8, ptr @s, i64 %18
  %27 = load i8, ptr %26, align 1
  br label %28

28:                                               ; preds = %.preheader, %46
  %29 = phi i16 [ %24, %.preheader ], [ %61, %46 ]
  %30 = phi i16 [ 0, %.preheader ], [ %..sink, %46 ]
  %indvars.iv88 = phi i64 [ 1, %.preheader ], [ %indvars.iv.next89, %46 ]
  br i1 %25, label %31, label %34

31:                                               ; preds = %28
  %32 = trunc i64 %indvars.iv88 to i16
  %33 = getelementptr inbounds nuw i16, ptr %22, i64 %indvars.iv88
  store i16 %32, ptr %33, align 2
  br label %34

34:                                               ; preds = %31, %28
  %35 = add nsw i64 %indvars.iv88, -1
  %36 = getelementptr inbounds i8, ptr @t, i64 %35
  %37 = load i8, ptr %36, align 1
  %38 = icmp eq i8 %27, %37
  br i1 %38, label %39, label %43

39:                                               ; preds = %34
  %40 = getelementptr inbounds i16, ptr %20, i64 %35
  %41 = load i16, ptr %40, align 2
  %42 = add i16 %41, 1
  br label %46

43:                                               ; preds = %34
  %44 = getelementptr inbounds nuw i16, ptr %20, i64 %indvars.iv88
  %45 = load i16, ptr %44, align 2
  %. = tail call i16 @llvm.smax.i16(i16 %45, i16 %30)
  br label %46

46:                                               ; preds = %43, %39
  %..sink = phi i16 [ %42, %39 ], [ %., %43 ]
  %47 = getelementptr inbounds nuw i16, ptr %17, i64 %indvars.iv88
  store i16 %..sink, ptr %47, align 2
  %48 = getelementptr inbounds nuw i16, ptr %22, i64 %indvars.iv88
  %49 = load i16, ptr %48, align 2
  %50 = sext i16 %49 to i32
  %51 = add nsw i32 %50, 1
  %52 = sext i16 %29 to i32
  %53 = add nsw i32 %52, 1
  %54 = getelementptr inbounds i16, ptr %22, i64 %35
  %55 = load i16, ptr %54, align 2
  %56 = sext i16 %55 to i32
  %57 = icmp ne i8 %27, %37
  %58 = zext i1 %57 to i32
  %59 = add nsw i32 %56, %58
  %60 = tail call fastcc i32 @min3(i32 noundef %51, i32 noundef %53, i32 noundef %59)
  %61 = trunc i32 %60 to i16
  %62 = getelementptr inbounds nuw i16, ptr %21, i64 %indvars.iv88
  store i16 %61, ptr %62, align 2
  %indvars.iv.next89 = add nuw nsw i64 %indvars.iv88, 1
  %exitcond91.not = icmp eq i64 %indvars.iv.next89, 1201
  br i1 %exitcond91.not, label %63, label %28, !llvm.loop !8

63:                                               ; preds = %46
  %indvars.iv.next93 = add nuw nsw i64 %indvars.iv92, 1
  %exitcond95.not = icmp eq i64 %indvars.iv.next93, 1201
  br i1 %exitcond95.not, label %64, label %.preheader, !llvm.loop !9

64:                                               ; preds = %63
  %65 = load i16, ptr getelementptr inbounds nuw (i8, ptr @lcs_row, i64 2400), align 16
  %66 = sext i16 %65 to i32
  %67 = load i16, ptr getelementptr inbounds nuw (i8, ptr @edit, i64 2400), align 16
  %68 = sext i16 %67 to i32
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %66, i32 noundef %68)
  br label %.lr.ph.preheader

.lr.ph.preheader:                                 ; preds = %._crit_edge, %64
  %.186 = phi i32 [ %10, %64 ], [ %73, %._crit_edge ]
  %.06985 = phi i32 [ 0, %64 ], [ %134, %._crit_edge ]
  %70 = mul i32 %.186, 1103515245
  %71 = add i32 %70, 12345
  %72 = mul i32 %71, 1103515245
  %73 = add i32 %72, 12345
  %74 = lshr i32 %73, 16
  %.lhs.trunc76 = trunc nuw i32 %74 to i16
  %75 = urem i16 %.lhs.trunc76, 100
  %narrow78 = add nuw nsw i16 %75, 1
  %76 = zext nneg i16 %narrow78 to i32
  %77 = lshr i32 %71, 16
  %.lhs.trunc = trunc nuw i32 %77 to i16
  %78 = urem i16 %.lhs.trunc, 90
  %narrow = add nuw nsw i16 %78, 10
  %79 = zext nneg i16 %narrow to i64
  %80 = sub nuw nsw i64 1001, %79
  %n.vec = and i64 %80, 1016
  %81 = sub nsw i64 1000, %n.vec
  %broadcast.splatinsert = insertelement <4 x i32> poison, i32 %76, i64 0
  %broadcast.splat = shufflevector <4 x i32> %broadcast.splatinsert, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %pred.store.continue120, %.lr.ph.preheader
  %index = phi i64 [ 0, %.lr.ph.preheader ], [ %index.next, %pred.store.continue120 ]
  %offset.idx = sub i64 1000, %index
  %82 = sub nsw i64 %offset.idx, %79
  %83 = getelementptr inbounds nuw i32, ptr @best, i64 %82
  %84 = getelementptr inbounds i8, ptr %83, i64 -12
  %85 = getelementptr inbounds i8, ptr %83, i64 -28
  %wide.load = load <4 x i32>, ptr %84, align 4
  %wide.load101 = load <4 x i32>, ptr %85, align 4
  %reverse = shufflevector <4 x i32> %wide.load, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %reverse102 = shufflevector <4 x i32> %wide.load101, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %86 = add nsw <4 x i32> %reverse, %broadcast.splat
  %87 = add nsw <4 x i32> %reverse102, %broadcast.splat
  %88 = getelementptr inbounds nuw i32, ptr @best, i64 %offset.idx
  %89 = getelementptr inbounds i8, ptr %88, i64 -12
  %90 = getelementptr inbounds i8, ptr %88, i64 -28
  %wide.load103 = load <4 x i32>, ptr %89, align 4
  %wide.load104 = load <4 x i32>, ptr %90, align 4
  %reverse105 = shufflevector <4 x i32> %wide.load103, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %reverse106 = shufflevector <4 x i32> %wide.load104, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %91 = icmp sgt <4 x i32> %86, %reverse105
  %92 = icmp sgt <4 x i32> %87, %reverse106
  %93 = extractelement <4 x i1> %91, i64 0
  br i1 %93, label %pred.store.if, label %pred.store.continue

pred.store.if:                                    ; preds = %vector.body
  %94 = getelementptr inbounds nuw i32, ptr @best, i64 %offset.idx
  %95 = extractelement <4 x i32> %86, i64 0
  store i32 %95, ptr %94, align 16
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %vector.body
  %96 = extractelement <4 x i1> %91, i64 1
  br i1 %96, label %pred.store.if107, label %pred.store.continue108

pred.store.if107:                                 ; preds = %pred.store.continue
  %97 = sub i64 999, %index
  %98 = getelementptr inbounds nuw i32, ptr @best, i64 %97
  %99 = extractelement <4 x i32> %86, i64 1
  store i32 %99, ptr %98, align 4
  br label %pred.store.continue108

pred.store.continue108:                           ; preds = %pred.store.if107, %pred.store.continue
  %100 = extractelement <4 x i1> %91, i64 2
  br i1 %100, label %pred.store.if109, label %pred.store.continue110

pred.store.if109:                                 ; preds = %pred.store.continue108
  %101 = sub i64 998, %index
  %102 = getelementptr inbounds nuw i32, ptr @best, i64 %101
  %103 = extractelement <4 x i32> %86, i64 2
  store i32 %103, ptr %102, align 8
  br label %pred.store.continue110

pred.store.continue110:                           ; preds = %pred.store.if109, %pred.store.continue108
  %104 = extractelement <4 x i1> %91, i64 3
  br i1 %104, label %pred.store.if111, label %pred.store.continue112

pred.store.if111:                                 ; preds = %pred.store.continue110
  %105 = sub i64 997, %index
  %106 = getelementptr inbounds nuw i32, ptr @best, i64 %105
  %107 = extractelement <4 x i32> %86, i64 3
  store i32 %107, ptr %106, align 4
  br label %pred.store.continue112

pred.store.continue112:                           ; preds = %pred.store.if111, %pred.store.continue110
  %108 = extractelement <4 x i1> %92, i64 0
  br i1 %108, label %pred.store.if113, label %pred.store.continue114

pred.store.if113:                                 ; preds = %pred.store.continue112
  %109 = sub i64 996, %index
  %110 = getelementptr inbounds nuw i32, ptr @best, i64 %109
  %111 = extractelement <4 x i32> %87, i64 0
  store i32 %111, ptr %110, align 16
  br label %pred.store.continue114

pred.store.continue114:                           ; preds = %pred.store.if113, %pred.store.continue112
  %112 = extractelement <4 x i1> %92, i64 1
  br i1 %112, label %pred.store.if115, label %pred.store.continue116

pred.store.if115:                                 ; preds = %pred.store.continue114
  %113 = sub i64 995, %index
  %114 = getelementptr inbounds nuw i32, ptr @best, i64 %113
  %115 = extractelement <4 x i32> %87, i64 1
  store i32 %115, ptr %114, align 4
  br label %pred.store.continue116

pred.store.continue116:                           ; preds = %pred.store.if115, %pred.store.continue114
  %116 = extractelement <4 x i1> %92, i64 2
  br i1 %116, label %pred.store.if117, label %pred.store.continue118

pred.store.if117:                                 ; preds = %pred.store.continue116
  %117 = sub i64 994, %index
  %118 = getelementptr inbounds nuw i32, ptr @best, i64 %117
  %119 = extractelement <4 x i32> %87, i64 2
  store i32 %119, ptr %118, align 8
  br label %pred.store.continue118

pred.store.continue118:                           ; preds = %pred.store.if117, %pred.store.continue116
  %120 = extractelement <4 x i1> %92, i64 3
  br i1 %120, label %pred.store.if119, label %pred.store.continue120

pred.store.if119:                                 ; preds = %pred.store.continue118
  %121 = sub i64 993, %index
  %122 = getelementptr inbounds nuw i32, ptr @best, i64 %121
  %123 = extractelement <4 x i32> %87, i64 3
  store i32 %123, ptr %122, align 4
  br label %pred.store.continue120

pred.store.continue120:                           ; preds = %pred.store.if119, %pred.store.continue118
  %index.next = add nuw i64 %index, 8
  %124 = icmp eq i64 %index.next, %n.vec
  br i1 %124, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %pred.store.continue120
  %cmp.n = icmp eq i64 %80, %n.vec
  br i1 %cmp.n, label %._crit_edge, label %.lr.ph

.lr.ph:                                           ; preds = %middle.block, %133
  %indvars.iv96 = phi i64 [ %indvars.iv.next97, %133 ], [ %81, %middle.block ]
  %125 = sub nsw i64 %indvars.iv96, %79
  %126 = getelementptr inbounds nuw i32, ptr @best, i64 %125
  %127 = load i32, ptr %126, align 4
  %128 = add nsw i32 %127, %76
  %129 = getelementptr inbounds nuw i32, ptr @best, i64 %indvars.iv96
  %130 = load i32, ptr %129, align 4
  %131 = icmp sgt i32 %128, %130
  br i1 %131, label %132, label %133

132:                                              ; preds = %.lr.ph
  store i32 %128, ptr %129, align 4
  br label %133

133:                                              ; preds = %.lr.ph, %132
  %indvars.iv.next97 = add nsw i64 %indvars.iv96, -1
  %.not.not = icmp samesign ugt i64 %indvars.iv96, %79
  br i1 %.not.not, label %.lr.ph, label %._crit_edge, !llvm.loop !13

._crit_edge:                                      ; preds = %133, %middle.block
  %134 = add nuw nsw i32 %.06985, 1
  %exitcond99.not = icmp eq i32 %134, 60
  br i1 %exitcond99.not, label %135, label %.lr.ph.preheader, !llvm.loop !14

135:                                              ; preds = %._crit_edge
  %136 = load i32, ptr getelementptr inbounds nuw (i8, ptr @best, i64 4000), align 16
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %136)
  ret i32 0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -32768, 32769) i32 @min3(i32 noundef range(i32 -32767, 32769) %0, i32 noundef range(i32 -32767, 32769) %1, i32 noundef range(i32 -32768, 32769) %2) unnamed_addr #1 {
  %4 = tail call i32 @llvm.smin.i32(i32 %0, i32 %1)
  %5 = tail call i32 @llvm.smin.i32(i32 %4, i32 %2)
  ret i32 %5
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #3

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = distinct !{!10, !7, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !7, !12, !11}
!14 = distinct !{!14, !7}
