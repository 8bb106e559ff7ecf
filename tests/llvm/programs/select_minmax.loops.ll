; ModuleID = 'select_minmax.canon.ll'
source_filename = "select_minmax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.vals = private unnamed_addr constant [7 x i32] [i32 -300, i32 -7, i32 0, i32 5, i32 99, i32 100, i32 1000], align 16
@.str = private unnamed_addr constant [37 x i8] c"%d: clamp %d abs %d sign %d umax %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"hits %d calls %d\0A\00", align 1
@calls = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [11 x i8] c"%.2f %.2f\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [7 x i32], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.main.vals, i64 28, i1 false)
  br label %2

2:                                                ; preds = %0
  %3 = load i32, ptr %1, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = sub nsw i32 0, %3
  br label %8

7:                                                ; preds = %2
  br label %8

8:                                                ; preds = %7, %5
  %9 = phi i32 [ %6, %5 ], [ %3, %7 ]
  %10 = icmp ugt i32 %3, 50
  br i1 %10, label %11, label %12

11:                                               ; preds = %8
  br label %13

12:                                               ; preds = %8
  br label %13

13:                                               ; preds = %12, %11
  %14 = phi i32 [ %3, %11 ], [ 50, %12 ]
  %15 = call i32 @clamp(i32 noundef %3, i32 noundef -10, i32 noundef 100)
  %16 = sext i32 %3 to i64
  %17 = call i32 @sign(i64 noundef %16)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3, i32 noundef %15, i32 noundef %9, i32 noundef %17, i32 noundef %14)
  br label %19

19:                                               ; preds = %13
  %20 = getelementptr inbounds [7 x i32], ptr %1, i64 0, i64 1
  %21 = load i32, ptr %20, align 4
  %22 = icmp slt i32 %21, 0
  br i1 %22, label %24, label %23

23:                                               ; preds = %19
  br label %26

24:                                               ; preds = %19
  %25 = sub nsw i32 0, %21
  br label %26

26:                                               ; preds = %24, %23
  %27 = phi i32 [ %25, %24 ], [ %21, %23 ]
  %28 = icmp ugt i32 %21, 50
  br i1 %28, label %30, label %29

29:                                               ; preds = %26
  br label %31

30:                                               ; preds = %26
  br label %31

31:                                               ; preds = %30, %29
  %32 = phi i32 [ %21, %30 ], [ 50, %29 ]
  %33 = call i32 @clamp(i32 noundef %21, i32 noundef -10, i32 noundef 100)
  %34 = sext i32 %21 to i64
  %35 = call i32 @sign(i64 noundef %34)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %21, i32 noundef %33, i32 noundef %27, i32 noundef %35, i32 noundef %32)
  br label %37

37:                                               ; preds = %31
  %38 = getelementptr inbounds [7 x i32], ptr %1, i64 0, i64 2
  %39 = load i32, ptr %38, align 4
  %40 = icmp slt i32 %39, 0
  br i1 %40, label %42, label %41

41:                                               ; preds = %37
  br label %44

42:                                               ; preds = %37
  %43 = sub nsw i32 0, %39
  br label %44

44:                                               ; preds = %42, %41
  %45 = phi i32 [ %43, %42 ], [ %39, %41 ]
  %46 = icmp ugt i32 %39, 50
  br i1 %46, label %48, label %47

47:                                               ; preds = %44
  br label %49

48:                                               ; preds = %44
  br label %49

49:                                               ; preds = %48, %47
  %50 = phi i32 [ %39, %48 ], [ 50, %47 ]
  %51 = call i32 @clamp(i32 noundef %39, i32 noundef -10, i32 noundef 100)
  %52 = sext i32 %39 to i64
  %53 = call i32 @sign(i64 noundef %52)
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %39, i32 noundef %51, i32 noundef %45, i32 noundef %53, i32 noundef %50)
  br label %55

55:                                               ; preds = %49
  %56 = getelementptr inbounds [7 x i32], ptr %1, i64 0, i64 3
  %57 = load i32, ptr %56, align 4
  %58 = icmp slt i32 %57, 0
  br i1 %58, label %60, label %59

59:                                               ; preds = %55
  br label %62

60:                                               ; preds = %55
  %61 = sub nsw i32 0, %57
  br label %62

62:                                               ; preds = %60, %59
  %63 = phi i32 [ %61, %60 ], [ %57, %59 ]
  %64 = icmp ugt i32 %57, 50
  br i1 %64, label %66, label %65

65:                                               ; preds = %62
  br label %67

66:                                               ; preds = %62
  br label %67

67:                                               ; preds = %66, %65
  %68 = phi i32 [ %57, %66 ], [ 50, %65 ]
  %69 = call i32 @clamp(i32 noundef %57, i32 noundef -10, i32 noundef 100)
  %70 = sext i32 %57 to i64
  %71 = call i32 @sign(i64 noundef %70)
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %57, i32 noundef %69, i32 noundef %63, i32 noundef %71, i32 noundef %68)
  br label %73

73:                                               ; preds = %67
  %74 = getelementptr inbounds [7 x i32], ptr %1, i64 0, i64 4
  %75 = load i32, ptr %74, align 4
  %76 = icmp slt i32 %75, 0
  br i1 %76, label %78, label %77

77:                                               ; preds = %73
  br label %80

78:                                               ; preds = %73
  %79 = sub nsw i32 0, %75
  br label %80

80:                                               ; preds = %78, %77
  %81 = phi i32 [ %79, %78 ], [ %75, %77 ]
  %82 = icmp ugt i32 %75, 50
  br i1 %82, label %84, label %83

83:                                               ; preds = %80
  br label %85

84:                                               ; preds = %80
  br label %85

85:                                               ; preds = %84, %83
  %86 = phi i32 [ %75, %84 ], [ 50, %83 ]
  %87 = call i32 @clamp(i32 noundef %75, i32 noundef -10, i32 noundef 100)
  %88 = sext i32 %75 to i64
  %89 = call i32 @sign(i64 noundef %88)
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %75, i32 noundef %87, i32 noundef %81, i32 noundef %89, i32 noundef %86)
  br label %91

91:                                               ; preds = %85
  %92 = getelementptr inbounds [7 x i32], ptr %1, i64 0, i64 5
  %93 = load i32, ptr %92, align 4
  %94 = icmp slt i32 %93, 0
  br i1 %94, label %96, label %95

95:                                               ; preds = %91
  br label %98

96:                                               ; preds = %91
  %97 = sub nsw i32 0, %93
  br label %98

98:                                               ; preds = %96, %95
  %99 = phi i32 [ %97, %96 ], [ %93, %95 ]
  %100 = icmp ugt i32 %93, 50
  br i1 %100, label %102, label %101

101:                                              ; preds = %98
  br label %103

102:                                              ; preds = %98
  br label %103

103:                                              ; preds = %102, %101
  %104 = phi i32 [ %93, %102 ], [ 50, %101 ]
  %105 = call i32 @clamp(i32 noundef %93, i32 noundef -10, i32 noundef 100)
  %106 = sext i32 %93 to i64
  %107 = call i32 @sign(i64 noundef %106)
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %93, i32 noundef %105, i32 noundef %99, i32 noundef %107, i32 noundef %104)
  br label %109

109:                                              ; preds = %103
  %110 = getelementptr inbounds [7 x i32], ptr %1, i64 0, i64 6
  %111 = load i32, ptr %110, align 4
  %112 = icmp slt i32 %111, 0
  br i1 %112, label %114, label %113

113:                                              ; preds = %109
  br label %116

114:                                              ; preds = %109
  %115 = sub nsw i32 0, %111
  br label %116

116:                                              ; preds = %114, %113
  %117 = phi i32 [ %115, %114 ], [ %111, %113 ]
  %118 = icmp ugt i32 %111, 50
  br i1 %118, label %120, label %119

119:                                              ; preds = %116
  br label %121

120:                                              ; preds = %116
  br label %121

121:                                              ; preds = %120, %119
  %122 = phi i32 [ %111, %120 ], [ 50, %119 ]
  %123 = call i32 @clamp(i32 noundef %111, i32 noundef -10, i32 noundef 100)
  %124 = sext i32 %111 to i64
  %125 = call i32 @sign(i64 noundef %124)
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %111, i32 noundef %123, i32 noundef %117, i32 noundef %125, i32 noundef %122)
  br label %127

127:                                              ; preds = %121
  br label %128

128:                                              ; preds = %127, %141
  %.023 = phi i32 [ 0, %127 ], [ %142, %141 ]
  %.032 = phi i32 [ 0, %127 ], [ %.1, %141 ]
  %.urem = urem i32 %.023, 3
  %129 = icmp eq i32 %.urem, 0
  %130 = zext i1 %129 to i32
  %131 = call i32 @noisy(i32 noundef %130)
  %132 = icmp ne i32 %131, 0
  br i1 %132, label %133, label %140

133:                                              ; preds = %128
  %134 = icmp samesign ugt i32 %.023, 2
  %135 = zext i1 %134 to i32
  %136 = call i32 @noisy(i32 noundef %135)
  %137 = icmp ne i32 %136, 0
  br i1 %137, label %138, label %140

138:                                              ; preds = %133
  %139 = add nsw i32 %.032, 1
  br label %140

140:                                              ; preds = %138, %133, %128
  %.1 = phi i32 [ %139, %138 ], [ %.032, %133 ], [ %.032, %128 ]
  br label %141

141:                                              ; preds = %140
  %142 = add nuw nsw i32 %.023, 1
  %exitcond7 = icmp ne i32 %142, 10
  br i1 %exitcond7, label %128, label %143, !llvm.loop !6

143:                                              ; preds = %141
  %.03.lcssa = phi i32 [ %.1, %141 ]
  br label %144

144:                                              ; preds = %143, %155
  %.05 = phi i32 [ 0, %143 ], [ %156, %155 ]
  %.24 = phi i32 [ %.03.lcssa, %143 ], [ %.3, %155 ]
  %.urem8 = urem i32 %.05, 2
  %145 = call i32 @noisy(i32 noundef %.urem8)
  %146 = icmp ne i32 %145, 0
  br i1 %146, label %152, label %147

147:                                              ; preds = %144
  %148 = icmp eq i32 %.05, 4
  %149 = zext i1 %148 to i32
  %150 = call i32 @noisy(i32 noundef %149)
  %151 = icmp ne i32 %150, 0
  br i1 %151, label %152, label %154

152:                                              ; preds = %147, %144
  %153 = add nsw i32 %.24, 10
  br label %154

154:                                              ; preds = %152, %147
  %.3 = phi i32 [ %153, %152 ], [ %.24, %147 ]
  br label %155

155:                                              ; preds = %154
  %156 = add nuw nsw i32 %.05, 1
  %exitcond9 = icmp ne i32 %156, 10
  br i1 %exitcond9, label %144, label %157, !llvm.loop !8

157:                                              ; preds = %155
  %.2.lcssa = phi i32 [ %.3, %155 ]
  %158 = load i32, ptr @calls, align 4
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %.2.lcssa, i32 noundef %158)
  %160 = fcmp olt double -2.500000e+00, 1.250000e+00
  br i1 %160, label %161, label %162

161:                                              ; preds = %157
  br label %163

162:                                              ; preds = %157
  br label %163

163:                                              ; preds = %162, %161
  %164 = phi double [ -2.500000e+00, %161 ], [ 1.250000e+00, %162 ]
  %165 = fcmp ogt double -2.500000e+00, 1.250000e+00
  br i1 %165, label %166, label %167

166:                                              ; preds = %163
  br label %168

167:                                              ; preds = %163
  br label %168

168:                                              ; preds = %167, %166
  %169 = phi double [ -2.500000e+00, %166 ], [ 1.250000e+00, %167 ]
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %164, double noundef %169)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @clamp(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = icmp slt i32 %0, %1
  br i1 %4, label %5, label %6

5:                                                ; preds = %3
  br label %12

6:                                                ; preds = %3
  %7 = icmp sgt i32 %0, %2
  br i1 %7, label %8, label %9

8:                                                ; preds = %6
  br label %10

9:                                                ; preds = %6
  br label %10

10:                                               ; preds = %9, %8
  %11 = phi i32 [ %2, %8 ], [ %0, %9 ]
  br label %12

12:                                               ; preds = %10, %5
  %13 = phi i32 [ %1, %5 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @sign(i64 noundef %0) #0 {
  %2 = icmp sgt i64 %0, 0
  %3 = zext i1 %2 to i32
  %4 = icmp slt i64 %0, 0
  %5 = zext i1 %4 to i32
  %6 = sub nsw i32 %3, %5
  ret i32 %6
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @noisy(i32 noundef %0) #0 {
  %2 = load i32, ptr @calls, align 4
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @calls, align 4
  ret i32 %0
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
