; ModuleID = 'return_code.O0.ll'
source_filename = "return_code.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"checksum %d\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local range(i32 7, 57) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i8], align 16
  store i8 3, ptr %1, align 16
  %2 = getelementptr inbounds nuw i8, ptr %1, i64 1
  store i8 20, ptr %2, align 1
  %3 = getelementptr inbounds nuw i8, ptr %1, i64 2
  store i8 37, ptr %3, align 2
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 3
  store i8 54, ptr %4, align 1
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 4
  store i8 71, ptr %5, align 4
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 5
  store i8 88, ptr %6, align 1
  %7 = getelementptr inbounds nuw i8, ptr %1, i64 6
  store i8 105, ptr %7, align 2
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 7
  store i8 122, ptr %8, align 1
  %9 = getelementptr inbounds nuw i8, ptr %1, i64 8
  store i8 -117, ptr %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 9
  store i8 -100, ptr %10, align 1
  %11 = getelementptr inbounds nuw i8, ptr %1, i64 10
  store i8 -83, ptr %11, align 2
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 11
  store i8 -66, ptr %12, align 1
  %13 = getelementptr inbounds nuw i8, ptr %1, i64 12
  store i8 -49, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %1, i64 13
  store i8 -32, ptr %14, align 1
  %15 = getelementptr inbounds nuw i8, ptr %1, i64 14
  store i8 -15, ptr %15, align 2
  %16 = getelementptr inbounds nuw i8, ptr %1, i64 15
  store i8 2, ptr %16, align 1
  %17 = call fastcc i32 @checksum(ptr noundef %1)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %17)
  %19 = urem i32 %17, 50
  %20 = add nuw nsw i32 %19, 7
  ret i32 %20
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i32 0, 251) i32 @checksum(ptr noundef nonnull readonly captures(none) %0) unnamed_addr #1 {
  %2 = load i8, ptr %0, align 1
  %.fr = freeze i8 %2
  %3 = icmp ult i8 %.fr, -5
  %4 = add i8 %.fr, 5
  %5 = select i1 %3, i8 %.fr, i8 %4
  %6 = zext i8 %5 to i32
  %7 = mul nuw nsw i32 %6, 31
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 1
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i32
  %11 = add nuw nsw i32 %7, %10
  %12 = urem i32 %11, 251
  %13 = mul nuw nsw i32 %12, 31
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 2
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add nuw nsw i32 %13, %16
  %18 = urem i32 %17, 251
  %19 = mul nuw nsw i32 %18, 31
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 3
  %21 = load i8, ptr %20, align 1
  %22 = zext i8 %21 to i32
  %23 = add nuw nsw i32 %19, %22
  %24 = urem i32 %23, 251
  %25 = mul nuw nsw i32 %24, 31
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i32
  %29 = add nuw nsw i32 %25, %28
  %30 = urem i32 %29, 251
  %31 = mul nuw nsw i32 %30, 31
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 5
  %33 = load i8, ptr %32, align 1
  %34 = zext i8 %33 to i32
  %35 = add nuw nsw i32 %31, %34
  %36 = urem i32 %35, 251
  %37 = mul nuw nsw i32 %36, 31
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 6
  %39 = load i8, ptr %38, align 1
  %40 = zext i8 %39 to i32
  %41 = add nuw nsw i32 %37, %40
  %42 = urem i32 %41, 251
  %43 = mul nuw nsw i32 %42, 31
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 7
  %45 = load i8, ptr %44, align 1
  %46 = zext i8 %45 to i32
  %47 = add nuw nsw i32 %43, %46
  %48 = urem i32 %47, 251
  %49 = mul nuw nsw i32 %48, 31
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %51 = load i8, ptr %50, align 1
  %52 = zext i8 %51 to i32
  %53 = add nuw nsw i32 %49, %52
  %54 = urem i32 %53, 251
  %55 = mul nuw nsw i32 %54, 31
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 9
  %57 = load i8, ptr %56, align 1
  %58 = zext i8 %57 to i32
  %59 = add nuw nsw i32 %55, %58
  %60 = urem i32 %59, 251
  %61 = mul nuw nsw i32 %60, 31
  %62 = getelementptr inbounds nuw i8, ptr %0, i64 10
  %63 = load i8, ptr %62, align 1
  %64 = zext i8 %63 to i32
  %65 = add nuw nsw i32 %61, %64
  %66 = urem i32 %65, 251
  %67 = mul nuw nsw i32 %66, 31
  %68 = getelementptr inbounds nuw i8, ptr %0, i64 11
  %69 = load i8, ptr %68, align 1
  %70 = zext i8 %69 to i32
  %71 = add nuw nsw i32 %67, %70
  %72 = urem i32 %71, 251
  %73 = mul nuw nsw i32 %72, 31
  %74 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %75 = load i8, ptr %74, align 1
  %76 = zext i8 %75 to i32
  %77 = add nuw nsw i32 %73, %76
  %78 = urem i32 %77, 251
  %79 = mul nuw nsw i32 %78, 31
  %80 = getelementptr inbounds nuw i8, ptr %0, i64 13
  %81 = load i8, ptr %80, align 1
  %82 = zext i8 %81 to i32
  %83 = add nuw nsw i32 %79, %82
  %84 = urem i32 %83, 251
  %85 = mul nuw nsw i32 %84, 31
  %86 = getelementptr inbounds nuw i8, ptr %0, i64 14
  %87 = load i8, ptr %86, align 1
  %88 = zext i8 %87 to i32
  %89 = add nuw nsw i32 %85, %88
  %90 = urem i32 %89, 251
  %91 = mul nuw nsw i32 %90, 31
  %92 = getelementptr inbounds nuw i8, ptr %0, i64 15
  %93 = load i8, ptr %92, align 1
  %94 = zext i8 %93 to i32
  %95 = add nuw nsw i32 %91, %94
  %96 = urem i32 %95, 251
  ret i32 %96
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
