; ModuleID = 'struct_values.O0.ll'
source_filename = "struct_values.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"%ld %.3f %.3f %d %c %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"%ld %ld: flags %d, sum %ld\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = tail call fastcc { i64, i64 } @twist(i64 0, i64 7, i64 noundef 0)
  %3 = extractvalue { i64, i64 } %2, 0
  %4 = extractvalue { i64, i64 } %2, 1
  %5 = xor i64 %3, %4
  %6 = tail call fastcc { i64, i64 } @twist(i64 3, i64 8, i64 noundef 1)
  %7 = extractvalue { i64, i64 } %6, 0
  %8 = extractvalue { i64, i64 } %6, 1
  %9 = xor i64 %7, %8
  %10 = add nsw i64 %9, %5
  %11 = tail call fastcc { i64, i64 } @twist(i64 6, i64 9, i64 noundef 2)
  %12 = extractvalue { i64, i64 } %11, 0
  %13 = extractvalue { i64, i64 } %11, 1
  %14 = xor i64 %12, %13
  %15 = add nsw i64 %14, %10
  %16 = tail call fastcc { i64, i64 } @twist(i64 9, i64 10, i64 noundef 3)
  %17 = extractvalue { i64, i64 } %16, 0
  %18 = extractvalue { i64, i64 } %16, 1
  %19 = xor i64 %17, %18
  %20 = add nsw i64 %19, %15
  %21 = tail call fastcc { i64, i64 } @twist(i64 12, i64 11, i64 noundef 4)
  %22 = extractvalue { i64, i64 } %21, 0
  %23 = extractvalue { i64, i64 } %21, 1
  %24 = xor i64 %22, %23
  %25 = add nsw i64 %24, %20
  %26 = tail call fastcc { i64, i64 } @twist(i64 15, i64 12, i64 noundef 5)
  %27 = extractvalue { i64, i64 } %26, 0
  %28 = extractvalue { i64, i64 } %26, 1
  %29 = xor i64 %27, %28
  %30 = add nsw i64 %29, %25
  %31 = tail call fastcc { i64, i64 } @twist(i64 18, i64 13, i64 noundef 6)
  %32 = extractvalue { i64, i64 } %31, 0
  %33 = extractvalue { i64, i64 } %31, 1
  %34 = xor i64 %32, %33
  %35 = add nsw i64 %34, %30
  %36 = tail call fastcc { i64, i64 } @twist(i64 21, i64 14, i64 noundef 7)
  %37 = extractvalue { i64, i64 } %36, 0
  %38 = extractvalue { i64, i64 } %36, 1
  %39 = xor i64 %37, %38
  %40 = add nsw i64 %39, %35
  %41 = tail call fastcc { i64, i64 } @twist(i64 24, i64 15, i64 noundef 8)
  %42 = extractvalue { i64, i64 } %41, 0
  %43 = extractvalue { i64, i64 } %41, 1
  %44 = xor i64 %42, %43
  %45 = add nsw i64 %44, %40
  %46 = tail call fastcc { i64, i64 } @twist(i64 27, i64 16, i64 noundef 9)
  %47 = extractvalue { i64, i64 } %46, 0
  %48 = extractvalue { i64, i64 } %46, 1
  %49 = xor i64 %47, %48
  %50 = add nsw i64 %49, %45
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %50, double noundef 2.750000e+00, double noundef 3.125000e+00, i32 noundef 42, i32 noundef 99, i64 noundef -21)
  %52 = call fastcc i32 @checked(i64 noundef 1, i64 noundef 2, ptr noundef %1)
  %53 = load i64, ptr %1, align 8
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 1, i64 noundef 2, i32 noundef %52, i64 noundef %53)
  %55 = call fastcc i32 @checked(i64 noundef 2147483647, i64 noundef 1, ptr noundef %1)
  %56 = load i64, ptr %1, align 8
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 2147483647, i64 noundef 1, i32 noundef %55, i64 noundef %56)
  %58 = call fastcc i32 @checked(i64 noundef 3, i64 noundef 5, ptr noundef %1)
  %59 = load i64, ptr %1, align 8
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 3, i64 noundef 5, i32 noundef %58, i64 noundef %59)
  %61 = call fastcc i32 @checked(i64 noundef 4611686018427387904, i64 noundef 2, ptr noundef %1)
  %62 = load i64, ptr %1, align 8
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 4611686018427387904, i64 noundef 2, i32 noundef %61, i64 noundef %62)
  %64 = call fastcc i32 @checked(i64 noundef -2147483648, i64 noundef -1, ptr noundef %1)
  %65 = load i64, ptr %1, align 8
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef -2147483648, i64 noundef -1, i32 noundef %64, i64 noundef %65)
  ret i32 0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @twist(i64 range(i64 -9223372036854775808, 28) %0, i64 range(i64 -9223372036854775801, 17) %1, i64 noundef range(i64 -9223372036854775808, 10) %2) unnamed_addr #1 {
  %4 = mul nsw i64 %2, %1
  %5 = sub nsw i64 %0, %2
  %.fca.0.insert = insertvalue { i64, i64 } poison, i64 %4, 0
  %.fca.1.insert = insertvalue { i64, i64 } %.fca.0.insert, i64 %5, 1
  ret { i64, i64 } %.fca.1.insert
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 8) i32 @checked(i64 noundef %0, i64 noundef %1, ptr noundef nonnull writeonly captures(none) initializes((0, 8)) %2) unnamed_addr #3 {
  %4 = trunc i64 %0 to i32
  %5 = trunc i64 %1 to i32
  %6 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 %5)
  %7 = extractvalue { i32, i1 } %6, 1
  %8 = extractvalue { i32, i1 } %6, 0
  %9 = zext i1 %7 to i32
  %10 = tail call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %4, i32 %5)
  %11 = extractvalue { i32, i1 } %10, 1
  %12 = extractvalue { i32, i1 } %10, 0
  %13 = select i1 %11, i32 2, i32 0
  %14 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %0, i64 %1)
  %15 = extractvalue { i64, i1 } %14, 1
  %16 = extractvalue { i64, i1 } %14, 0
  %17 = select i1 %15, i32 4, i32 0
  %18 = or disjoint i32 %17, %9
  %19 = or disjoint i32 %18, %13
  %20 = sext i32 %8 to i64
  %21 = zext i32 %12 to i64
  %22 = add i64 %16, %21
  %23 = add i64 %22, %20
  store i64 %23, ptr %2, align 8
  ret i32 %19
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #4

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
