; ModuleID = 'struct_by_value.O0.ll'
source_filename = "struct_by_value.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Big = type { [8 x i32], i64 }

@.str = private unnamed_addr constant [18 x i8] c"%d %d %d %ld %ld\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Big, align 16
  %2 = alloca %struct.Big, align 8
  store <4 x i32> <i32 0, i32 1, i32 4, i32 9>, ptr %1, align 16
  %3 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 28
  store <4 x i32> <i32 16, i32 25, i32 36, i32 49>, ptr %3, align 16
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 32
  store i64 42, ptr %5, align 16
  %6 = tail call fastcc i32 @consume(ptr noundef nonnull byval(%struct.Big) align 8 %1)
  call fastcc void @bump(ptr dead_on_unwind writable sret(%struct.Big) align 8 %2, ptr noundef nonnull byval(%struct.Big) align 8 %1)
  %7 = tail call fastcc i32 @consume(ptr noundef nonnull byval(%struct.Big) align 8 %2)
  %8 = add nsw i32 %7, %6
  call fastcc void @bump(ptr dead_on_unwind writable sret(%struct.Big) align 8 %2, ptr noundef nonnull byval(%struct.Big) align 8 %2)
  %9 = tail call fastcc i32 @consume(ptr noundef nonnull byval(%struct.Big) align 8 %2)
  %10 = add nsw i32 %9, %8
  call fastcc void @bump(ptr dead_on_unwind writable sret(%struct.Big) align 8 %2, ptr noundef nonnull byval(%struct.Big) align 8 %2)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %1, ptr noundef nonnull align 8 dereferenceable(40) %2, i64 40, i1 false)
  %11 = tail call fastcc i64 @twice(ptr noundef nonnull byval(%struct.Big) align 8 %2, ptr noundef nonnull byval(%struct.Big) align 8 %2)
  %12 = load i32, ptr %1, align 16
  %13 = load i32, ptr %4, align 4
  %14 = load i64, ptr %5, align 16
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, i32 noundef %12, i32 noundef %13, i64 noundef %14, i64 noundef %11)
  ret i32 0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @consume(ptr noundef readonly byval(%struct.Big) align 8 captures(none) %0) unnamed_addr #1 {
  %2 = load <8 x i32>, ptr %0, align 8
  %3 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %2)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump(ptr dead_on_unwind noalias nonnull writable writeonly sret(%struct.Big) align 8 captures(none) initializes((0, 40)) %0, ptr noundef byval(%struct.Big) align 8 captures(none) %1) unnamed_addr #2 {
  %3 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %4 = load <4 x i32>, ptr %3, align 4
  %5 = add nsw <4 x i32> %4, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %5, ptr %3, align 4
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %7 = load <2 x i32>, ptr %6, align 4
  %8 = add nsw <2 x i32> %7, <i32 5, i32 6>
  store <2 x i32> %8, ptr %6, align 4
  %9 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %10, 7
  store i32 %11, ptr %9, align 4
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %13 = load i64, ptr %12, align 8
  %14 = add nsw i64 %13, 1
  store i64 %14, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %0, ptr noundef nonnull align 8 dereferenceable(40) %1, i64 40, i1 false)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @twice(ptr noundef readonly byval(%struct.Big) align 8 captures(none) %0, ptr noundef readonly byval(%struct.Big) align 8 captures(none) %1) unnamed_addr #1 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %4 = load i64, ptr %3, align 8
  %5 = shl nsw i64 %4, 1
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %7 = load i64, ptr %6, align 8
  %8 = mul nsw i64 %7, 3
  %9 = add nsw i64 %8, %5
  ret i64 %9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #5

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
