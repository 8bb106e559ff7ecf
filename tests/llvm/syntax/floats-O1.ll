; ModuleID = 'out/floats.c22.O0.ll'
source_filename = "floats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@pi = dso_local local_unnamed_addr global double 0x400921FB54442D11, align 8
@ff = dso_local local_unnamed_addr global float 0x3FD5555560000000, align 4
@ld = dso_local local_unnamed_addr global x86_fp80 0xK3FFFC000000000000000, align 16

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @poly(double noundef %0) local_unnamed_addr #0 {
  %2 = fmul double %0, 3.000000e+00
  %3 = fmul double %0, -2.500000e+00
  %4 = tail call double @llvm.fmuladd.f64(double %2, double %0, double %3)
  %5 = fadd double %4, 1.000000e-03
  ret double %5
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @fl(float noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = fdiv float %0, %1
  %4 = fadd float %3, 0x3FB99999A0000000
  ret float %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @conv(i32 noundef %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = sitofp i32 %0 to double
  %5 = uitofp i32 %1 to double
  %6 = fadd double %4, %5
  %7 = sitofp i64 %2 to float
  %8 = fpext float %7 to double
  %9 = fadd double %6, %8
  ret double %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @toint(double noundef %0) local_unnamed_addr #0 {
  %2 = fptosi double %0 to i32
  %3 = fmul double %0, 2.000000e+00
  %4 = fptoui double %3 to i32
  %5 = add i32 %4, %2
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 8) i32 @cmpd(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = fcmp olt double %0, %1
  %4 = zext i1 %3 to i32
  %5 = fcmp oeq double %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = fcmp uno double %0, 0.000000e+00
  %8 = select i1 %7, i32 4, i32 0
  %9 = or disjoint i32 %8, %4
  %10 = or disjoint i32 %9, %6
  ret i32 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(errnomem: write) uwtable
define dso_local double @sq(double noundef %0) local_unnamed_addr #2 {
  %2 = tail call double @sqrt(double noundef %0) #5
  %3 = tail call double @llvm.fabs.f64(double %0)
  %4 = fadd double %3, %2
  %5 = fsub double %4, %0
  ret double %5
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, errnomem: readwrite, target_mem0: none, target_mem1: none) uwtable
define dso_local i32 @main() local_unnamed_addr #4 {
  %1 = load double, ptr @pi, align 8
  %2 = tail call double @poly(double noundef %1)
  %3 = tail call float @fl(float noundef 1.000000e+00, float noundef 3.000000e+00)
  %4 = fpext float %3 to double
  %5 = fadd double %2, %4
  %6 = tail call double @conv(i32 noundef -1, i32 noundef 2, i64 noundef 3)
  %7 = fadd double %6, %5
  %8 = tail call double @sq(double noundef 2.000000e+00)
  %9 = fadd double %8, %7
  %10 = load x86_fp80, ptr @ld, align 16
  %11 = fptrunc x86_fp80 %10 to double
  %12 = fadd double %9, %11
  %13 = tail call i32 @toint(double noundef %12)
  %14 = tail call i32 @cmpd(double noundef 1.000000e+00, double noundef 2.000000e+00)
  %15 = add nsw i32 %14, %13
  ret i32 %15
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(errnomem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(errnomem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, errnomem: readwrite, target_mem0: none, target_mem1: none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
