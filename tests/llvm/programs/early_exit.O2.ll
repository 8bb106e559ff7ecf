; ModuleID = 'early_exit.O0.ll'
source_filename = "early_exit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.a = private unnamed_addr constant [10 x i32] [i32 5, i32 3, i32 9, i32 1, i32 7, i32 3, i32 8, i32 9, i32 2, i32 6], align 16
@.str = private unnamed_addr constant [12 x i8] c"find 7: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"find 4: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"first repeat: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [31 x i8] c"primes below 200: %d, last %d\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @find(ptr noundef @__const.main.a, i32 noundef 7)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1)
  %3 = tail call fastcc i32 @find(ptr noundef @__const.main.a, i32 noundef 4)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3)
  %5 = tail call fastcc i32 @first_repeat(ptr noundef @__const.main.a)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5)
  br label %7

7:                                                ; preds = %0, %7
  %.013 = phi i32 [ 0, %0 ], [ %9, %7 ]
  %.0712 = phi i32 [ 0, %0 ], [ %spec.select10, %7 ]
  %.0811 = phi i32 [ 0, %0 ], [ %spec.select, %7 ]
  %8 = tail call fastcc i32 @is_prime(i32 noundef %.013)
  %.not.not = icmp eq i32 %8, 0
  %spec.select = add nuw nsw i32 %8, %.0811
  %spec.select10 = select i1 %.not.not, i32 %.0712, i32 %.013
  %9 = add nuw nsw i32 %.013, 1
  %exitcond.not = icmp eq i32 %9, 200
  br i1 %exitcond.not, label %10, label %7, !llvm.loop !6

10:                                               ; preds = %7
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %spec.select, i32 noundef %spec.select10)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i32 -1, 10) i32 @find(ptr noundef nonnull readonly captures(none) %0, i32 noundef range(i32 4, 8) %1) unnamed_addr #2 {
  %3 = load i32, ptr %0, align 4
  %4 = icmp eq i32 %3, %1
  br i1 %4, label %41, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %7 = load i32, ptr %6, align 4
  %8 = icmp eq i32 %7, %1
  br i1 %8, label %41, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %11 = load i32, ptr %10, align 4
  %12 = icmp eq i32 %11, %1
  br i1 %12, label %41, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %15 = load i32, ptr %14, align 4
  %16 = icmp eq i32 %15, %1
  br i1 %16, label %41, label %17

17:                                               ; preds = %13
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %19 = load i32, ptr %18, align 4
  %20 = icmp eq i32 %19, %1
  br i1 %20, label %41, label %21

21:                                               ; preds = %17
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %23 = load i32, ptr %22, align 4
  %24 = icmp eq i32 %23, %1
  br i1 %24, label %41, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %27 = load i32, ptr %26, align 4
  %28 = icmp eq i32 %27, %1
  br i1 %28, label %41, label %29

29:                                               ; preds = %25
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %31 = load i32, ptr %30, align 4
  %32 = icmp eq i32 %31, %1
  br i1 %32, label %41, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %35 = load i32, ptr %34, align 4
  %36 = icmp eq i32 %35, %1
  br i1 %36, label %41, label %37

37:                                               ; preds = %33
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %39 = load i32, ptr %38, align 4
  %40 = icmp eq i32 %39, %1
  %spec.select = select i1 %40, i32 9, i32 -1
  br label %41

41:                                               ; preds = %37, %33, %29, %25, %21, %17, %13, %9, %5, %2
  %.07 = phi i32 [ 0, %2 ], [ 5, %21 ], [ 1, %5 ], [ %spec.select, %37 ], [ 2, %9 ], [ 7, %29 ], [ 3, %13 ], [ 8, %33 ], [ 4, %17 ], [ 6, %25 ]
  ret i32 %.07
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @first_repeat(ptr noundef nonnull readonly captures(none) %0) unnamed_addr #2 {
.lr.ph.1:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %2 = load i32, ptr %1, align 4
  %3 = load i32, ptr %0, align 4
  %4 = icmp eq i32 %2, %3
  br i1 %4, label %.loopexit, label %.lr.ph.2

.lr.ph.2:                                         ; preds = %.lr.ph.1
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %0, align 4
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %.loopexit, label %9

9:                                                ; preds = %.lr.ph.2
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %11 = load i32, ptr %10, align 4
  %12 = icmp eq i32 %6, %11
  br i1 %12, label %.loopexit, label %.lr.ph.3

.lr.ph.3:                                         ; preds = %9
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %14 = load i32, ptr %13, align 4
  %15 = load i32, ptr %0, align 4
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %.loopexit, label %17

17:                                               ; preds = %.lr.ph.3
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %19 = load i32, ptr %18, align 4
  %20 = icmp eq i32 %14, %19
  br i1 %20, label %.loopexit, label %21

21:                                               ; preds = %17
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %23 = load i32, ptr %22, align 4
  %24 = icmp eq i32 %14, %23
  br i1 %24, label %.loopexit, label %.lr.ph.4

.lr.ph.4:                                         ; preds = %21
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %26 = load i32, ptr %25, align 4
  %27 = load i32, ptr %0, align 4
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %.loopexit, label %29

29:                                               ; preds = %.lr.ph.4
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %31 = load i32, ptr %30, align 4
  %32 = icmp eq i32 %26, %31
  br i1 %32, label %.loopexit, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %35 = load i32, ptr %34, align 4
  %36 = icmp eq i32 %26, %35
  br i1 %36, label %.loopexit, label %37

37:                                               ; preds = %33
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %39 = load i32, ptr %38, align 4
  %40 = icmp eq i32 %26, %39
  br i1 %40, label %.loopexit, label %.lr.ph.5

.lr.ph.5:                                         ; preds = %37
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %42 = load i32, ptr %41, align 4
  %43 = load i32, ptr %0, align 4
  %44 = icmp eq i32 %42, %43
  br i1 %44, label %.loopexit, label %45

45:                                               ; preds = %.lr.ph.5
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %47 = load i32, ptr %46, align 4
  %48 = icmp eq i32 %42, %47
  br i1 %48, label %.loopexit, label %49

49:                                               ; preds = %45
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %51 = load i32, ptr %50, align 4
  %52 = icmp eq i32 %42, %51
  br i1 %52, label %.loopexit, label %53

53:                                               ; preds = %49
  %54 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %55 = load i32, ptr %54, align 4
  %56 = icmp eq i32 %42, %55
  br i1 %56, label %.loopexit, label %57

57:                                               ; preds = %53
  %58 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %59 = load i32, ptr %58, align 4
  %60 = icmp eq i32 %42, %59
  br i1 %60, label %.loopexit, label %.lr.ph.6

.lr.ph.6:                                         ; preds = %57
  %61 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %62 = load i32, ptr %61, align 4
  %63 = load i32, ptr %0, align 4
  %64 = icmp eq i32 %62, %63
  br i1 %64, label %.loopexit, label %65

65:                                               ; preds = %.lr.ph.6
  %66 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %67 = load i32, ptr %66, align 4
  %68 = icmp eq i32 %62, %67
  br i1 %68, label %.loopexit, label %69

69:                                               ; preds = %65
  %70 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %71 = load i32, ptr %70, align 4
  %72 = icmp eq i32 %62, %71
  br i1 %72, label %.loopexit, label %73

73:                                               ; preds = %69
  %74 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %75 = load i32, ptr %74, align 4
  %76 = icmp eq i32 %62, %75
  br i1 %76, label %.loopexit, label %77

77:                                               ; preds = %73
  %78 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %79 = load i32, ptr %78, align 4
  %80 = icmp eq i32 %62, %79
  br i1 %80, label %.loopexit, label %81

81:                                               ; preds = %77
  %82 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %83 = load i32, ptr %82, align 4
  %84 = icmp eq i32 %62, %83
  br i1 %84, label %.loopexit, label %.lr.ph.7

.lr.ph.7:                                         ; preds = %81
  %85 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %86 = load i32, ptr %85, align 4
  %87 = load i32, ptr %0, align 4
  %88 = icmp eq i32 %86, %87
  br i1 %88, label %.loopexit, label %89

89:                                               ; preds = %.lr.ph.7
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %91 = load i32, ptr %90, align 4
  %92 = icmp eq i32 %86, %91
  br i1 %92, label %.loopexit, label %93

93:                                               ; preds = %89
  %94 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %95 = load i32, ptr %94, align 4
  %96 = icmp eq i32 %86, %95
  br i1 %96, label %.loopexit, label %97

97:                                               ; preds = %93
  %98 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %99 = load i32, ptr %98, align 4
  %100 = icmp eq i32 %86, %99
  br i1 %100, label %.loopexit, label %101

101:                                              ; preds = %97
  %102 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %103 = load i32, ptr %102, align 4
  %104 = icmp eq i32 %86, %103
  br i1 %104, label %.loopexit, label %105

105:                                              ; preds = %101
  %106 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %107 = load i32, ptr %106, align 4
  %108 = icmp eq i32 %86, %107
  br i1 %108, label %.loopexit, label %109

109:                                              ; preds = %105
  %110 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %111 = load i32, ptr %110, align 4
  %112 = icmp eq i32 %86, %111
  br i1 %112, label %.loopexit, label %.lr.ph.8

.lr.ph.8:                                         ; preds = %109
  %113 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %114 = load i32, ptr %113, align 4
  %115 = load i32, ptr %0, align 4
  %116 = icmp eq i32 %114, %115
  br i1 %116, label %.loopexit, label %117

117:                                              ; preds = %.lr.ph.8
  %118 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %119 = load i32, ptr %118, align 4
  %120 = icmp eq i32 %114, %119
  br i1 %120, label %.loopexit, label %121

121:                                              ; preds = %117
  %122 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %123 = load i32, ptr %122, align 4
  %124 = icmp eq i32 %114, %123
  br i1 %124, label %.loopexit, label %125

125:                                              ; preds = %121
  %126 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %127 = load i32, ptr %126, align 4
  %128 = icmp eq i32 %114, %127
  br i1 %128, label %.loopexit, label %129

129:                                              ; preds = %125
  %130 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %131 = load i32, ptr %130, align 4
  %132 = icmp eq i32 %114, %131
  br i1 %132, label %.loopexit, label %133

133:                                              ; preds = %129
  %134 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %135 = load i32, ptr %134, align 4
  %136 = icmp eq i32 %114, %135
  br i1 %136, label %.loopexit, label %137

137:                                              ; preds = %133
  %138 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %139 = load i32, ptr %138, align 4
  %140 = icmp eq i32 %114, %139
  br i1 %140, label %.loopexit, label %141

141:                                              ; preds = %137
  %142 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %143 = load i32, ptr %142, align 4
  %144 = icmp eq i32 %114, %143
  br i1 %144, label %.loopexit, label %.lr.ph.9

.lr.ph.9:                                         ; preds = %141
  %145 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %146 = load i32, ptr %145, align 4
  %147 = load i32, ptr %0, align 4
  %148 = icmp eq i32 %146, %147
  br i1 %148, label %.loopexit, label %149

149:                                              ; preds = %.lr.ph.9
  %150 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %151 = load i32, ptr %150, align 4
  %152 = icmp eq i32 %146, %151
  br i1 %152, label %.loopexit, label %153

153:                                              ; preds = %149
  %154 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %155 = load i32, ptr %154, align 4
  %156 = icmp eq i32 %146, %155
  br i1 %156, label %.loopexit, label %157

157:                                              ; preds = %153
  %158 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %159 = load i32, ptr %158, align 4
  %160 = icmp eq i32 %146, %159
  br i1 %160, label %.loopexit, label %161

161:                                              ; preds = %157
  %162 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %163 = load i32, ptr %162, align 4
  %164 = icmp eq i32 %146, %163
  br i1 %164, label %.loopexit, label %165

165:                                              ; preds = %161
  %166 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %167 = load i32, ptr %166, align 4
  %168 = icmp eq i32 %146, %167
  br i1 %168, label %.loopexit, label %169

169:                                              ; preds = %165
  %170 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %171 = load i32, ptr %170, align 4
  %172 = icmp eq i32 %146, %171
  br i1 %172, label %.loopexit, label %173

173:                                              ; preds = %169
  %174 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %175 = load i32, ptr %174, align 4
  %176 = icmp eq i32 %146, %175
  br i1 %176, label %.loopexit, label %177

177:                                              ; preds = %173
  %178 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %179 = load i32, ptr %178, align 4
  %180 = icmp eq i32 %146, %179
  %spec.select = select i1 %180, i32 %146, i32 0
  br label %.loopexit

.loopexit:                                        ; preds = %177, %.lr.ph.1, %9, %.lr.ph.2, %21, %17, %.lr.ph.3, %37, %33, %29, %.lr.ph.4, %57, %53, %49, %45, %.lr.ph.5, %81, %77, %73, %69, %65, %.lr.ph.6, %109, %105, %101, %97, %93, %89, %.lr.ph.7, %141, %137, %133, %129, %125, %121, %117, %.lr.ph.8, %173, %169, %165, %161, %157, %153, %149, %.lr.ph.9
  %.013 = phi i32 [ %spec.select, %177 ], [ %86, %.lr.ph.7 ], [ %114, %.lr.ph.8 ], [ %62, %.lr.ph.6 ], [ %2, %.lr.ph.1 ], [ %6, %.lr.ph.2 ], [ %14, %.lr.ph.3 ], [ %26, %.lr.ph.4 ], [ %42, %.lr.ph.5 ], [ %6, %9 ], [ %14, %21 ], [ %14, %17 ], [ %26, %37 ], [ %26, %33 ], [ %26, %29 ], [ %42, %57 ], [ %42, %53 ], [ %42, %49 ], [ %42, %45 ], [ %62, %81 ], [ %62, %77 ], [ %62, %73 ], [ %62, %69 ], [ %62, %65 ], [ %86, %109 ], [ %86, %105 ], [ %86, %101 ], [ %86, %97 ], [ %86, %93 ], [ %86, %89 ], [ %114, %141 ], [ %114, %137 ], [ %114, %133 ], [ %114, %129 ], [ %114, %125 ], [ %114, %121 ], [ %114, %117 ], [ %146, %173 ], [ %146, %169 ], [ %146, %165 ], [ %146, %161 ], [ %146, %157 ], [ %146, %153 ], [ %146, %149 ], [ %146, %.lr.ph.9 ]
  ret i32 %.013
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @is_prime(i32 noundef range(i32 -2147483648, 200) %0) unnamed_addr #3 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %.loopexit, label %.preheader

.preheader:                                       ; preds = %1
  %.not10 = icmp samesign ult i32 %0, 4
  br i1 %.not10, label %.loopexit, label %.lr.ph

3:                                                ; preds = %.lr.ph
  %4 = add nuw nsw i32 %.011, 1
  %5 = mul nuw nsw i32 %4, %4
  %.not = icmp sgt i32 %5, %0
  br i1 %.not, label %.loopexit, label %.lr.ph, !llvm.loop !8

.lr.ph:                                           ; preds = %.preheader, %3
  %.011 = phi i32 [ %4, %3 ], [ 2, %.preheader ]
  %6 = urem i32 %0, %.011
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %.loopexit, label %3

.loopexit:                                        ; preds = %.lr.ph, %3, %.preheader, %1
  %.08 = phi i32 [ 0, %1 ], [ 1, %.preheader ], [ 0, %.lr.ph ], [ 1, %3 ]
  ret i32 %.08
}

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
