; ModuleID = 'return_code.O0.ll'
source_filename = "return_code.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"checksum %d\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local range(i32 7, 57) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i8], align 16
  store <16 x i8> <i8 3, i8 20, i8 37, i8 54, i8 71, i8 88, i8 105, i8 122, i8 -117, i8 -100, i8 -83, i8 -66, i8 -49, i8 -32, i8 -15, i8 2>, ptr %1, align 16
  %2 = call fastcc i32 @checksum(ptr noundef %1)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2)
  %.lhs.trunc = trunc nuw i32 %2 to i8
  %4 = urem i8 %.lhs.trunc, 50
  %narrow = add nuw nsw i8 %4, 7
  %5 = zext nneg i8 %narrow to i32
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i32 0, 251) i32 @checksum(ptr noundef nonnull readonly captures(none) %0) unnamed_addr #1 {
  %2 = load i8, ptr %0, align 1
  %.fr = freeze i8 %2
  %3 = icmp ult i8 %.fr, -5
  %4 = add nsw i8 %.fr, 5
  %5 = select i1 %3, i8 %.fr, i8 %4
  %6 = zext i8 %5 to i16
  %7 = mul nuw nsw i16 %6, 31
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 1
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i16
  %.lhs.trunc = add nuw nsw i16 %7, %10
  %11 = urem i16 %.lhs.trunc, 251
  %narrow = mul nuw nsw i16 %11, 31
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 2
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i16
  %.lhs.trunc10 = add nuw nsw i16 %narrow, %14
  %15 = urem i16 %.lhs.trunc10, 251
  %narrow38 = mul nuw nsw i16 %15, 31
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 3
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i16
  %.lhs.trunc12 = add nuw nsw i16 %narrow38, %18
  %19 = urem i16 %.lhs.trunc12, 251
  %narrow39 = mul nuw nsw i16 %19, 31
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %21 = load i8, ptr %20, align 1
  %22 = zext i8 %21 to i16
  %.lhs.trunc14 = add nuw nsw i16 %narrow39, %22
  %23 = urem i16 %.lhs.trunc14, 251
  %narrow40 = mul nuw nsw i16 %23, 31
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 5
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i16
  %.lhs.trunc16 = add nuw nsw i16 %narrow40, %26
  %27 = urem i16 %.lhs.trunc16, 251
  %narrow41 = mul nuw nsw i16 %27, 31
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 6
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i16
  %.lhs.trunc18 = add nuw nsw i16 %narrow41, %30
  %31 = urem i16 %.lhs.trunc18, 251
  %narrow42 = mul nuw nsw i16 %31, 31
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 7
  %33 = load i8, ptr %32, align 1
  %34 = zext i8 %33 to i16
  %.lhs.trunc20 = add nuw nsw i16 %narrow42, %34
  %35 = urem i16 %.lhs.trunc20, 251
  %narrow43 = mul nuw nsw i16 %35, 31
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %37 = load i8, ptr %36, align 1
  %38 = zext i8 %37 to i16
  %.lhs.trunc22 = add nuw nsw i16 %narrow43, %38
  %39 = urem i16 %.lhs.trunc22, 251
  %narrow44 = mul nuw nsw i16 %39, 31
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 9
  %41 = load i8, ptr %40, align 1
  %42 = zext i8 %41 to i16
  %.lhs.trunc24 = add nuw nsw i16 %narrow44, %42
  %43 = urem i16 %.lhs.trunc24, 251
  %narrow45 = mul nuw nsw i16 %43, 31
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 10
  %45 = load i8, ptr %44, align 1
  %46 = zext i8 %45 to i16
  %.lhs.trunc26 = add nuw nsw i16 %narrow45, %46
  %47 = urem i16 %.lhs.trunc26, 251
  %narrow46 = mul nuw nsw i16 %47, 31
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 11
  %49 = load i8, ptr %48, align 1
  %50 = zext i8 %49 to i16
  %.lhs.trunc28 = add nuw nsw i16 %narrow46, %50
  %51 = urem i16 %.lhs.trunc28, 251
  %narrow47 = mul nuw nsw i16 %51, 31
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %53 = load i8, ptr %52, align 1
  %54 = zext i8 %53 to i16
  %.lhs.trunc30 = add nuw nsw i16 %narrow47, %54
  %55 = urem i16 %.lhs.trunc30, 251
  %narrow48 = mul nuw nsw i16 %55, 31
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 13
  %57 = load i8, ptr %56, align 1
  %58 = zext i8 %57 to i16
  %.lhs.trunc32 = add nuw nsw i16 %narrow48, %58
  %59 = urem i16 %.lhs.trunc32, 251
  %narrow49 = mul nuw nsw i16 %59, 31
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 14
  %61 = load i8, ptr %60, align 1
  %62 = zext i8 %61 to i16
  %.lhs.trunc34 = add nuw nsw i16 %narrow49, %62
  %63 = urem i16 %.lhs.trunc34, 251
  %narrow50 = mul nuw nsw i16 %63, 31
  %64 = getelementptr inbounds nuw i8, ptr %0, i64 15
  %65 = load i8, ptr %64, align 1
  %66 = zext i8 %65 to i16
  %.lhs.trunc36 = add nuw nsw i16 %narrow50, %66
  %67 = urem i16 %.lhs.trunc36, 251
  %.zext37 = zext nneg i16 %67 to i32
  ret i32 %.zext37
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #2

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
