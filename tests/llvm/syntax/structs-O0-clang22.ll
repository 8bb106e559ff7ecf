; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Q = type { [2 x %struct.P], i64, ptr }
%struct.P = type { i8, i32, double }

@gp = dso_local global { i8, [3 x i8], i32, double } { i8 120, [3 x i8] zeroinitializer, i32 3, double 2.500000e+00 }, align 8
@gq = dso_local global %struct.Q zeroinitializer, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local double @f(i64 %0, double %1) #0 {
  %3 = alloca %struct.P, align 8
  %4 = getelementptr inbounds nuw { i64, double }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %4, align 8
  %5 = getelementptr inbounds nuw { i64, double }, ptr %3, i32 0, i32 1
  store double %1, ptr %5, align 8
  %6 = getelementptr inbounds nuw %struct.P, ptr %3, i32 0, i32 1
  %7 = load i32, ptr %6, align 4
  %8 = sitofp i32 %7 to double
  %9 = getelementptr inbounds nuw %struct.P, ptr %3, i32 0, i32 2
  %10 = load double, ptr %9, align 8
  %11 = fadd double %8, %10
  ret double %11
}

; Function Attrs: noinline nounwind uwtable
define dso_local { i64, double } @mk(i32 noundef %0) #0 {
  %2 = alloca %struct.P, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = getelementptr inbounds nuw %struct.P, ptr %2, i32 0, i32 0
  store i8 97, ptr %4, align 8
  %5 = getelementptr i8, ptr %2, i64 1
  call void @llvm.memset.p0.i64(ptr align 1 %5, i8 0, i64 3, i1 false)
  %6 = getelementptr inbounds nuw %struct.P, ptr %2, i32 0, i32 1
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds nuw %struct.P, ptr %2, i32 0, i32 2
  %9 = load i32, ptr %3, align 4
  %10 = sitofp i32 %9 to double
  %11 = fmul double %10, 5.000000e-01
  store double %11, ptr %8, align 8
  %12 = load { i64, double }, ptr %2, align 8
  ret { i64, double } %12
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @walk(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  br label %4

4:                                                ; preds = %7, %1
  %5 = load ptr, ptr %2, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %23

7:                                                ; preds = %4
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds nuw %struct.Q, ptr %8, i32 0, i32 1
  %10 = load i64, ptr %9, align 8
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds nuw %struct.Q, ptr %11, i32 0, i32 0
  %13 = getelementptr inbounds [2 x %struct.P], ptr %12, i64 0, i64 1
  %14 = getelementptr inbounds nuw %struct.P, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = sext i32 %15 to i64
  %17 = add nsw i64 %10, %16
  %18 = load i64, ptr %3, align 8
  %19 = add nsw i64 %18, %17
  store i64 %19, ptr %3, align 8
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds nuw %struct.Q, ptr %20, i32 0, i32 2
  %22 = load ptr, ptr %21, align 8
  store ptr %22, ptr %2, align 8
  br label %4, !llvm.loop !6

23:                                               ; preds = %4
  %24 = load i64, ptr %3, align 8
  ret i64 %24
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Q, align 8
  %3 = alloca %struct.P, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 48, i1 false)
  %4 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 1
  store i64 3, ptr %4, align 8
  %5 = getelementptr inbounds nuw %struct.Q, ptr %2, i32 0, i32 2
  store ptr @gq, ptr %5, align 8
  %6 = load i64, ptr @gp, align 8
  %7 = load double, ptr getelementptr inbounds nuw ({ i64, double }, ptr @gp, i32 0, i32 1), align 8
  %8 = call double @f(i64 %6, double %7)
  %9 = call i64 @walk(ptr noundef %2)
  %10 = sitofp i64 %9 to double
  %11 = fadd double %8, %10
  %12 = call { i64, double } @mk(i32 noundef 4)
  %13 = getelementptr inbounds nuw { i64, double }, ptr %3, i32 0, i32 0
  %14 = extractvalue { i64, double } %12, 0
  store i64 %14, ptr %13, align 8
  %15 = getelementptr inbounds nuw { i64, double }, ptr %3, i32 0, i32 1
  %16 = extractvalue { i64, double } %12, 1
  store double %16, ptr %15, align 8
  %17 = getelementptr inbounds nuw %struct.P, ptr %3, i32 0, i32 2
  %18 = load double, ptr %17, align 8
  %19 = fadd double %11, %18
  %20 = fptosi double %19 to i32
  ret i32 %20
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
