; ModuleID = 'float_bits.O0.ll'
source_filename = "float_bits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"%08x %g\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @bits(float noundef 0.000000e+00)
  %2 = xor i32 %1, -2147483648
  %3 = tail call fastcc float @from_bits(i32 noundef %2)
  %4 = fpext float %3 to double
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, double noundef %4)
  %6 = tail call fastcc i32 @bits(float noundef -0.000000e+00)
  %7 = mul i32 %1, 31
  %8 = add i32 %6, %7
  %9 = xor i32 %6, -2147483648
  %10 = tail call fastcc float @from_bits(i32 noundef %9)
  %11 = fpext float %10 to double
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6, double noundef %11)
  %13 = tail call fastcc i32 @bits(float noundef 1.500000e+00)
  %14 = mul i32 %8, 31
  %15 = add i32 %13, %14
  %16 = xor i32 %13, -2147483648
  %17 = tail call fastcc float @from_bits(i32 noundef %16)
  %18 = fpext float %17 to double
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13, double noundef %18)
  %20 = tail call fastcc i32 @bits(float noundef -2.250000e+00)
  %21 = mul i32 %15, 31
  %22 = add i32 %20, %21
  %23 = xor i32 %20, -2147483648
  %24 = tail call fastcc float @from_bits(i32 noundef %23)
  %25 = fpext float %24 to double
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %20, double noundef %25)
  %27 = tail call fastcc i32 @bits(float noundef 0x47EFF933C0000000)
  %28 = mul i32 %22, 31
  %29 = add i32 %27, %28
  %30 = xor i32 %27, -2147483648
  %31 = tail call fastcc float @from_bits(i32 noundef %30)
  %32 = fpext float %31 to double
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %27, double noundef %32)
  %34 = tail call fastcc i32 @bits(float noundef 0x36A0000000000000)
  %35 = mul i32 %29, 31
  %36 = add i32 %34, %35
  %37 = xor i32 %34, -2147483648
  %38 = tail call fastcc float @from_bits(i32 noundef %37)
  %39 = fpext float %38 to double
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %34, double noundef %39)
  %41 = tail call fastcc i32 @bits(float noundef 0x3FB99999A0000000)
  %42 = mul i32 %36, 31
  %43 = add i32 %41, %42
  %44 = xor i32 %41, -2147483648
  %45 = tail call fastcc float @from_bits(i32 noundef %44)
  %46 = fpext float %45 to double
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %41, double noundef %46)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %43)
  ret i32 0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @bits(float noundef %0) unnamed_addr #1 {
  %2 = bitcast float %0 to i32
  ret i32 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @from_bits(i32 noundef %0) unnamed_addr #1 {
  %2 = bitcast i32 %0 to float
  ret float %2
}

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
