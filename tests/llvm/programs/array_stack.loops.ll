; ModuleID = 'array_stack.canon.ll'
source_filename = "array_stack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"min %d max %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"trace %d, t[1][2]=%d t[3][0]=%d\0A\00", align 1
@__const.main.s = private unnamed_addr constant [8 x i8] c"waddle\00\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"%.4f\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  %1 = alloca [16 x i32], align 16
  %2 = alloca [4 x [4 x i32]], align 16
  %3 = alloca [4 x [4 x i32]], align 16
  %4 = alloca [8 x i8], align 1
  %5 = alloca [3 x [2 x double]], align 16
  br label %6

6:                                                ; preds = %0
  store i32 0, ptr %1, align 4
  br label %7

7:                                                ; preds = %6
  %8 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 1
  store i32 -2, ptr %8, align 4
  br label %9

9:                                                ; preds = %7
  %10 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 2
  store i32 -2, ptr %10, align 4
  br label %11

11:                                               ; preds = %9
  %12 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 3
  store i32 0, ptr %12, align 4
  br label %13

13:                                               ; preds = %11
  %14 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 4
  store i32 4, ptr %14, align 4
  br label %15

15:                                               ; preds = %13
  %16 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 5
  store i32 10, ptr %16, align 4
  br label %17

17:                                               ; preds = %15
  %18 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 6
  store i32 18, ptr %18, align 4
  br label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 7
  store i32 28, ptr %20, align 4
  br label %21

21:                                               ; preds = %19
  %22 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 8
  store i32 40, ptr %22, align 4
  br label %23

23:                                               ; preds = %21
  %24 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 9
  store i32 54, ptr %24, align 4
  br label %25

25:                                               ; preds = %23
  %26 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 10
  store i32 70, ptr %26, align 4
  br label %27

27:                                               ; preds = %25
  %28 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 11
  store i32 88, ptr %28, align 4
  br label %29

29:                                               ; preds = %27
  %30 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 12
  store i32 108, ptr %30, align 4
  br label %31

31:                                               ; preds = %29
  %32 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 13
  store i32 130, ptr %32, align 4
  br label %33

33:                                               ; preds = %31
  %34 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 14
  store i32 154, ptr %34, align 4
  br label %35

35:                                               ; preds = %33
  %36 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 15
  store i32 180, ptr %36, align 4
  br label %37

37:                                               ; preds = %35
  %38 = load i32, ptr %1, align 16
  %39 = load i32, ptr %1, align 16
  br label %40

40:                                               ; preds = %59, %37
  %indvars.iv15 = phi i64 [ 1, %37 ], [ %indvars.iv.next16.1, %59 ]
  %.025 = phi i32 [ %38, %37 ], [ %.1.1, %59 ]
  %.034 = phi i32 [ %39, %37 ], [ %.14.1, %59 ]
  %41 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 %indvars.iv15
  %42 = load i32, ptr %41, align 4
  %43 = icmp slt i32 %42, %.025
  br i1 %43, label %44, label %45

44:                                               ; preds = %40
  br label %45

45:                                               ; preds = %44, %40
  %.1 = phi i32 [ %42, %44 ], [ %.025, %40 ]
  %46 = icmp sgt i32 %42, %.034
  br i1 %46, label %47, label %48

47:                                               ; preds = %45
  br label %48

48:                                               ; preds = %47, %45
  %.14 = phi i32 [ %42, %47 ], [ %.034, %45 ]
  br label %49

49:                                               ; preds = %48
  %indvars.iv.next16 = add nuw nsw i64 %indvars.iv15, 1
  %exitcond18 = icmp ne i64 %indvars.iv.next16, 16
  br i1 %exitcond18, label %50, label %60, !llvm.loop !6

50:                                               ; preds = %49
  %51 = getelementptr inbounds [16 x i32], ptr %1, i64 0, i64 %indvars.iv.next16
  %52 = load i32, ptr %51, align 4
  %53 = icmp slt i32 %52, %.1
  br i1 %53, label %54, label %55

54:                                               ; preds = %50
  br label %55

55:                                               ; preds = %54, %50
  %.1.1 = phi i32 [ %52, %54 ], [ %.1, %50 ]
  %56 = icmp sgt i32 %52, %.14
  br i1 %56, label %57, label %58

57:                                               ; preds = %55
  br label %58

58:                                               ; preds = %57, %55
  %.14.1 = phi i32 [ %52, %57 ], [ %.14, %55 ]
  br label %59

59:                                               ; preds = %58
  %indvars.iv.next16.1 = add nuw nsw i64 %indvars.iv15, 2
  br label %40

60:                                               ; preds = %49
  %.03.lcssa = phi i32 [ %.14, %49 ]
  %.02.lcssa = phi i32 [ %.1, %49 ]
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %.02.lcssa, i32 noundef %.03.lcssa)
  br label %62

62:                                               ; preds = %60
  br label %63

63:                                               ; preds = %62
  store i32 0, ptr %2, align 4
  br label %64

64:                                               ; preds = %63
  %65 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 1
  store i32 1, ptr %65, align 4
  br label %66

66:                                               ; preds = %64
  %67 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 2
  store i32 2, ptr %67, align 4
  br label %68

68:                                               ; preds = %66
  %69 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 3
  store i32 3, ptr %69, align 4
  br label %70

70:                                               ; preds = %68
  br label %71

71:                                               ; preds = %70
  %72 = getelementptr inbounds [4 x [4 x i32]], ptr %2, i64 0, i64 1
  br label %73

73:                                               ; preds = %71
  store i32 4, ptr %72, align 4
  br label %74

74:                                               ; preds = %73
  %75 = getelementptr inbounds [4 x i32], ptr %72, i64 0, i64 1
  store i32 5, ptr %75, align 4
  br label %76

76:                                               ; preds = %74
  %77 = getelementptr inbounds [4 x i32], ptr %72, i64 0, i64 2
  store i32 6, ptr %77, align 4
  br label %78

78:                                               ; preds = %76
  %79 = getelementptr inbounds [4 x i32], ptr %72, i64 0, i64 3
  store i32 7, ptr %79, align 4
  br label %80

80:                                               ; preds = %78
  br label %81

81:                                               ; preds = %80
  %82 = getelementptr inbounds [4 x [4 x i32]], ptr %2, i64 0, i64 2
  br label %83

83:                                               ; preds = %81
  store i32 8, ptr %82, align 4
  br label %84

84:                                               ; preds = %83
  %85 = getelementptr inbounds [4 x i32], ptr %82, i64 0, i64 1
  store i32 9, ptr %85, align 4
  br label %86

86:                                               ; preds = %84
  %87 = getelementptr inbounds [4 x i32], ptr %82, i64 0, i64 2
  store i32 10, ptr %87, align 4
  br label %88

88:                                               ; preds = %86
  %89 = getelementptr inbounds [4 x i32], ptr %82, i64 0, i64 3
  store i32 11, ptr %89, align 4
  br label %90

90:                                               ; preds = %88
  br label %91

91:                                               ; preds = %90
  %92 = getelementptr inbounds [4 x [4 x i32]], ptr %2, i64 0, i64 3
  br label %93

93:                                               ; preds = %91
  store i32 12, ptr %92, align 4
  br label %94

94:                                               ; preds = %93
  %95 = getelementptr inbounds [4 x i32], ptr %92, i64 0, i64 1
  store i32 13, ptr %95, align 4
  br label %96

96:                                               ; preds = %94
  %97 = getelementptr inbounds [4 x i32], ptr %92, i64 0, i64 2
  store i32 14, ptr %97, align 4
  br label %98

98:                                               ; preds = %96
  %99 = getelementptr inbounds [4 x i32], ptr %92, i64 0, i64 3
  store i32 15, ptr %99, align 4
  br label %100

100:                                              ; preds = %98
  br label %101

101:                                              ; preds = %100
  br label %102

102:                                              ; preds = %101
  br label %103

103:                                              ; preds = %102
  %104 = load i32, ptr %2, align 4
  store i32 %104, ptr %3, align 4
  br label %105

105:                                              ; preds = %103
  %106 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 1
  %107 = load i32, ptr %106, align 4
  %gep.1 = getelementptr inbounds [4 x [4 x i32]], ptr %3, i64 0, i64 1
  store i32 %107, ptr %gep.1, align 4
  br label %108

108:                                              ; preds = %105
  %109 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 2
  %110 = load i32, ptr %109, align 4
  %gep.2 = getelementptr inbounds [4 x [4 x i32]], ptr %3, i64 0, i64 2
  store i32 %110, ptr %gep.2, align 4
  br label %111

111:                                              ; preds = %108
  %112 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 3
  %113 = load i32, ptr %112, align 4
  %gep.3 = getelementptr inbounds [4 x [4 x i32]], ptr %3, i64 0, i64 3
  store i32 %113, ptr %gep.3, align 4
  br label %114

114:                                              ; preds = %111
  br label %115

115:                                              ; preds = %114
  %116 = getelementptr inbounds [4 x [4 x i32]], ptr %2, i64 0, i64 1
  %invariant.gep.1 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 1
  br label %117

117:                                              ; preds = %115
  %118 = load i32, ptr %116, align 4
  store i32 %118, ptr %invariant.gep.1, align 4
  br label %119

119:                                              ; preds = %117
  %120 = getelementptr inbounds [4 x i32], ptr %116, i64 0, i64 1
  %121 = load i32, ptr %120, align 4
  %gep.1.1 = getelementptr inbounds [4 x [4 x i32]], ptr %invariant.gep.1, i64 0, i64 1
  store i32 %121, ptr %gep.1.1, align 4
  br label %122

122:                                              ; preds = %119
  %123 = getelementptr inbounds [4 x i32], ptr %116, i64 0, i64 2
  %124 = load i32, ptr %123, align 4
  %gep.2.1 = getelementptr inbounds [4 x [4 x i32]], ptr %invariant.gep.1, i64 0, i64 2
  store i32 %124, ptr %gep.2.1, align 4
  br label %125

125:                                              ; preds = %122
  %126 = getelementptr inbounds [4 x i32], ptr %116, i64 0, i64 3
  %127 = load i32, ptr %126, align 4
  %gep.3.1 = getelementptr inbounds [4 x [4 x i32]], ptr %invariant.gep.1, i64 0, i64 3
  store i32 %127, ptr %gep.3.1, align 4
  br label %128

128:                                              ; preds = %125
  br label %129

129:                                              ; preds = %128
  %130 = getelementptr inbounds [4 x [4 x i32]], ptr %2, i64 0, i64 2
  %invariant.gep.2 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 2
  br label %131

131:                                              ; preds = %129
  %132 = load i32, ptr %130, align 4
  store i32 %132, ptr %invariant.gep.2, align 4
  br label %133

133:                                              ; preds = %131
  %134 = getelementptr inbounds [4 x i32], ptr %130, i64 0, i64 1
  %135 = load i32, ptr %134, align 4
  %gep.1.2 = getelementptr inbounds [4 x [4 x i32]], ptr %invariant.gep.2, i64 0, i64 1
  store i32 %135, ptr %gep.1.2, align 4
  br label %136

136:                                              ; preds = %133
  %137 = getelementptr inbounds [4 x i32], ptr %130, i64 0, i64 2
  %138 = load i32, ptr %137, align 4
  %gep.2.2 = getelementptr inbounds [4 x [4 x i32]], ptr %invariant.gep.2, i64 0, i64 2
  store i32 %138, ptr %gep.2.2, align 4
  br label %139

139:                                              ; preds = %136
  %140 = getelementptr inbounds [4 x i32], ptr %130, i64 0, i64 3
  %141 = load i32, ptr %140, align 4
  %gep.3.2 = getelementptr inbounds [4 x [4 x i32]], ptr %invariant.gep.2, i64 0, i64 3
  store i32 %141, ptr %gep.3.2, align 4
  br label %142

142:                                              ; preds = %139
  br label %143

143:                                              ; preds = %142
  %144 = getelementptr inbounds [4 x [4 x i32]], ptr %2, i64 0, i64 3
  %invariant.gep.3 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 3
  br label %145

145:                                              ; preds = %143
  %146 = load i32, ptr %144, align 4
  store i32 %146, ptr %invariant.gep.3, align 4
  br label %147

147:                                              ; preds = %145
  %148 = getelementptr inbounds [4 x i32], ptr %144, i64 0, i64 1
  %149 = load i32, ptr %148, align 4
  %gep.1.3 = getelementptr inbounds [4 x [4 x i32]], ptr %invariant.gep.3, i64 0, i64 1
  store i32 %149, ptr %gep.1.3, align 4
  br label %150

150:                                              ; preds = %147
  %151 = getelementptr inbounds [4 x i32], ptr %144, i64 0, i64 2
  %152 = load i32, ptr %151, align 4
  %gep.2.3 = getelementptr inbounds [4 x [4 x i32]], ptr %invariant.gep.3, i64 0, i64 2
  store i32 %152, ptr %gep.2.3, align 4
  br label %153

153:                                              ; preds = %150
  %154 = getelementptr inbounds [4 x i32], ptr %144, i64 0, i64 3
  %155 = load i32, ptr %154, align 4
  %gep.3.3 = getelementptr inbounds [4 x [4 x i32]], ptr %invariant.gep.3, i64 0, i64 3
  store i32 %155, ptr %gep.3.3, align 4
  br label %156

156:                                              ; preds = %153
  br label %157

157:                                              ; preds = %156
  %158 = call i32 @trace(ptr noundef %3)
  %159 = getelementptr inbounds [4 x [4 x i32]], ptr %3, i64 0, i64 1
  %160 = getelementptr inbounds [4 x i32], ptr %159, i64 0, i64 2
  %161 = load i32, ptr %160, align 8
  %162 = getelementptr inbounds [4 x [4 x i32]], ptr %3, i64 0, i64 3
  %163 = load i32, ptr %162, align 16
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %158, i32 noundef %161, i32 noundef %163)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 @__const.main.s, i64 8, i1 false)
  br label %165

165:                                              ; preds = %157
  %166 = load i8, ptr %4, align 1
  %167 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 5
  %168 = load i8, ptr %167, align 1
  store i8 %168, ptr %4, align 1
  %169 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 5
  store i8 %166, ptr %169, align 1
  br label %170

170:                                              ; preds = %165
  %171 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 1
  %172 = load i8, ptr %171, align 1
  %173 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 4
  %174 = load i8, ptr %173, align 1
  %175 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 1
  store i8 %174, ptr %175, align 1
  %176 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 4
  store i8 %172, ptr %176, align 1
  br label %177

177:                                              ; preds = %170
  %178 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 2
  %179 = load i8, ptr %178, align 1
  %180 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 3
  %181 = load i8, ptr %180, align 1
  %182 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 2
  store i8 %181, ptr %182, align 1
  %183 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 3
  store i8 %179, ptr %183, align 1
  br label %184

184:                                              ; preds = %177
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %4)
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 48, i1 false)
  store double 1.500000e+00, ptr %5, align 16
  %186 = getelementptr inbounds [2 x double], ptr %5, i32 0, i32 1
  store double 2.000000e+00, ptr %186, align 8
  %187 = getelementptr inbounds [3 x [2 x double]], ptr %5, i32 0, i32 1
  store double -5.000000e-01, ptr %187, align 16
  %188 = getelementptr inbounds [2 x double], ptr %187, i32 0, i32 1
  store double 4.250000e+00, ptr %188, align 8
  %189 = getelementptr inbounds [3 x [2 x double]], ptr %5, i32 0, i32 2
  store double 3.000000e+00, ptr %189, align 16
  %190 = getelementptr inbounds [2 x double], ptr %189, i32 0, i32 1
  store double 1.250000e-01, ptr %190, align 8
  br label %191

191:                                              ; preds = %184
  %192 = load double, ptr %5, align 16
  %193 = getelementptr inbounds [2 x double], ptr %5, i64 0, i64 1
  %194 = load double, ptr %193, align 8
  %195 = fmul double %192, %194
  %196 = fadd double 0.000000e+00, %195
  br label %197

197:                                              ; preds = %191
  %198 = getelementptr inbounds [3 x [2 x double]], ptr %5, i64 0, i64 1
  %199 = load double, ptr %198, align 16
  %200 = getelementptr inbounds [3 x [2 x double]], ptr %5, i64 0, i64 1
  %201 = getelementptr inbounds [2 x double], ptr %200, i64 0, i64 1
  %202 = load double, ptr %201, align 8
  %203 = fmul double %199, %202
  %204 = fadd double %196, %203
  br label %205

205:                                              ; preds = %197
  %206 = getelementptr inbounds [3 x [2 x double]], ptr %5, i64 0, i64 2
  %207 = load double, ptr %206, align 16
  %208 = getelementptr inbounds [3 x [2 x double]], ptr %5, i64 0, i64 2
  %209 = getelementptr inbounds [2 x double], ptr %208, i64 0, i64 1
  %210 = load double, ptr %209, align 8
  %211 = fmul double %207, %210
  %212 = fadd double %204, %211
  br label %213

213:                                              ; preds = %205
  %214 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %212)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @trace(ptr noundef %0) #0 {
  br label %2

2:                                                ; preds = %1
  %3 = load i32, ptr %0, align 4
  br label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds [4 x i32], ptr %0, i64 1
  %6 = getelementptr inbounds [4 x i32], ptr %5, i64 0, i64 1
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %3, %7
  br label %9

9:                                                ; preds = %4
  %10 = getelementptr inbounds [4 x i32], ptr %0, i64 2
  %11 = getelementptr inbounds [4 x i32], ptr %10, i64 0, i64 2
  %12 = load i32, ptr %11, align 4
  %13 = add nsw i32 %8, %12
  br label %14

14:                                               ; preds = %9
  %15 = getelementptr inbounds [4 x i32], ptr %0, i64 3
  %16 = getelementptr inbounds [4 x i32], ptr %15, i64 0, i64 3
  %17 = load i32, ptr %16, align 4
  %18 = add nsw i32 %13, %17
  br label %19

19:                                               ; preds = %14
  ret i32 %18
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
