; ModuleID = 'gcd_primes.O0.ll'
source_filename = "gcd_primes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"gcd %u %u %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"gcd_rec %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"powmod %u %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"(%d primes)\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
.lr.ph:
  %0 = alloca [100 x i8], align 16
  %1 = tail call fastcc i32 @gcd(i32 noundef 1071, i32 noundef 462)
  %2 = tail call fastcc i32 @gcd(i32 noundef 17, i32 noundef 5)
  %3 = tail call fastcc i32 @gcd(i32 noundef 0, i32 noundef 9)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i32 noundef %2, i32 noundef %3)
  %5 = tail call fastcc i64 @gcd_rec(i64 noundef 1234567890123, i64 noundef 9876543210)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %5)
  %7 = tail call fastcc i32 @powmod(i64 noundef 2, i32 noundef 100, i32 noundef 1000000007)
  %8 = tail call fastcc i32 @powmod(i64 noundef 7, i32 noundef 65536, i32 noundef 65537)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7, i32 noundef %8)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(100) %0, i8 0, i64 100, i1 false)
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 4
  store i8 1, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 6
  store i8 1, ptr %11, align 2
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i8 1, ptr %12, align 8
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 10
  store i8 1, ptr %13, align 2
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i8 1, ptr %14, align 4
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 14
  store i8 1, ptr %15, align 2
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store i8 1, ptr %16, align 16
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 18
  store i8 1, ptr %17, align 2
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 20
  store i8 1, ptr %18, align 4
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 22
  store i8 1, ptr %19, align 2
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 24
  store i8 1, ptr %20, align 8
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 26
  store i8 1, ptr %21, align 2
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 28
  store i8 1, ptr %22, align 4
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 30
  store i8 1, ptr %23, align 2
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store i8 1, ptr %24, align 16
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 34
  store i8 1, ptr %25, align 2
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 36
  store i8 1, ptr %26, align 4
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 38
  store i8 1, ptr %27, align 2
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store i8 1, ptr %28, align 8
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 42
  store i8 1, ptr %29, align 2
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 44
  store i8 1, ptr %30, align 4
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 46
  store i8 1, ptr %31, align 2
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store i8 1, ptr %32, align 16
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 50
  store i8 1, ptr %33, align 2
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 52
  store i8 1, ptr %34, align 4
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 54
  store i8 1, ptr %35, align 2
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store i8 1, ptr %36, align 8
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 58
  store i8 1, ptr %37, align 2
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 60
  store i8 1, ptr %38, align 4
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 62
  store i8 1, ptr %39, align 2
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 64
  store i8 1, ptr %40, align 16
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 66
  store i8 1, ptr %41, align 2
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 68
  store i8 1, ptr %42, align 4
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 70
  store i8 1, ptr %43, align 2
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store i8 1, ptr %44, align 8
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 74
  store i8 1, ptr %45, align 2
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 76
  store i8 1, ptr %46, align 4
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 78
  store i8 1, ptr %47, align 2
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 80
  store i8 1, ptr %48, align 16
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 82
  store i8 1, ptr %49, align 2
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 84
  store i8 1, ptr %50, align 4
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 86
  store i8 1, ptr %51, align 2
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store i8 1, ptr %52, align 8
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 90
  store i8 1, ptr %53, align 2
  %54 = getelementptr inbounds nuw i8, ptr %0, i64 92
  store i8 1, ptr %54, align 4
  %55 = getelementptr inbounds nuw i8, ptr %0, i64 94
  store i8 1, ptr %55, align 2
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store i8 1, ptr %56, align 16
  %57 = getelementptr inbounds nuw i8, ptr %0, i64 98
  store i8 1, ptr %57, align 2
  %58 = getelementptr inbounds nuw i8, ptr %0, i64 3
  %59 = load i8, ptr %58, align 1
  %.not21.1 = icmp eq i8 %59, 0
  br i1 %.not21.1, label %.lr.ph.1, label %.loopexit.1

.lr.ph.1:                                         ; preds = %.lr.ph
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 9
  store i8 1, ptr %60, align 1
  %61 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i8 1, ptr %61, align 4
  %62 = getelementptr inbounds nuw i8, ptr %0, i64 15
  store i8 1, ptr %62, align 1
  %63 = getelementptr inbounds nuw i8, ptr %0, i64 18
  store i8 1, ptr %63, align 2
  %64 = getelementptr inbounds nuw i8, ptr %0, i64 21
  store i8 1, ptr %64, align 1
  %65 = getelementptr inbounds nuw i8, ptr %0, i64 24
  store i8 1, ptr %65, align 8
  %66 = getelementptr inbounds nuw i8, ptr %0, i64 27
  store i8 1, ptr %66, align 1
  %67 = getelementptr inbounds nuw i8, ptr %0, i64 30
  store i8 1, ptr %67, align 2
  %68 = getelementptr inbounds nuw i8, ptr %0, i64 33
  store i8 1, ptr %68, align 1
  %69 = getelementptr inbounds nuw i8, ptr %0, i64 36
  store i8 1, ptr %69, align 4
  %70 = getelementptr inbounds nuw i8, ptr %0, i64 39
  store i8 1, ptr %70, align 1
  %71 = getelementptr inbounds nuw i8, ptr %0, i64 42
  store i8 1, ptr %71, align 2
  %72 = getelementptr inbounds nuw i8, ptr %0, i64 45
  store i8 1, ptr %72, align 1
  %73 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store i8 1, ptr %73, align 16
  %74 = getelementptr inbounds nuw i8, ptr %0, i64 51
  store i8 1, ptr %74, align 1
  %75 = getelementptr inbounds nuw i8, ptr %0, i64 54
  store i8 1, ptr %75, align 2
  %76 = getelementptr inbounds nuw i8, ptr %0, i64 57
  store i8 1, ptr %76, align 1
  %77 = getelementptr inbounds nuw i8, ptr %0, i64 60
  store i8 1, ptr %77, align 4
  %78 = getelementptr inbounds nuw i8, ptr %0, i64 63
  store i8 1, ptr %78, align 1
  %79 = getelementptr inbounds nuw i8, ptr %0, i64 66
  store i8 1, ptr %79, align 2
  %80 = getelementptr inbounds nuw i8, ptr %0, i64 69
  store i8 1, ptr %80, align 1
  %81 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store i8 1, ptr %81, align 8
  %82 = getelementptr inbounds nuw i8, ptr %0, i64 75
  store i8 1, ptr %82, align 1
  %83 = getelementptr inbounds nuw i8, ptr %0, i64 78
  store i8 1, ptr %83, align 2
  %84 = getelementptr inbounds nuw i8, ptr %0, i64 81
  store i8 1, ptr %84, align 1
  %85 = getelementptr inbounds nuw i8, ptr %0, i64 84
  store i8 1, ptr %85, align 4
  %86 = getelementptr inbounds nuw i8, ptr %0, i64 87
  store i8 1, ptr %86, align 1
  %87 = getelementptr inbounds nuw i8, ptr %0, i64 90
  store i8 1, ptr %87, align 2
  %88 = getelementptr inbounds nuw i8, ptr %0, i64 93
  store i8 1, ptr %88, align 1
  %89 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store i8 1, ptr %89, align 16
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 99
  store i8 1, ptr %90, align 1
  br label %.loopexit.1

.loopexit.1:                                      ; preds = %.lr.ph.1, %.lr.ph
  %91 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %92 = load i8, ptr %91, align 4
  %.not21.2 = icmp eq i8 %92, 0
  br i1 %.not21.2, label %.lr.ph.2, label %.loopexit.2

.lr.ph.2:                                         ; preds = %.loopexit.1
  %93 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store i8 1, ptr %93, align 16
  %94 = getelementptr inbounds nuw i8, ptr %0, i64 20
  store i8 1, ptr %94, align 4
  %95 = getelementptr inbounds nuw i8, ptr %0, i64 24
  store i8 1, ptr %95, align 8
  %96 = getelementptr inbounds nuw i8, ptr %0, i64 28
  store i8 1, ptr %96, align 4
  %97 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store i8 1, ptr %97, align 16
  %98 = getelementptr inbounds nuw i8, ptr %0, i64 36
  store i8 1, ptr %98, align 4
  %99 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store i8 1, ptr %99, align 8
  %100 = getelementptr inbounds nuw i8, ptr %0, i64 44
  store i8 1, ptr %100, align 4
  %101 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store i8 1, ptr %101, align 16
  %102 = getelementptr inbounds nuw i8, ptr %0, i64 52
  store i8 1, ptr %102, align 4
  %103 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store i8 1, ptr %103, align 8
  %104 = getelementptr inbounds nuw i8, ptr %0, i64 60
  store i8 1, ptr %104, align 4
  %105 = getelementptr inbounds nuw i8, ptr %0, i64 64
  store i8 1, ptr %105, align 16
  %106 = getelementptr inbounds nuw i8, ptr %0, i64 68
  store i8 1, ptr %106, align 4
  %107 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store i8 1, ptr %107, align 8
  %108 = getelementptr inbounds nuw i8, ptr %0, i64 76
  store i8 1, ptr %108, align 4
  %109 = getelementptr inbounds nuw i8, ptr %0, i64 80
  store i8 1, ptr %109, align 16
  %110 = getelementptr inbounds nuw i8, ptr %0, i64 84
  store i8 1, ptr %110, align 4
  %111 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store i8 1, ptr %111, align 8
  %112 = getelementptr inbounds nuw i8, ptr %0, i64 92
  store i8 1, ptr %112, align 4
  %113 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store i8 1, ptr %113, align 16
  br label %.loopexit.2

.loopexit.2:                                      ; preds = %.lr.ph.2, %.loopexit.1
  %114 = getelementptr inbounds nuw i8, ptr %0, i64 5
  %115 = load i8, ptr %114, align 1
  %.not21.3 = icmp eq i8 %115, 0
  br i1 %.not21.3, label %.lr.ph.3, label %.loopexit.3

.lr.ph.3:                                         ; preds = %.loopexit.2
  %116 = getelementptr inbounds nuw i8, ptr %0, i64 25
  store i8 1, ptr %116, align 1
  %117 = getelementptr inbounds nuw i8, ptr %0, i64 30
  store i8 1, ptr %117, align 2
  %118 = getelementptr inbounds nuw i8, ptr %0, i64 35
  store i8 1, ptr %118, align 1
  %119 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store i8 1, ptr %119, align 8
  %120 = getelementptr inbounds nuw i8, ptr %0, i64 45
  store i8 1, ptr %120, align 1
  %121 = getelementptr inbounds nuw i8, ptr %0, i64 50
  store i8 1, ptr %121, align 2
  %122 = getelementptr inbounds nuw i8, ptr %0, i64 55
  store i8 1, ptr %122, align 1
  %123 = getelementptr inbounds nuw i8, ptr %0, i64 60
  store i8 1, ptr %123, align 4
  %124 = getelementptr inbounds nuw i8, ptr %0, i64 65
  store i8 1, ptr %124, align 1
  %125 = getelementptr inbounds nuw i8, ptr %0, i64 70
  store i8 1, ptr %125, align 2
  %126 = getelementptr inbounds nuw i8, ptr %0, i64 75
  store i8 1, ptr %126, align 1
  %127 = getelementptr inbounds nuw i8, ptr %0, i64 80
  store i8 1, ptr %127, align 16
  %128 = getelementptr inbounds nuw i8, ptr %0, i64 85
  store i8 1, ptr %128, align 1
  %129 = getelementptr inbounds nuw i8, ptr %0, i64 90
  store i8 1, ptr %129, align 2
  %130 = getelementptr inbounds nuw i8, ptr %0, i64 95
  store i8 1, ptr %130, align 1
  br label %.loopexit.3

.loopexit.3:                                      ; preds = %.lr.ph.3, %.loopexit.2
  %131 = getelementptr inbounds nuw i8, ptr %0, i64 6
  %132 = load i8, ptr %131, align 2
  %.not21.4 = icmp eq i8 %132, 0
  br i1 %.not21.4, label %.lr.ph.4, label %.loopexit.4

.lr.ph.4:                                         ; preds = %.loopexit.3
  %133 = getelementptr inbounds nuw i8, ptr %0, i64 36
  store i8 1, ptr %133, align 4
  %134 = getelementptr inbounds nuw i8, ptr %0, i64 42
  store i8 1, ptr %134, align 2
  %135 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store i8 1, ptr %135, align 16
  %136 = getelementptr inbounds nuw i8, ptr %0, i64 54
  store i8 1, ptr %136, align 2
  %137 = getelementptr inbounds nuw i8, ptr %0, i64 60
  store i8 1, ptr %137, align 4
  %138 = getelementptr inbounds nuw i8, ptr %0, i64 66
  store i8 1, ptr %138, align 2
  %139 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store i8 1, ptr %139, align 8
  %140 = getelementptr inbounds nuw i8, ptr %0, i64 78
  store i8 1, ptr %140, align 2
  %141 = getelementptr inbounds nuw i8, ptr %0, i64 84
  store i8 1, ptr %141, align 4
  %142 = getelementptr inbounds nuw i8, ptr %0, i64 90
  store i8 1, ptr %142, align 2
  %143 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store i8 1, ptr %143, align 16
  br label %.loopexit.4

.loopexit.4:                                      ; preds = %.lr.ph.4, %.loopexit.3
  %144 = getelementptr inbounds nuw i8, ptr %0, i64 7
  %145 = load i8, ptr %144, align 1
  %.not21.5 = icmp eq i8 %145, 0
  br i1 %.not21.5, label %.lr.ph.5, label %.loopexit.5

.lr.ph.5:                                         ; preds = %.loopexit.4
  %146 = getelementptr inbounds nuw i8, ptr %0, i64 49
  store i8 1, ptr %146, align 1
  %147 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store i8 1, ptr %147, align 8
  %148 = getelementptr inbounds nuw i8, ptr %0, i64 63
  store i8 1, ptr %148, align 1
  %149 = getelementptr inbounds nuw i8, ptr %0, i64 70
  store i8 1, ptr %149, align 2
  %150 = getelementptr inbounds nuw i8, ptr %0, i64 77
  store i8 1, ptr %150, align 1
  %151 = getelementptr inbounds nuw i8, ptr %0, i64 84
  store i8 1, ptr %151, align 4
  %152 = getelementptr inbounds nuw i8, ptr %0, i64 91
  store i8 1, ptr %152, align 1
  %153 = getelementptr inbounds nuw i8, ptr %0, i64 98
  store i8 1, ptr %153, align 2
  br label %.loopexit.5

.loopexit.5:                                      ; preds = %.lr.ph.5, %.loopexit.4
  %154 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %155 = load i8, ptr %154, align 8
  %.not21.6 = icmp eq i8 %155, 0
  br i1 %.not21.6, label %.lr.ph.6, label %.loopexit.6

.lr.ph.6:                                         ; preds = %.loopexit.5
  %156 = getelementptr inbounds nuw i8, ptr %0, i64 64
  store i8 1, ptr %156, align 16
  %157 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store i8 1, ptr %157, align 8
  %158 = getelementptr inbounds nuw i8, ptr %0, i64 80
  store i8 1, ptr %158, align 16
  %159 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store i8 1, ptr %159, align 8
  %160 = getelementptr inbounds nuw i8, ptr %0, i64 96
  store i8 1, ptr %160, align 16
  br label %.loopexit.6

.loopexit.6:                                      ; preds = %.lr.ph.6, %.loopexit.5
  %161 = getelementptr inbounds nuw i8, ptr %0, i64 9
  %162 = load i8, ptr %161, align 1
  %.not21.7 = icmp eq i8 %162, 0
  br i1 %.not21.7, label %.lr.ph.7, label %.preheader.preheader

.lr.ph.7:                                         ; preds = %.loopexit.6
  %163 = getelementptr inbounds nuw i8, ptr %0, i64 81
  store i8 1, ptr %163, align 1
  %164 = getelementptr inbounds nuw i8, ptr %0, i64 90
  store i8 1, ptr %164, align 2
  %165 = getelementptr inbounds nuw i8, ptr %0, i64 99
  store i8 1, ptr %165, align 1
  br label %.preheader.preheader

.preheader.preheader:                             ; preds = %.lr.ph.7, %.loopexit.6
  br label %.preheader

.preheader:                                       ; preds = %.preheader.preheader, %174
  %indvars.iv = phi i64 [ %indvars.iv.next, %174 ], [ 2, %.preheader.preheader ]
  %.01726 = phi i32 [ %.1, %174 ], [ 0, %.preheader.preheader ]
  %166 = getelementptr inbounds nuw i8, ptr %0, i64 %indvars.iv
  %167 = load i8, ptr %166, align 1
  %.not = icmp eq i8 %167, 0
  br i1 %.not, label %168, label %174

168:                                              ; preds = %.preheader
  %169 = add nsw i32 %.01726, 1
  %170 = icmp samesign ugt i64 %indvars.iv, 80
  br i1 %170, label %171, label %174

171:                                              ; preds = %168
  %172 = trunc nuw nsw i64 %indvars.iv to i32
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %172)
  br label %174

174:                                              ; preds = %.preheader, %171, %168
  %.1 = phi i32 [ %.01726, %.preheader ], [ %169, %171 ], [ %169, %168 ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 100
  br i1 %exitcond.not, label %175, label %.preheader, !llvm.loop !6

175:                                              ; preds = %174
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %.1)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i32 0, 463) i32 @gcd(i32 noundef range(i32 0, 1072) %0, i32 noundef range(i32 5, 463) %1) unnamed_addr #2 {
  br label %3

3:                                                ; preds = %2, %3
  %.08 = phi i32 [ %0, %2 ], [ %.067, %3 ]
  %.067 = phi i32 [ %1, %2 ], [ %4, %3 ]
  %4 = urem i32 %.08, %.067
  %.not = icmp eq i32 %4, 0
  br i1 %.not, label %5, label %3, !llvm.loop !8

5:                                                ; preds = %3
  ret i32 %.067
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc range(i64 1, 1234567890124) i64 @gcd_rec(i64 noundef range(i64 1, 1234567890124) %0, i64 noundef range(i64 0, 9876543211) %1) unnamed_addr #3 {
  br label %tailrecurse

tailrecurse:                                      ; preds = %4, %2
  %.tr = phi i64 [ %0, %2 ], [ %.tr5, %4 ]
  %.tr5 = phi i64 [ %1, %2 ], [ %5, %4 ]
  %3 = icmp eq i64 %.tr5, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %tailrecurse
  %5 = urem i64 %.tr, %.tr5
  br label %tailrecurse

6:                                                ; preds = %tailrecurse
  ret i64 %.tr
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i32 0, 1000000007) i32 @powmod(i64 noundef range(i64 2, 8) %0, i32 noundef range(i32 100, 65537) %1, i32 noundef range(i32 65537, 1000000008) %2) unnamed_addr #2 {
  %4 = zext nneg i32 %2 to i64
  br label %5

5:                                                ; preds = %3, %10
  %.pn = phi i64 [ %0, %3 ], [ %11, %10 ]
  %.017 = phi i64 [ 1, %3 ], [ %.1, %10 ]
  %.01316 = phi i32 [ %1, %3 ], [ %12, %10 ]
  %.01218 = urem i64 %.pn, %4
  %6 = and i32 %.01316, 1
  %.not14 = icmp eq i32 %6, 0
  br i1 %.not14, label %10, label %7

7:                                                ; preds = %5
  %8 = mul nuw nsw i64 %.01218, %.017
  %9 = urem i64 %8, %4
  br label %10

10:                                               ; preds = %7, %5
  %.1 = phi i64 [ %9, %7 ], [ %.017, %5 ]
  %11 = mul nuw nsw i64 %.01218, %.01218
  %12 = lshr i32 %.01316, 1
  %.not = icmp eq i32 %12, 0
  br i1 %.not, label %13, label %5, !llvm.loop !9

13:                                               ; preds = %10
  %14 = trunc nuw nsw i64 %.1 to i32
  ret i32 %14
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #4

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }

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
