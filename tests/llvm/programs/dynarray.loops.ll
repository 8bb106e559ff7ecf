; ModuleID = 'dynarray.canon.ll'
source_filename = "dynarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [15 x i8] c"len %d cap %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"weighted %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"calloc zero %.1f %.1f\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca %struct.vec, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %1, i8 0, i64 16, i1 false)
  br label %2

2:                                                ; preds = %0, %7
  %.012 = phi i32 [ 12345, %0 ], [ %4, %7 ]
  %.021 = phi i32 [ 0, %0 ], [ %8, %7 ]
  %3 = mul i32 %.012, 1103515245
  %4 = add i32 %3, 12345
  %5 = lshr i32 %4, 16
  %6 = urem i32 %5, 100
  call void @vec_push(ptr noundef %1, i32 noundef %6)
  br label %7

7:                                                ; preds = %2
  %8 = add nuw nsw i32 %.021, 1
  %exitcond = icmp ne i32 %8, 50
  br i1 %exitcond, label %2, label %9, !llvm.loop !6

9:                                                ; preds = %7
  %10 = getelementptr inbounds nuw %struct.vec, ptr %1, i32 0, i32 1
  %11 = load i32, ptr %10, align 8
  %12 = getelementptr inbounds nuw %struct.vec, ptr %1, i32 0, i32 2
  %13 = load i32, ptr %12, align 4
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %11, i32 noundef %13)
  %15 = call noalias ptr @calloc(i64 noundef 10, i64 noundef 4) #8
  %16 = getelementptr inbounds nuw %struct.vec, ptr %1, i32 0, i32 1
  %17 = load i32, ptr %16, align 8
  %18 = getelementptr inbounds nuw %struct.vec, ptr %1, i32 0, i32 0
  %19 = load ptr, ptr %18, align 8
  %20 = icmp slt i32 0, %17
  br i1 %20, label %.lr.ph, label %48

.lr.ph:                                           ; preds = %9
  %21 = add i32 %17, -1
  %xtraiter = and i32 %17, 1
  %22 = icmp ult i32 %21, 1
  br i1 %22, label %.epil.preheader, label %.lr.ph.new

.lr.ph.new:                                       ; preds = %.lr.ph
  %unroll_iter = sub i32 %17, %xtraiter
  br label %23

23:                                               ; preds = %39, %.lr.ph.new
  %indvars.iv = phi i64 [ 0, %.lr.ph.new ], [ %indvars.iv.next.1, %39 ]
  %niter = phi i32 [ 0, %.lr.ph.new ], [ %niter.next.1, %39 ]
  %24 = getelementptr inbounds i32, ptr %19, i64 %indvars.iv
  %25 = load i32, ptr %24, align 4
  %26 = sdiv i32 %25, 10
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %15, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %28, align 4
  br label %31

31:                                               ; preds = %23
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %32 = getelementptr inbounds i32, ptr %19, i64 %indvars.iv.next
  %33 = load i32, ptr %32, align 4
  %34 = sdiv i32 %33, 10
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %15, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %36, align 4
  br label %39

39:                                               ; preds = %31
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp ne i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %23, label %._crit_edge.unr-lcssa, !llvm.loop !8

._crit_edge.unr-lcssa:                            ; preds = %39
  %indvars.iv.unr = phi i64 [ %indvars.iv.next.1, %39 ]
  %lcmp.mod = icmp ne i32 %xtraiter, 0
  br i1 %lcmp.mod, label %.epil.preheader, label %._crit_edge

.epil.preheader:                                  ; preds = %._crit_edge.unr-lcssa, %.lr.ph
  %indvars.iv.epil.init = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.unr, %._crit_edge.unr-lcssa ]
  %lcmp.mod21 = icmp ne i32 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod21)
  br label %40

40:                                               ; preds = %.epil.preheader
  %41 = getelementptr inbounds i32, ptr %19, i64 %indvars.iv.epil.init
  %42 = load i32, ptr %41, align 4
  %43 = sdiv i32 %42, 10
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %15, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %45, align 4
  br label %._crit_edge.epilog-lcssa

._crit_edge.epilog-lcssa:                         ; preds = %40
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.unr-lcssa, %._crit_edge.epilog-lcssa
  br label %48

48:                                               ; preds = %._crit_edge, %9
  br label %49

49:                                               ; preds = %48
  %50 = load i32, ptr %15, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %50)
  br label %52

52:                                               ; preds = %49
  %53 = getelementptr inbounds i32, ptr %15, i64 1
  %54 = load i32, ptr %53, align 4
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %54)
  br label %56

56:                                               ; preds = %52
  %57 = getelementptr inbounds i32, ptr %15, i64 2
  %58 = load i32, ptr %57, align 4
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %58)
  br label %60

60:                                               ; preds = %56
  %61 = getelementptr inbounds i32, ptr %15, i64 3
  %62 = load i32, ptr %61, align 4
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %62)
  br label %64

64:                                               ; preds = %60
  %65 = getelementptr inbounds i32, ptr %15, i64 4
  %66 = load i32, ptr %65, align 4
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %66)
  br label %68

68:                                               ; preds = %64
  %69 = getelementptr inbounds i32, ptr %15, i64 5
  %70 = load i32, ptr %69, align 4
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %70)
  br label %72

72:                                               ; preds = %68
  %73 = getelementptr inbounds i32, ptr %15, i64 6
  %74 = load i32, ptr %73, align 4
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %74)
  br label %76

76:                                               ; preds = %72
  %77 = getelementptr inbounds i32, ptr %15, i64 7
  %78 = load i32, ptr %77, align 4
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %78)
  br label %80

80:                                               ; preds = %76
  %81 = getelementptr inbounds i32, ptr %15, i64 8
  %82 = load i32, ptr %81, align 4
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %82)
  br label %84

84:                                               ; preds = %80
  %85 = getelementptr inbounds i32, ptr %15, i64 9
  %86 = load i32, ptr %85, align 4
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %86)
  br label %88

88:                                               ; preds = %84
  %89 = call i32 @putchar(i32 noundef 10)
  %90 = getelementptr inbounds nuw %struct.vec, ptr %1, i32 0, i32 1
  %91 = load i32, ptr %90, align 8
  %92 = load ptr, ptr %1, align 8
  %93 = icmp slt i32 0, %91
  br i1 %93, label %.lr.ph8, label %128

.lr.ph8:                                          ; preds = %88
  %wide.trip.count19 = zext i32 %91 to i64
  %94 = add i32 %91, -1
  %xtraiter23 = and i32 %91, 3
  %95 = icmp ult i32 %94, 3
  br i1 %95, label %.epil.preheader22, label %.lr.ph8.new

.lr.ph8.new:                                      ; preds = %.lr.ph8
  %unroll_iter27 = sub i32 %91, %xtraiter23
  br label %96

96:                                               ; preds = %120, %.lr.ph8.new
  %indvars.iv16 = phi i64 [ 0, %.lr.ph8.new ], [ %indvars.iv.next17.3, %120 ]
  %.035 = phi i64 [ 0, %.lr.ph8.new ], [ %119, %120 ]
  %niter28 = phi i32 [ 0, %.lr.ph8.new ], [ %niter28.next.3, %120 ]
  %97 = getelementptr inbounds i32, ptr %92, i64 %indvars.iv16
  %98 = load i32, ptr %97, align 4
  %99 = sext i32 %98 to i64
  %indvars.iv.next17 = add nuw nsw i64 %indvars.iv16, 1
  %100 = mul nsw i64 %99, %indvars.iv.next17
  %101 = add nsw i64 %.035, %100
  br label %102

102:                                              ; preds = %96
  %103 = getelementptr inbounds i32, ptr %92, i64 %indvars.iv.next17
  %104 = load i32, ptr %103, align 4
  %105 = sext i32 %104 to i64
  %indvars.iv.next17.1 = add nuw nsw i64 %indvars.iv16, 2
  %106 = mul nsw i64 %105, %indvars.iv.next17.1
  %107 = add nsw i64 %101, %106
  br label %108

108:                                              ; preds = %102
  %109 = getelementptr inbounds i32, ptr %92, i64 %indvars.iv.next17.1
  %110 = load i32, ptr %109, align 4
  %111 = sext i32 %110 to i64
  %indvars.iv.next17.2 = add nuw nsw i64 %indvars.iv16, 3
  %112 = mul nsw i64 %111, %indvars.iv.next17.2
  %113 = add nsw i64 %107, %112
  br label %114

114:                                              ; preds = %108
  %115 = getelementptr inbounds i32, ptr %92, i64 %indvars.iv.next17.2
  %116 = load i32, ptr %115, align 4
  %117 = sext i32 %116 to i64
  %indvars.iv.next17.3 = add nuw nsw i64 %indvars.iv16, 4
  %118 = mul nsw i64 %117, %indvars.iv.next17.3
  %119 = add nsw i64 %113, %118
  br label %120

120:                                              ; preds = %114
  %niter28.next.3 = add i32 %niter28, 4
  %niter28.ncmp.3 = icmp ne i32 %niter28.next.3, %unroll_iter27
  br i1 %niter28.ncmp.3, label %96, label %._crit_edge9.unr-lcssa, !llvm.loop !9

._crit_edge9.unr-lcssa:                           ; preds = %120
  %split.ph = phi i64 [ %119, %120 ]
  %indvars.iv16.unr = phi i64 [ %indvars.iv.next17.3, %120 ]
  %.035.unr = phi i64 [ %119, %120 ]
  %lcmp.mod24 = icmp ne i32 %xtraiter23, 0
  br i1 %lcmp.mod24, label %.epil.preheader22, label %._crit_edge9

.epil.preheader22:                                ; preds = %._crit_edge9.unr-lcssa, %.lr.ph8
  %indvars.iv16.epil.init = phi i64 [ 0, %.lr.ph8 ], [ %indvars.iv16.unr, %._crit_edge9.unr-lcssa ]
  %.035.epil.init = phi i64 [ 0, %.lr.ph8 ], [ %.035.unr, %._crit_edge9.unr-lcssa ]
  %lcmp.mod26 = icmp ne i32 %xtraiter23, 0
  call void @llvm.assume(i1 %lcmp.mod26)
  br label %121

121:                                              ; preds = %127, %.epil.preheader22
  %indvars.iv16.epil = phi i64 [ %indvars.iv16.epil.init, %.epil.preheader22 ], [ %indvars.iv.next17.epil, %127 ]
  %.035.epil = phi i64 [ %.035.epil.init, %.epil.preheader22 ], [ %126, %127 ]
  %epil.iter = phi i32 [ 0, %.epil.preheader22 ], [ %epil.iter.next, %127 ]
  %122 = getelementptr inbounds i32, ptr %92, i64 %indvars.iv16.epil
  %123 = load i32, ptr %122, align 4
  %124 = sext i32 %123 to i64
  %indvars.iv.next17.epil = add nuw nsw i64 %indvars.iv16.epil, 1
  %125 = mul nsw i64 %124, %indvars.iv.next17.epil
  %126 = add nsw i64 %.035.epil, %125
  br label %127

127:                                              ; preds = %121
  %exitcond20.epil = icmp ne i64 %indvars.iv.next17.epil, %wide.trip.count19
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp = icmp ne i32 %epil.iter.next, %xtraiter23
  br i1 %epil.iter.cmp, label %121, label %._crit_edge9.epilog-lcssa, !llvm.loop !10

._crit_edge9.epilog-lcssa:                        ; preds = %127
  %split.ph25 = phi i64 [ %126, %127 ]
  br label %._crit_edge9

._crit_edge9:                                     ; preds = %._crit_edge9.unr-lcssa, %._crit_edge9.epilog-lcssa
  %split = phi i64 [ %split.ph, %._crit_edge9.unr-lcssa ], [ %split.ph25, %._crit_edge9.epilog-lcssa ]
  br label %128

128:                                              ; preds = %._crit_edge9, %88
  %.03.lcssa = phi i64 [ %split, %._crit_edge9 ], [ 0, %88 ]
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %.03.lcssa)
  %130 = call noalias ptr @calloc(i64 noundef 4, i64 noundef 8) #8
  %131 = getelementptr inbounds double, ptr %130, i64 0
  %132 = load double, ptr %131, align 8
  %133 = getelementptr inbounds double, ptr %130, i64 3
  %134 = load double, ptr %133, align 8
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %132, double noundef %134)
  call void @free(ptr noundef %130) #9
  call void @free(ptr noundef %15) #9
  %136 = getelementptr inbounds nuw %struct.vec, ptr %1, i32 0, i32 0
  %137 = load ptr, ptr %136, align 8
  call void @free(ptr noundef %137) #9
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define internal void @vec_push(ptr noundef %0, i32 noundef %1) #0 {
  %3 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 1
  %4 = load i32, ptr %3, align 8
  %5 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 2
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %4, %6
  br i1 %7, label %8, label %37

8:                                                ; preds = %2
  %9 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 2
  %10 = load i32, ptr %9, align 4
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %16

12:                                               ; preds = %8
  %13 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 2
  %14 = load i32, ptr %13, align 4
  %15 = mul nsw i32 %14, 2
  br label %17

16:                                               ; preds = %8
  br label %17

17:                                               ; preds = %16, %12
  %18 = phi i32 [ %15, %12 ], [ 2, %16 ]
  %19 = sext i32 %18 to i64
  %20 = mul i64 %19, 4
  %21 = call noalias ptr @malloc(i64 noundef %20) #10
  %22 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 1
  %23 = load i32, ptr %22, align 8
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %32

25:                                               ; preds = %17
  %26 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 0
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 1
  %29 = load i32, ptr %28, align 8
  %30 = sext i32 %29 to i64
  %31 = mul i64 %30, 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 4 %27, i64 %31, i1 false)
  br label %32

32:                                               ; preds = %25, %17
  %33 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 0
  %34 = load ptr, ptr %33, align 8
  call void @free(ptr noundef %34) #9
  %35 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 0
  store ptr %21, ptr %35, align 8
  %36 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 2
  store i32 %18, ptr %36, align 4
  br label %37

37:                                               ; preds = %32, %2
  %38 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 0
  %39 = load ptr, ptr %38, align 8
  %40 = getelementptr inbounds nuw %struct.vec, ptr %0, i32 0, i32 1
  %41 = load i32, ptr %40, align 8
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %40, align 8
  %43 = sext i32 %41 to i64
  %44 = getelementptr inbounds i32, ptr %39, i64 %43
  store i32 %1, ptr %44, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #3

declare i32 @putchar(i32 noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind allocsize(0,1) }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0) }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
