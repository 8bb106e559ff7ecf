; ModuleID = 'printf_formats.O0.ll'
source_filename = "printf_formats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"[%d] [%i] [%u] [%x] [%X] [%o]\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"[%-5d] [%05d] [%+d] [%+d] [% d] [%5d]\0A\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"[%#x] [%#o] [%8.3d] [%-8.3d]\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"[%ld] [%lld] [%lu] [%llx]\0A\00", align 1
@.str.4 = private unnamed_addr constant [49 x i8] c"[%c] [%3c] [%-3c] [%s] [%8s] [%-8s] [%.3s] [%%]\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"right\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"left\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"truncate\00", align 1
@.str.9 = private unnamed_addr constant [49 x i8] c"[%f] [%.3f] [%10.4f] [%-10.2f] [%+.1f] [%08.3f]\0A\00", align 1
@.str.10 = private unnamed_addr constant [27 x i8] c"[%e] [%10.4e] [%.0e] [%E]\0A\00", align 1
@.str.11 = private unnamed_addr constant [34 x i8] c"[%g] [%g] [%g] [%g] [%.3g] [%#g]\0A\00", align 1
@.str.12 = private unnamed_addr constant [21 x i8] c"[%*d] [%-*d] [%.*f]\0A\00", align 1
@.str.13 = private unnamed_addr constant [20 x i8] c"[%hd] [%hhu] [%zu]\0A\00", align 1
@.str.14 = private unnamed_addr constant [29 x i8] c"[%.0f] [%.0f] [%.0f] [%.2f]\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 42, i32 noundef -42, i32 noundef -1294967296, i32 noundef 255, i32 noundef 255, i32 noundef 8)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef -42, i32 noundef 42, i32 noundef -42)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 255, i32 noundef 8, i32 noundef 7, i32 noundef 7)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -1234567890123, i64 noundef -9000000000000000000, i64 noundef -446744073709551616, i64 noundef 244837814094590)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 120, i32 noundef 121, i32 noundef 122, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.8)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0xC00921FB54442D11)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x41132CBD0FBA43A2, double noundef 0x400921FB54442D11, double noundef 0x40C81CD6C8B43958, double noundef 1.230000e-04)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 0x400921FB54442D11, double noundef 1.000000e-05, double noundef 0x419D6F3454000000, double noundef 1.000000e+02, double noundef 0x400921FB54442D11, double noundef 2.000000e+00)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 6, i32 noundef 12, i32 noundef 6, i32 noundef 12, i32 noundef 2, double noundef 0x400921FB54442D11)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef -3, i32 noundef 44, i64 noundef 4)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 1.005000e+00)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
