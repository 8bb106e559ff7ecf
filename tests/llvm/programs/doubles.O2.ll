; ModuleID = 'doubles.O0.ll'
source_filename = "doubles.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%f %f %f\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%.17g\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"%.10f %.10f\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"%lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"%.12f\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0x3FD5555555555555, double noundef 0x3FE5555555555555, double noundef 1.000000e+00)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x3FD3333333333334)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 1, i32 noundef 1)
  %4 = tail call fastcc double @my_sqrt(double noundef 2.000000e+00)
  %5 = tail call fastcc double @my_sqrt(double noundef 1.000000e+06)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %4, double noundef %5)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 3.000000e+00, double noundef 3.500000e+00)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 2)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -2)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1000000000)
  %13 = tail call i32 @putchar(i32 noundef 10)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 9007199254740992)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef -1294967296)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x4340000000000000)
  br label %17

17:                                               ; preds = %17, %0
  %.02731 = phi double [ 0.000000e+00, %0 ], [ %41, %17 ]
  %.02830 = phi i32 [ 1, %0 ], [ %42, %17 ]
  %18 = mul nuw nsw i32 %.02830, %.02830
  %19 = uitofp nneg i32 %18 to double
  %20 = fdiv double 1.000000e+00, %19
  %21 = fadd double %.02731, %20
  %22 = add nuw nsw i32 %.02830, 1
  %23 = mul nuw nsw i32 %22, %22
  %24 = uitofp nneg i32 %23 to double
  %25 = fdiv double 1.000000e+00, %24
  %26 = fadd double %21, %25
  %27 = add nuw nsw i32 %.02830, 2
  %28 = mul nuw nsw i32 %27, %27
  %29 = uitofp nneg i32 %28 to double
  %30 = fdiv double 1.000000e+00, %29
  %31 = fadd double %26, %30
  %32 = add nuw nsw i32 %.02830, 3
  %33 = mul nuw nsw i32 %32, %32
  %34 = uitofp nneg i32 %33 to double
  %35 = fdiv double 1.000000e+00, %34
  %36 = fadd double %31, %35
  %37 = add nuw nsw i32 %.02830, 4
  %38 = mul nuw nsw i32 %37, %37
  %39 = uitofp nneg i32 %38 to double
  %40 = fdiv double 1.000000e+00, %39
  %41 = fadd double %36, %40
  %42 = add nuw nsw i32 %.02830, 5
  %exitcond.not.4 = icmp eq i32 %42, 1001
  br i1 %exitcond.not.4, label %43, label %17, !llvm.loop !6

43:                                               ; preds = %17
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %41)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef 0, i32 noundef 0)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @my_sqrt(double noundef %0) unnamed_addr #2 {
  %2 = fcmp ogt double %0, 1.000000e+00
  %3 = fmul double %0, 5.000000e-01
  %4 = select i1 %2, double %3, double 1.000000e+00
  %5 = fdiv double %0, %4
  %6 = fadd double %4, %5
  %7 = fmul double %6, 5.000000e-01
  %8 = fdiv double %0, %7
  %9 = fadd double %7, %8
  %10 = fmul double %9, 5.000000e-01
  %11 = fdiv double %0, %10
  %12 = fadd double %10, %11
  %13 = fmul double %12, 5.000000e-01
  %14 = fdiv double %0, %13
  %15 = fadd double %13, %14
  %16 = fmul double %15, 5.000000e-01
  %17 = fdiv double %0, %16
  %18 = fadd double %16, %17
  %19 = fmul double %18, 5.000000e-01
  %20 = fdiv double %0, %19
  %21 = fadd double %19, %20
  %22 = fmul double %21, 5.000000e-01
  %23 = fdiv double %0, %22
  %24 = fadd double %22, %23
  %25 = fmul double %24, 5.000000e-01
  %26 = fdiv double %0, %25
  %27 = fadd double %25, %26
  %28 = fmul double %27, 5.000000e-01
  %29 = fdiv double %0, %28
  %30 = fadd double %28, %29
  %31 = fmul double %30, 5.000000e-01
  %32 = fdiv double %0, %31
  %33 = fadd double %31, %32
  %34 = fmul double %33, 5.000000e-01
  %35 = fdiv double %0, %34
  %36 = fadd double %34, %35
  %37 = fmul double %36, 5.000000e-01
  %38 = fdiv double %0, %37
  %39 = fadd double %37, %38
  %40 = fmul double %39, 5.000000e-01
  %41 = fdiv double %0, %40
  %42 = fadd double %40, %41
  %43 = fmul double %42, 5.000000e-01
  %44 = fdiv double %0, %43
  %45 = fadd double %43, %44
  %46 = fmul double %45, 5.000000e-01
  %47 = fdiv double %0, %46
  %48 = fadd double %46, %47
  %49 = fmul double %48, 5.000000e-01
  %50 = fdiv double %0, %49
  %51 = fadd double %49, %50
  %52 = fmul double %51, 5.000000e-01
  %53 = fdiv double %0, %52
  %54 = fadd double %52, %53
  %55 = fmul double %54, 5.000000e-01
  %56 = fdiv double %0, %55
  %57 = fadd double %55, %56
  %58 = fmul double %57, 5.000000e-01
  %59 = fdiv double %0, %58
  %60 = fadd double %58, %59
  %61 = fmul double %60, 5.000000e-01
  %62 = fdiv double %0, %61
  %63 = fadd double %61, %62
  %64 = fmul double %63, 5.000000e-01
  %65 = fdiv double %0, %64
  %66 = fadd double %64, %65
  %67 = fmul double %66, 5.000000e-01
  %68 = fdiv double %0, %67
  %69 = fadd double %67, %68
  %70 = fmul double %69, 5.000000e-01
  %71 = fdiv double %0, %70
  %72 = fadd double %70, %71
  %73 = fmul double %72, 5.000000e-01
  %74 = fdiv double %0, %73
  %75 = fadd double %73, %74
  %76 = fmul double %75, 5.000000e-01
  %77 = fdiv double %0, %76
  %78 = fadd double %76, %77
  %79 = fmul double %78, 5.000000e-01
  %80 = fdiv double %0, %79
  %81 = fadd double %79, %80
  %82 = fmul double %81, 5.000000e-01
  %83 = fdiv double %0, %82
  %84 = fadd double %82, %83
  %85 = fmul double %84, 5.000000e-01
  %86 = fdiv double %0, %85
  %87 = fadd double %85, %86
  %88 = fmul double %87, 5.000000e-01
  %89 = fdiv double %0, %88
  %90 = fadd double %88, %89
  %91 = fmul double %90, 5.000000e-01
  %92 = fdiv double %0, %91
  %93 = fadd double %91, %92
  %94 = fmul double %93, 5.000000e-01
  ret double %94
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
