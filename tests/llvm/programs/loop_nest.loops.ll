; ModuleID = 'loop_nest.canon.ll'
source_filename = "loop_nest.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"triangle: %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"pythagoras: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"mixed: %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
  br label %1

1:                                                ; preds = %0
  br label %2

2:                                                ; preds = %1
  br i1 false, label %.lr.ph, label %3

.lr.ph:                                           ; preds = %2
  br label %._crit_edge

._crit_edge:                                      ; preds = %.lr.ph
  br label %3

3:                                                ; preds = %._crit_edge, %2
  %.2.lcssa = phi i64 [ 9223372034707292160, %._crit_edge ], [ 0, %2 ]
  br label %4

4:                                                ; preds = %3
  br i1 false, label %5, label %33, !llvm.loop !6

5:                                                ; preds = %4
  br i1 false, label %.lr.ph.1, label %7

.lr.ph.1:                                         ; preds = %5
  br label %._crit_edge.1

._crit_edge.1:                                    ; preds = %.lr.ph.1
  %6 = add i64 %.2.lcssa, -9223371996052586506
  br label %7

7:                                                ; preds = %._crit_edge.1, %5
  %.2.lcssa.1 = phi i64 [ %6, %._crit_edge.1 ], [ %.2.lcssa, %5 ]
  br label %8

8:                                                ; preds = %7
  br i1 true, label %9, label %33, !llvm.loop !6

9:                                                ; preds = %8
  br i1 false, label %.lr.ph.2, label %11

.lr.ph.2:                                         ; preds = %9
  br label %._crit_edge.2

._crit_edge.2:                                    ; preds = %.lr.ph.2
  %10 = add i64 %.2.lcssa.1, -9223371953102913577
  br label %11

11:                                               ; preds = %._crit_edge.2, %9
  %.2.lcssa.2 = phi i64 [ %10, %._crit_edge.2 ], [ %.2.lcssa.1, %9 ]
  br label %12

12:                                               ; preds = %11
  br i1 true, label %13, label %33, !llvm.loop !6

13:                                               ; preds = %12
  br i1 false, label %.lr.ph.3, label %15

.lr.ph.3:                                         ; preds = %13
  br label %._crit_edge.3

._crit_edge.3:                                    ; preds = %.lr.ph.3
  %14 = add i64 %.2.lcssa.2, -9223371910153240669
  br label %15

15:                                               ; preds = %._crit_edge.3, %13
  %.2.lcssa.3 = phi i64 [ %14, %._crit_edge.3 ], [ %.2.lcssa.2, %13 ]
  br label %16

16:                                               ; preds = %15
  br i1 true, label %17, label %33, !llvm.loop !6

17:                                               ; preds = %16
  br i1 false, label %.lr.ph.4, label %19

.lr.ph.4:                                         ; preds = %17
  br label %._crit_edge.4

._crit_edge.4:                                    ; preds = %.lr.ph.4
  %18 = add i64 %.2.lcssa.3, -9223371867203567782
  br label %19

19:                                               ; preds = %._crit_edge.4, %17
  %.2.lcssa.4 = phi i64 [ %18, %._crit_edge.4 ], [ %.2.lcssa.3, %17 ]
  br label %20

20:                                               ; preds = %19
  br i1 true, label %21, label %33, !llvm.loop !6

21:                                               ; preds = %20
  br i1 false, label %.lr.ph.5, label %23

.lr.ph.5:                                         ; preds = %21
  br label %._crit_edge.5

._crit_edge.5:                                    ; preds = %.lr.ph.5
  %22 = add i64 %.2.lcssa.4, -9223371824253894916
  br label %23

23:                                               ; preds = %._crit_edge.5, %21
  %.2.lcssa.5 = phi i64 [ %22, %._crit_edge.5 ], [ %.2.lcssa.4, %21 ]
  br label %24

24:                                               ; preds = %23
  br i1 true, label %25, label %33, !llvm.loop !6

25:                                               ; preds = %24
  br i1 false, label %.lr.ph.6, label %27

.lr.ph.6:                                         ; preds = %25
  br label %._crit_edge.6

._crit_edge.6:                                    ; preds = %.lr.ph.6
  %26 = add i64 %.2.lcssa.5, -9223371781304222071
  br label %27

27:                                               ; preds = %._crit_edge.6, %25
  %.2.lcssa.6 = phi i64 [ %26, %._crit_edge.6 ], [ %.2.lcssa.5, %25 ]
  br label %28

28:                                               ; preds = %27
  br i1 true, label %29, label %33, !llvm.loop !6

29:                                               ; preds = %28
  br i1 false, label %.lr.ph.7, label %31

.lr.ph.7:                                         ; preds = %29
  br label %._crit_edge.7

._crit_edge.7:                                    ; preds = %.lr.ph.7
  %30 = add i64 %.2.lcssa.6, -9223371738354549247
  br label %31

31:                                               ; preds = %._crit_edge.7, %29
  %.2.lcssa.7 = phi i64 [ %30, %._crit_edge.7 ], [ %.2.lcssa.6, %29 ]
  br label %32

32:                                               ; preds = %31
  br label %33

33:                                               ; preds = %32, %28, %24, %20, %16, %12, %8, %4
  %.1.lcssa = phi i64 [ %.2.lcssa, %4 ], [ %.2.lcssa.1, %8 ], [ %.2.lcssa.2, %12 ], [ %.2.lcssa.3, %16 ], [ %.2.lcssa.4, %20 ], [ %.2.lcssa.5, %24 ], [ %.2.lcssa.6, %28 ], [ %.2.lcssa.7, %32 ]
  br label %34

34:                                               ; preds = %33
  br label %35

35:                                               ; preds = %34
  br i1 true, label %.lr.ph.146, label %37

.lr.ph.146:                                       ; preds = %35
  br label %._crit_edge.147

._crit_edge.147:                                  ; preds = %.lr.ph.146
  %36 = add i64 %.1.lcssa, 100
  br label %37

37:                                               ; preds = %._crit_edge.147, %35
  %.2.lcssa.148 = phi i64 [ %36, %._crit_edge.147 ], [ %.1.lcssa, %35 ]
  br label %38

38:                                               ; preds = %37
  br i1 true, label %39, label %67, !llvm.loop !6

39:                                               ; preds = %38
  br i1 false, label %.lr.ph.1.1, label %41

.lr.ph.1.1:                                       ; preds = %39
  br label %._crit_edge.1.1

._crit_edge.1.1:                                  ; preds = %.lr.ph.1.1
  %40 = add i64 %.2.lcssa.148, -9223371562260889600
  br label %41

41:                                               ; preds = %._crit_edge.1.1, %39
  %.2.lcssa.1.1 = phi i64 [ %40, %._crit_edge.1.1 ], [ %.2.lcssa.148, %39 ]
  br label %42

42:                                               ; preds = %41
  br i1 false, label %43, label %67, !llvm.loop !6

43:                                               ; preds = %42
  br i1 false, label %.lr.ph.2.1, label %45

.lr.ph.2.1:                                       ; preds = %43
  br label %._crit_edge.2.1

._crit_edge.2.1:                                  ; preds = %.lr.ph.2.1
  %44 = add i64 %.2.lcssa.1.1, -9223371519311216761
  br label %45

45:                                               ; preds = %._crit_edge.2.1, %43
  %.2.lcssa.2.1 = phi i64 [ %44, %._crit_edge.2.1 ], [ %.2.lcssa.1.1, %43 ]
  br label %46

46:                                               ; preds = %45
  br i1 true, label %47, label %67, !llvm.loop !6

47:                                               ; preds = %46
  br i1 false, label %.lr.ph.3.1, label %49

.lr.ph.3.1:                                       ; preds = %47
  br label %._crit_edge.3.1

._crit_edge.3.1:                                  ; preds = %.lr.ph.3.1
  %48 = add i64 %.2.lcssa.2.1, -9223371476361543943
  br label %49

49:                                               ; preds = %._crit_edge.3.1, %47
  %.2.lcssa.3.1 = phi i64 [ %48, %._crit_edge.3.1 ], [ %.2.lcssa.2.1, %47 ]
  br label %50

50:                                               ; preds = %49
  br i1 true, label %51, label %67, !llvm.loop !6

51:                                               ; preds = %50
  br i1 false, label %.lr.ph.4.1, label %53

.lr.ph.4.1:                                       ; preds = %51
  br label %._crit_edge.4.1

._crit_edge.4.1:                                  ; preds = %.lr.ph.4.1
  %52 = add i64 %.2.lcssa.3.1, -9223371433411871146
  br label %53

53:                                               ; preds = %._crit_edge.4.1, %51
  %.2.lcssa.4.1 = phi i64 [ %52, %._crit_edge.4.1 ], [ %.2.lcssa.3.1, %51 ]
  br label %54

54:                                               ; preds = %53
  br i1 true, label %55, label %67, !llvm.loop !6

55:                                               ; preds = %54
  br i1 false, label %.lr.ph.5.1, label %57

.lr.ph.5.1:                                       ; preds = %55
  br label %._crit_edge.5.1

._crit_edge.5.1:                                  ; preds = %.lr.ph.5.1
  %56 = add i64 %.2.lcssa.4.1, -9223371390462198370
  br label %57

57:                                               ; preds = %._crit_edge.5.1, %55
  %.2.lcssa.5.1 = phi i64 [ %56, %._crit_edge.5.1 ], [ %.2.lcssa.4.1, %55 ]
  br label %58

58:                                               ; preds = %57
  br i1 true, label %59, label %67, !llvm.loop !6

59:                                               ; preds = %58
  br i1 false, label %.lr.ph.6.1, label %61

.lr.ph.6.1:                                       ; preds = %59
  br label %._crit_edge.6.1

._crit_edge.6.1:                                  ; preds = %.lr.ph.6.1
  %60 = add i64 %.2.lcssa.5.1, -9223371347512525615
  br label %61

61:                                               ; preds = %._crit_edge.6.1, %59
  %.2.lcssa.6.1 = phi i64 [ %60, %._crit_edge.6.1 ], [ %.2.lcssa.5.1, %59 ]
  br label %62

62:                                               ; preds = %61
  br i1 true, label %63, label %67, !llvm.loop !6

63:                                               ; preds = %62
  br i1 false, label %.lr.ph.7.1, label %65

.lr.ph.7.1:                                       ; preds = %63
  br label %._crit_edge.7.1

._crit_edge.7.1:                                  ; preds = %.lr.ph.7.1
  %64 = add i64 %.2.lcssa.6.1, -9223371304562852881
  br label %65

65:                                               ; preds = %._crit_edge.7.1, %63
  %.2.lcssa.7.1 = phi i64 [ %64, %._crit_edge.7.1 ], [ %.2.lcssa.6.1, %63 ]
  br label %66

66:                                               ; preds = %65
  br label %67

67:                                               ; preds = %66, %62, %58, %54, %50, %46, %42, %38
  %.1.lcssa.1 = phi i64 [ %.2.lcssa.148, %38 ], [ %.2.lcssa.1.1, %42 ], [ %.2.lcssa.2.1, %46 ], [ %.2.lcssa.3.1, %50 ], [ %.2.lcssa.4.1, %54 ], [ %.2.lcssa.5.1, %58 ], [ %.2.lcssa.6.1, %62 ], [ %.2.lcssa.7.1, %66 ]
  br label %68

68:                                               ; preds = %67
  br label %69

69:                                               ; preds = %68
  br i1 true, label %.lr.ph.254, label %71

.lr.ph.254:                                       ; preds = %69
  br label %._crit_edge.255

._crit_edge.255:                                  ; preds = %.lr.ph.254
  %70 = add i64 %.1.lcssa.1, 401
  br label %71

71:                                               ; preds = %._crit_edge.255, %69
  %.2.lcssa.256 = phi i64 [ %70, %._crit_edge.255 ], [ %.1.lcssa.1, %69 ]
  br label %72

72:                                               ; preds = %71
  br i1 true, label %73, label %101, !llvm.loop !6

73:                                               ; preds = %72
  br i1 true, label %.lr.ph.1.2, label %75

.lr.ph.1.2:                                       ; preds = %73
  br label %._crit_edge.1.2

._crit_edge.1.2:                                  ; preds = %.lr.ph.1.2
  %74 = add i64 %.2.lcssa.256, 211
  br label %75

75:                                               ; preds = %._crit_edge.1.2, %73
  %.2.lcssa.1.2 = phi i64 [ %74, %._crit_edge.1.2 ], [ %.2.lcssa.256, %73 ]
  br label %76

76:                                               ; preds = %75
  br i1 true, label %77, label %101, !llvm.loop !6

77:                                               ; preds = %76
  br i1 false, label %.lr.ph.2.2, label %79

.lr.ph.2.2:                                       ; preds = %77
  br label %._crit_edge.2.2

._crit_edge.2.2:                                  ; preds = %.lr.ph.2.2
  %78 = add i64 %.2.lcssa.1.2, -9223371085519519744
  br label %79

79:                                               ; preds = %._crit_edge.2.2, %77
  %.2.lcssa.2.2 = phi i64 [ %78, %._crit_edge.2.2 ], [ %.2.lcssa.1.2, %77 ]
  br label %80

80:                                               ; preds = %79
  br i1 false, label %81, label %101, !llvm.loop !6

81:                                               ; preds = %80
  br i1 false, label %.lr.ph.3.2, label %83

.lr.ph.3.2:                                       ; preds = %81
  br label %._crit_edge.3.2

._crit_edge.3.2:                                  ; preds = %.lr.ph.3.2
  %82 = add i64 %.2.lcssa.2.2, -9223371042569847016
  br label %83

83:                                               ; preds = %._crit_edge.3.2, %81
  %.2.lcssa.3.2 = phi i64 [ %82, %._crit_edge.3.2 ], [ %.2.lcssa.2.2, %81 ]
  br label %84

84:                                               ; preds = %83
  br i1 true, label %85, label %101, !llvm.loop !6

85:                                               ; preds = %84
  br i1 false, label %.lr.ph.4.2, label %87

.lr.ph.4.2:                                       ; preds = %85
  br label %._crit_edge.4.2

._crit_edge.4.2:                                  ; preds = %.lr.ph.4.2
  %86 = add i64 %.2.lcssa.3.2, -9223370999620174309
  br label %87

87:                                               ; preds = %._crit_edge.4.2, %85
  %.2.lcssa.4.2 = phi i64 [ %86, %._crit_edge.4.2 ], [ %.2.lcssa.3.2, %85 ]
  br label %88

88:                                               ; preds = %87
  br i1 true, label %89, label %101, !llvm.loop !6

89:                                               ; preds = %88
  br i1 false, label %.lr.ph.5.2, label %91

.lr.ph.5.2:                                       ; preds = %89
  br label %._crit_edge.5.2

._crit_edge.5.2:                                  ; preds = %.lr.ph.5.2
  %90 = add i64 %.2.lcssa.4.2, -9223370956670501623
  br label %91

91:                                               ; preds = %._crit_edge.5.2, %89
  %.2.lcssa.5.2 = phi i64 [ %90, %._crit_edge.5.2 ], [ %.2.lcssa.4.2, %89 ]
  br label %92

92:                                               ; preds = %91
  br i1 true, label %93, label %101, !llvm.loop !6

93:                                               ; preds = %92
  br i1 false, label %.lr.ph.6.2, label %95

.lr.ph.6.2:                                       ; preds = %93
  br label %._crit_edge.6.2

._crit_edge.6.2:                                  ; preds = %.lr.ph.6.2
  %94 = add i64 %.2.lcssa.5.2, -9223370913720828958
  br label %95

95:                                               ; preds = %._crit_edge.6.2, %93
  %.2.lcssa.6.2 = phi i64 [ %94, %._crit_edge.6.2 ], [ %.2.lcssa.5.2, %93 ]
  br label %96

96:                                               ; preds = %95
  br i1 true, label %97, label %101, !llvm.loop !6

97:                                               ; preds = %96
  br i1 false, label %.lr.ph.7.2, label %99

.lr.ph.7.2:                                       ; preds = %97
  br label %._crit_edge.7.2

._crit_edge.7.2:                                  ; preds = %.lr.ph.7.2
  %98 = add i64 %.2.lcssa.6.2, -9223370870771156314
  br label %99

99:                                               ; preds = %._crit_edge.7.2, %97
  %.2.lcssa.7.2 = phi i64 [ %98, %._crit_edge.7.2 ], [ %.2.lcssa.6.2, %97 ]
  br label %100

100:                                              ; preds = %99
  br label %101

101:                                              ; preds = %100, %96, %92, %88, %84, %80, %76, %72
  %.1.lcssa.2 = phi i64 [ %.2.lcssa.256, %72 ], [ %.2.lcssa.1.2, %76 ], [ %.2.lcssa.2.2, %80 ], [ %.2.lcssa.3.2, %84 ], [ %.2.lcssa.4.2, %88 ], [ %.2.lcssa.5.2, %92 ], [ %.2.lcssa.6.2, %96 ], [ %.2.lcssa.7.2, %100 ]
  br label %102

102:                                              ; preds = %101
  br label %103

103:                                              ; preds = %102
  br i1 true, label %.lr.ph.362, label %105

.lr.ph.362:                                       ; preds = %103
  br label %._crit_edge.363

._crit_edge.363:                                  ; preds = %.lr.ph.362
  %104 = add i64 %.1.lcssa.2, 903
  br label %105

105:                                              ; preds = %._crit_edge.363, %103
  %.2.lcssa.364 = phi i64 [ %104, %._crit_edge.363 ], [ %.1.lcssa.2, %103 ]
  br label %106

106:                                              ; preds = %105
  br i1 true, label %107, label %135, !llvm.loop !6

107:                                              ; preds = %106
  br i1 true, label %.lr.ph.1.3, label %109

.lr.ph.1.3:                                       ; preds = %107
  br label %._crit_edge.1.3

._crit_edge.1.3:                                  ; preds = %.lr.ph.1.3
  %108 = add i64 %.2.lcssa.364, 623
  br label %109

109:                                              ; preds = %._crit_edge.1.3, %107
  %.2.lcssa.1.3 = phi i64 [ %108, %._crit_edge.1.3 ], [ %.2.lcssa.364, %107 ]
  br label %110

110:                                              ; preds = %109
  br i1 true, label %111, label %135, !llvm.loop !6

111:                                              ; preds = %110
  br i1 true, label %.lr.ph.2.3, label %113

.lr.ph.2.3:                                       ; preds = %111
  br label %._crit_edge.2.3

._crit_edge.2.3:                                  ; preds = %.lr.ph.2.3
  %112 = add i64 %.2.lcssa.1.3, 322
  br label %113

113:                                              ; preds = %._crit_edge.2.3, %111
  %.2.lcssa.2.3 = phi i64 [ %112, %._crit_edge.2.3 ], [ %.2.lcssa.1.3, %111 ]
  br label %114

114:                                              ; preds = %113
  br i1 true, label %115, label %135, !llvm.loop !6

115:                                              ; preds = %114
  br i1 false, label %.lr.ph.3.3, label %117

.lr.ph.3.3:                                       ; preds = %115
  br label %._crit_edge.3.3

._crit_edge.3.3:                                  ; preds = %.lr.ph.3.3
  %116 = add i64 %.2.lcssa.2.3, -9223370608778149888
  br label %117

117:                                              ; preds = %._crit_edge.3.3, %115
  %.2.lcssa.3.3 = phi i64 [ %116, %._crit_edge.3.3 ], [ %.2.lcssa.2.3, %115 ]
  br label %118

118:                                              ; preds = %117
  br i1 false, label %119, label %135, !llvm.loop !6

119:                                              ; preds = %118
  br i1 false, label %.lr.ph.4.3, label %121

.lr.ph.4.3:                                       ; preds = %119
  br label %._crit_edge.4.3

._crit_edge.4.3:                                  ; preds = %.lr.ph.4.3
  %120 = add i64 %.2.lcssa.3.3, -9223370565828477271
  br label %121

121:                                              ; preds = %._crit_edge.4.3, %119
  %.2.lcssa.4.3 = phi i64 [ %120, %._crit_edge.4.3 ], [ %.2.lcssa.3.3, %119 ]
  br label %122

122:                                              ; preds = %121
  br i1 true, label %123, label %135, !llvm.loop !6

123:                                              ; preds = %122
  br i1 false, label %.lr.ph.5.3, label %125

.lr.ph.5.3:                                       ; preds = %123
  br label %._crit_edge.5.3

._crit_edge.5.3:                                  ; preds = %.lr.ph.5.3
  %124 = add i64 %.2.lcssa.4.3, -9223370522878804675
  br label %125

125:                                              ; preds = %._crit_edge.5.3, %123
  %.2.lcssa.5.3 = phi i64 [ %124, %._crit_edge.5.3 ], [ %.2.lcssa.4.3, %123 ]
  br label %126

126:                                              ; preds = %125
  br i1 true, label %127, label %135, !llvm.loop !6

127:                                              ; preds = %126
  br i1 false, label %.lr.ph.6.3, label %129

.lr.ph.6.3:                                       ; preds = %127
  br label %._crit_edge.6.3

._crit_edge.6.3:                                  ; preds = %.lr.ph.6.3
  %128 = add i64 %.2.lcssa.5.3, -9223370479929132100
  br label %129

129:                                              ; preds = %._crit_edge.6.3, %127
  %.2.lcssa.6.3 = phi i64 [ %128, %._crit_edge.6.3 ], [ %.2.lcssa.5.3, %127 ]
  br label %130

130:                                              ; preds = %129
  br i1 true, label %131, label %135, !llvm.loop !6

131:                                              ; preds = %130
  br i1 false, label %.lr.ph.7.3, label %133

.lr.ph.7.3:                                       ; preds = %131
  br label %._crit_edge.7.3

._crit_edge.7.3:                                  ; preds = %.lr.ph.7.3
  %132 = add i64 %.2.lcssa.6.3, -9223370436979459546
  br label %133

133:                                              ; preds = %._crit_edge.7.3, %131
  %.2.lcssa.7.3 = phi i64 [ %132, %._crit_edge.7.3 ], [ %.2.lcssa.6.3, %131 ]
  br label %134

134:                                              ; preds = %133
  br label %135

135:                                              ; preds = %134, %130, %126, %122, %118, %114, %110, %106
  %.1.lcssa.3 = phi i64 [ %.2.lcssa.364, %106 ], [ %.2.lcssa.1.3, %110 ], [ %.2.lcssa.2.3, %114 ], [ %.2.lcssa.3.3, %118 ], [ %.2.lcssa.4.3, %122 ], [ %.2.lcssa.5.3, %126 ], [ %.2.lcssa.6.3, %130 ], [ %.2.lcssa.7.3, %134 ]
  br label %136

136:                                              ; preds = %135
  br label %137

137:                                              ; preds = %136
  br i1 true, label %.lr.ph.470, label %139

.lr.ph.470:                                       ; preds = %137
  br label %._crit_edge.471

._crit_edge.471:                                  ; preds = %.lr.ph.470
  %138 = add i64 %.1.lcssa.3, 1606
  br label %139

139:                                              ; preds = %._crit_edge.471, %137
  %.2.lcssa.472 = phi i64 [ %138, %._crit_edge.471 ], [ %.1.lcssa.3, %137 ]
  br label %140

140:                                              ; preds = %139
  br i1 true, label %141, label %169, !llvm.loop !6

141:                                              ; preds = %140
  br i1 true, label %.lr.ph.1.4, label %143

.lr.ph.1.4:                                       ; preds = %141
  br label %._crit_edge.1.4

._crit_edge.1.4:                                  ; preds = %.lr.ph.1.4
  %142 = add i64 %.2.lcssa.472, 1236
  br label %143

143:                                              ; preds = %._crit_edge.1.4, %141
  %.2.lcssa.1.4 = phi i64 [ %142, %._crit_edge.1.4 ], [ %.2.lcssa.472, %141 ]
  br label %144

144:                                              ; preds = %143
  br i1 true, label %145, label %169, !llvm.loop !6

145:                                              ; preds = %144
  br i1 true, label %.lr.ph.2.4, label %147

.lr.ph.2.4:                                       ; preds = %145
  br label %._crit_edge.2.4

._crit_edge.2.4:                                  ; preds = %.lr.ph.2.4
  %146 = add i64 %.2.lcssa.1.4, 845
  br label %147

147:                                              ; preds = %._crit_edge.2.4, %145
  %.2.lcssa.2.4 = phi i64 [ %146, %._crit_edge.2.4 ], [ %.2.lcssa.1.4, %145 ]
  br label %148

148:                                              ; preds = %147
  br i1 true, label %149, label %169, !llvm.loop !6

149:                                              ; preds = %148
  br i1 true, label %.lr.ph.3.4, label %151

.lr.ph.3.4:                                       ; preds = %149
  br label %._crit_edge.3.4

._crit_edge.3.4:                                  ; preds = %.lr.ph.3.4
  %150 = add i64 %.2.lcssa.2.4, 433
  br label %151

151:                                              ; preds = %._crit_edge.3.4, %149
  %.2.lcssa.3.4 = phi i64 [ %150, %._crit_edge.3.4 ], [ %.2.lcssa.2.4, %149 ]
  br label %152

152:                                              ; preds = %151
  br i1 true, label %153, label %169, !llvm.loop !6

153:                                              ; preds = %152
  br i1 false, label %.lr.ph.4.4, label %155

.lr.ph.4.4:                                       ; preds = %153
  br label %._crit_edge.4.4

._crit_edge.4.4:                                  ; preds = %.lr.ph.4.4
  %154 = add i64 %.2.lcssa.3.4, -9223370132036780032
  br label %155

155:                                              ; preds = %._crit_edge.4.4, %153
  %.2.lcssa.4.4 = phi i64 [ %154, %._crit_edge.4.4 ], [ %.2.lcssa.3.4, %153 ]
  br label %156

156:                                              ; preds = %155
  br i1 false, label %157, label %169, !llvm.loop !6

157:                                              ; preds = %156
  br i1 false, label %.lr.ph.5.4, label %159

.lr.ph.5.4:                                       ; preds = %157
  br label %._crit_edge.5.4

._crit_edge.5.4:                                  ; preds = %.lr.ph.5.4
  %158 = add i64 %.2.lcssa.4.4, -9223370089087107526
  br label %159

159:                                              ; preds = %._crit_edge.5.4, %157
  %.2.lcssa.5.4 = phi i64 [ %158, %._crit_edge.5.4 ], [ %.2.lcssa.4.4, %157 ]
  br label %160

160:                                              ; preds = %159
  br i1 true, label %161, label %169, !llvm.loop !6

161:                                              ; preds = %160
  br i1 false, label %.lr.ph.6.4, label %163

.lr.ph.6.4:                                       ; preds = %161
  br label %._crit_edge.6.4

._crit_edge.6.4:                                  ; preds = %.lr.ph.6.4
  %162 = add i64 %.2.lcssa.5.4, -9223370046137435041
  br label %163

163:                                              ; preds = %._crit_edge.6.4, %161
  %.2.lcssa.6.4 = phi i64 [ %162, %._crit_edge.6.4 ], [ %.2.lcssa.5.4, %161 ]
  br label %164

164:                                              ; preds = %163
  br i1 true, label %165, label %169, !llvm.loop !6

165:                                              ; preds = %164
  br i1 false, label %.lr.ph.7.4, label %167

.lr.ph.7.4:                                       ; preds = %165
  br label %._crit_edge.7.4

._crit_edge.7.4:                                  ; preds = %.lr.ph.7.4
  %166 = add i64 %.2.lcssa.6.4, -9223370003187762577
  br label %167

167:                                              ; preds = %._crit_edge.7.4, %165
  %.2.lcssa.7.4 = phi i64 [ %166, %._crit_edge.7.4 ], [ %.2.lcssa.6.4, %165 ]
  br label %168

168:                                              ; preds = %167
  br label %169

169:                                              ; preds = %168, %164, %160, %156, %152, %148, %144, %140
  %.1.lcssa.4 = phi i64 [ %.2.lcssa.472, %140 ], [ %.2.lcssa.1.4, %144 ], [ %.2.lcssa.2.4, %148 ], [ %.2.lcssa.3.4, %152 ], [ %.2.lcssa.4.4, %156 ], [ %.2.lcssa.5.4, %160 ], [ %.2.lcssa.6.4, %164 ], [ %.2.lcssa.7.4, %168 ]
  br label %170

170:                                              ; preds = %169
  br label %171

171:                                              ; preds = %170
  br i1 true, label %.lr.ph.578, label %173

.lr.ph.578:                                       ; preds = %171
  br label %._crit_edge.579

._crit_edge.579:                                  ; preds = %.lr.ph.578
  %172 = add i64 %.1.lcssa.4, 2510
  br label %173

173:                                              ; preds = %._crit_edge.579, %171
  %.2.lcssa.580 = phi i64 [ %172, %._crit_edge.579 ], [ %.1.lcssa.4, %171 ]
  br label %174

174:                                              ; preds = %173
  br i1 true, label %175, label %203, !llvm.loop !6

175:                                              ; preds = %174
  br i1 true, label %.lr.ph.1.5, label %177

.lr.ph.1.5:                                       ; preds = %175
  br label %._crit_edge.1.5

._crit_edge.1.5:                                  ; preds = %.lr.ph.1.5
  %176 = add i64 %.2.lcssa.580, 2050
  br label %177

177:                                              ; preds = %._crit_edge.1.5, %175
  %.2.lcssa.1.5 = phi i64 [ %176, %._crit_edge.1.5 ], [ %.2.lcssa.580, %175 ]
  br label %178

178:                                              ; preds = %177
  br i1 true, label %179, label %203, !llvm.loop !6

179:                                              ; preds = %178
  br i1 true, label %.lr.ph.2.5, label %181

.lr.ph.2.5:                                       ; preds = %179
  br label %._crit_edge.2.5

._crit_edge.2.5:                                  ; preds = %.lr.ph.2.5
  %180 = add i64 %.2.lcssa.1.5, 1569
  br label %181

181:                                              ; preds = %._crit_edge.2.5, %179
  %.2.lcssa.2.5 = phi i64 [ %180, %._crit_edge.2.5 ], [ %.2.lcssa.1.5, %179 ]
  br label %182

182:                                              ; preds = %181
  br i1 true, label %183, label %203, !llvm.loop !6

183:                                              ; preds = %182
  br i1 true, label %.lr.ph.3.5, label %185

.lr.ph.3.5:                                       ; preds = %183
  br label %._crit_edge.3.5

._crit_edge.3.5:                                  ; preds = %.lr.ph.3.5
  %184 = add i64 %.2.lcssa.2.5, 1067
  br label %185

185:                                              ; preds = %._crit_edge.3.5, %183
  %.2.lcssa.3.5 = phi i64 [ %184, %._crit_edge.3.5 ], [ %.2.lcssa.2.5, %183 ]
  br label %186

186:                                              ; preds = %185
  br i1 true, label %187, label %203, !llvm.loop !6

187:                                              ; preds = %186
  br i1 true, label %.lr.ph.4.5, label %189

.lr.ph.4.5:                                       ; preds = %187
  br label %._crit_edge.4.5

._crit_edge.4.5:                                  ; preds = %.lr.ph.4.5
  %188 = add i64 %.2.lcssa.3.5, 544
  br label %189

189:                                              ; preds = %._crit_edge.4.5, %187
  %.2.lcssa.4.5 = phi i64 [ %188, %._crit_edge.4.5 ], [ %.2.lcssa.3.5, %187 ]
  br label %190

190:                                              ; preds = %189
  br i1 true, label %191, label %203, !llvm.loop !6

191:                                              ; preds = %190
  br i1 false, label %.lr.ph.5.5, label %193

.lr.ph.5.5:                                       ; preds = %191
  br label %._crit_edge.5.5

._crit_edge.5.5:                                  ; preds = %.lr.ph.5.5
  %192 = add i64 %.2.lcssa.4.5, -9223369655295410176
  br label %193

193:                                              ; preds = %._crit_edge.5.5, %191
  %.2.lcssa.5.5 = phi i64 [ %192, %._crit_edge.5.5 ], [ %.2.lcssa.4.5, %191 ]
  br label %194

194:                                              ; preds = %193
  br i1 false, label %195, label %203, !llvm.loop !6

195:                                              ; preds = %194
  br i1 false, label %.lr.ph.6.5, label %197

.lr.ph.6.5:                                       ; preds = %195
  br label %._crit_edge.6.5

._crit_edge.6.5:                                  ; preds = %.lr.ph.6.5
  %196 = add i64 %.2.lcssa.5.5, -9223369612345737781
  br label %197

197:                                              ; preds = %._crit_edge.6.5, %195
  %.2.lcssa.6.5 = phi i64 [ %196, %._crit_edge.6.5 ], [ %.2.lcssa.5.5, %195 ]
  br label %198

198:                                              ; preds = %197
  br i1 true, label %199, label %203, !llvm.loop !6

199:                                              ; preds = %198
  br i1 false, label %.lr.ph.7.5, label %201

.lr.ph.7.5:                                       ; preds = %199
  br label %._crit_edge.7.5

._crit_edge.7.5:                                  ; preds = %.lr.ph.7.5
  %200 = add i64 %.2.lcssa.6.5, -9223369569396065407
  br label %201

201:                                              ; preds = %._crit_edge.7.5, %199
  %.2.lcssa.7.5 = phi i64 [ %200, %._crit_edge.7.5 ], [ %.2.lcssa.6.5, %199 ]
  br label %202

202:                                              ; preds = %201
  br label %203

203:                                              ; preds = %202, %198, %194, %190, %186, %182, %178, %174
  %.1.lcssa.5 = phi i64 [ %.2.lcssa.580, %174 ], [ %.2.lcssa.1.5, %178 ], [ %.2.lcssa.2.5, %182 ], [ %.2.lcssa.3.5, %186 ], [ %.2.lcssa.4.5, %190 ], [ %.2.lcssa.5.5, %194 ], [ %.2.lcssa.6.5, %198 ], [ %.2.lcssa.7.5, %202 ]
  br label %204

204:                                              ; preds = %203
  br label %205

205:                                              ; preds = %204
  br i1 true, label %.lr.ph.686, label %207

.lr.ph.686:                                       ; preds = %205
  br label %._crit_edge.687

._crit_edge.687:                                  ; preds = %.lr.ph.686
  %206 = add i64 %.1.lcssa.5, 3615
  br label %207

207:                                              ; preds = %._crit_edge.687, %205
  %.2.lcssa.688 = phi i64 [ %206, %._crit_edge.687 ], [ %.1.lcssa.5, %205 ]
  br label %208

208:                                              ; preds = %207
  br i1 true, label %209, label %237, !llvm.loop !6

209:                                              ; preds = %208
  br i1 true, label %.lr.ph.1.6, label %211

.lr.ph.1.6:                                       ; preds = %209
  br label %._crit_edge.1.6

._crit_edge.1.6:                                  ; preds = %.lr.ph.1.6
  %210 = add i64 %.2.lcssa.688, 3065
  br label %211

211:                                              ; preds = %._crit_edge.1.6, %209
  %.2.lcssa.1.6 = phi i64 [ %210, %._crit_edge.1.6 ], [ %.2.lcssa.688, %209 ]
  br label %212

212:                                              ; preds = %211
  br i1 true, label %213, label %237, !llvm.loop !6

213:                                              ; preds = %212
  br i1 true, label %.lr.ph.2.6, label %215

.lr.ph.2.6:                                       ; preds = %213
  br label %._crit_edge.2.6

._crit_edge.2.6:                                  ; preds = %.lr.ph.2.6
  %214 = add i64 %.2.lcssa.1.6, 2494
  br label %215

215:                                              ; preds = %._crit_edge.2.6, %213
  %.2.lcssa.2.6 = phi i64 [ %214, %._crit_edge.2.6 ], [ %.2.lcssa.1.6, %213 ]
  br label %216

216:                                              ; preds = %215
  br i1 true, label %217, label %237, !llvm.loop !6

217:                                              ; preds = %216
  br i1 true, label %.lr.ph.3.6, label %219

.lr.ph.3.6:                                       ; preds = %217
  br label %._crit_edge.3.6

._crit_edge.3.6:                                  ; preds = %.lr.ph.3.6
  %218 = add i64 %.2.lcssa.2.6, 1902
  br label %219

219:                                              ; preds = %._crit_edge.3.6, %217
  %.2.lcssa.3.6 = phi i64 [ %218, %._crit_edge.3.6 ], [ %.2.lcssa.2.6, %217 ]
  br label %220

220:                                              ; preds = %219
  br i1 true, label %221, label %237, !llvm.loop !6

221:                                              ; preds = %220
  br i1 true, label %.lr.ph.4.6, label %223

.lr.ph.4.6:                                       ; preds = %221
  br label %._crit_edge.4.6

._crit_edge.4.6:                                  ; preds = %.lr.ph.4.6
  %222 = add i64 %.2.lcssa.3.6, 1289
  br label %223

223:                                              ; preds = %._crit_edge.4.6, %221
  %.2.lcssa.4.6 = phi i64 [ %222, %._crit_edge.4.6 ], [ %.2.lcssa.3.6, %221 ]
  br label %224

224:                                              ; preds = %223
  br i1 true, label %225, label %237, !llvm.loop !6

225:                                              ; preds = %224
  br i1 true, label %.lr.ph.5.6, label %227

.lr.ph.5.6:                                       ; preds = %225
  br label %._crit_edge.5.6

._crit_edge.5.6:                                  ; preds = %.lr.ph.5.6
  %226 = add i64 %.2.lcssa.4.6, 655
  br label %227

227:                                              ; preds = %._crit_edge.5.6, %225
  %.2.lcssa.5.6 = phi i64 [ %226, %._crit_edge.5.6 ], [ %.2.lcssa.4.6, %225 ]
  br label %228

228:                                              ; preds = %227
  br i1 true, label %229, label %237, !llvm.loop !6

229:                                              ; preds = %228
  br i1 false, label %.lr.ph.6.6, label %231

.lr.ph.6.6:                                       ; preds = %229
  br label %._crit_edge.6.6

._crit_edge.6.6:                                  ; preds = %.lr.ph.6.6
  %230 = add i64 %.2.lcssa.5.6, -9223369178554040320
  br label %231

231:                                              ; preds = %._crit_edge.6.6, %229
  %.2.lcssa.6.6 = phi i64 [ %230, %._crit_edge.6.6 ], [ %.2.lcssa.5.6, %229 ]
  br label %232

232:                                              ; preds = %231
  br i1 false, label %233, label %237, !llvm.loop !6

233:                                              ; preds = %232
  br i1 false, label %.lr.ph.7.6, label %235

.lr.ph.7.6:                                       ; preds = %233
  br label %._crit_edge.7.6

._crit_edge.7.6:                                  ; preds = %.lr.ph.7.6
  %234 = add i64 %.2.lcssa.6.6, -9223369135604368036
  br label %235

235:                                              ; preds = %._crit_edge.7.6, %233
  %.2.lcssa.7.6 = phi i64 [ %234, %._crit_edge.7.6 ], [ %.2.lcssa.6.6, %233 ]
  br label %236

236:                                              ; preds = %235
  br label %237

237:                                              ; preds = %236, %232, %228, %224, %220, %216, %212, %208
  %.1.lcssa.6 = phi i64 [ %.2.lcssa.688, %208 ], [ %.2.lcssa.1.6, %212 ], [ %.2.lcssa.2.6, %216 ], [ %.2.lcssa.3.6, %220 ], [ %.2.lcssa.4.6, %224 ], [ %.2.lcssa.5.6, %228 ], [ %.2.lcssa.6.6, %232 ], [ %.2.lcssa.7.6, %236 ]
  br label %238

238:                                              ; preds = %237
  br label %239

239:                                              ; preds = %238
  br i1 true, label %.lr.ph.794, label %241

.lr.ph.794:                                       ; preds = %239
  br label %._crit_edge.795

._crit_edge.795:                                  ; preds = %.lr.ph.794
  %240 = add i64 %.1.lcssa.6, 4921
  br label %241

241:                                              ; preds = %._crit_edge.795, %239
  %.2.lcssa.796 = phi i64 [ %240, %._crit_edge.795 ], [ %.1.lcssa.6, %239 ]
  br label %242

242:                                              ; preds = %241
  br i1 true, label %243, label %271, !llvm.loop !6

243:                                              ; preds = %242
  br i1 true, label %.lr.ph.1.7, label %245

.lr.ph.1.7:                                       ; preds = %243
  br label %._crit_edge.1.7

._crit_edge.1.7:                                  ; preds = %.lr.ph.1.7
  %244 = add i64 %.2.lcssa.796, 4281
  br label %245

245:                                              ; preds = %._crit_edge.1.7, %243
  %.2.lcssa.1.7 = phi i64 [ %244, %._crit_edge.1.7 ], [ %.2.lcssa.796, %243 ]
  br label %246

246:                                              ; preds = %245
  br i1 true, label %247, label %271, !llvm.loop !6

247:                                              ; preds = %246
  br i1 true, label %.lr.ph.2.7, label %249

.lr.ph.2.7:                                       ; preds = %247
  br label %._crit_edge.2.7

._crit_edge.2.7:                                  ; preds = %.lr.ph.2.7
  %248 = add i64 %.2.lcssa.1.7, 3620
  br label %249

249:                                              ; preds = %._crit_edge.2.7, %247
  %.2.lcssa.2.7 = phi i64 [ %248, %._crit_edge.2.7 ], [ %.2.lcssa.1.7, %247 ]
  br label %250

250:                                              ; preds = %249
  br i1 true, label %251, label %271, !llvm.loop !6

251:                                              ; preds = %250
  br i1 true, label %.lr.ph.3.7, label %253

.lr.ph.3.7:                                       ; preds = %251
  br label %._crit_edge.3.7

._crit_edge.3.7:                                  ; preds = %.lr.ph.3.7
  %252 = add i64 %.2.lcssa.2.7, 2938
  br label %253

253:                                              ; preds = %._crit_edge.3.7, %251
  %.2.lcssa.3.7 = phi i64 [ %252, %._crit_edge.3.7 ], [ %.2.lcssa.2.7, %251 ]
  br label %254

254:                                              ; preds = %253
  br i1 true, label %255, label %271, !llvm.loop !6

255:                                              ; preds = %254
  br i1 true, label %.lr.ph.4.7, label %257

.lr.ph.4.7:                                       ; preds = %255
  br label %._crit_edge.4.7

._crit_edge.4.7:                                  ; preds = %.lr.ph.4.7
  %256 = add i64 %.2.lcssa.3.7, 2235
  br label %257

257:                                              ; preds = %._crit_edge.4.7, %255
  %.2.lcssa.4.7 = phi i64 [ %256, %._crit_edge.4.7 ], [ %.2.lcssa.3.7, %255 ]
  br label %258

258:                                              ; preds = %257
  br i1 true, label %259, label %271, !llvm.loop !6

259:                                              ; preds = %258
  br i1 true, label %.lr.ph.5.7, label %261

.lr.ph.5.7:                                       ; preds = %259
  br label %._crit_edge.5.7

._crit_edge.5.7:                                  ; preds = %.lr.ph.5.7
  %260 = add i64 %.2.lcssa.4.7, 1511
  br label %261

261:                                              ; preds = %._crit_edge.5.7, %259
  %.2.lcssa.5.7 = phi i64 [ %260, %._crit_edge.5.7 ], [ %.2.lcssa.4.7, %259 ]
  br label %262

262:                                              ; preds = %261
  br i1 true, label %263, label %271, !llvm.loop !6

263:                                              ; preds = %262
  br i1 true, label %.lr.ph.6.7, label %265

.lr.ph.6.7:                                       ; preds = %263
  br label %._crit_edge.6.7

._crit_edge.6.7:                                  ; preds = %.lr.ph.6.7
  %264 = add i64 %.2.lcssa.5.7, 766
  br label %265

265:                                              ; preds = %._crit_edge.6.7, %263
  %.2.lcssa.6.7 = phi i64 [ %264, %._crit_edge.6.7 ], [ %.2.lcssa.5.7, %263 ]
  br label %266

266:                                              ; preds = %265
  br i1 true, label %267, label %271, !llvm.loop !6

267:                                              ; preds = %266
  br i1 false, label %.lr.ph.7.7, label %269

.lr.ph.7.7:                                       ; preds = %267
  br label %._crit_edge.7.7

._crit_edge.7.7:                                  ; preds = %.lr.ph.7.7
  %268 = add i64 %.2.lcssa.6.7, -9223368701812670464
  br label %269

269:                                              ; preds = %._crit_edge.7.7, %267
  %.2.lcssa.7.7 = phi i64 [ %268, %._crit_edge.7.7 ], [ %.2.lcssa.6.7, %267 ]
  br label %270

270:                                              ; preds = %269
  br label %271

271:                                              ; preds = %270, %266, %262, %258, %254, %250, %246, %242
  %.1.lcssa.7 = phi i64 [ %.2.lcssa.796, %242 ], [ %.2.lcssa.1.7, %246 ], [ %.2.lcssa.2.7, %250 ], [ %.2.lcssa.3.7, %254 ], [ %.2.lcssa.4.7, %258 ], [ %.2.lcssa.5.7, %262 ], [ %.2.lcssa.6.7, %266 ], [ %.2.lcssa.7.7, %270 ]
  br label %272

272:                                              ; preds = %271
  %273 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %.1.lcssa.7)
  br label %274

274:                                              ; preds = %295, %272
  %.011 = phi i32 [ 1, %272 ], [ %296, %295 ]
  %.09 = phi i32 [ 0, %272 ], [ %.110, %295 ]
  %.07 = phi i32 [ -1, %272 ], [ %.18, %295 ]
  %.05 = phi i32 [ -1, %272 ], [ %.16, %295 ]
  %275 = icmp samesign ult i32 %.011, 50
  br i1 %275, label %276, label %279

276:                                              ; preds = %274
  %277 = icmp ne i32 %.09, 0
  %278 = xor i1 %277, true
  br label %279

279:                                              ; preds = %276, %274
  %280 = phi i1 [ false, %274 ], [ %278, %276 ]
  br i1 %280, label %281, label %297

281:                                              ; preds = %279
  %282 = mul nsw i32 %.011, %.011
  %283 = icmp samesign ugt i32 %.011, 10
  %284 = icmp samesign ult i32 %.011, 50
  br i1 %284, label %.lr.ph11, label %.loopexit

.lr.ph11:                                         ; preds = %281
  br label %285

285:                                              ; preds = %.lr.ph11, %292
  %.0129 = phi i32 [ %.011, %.lr.ph11 ], [ %293, %292 ]
  %286 = mul nsw i32 %.0129, %.0129
  %287 = add nsw i32 %282, %286
  %288 = icmp eq i32 %287, 625
  br i1 %288, label %289, label %291

289:                                              ; preds = %285
  br i1 %283, label %290, label %291

290:                                              ; preds = %289
  %.012.lcssa20 = phi i32 [ %.0129, %289 ]
  br label %294

291:                                              ; preds = %289, %285
  br label %292

292:                                              ; preds = %291
  %293 = add nuw nsw i32 %.0129, 1
  %exitcond42 = icmp ne i32 %293, 50
  br i1 %exitcond42, label %285, label %..loopexit_crit_edge, !llvm.loop !8

..loopexit_crit_edge:                             ; preds = %292
  br label %.loopexit

.loopexit:                                        ; preds = %..loopexit_crit_edge, %281
  br label %294

294:                                              ; preds = %.loopexit, %290
  %.110 = phi i32 [ 1, %290 ], [ %.09, %.loopexit ]
  %.18 = phi i32 [ %.012.lcssa20, %290 ], [ %.07, %.loopexit ]
  %.16 = phi i32 [ %.011, %290 ], [ %.05, %.loopexit ]
  br label %295

295:                                              ; preds = %294
  %296 = add nuw nsw i32 %.011, 1
  br label %274, !llvm.loop !9

297:                                              ; preds = %279
  %.07.lcssa = phi i32 [ %.07, %279 ]
  %.05.lcssa = phi i32 [ %.05, %279 ]
  %298 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %.05.lcssa, i32 noundef %.07.lcssa)
  br label %299

299:                                              ; preds = %297, %331
  %.01313 = phi i32 [ 0, %297 ], [ %.215.lcssa, %331 ]
  %.01612 = phi i32 [ 0, %297 ], [ %332, %331 ]
  %smax = call i32 @llvm.smax.i32(i32 %.01612, i32 1)
  %300 = add nsw i32 %smax, -1
  %xtraiter = and i32 %smax, 1
  %301 = icmp ult i32 %300, 1
  br i1 %301, label %.epil.preheader, label %.new

.new:                                             ; preds = %299
  %unroll_iter = sub i32 %smax, %xtraiter
  br label %302

302:                                              ; preds = %322, %.new
  %.017 = phi i32 [ 0, %.new ], [ %.118.1, %322 ]
  %.114 = phi i32 [ %.01313, %.new ], [ %.215.1, %322 ]
  %niter = phi i32 [ 0, %.new ], [ %niter.next.1, %322 ]
  %303 = add nuw nsw i32 %.01612, %.017
  %.urem = urem i32 %303, 4
  %304 = icmp eq i32 %.urem, 0
  br i1 %304, label %305, label %307

305:                                              ; preds = %302
  %306 = add nuw nsw i32 %.017, 1
  br label %312

307:                                              ; preds = %302
  %308 = xor i32 %.01612, %.017
  %309 = and i32 %308, 3
  %310 = add nsw i32 %.114, %309
  %311 = add nuw nsw i32 %.017, 1
  br label %312

312:                                              ; preds = %307, %305
  %.118 = phi i32 [ %306, %305 ], [ %311, %307 ]
  %.215 = phi i32 [ %.114, %305 ], [ %310, %307 ]
  %313 = add nuw nsw i32 %.01612, %.118
  %.urem.1 = urem i32 %313, 4
  %314 = icmp eq i32 %.urem.1, 0
  br i1 %314, label %320, label %315

315:                                              ; preds = %312
  %316 = xor i32 %.01612, %.118
  %317 = and i32 %316, 3
  %318 = add nsw i32 %.215, %317
  %319 = add nuw nsw i32 %.118, 1
  br label %322

320:                                              ; preds = %312
  %321 = add nuw nsw i32 %.118, 1
  br label %322

322:                                              ; preds = %320, %315
  %.118.1 = phi i32 [ %321, %320 ], [ %319, %315 ]
  %.215.1 = phi i32 [ %.215, %320 ], [ %318, %315 ]
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp ne i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %302, label %.unr-lcssa, !llvm.loop !10

.unr-lcssa:                                       ; preds = %322
  %.215.lcssa.ph = phi i32 [ %.215.1, %322 ]
  %.017.unr = phi i32 [ %.118.1, %322 ]
  %.114.unr = phi i32 [ %.215.1, %322 ]
  %lcmp.mod = icmp ne i32 %xtraiter, 0
  br i1 %lcmp.mod, label %.epil.preheader, label %331

.epil.preheader:                                  ; preds = %.unr-lcssa, %299
  %.017.epil.init = phi i32 [ 0, %299 ], [ %.017.unr, %.unr-lcssa ]
  %.114.epil.init = phi i32 [ %.01313, %299 ], [ %.114.unr, %.unr-lcssa ]
  %lcmp.mod98 = icmp ne i32 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod98)
  br label %323

323:                                              ; preds = %.epil.preheader
  %324 = add nuw nsw i32 %.01612, %.017.epil.init
  %.urem.epil = urem i32 %324, 4
  %325 = icmp eq i32 %.urem.epil, 0
  br i1 %325, label %330, label %326

326:                                              ; preds = %323
  %327 = xor i32 %.01612, %.017.epil.init
  %328 = and i32 %327, 3
  %329 = add nsw i32 %.114.epil.init, %328
  br label %.epilog-lcssa

330:                                              ; preds = %323
  br label %.epilog-lcssa

.epilog-lcssa:                                    ; preds = %330, %326
  %.215.epil = phi i32 [ %.114.epil.init, %330 ], [ %329, %326 ]
  br label %331

331:                                              ; preds = %.unr-lcssa, %.epilog-lcssa
  %.215.lcssa = phi i32 [ %.215.lcssa.ph, %.unr-lcssa ], [ %.215.epil, %.epilog-lcssa ]
  %332 = add nuw nsw i32 %.01612, 1
  %exitcond43 = icmp ne i32 %332, 10
  br i1 %exitcond43, label %299, label %333, !llvm.loop !11

333:                                              ; preds = %331
  %.013.lcssa = phi i32 [ %.215.lcssa, %331 ]
  %334 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %.013.lcssa)
  br label %.peel.begin

.peel.begin:                                      ; preds = %333
  br label %335

335:                                              ; preds = %.peel.begin
  br label %336

336:                                              ; preds = %335
  %337 = icmp eq i32 0, 0
  br i1 %337, label %339, label %338

338:                                              ; preds = %336
  br label %340

339:                                              ; preds = %336
  br label %340

340:                                              ; preds = %339, %338
  %341 = phi i32 [ 92, %339 ], [ 35, %338 ]
  %342 = call i32 @putchar(i32 noundef %341)
  br label %343

343:                                              ; preds = %340
  %344 = icmp eq i32 0, 1
  br i1 %344, label %348, label %345

345:                                              ; preds = %343
  %346 = icmp samesign ult i32 0, 1
  %347 = select i1 %346, i32 46, i32 35
  br label %349

348:                                              ; preds = %343
  br label %349

349:                                              ; preds = %348, %345
  %350 = phi i32 [ 92, %348 ], [ %347, %345 ]
  %351 = call i32 @putchar(i32 noundef %350)
  br label %352

352:                                              ; preds = %349
  %353 = icmp eq i32 0, 2
  br i1 %353, label %357, label %354

354:                                              ; preds = %352
  %355 = icmp samesign ult i32 0, 2
  %356 = select i1 %355, i32 46, i32 35
  br label %358

357:                                              ; preds = %352
  br label %358

358:                                              ; preds = %357, %354
  %359 = phi i32 [ 92, %357 ], [ %356, %354 ]
  %360 = call i32 @putchar(i32 noundef %359)
  br label %361

361:                                              ; preds = %358
  %362 = icmp eq i32 0, 3
  br i1 %362, label %366, label %363

363:                                              ; preds = %361
  %364 = icmp samesign ult i32 0, 3
  %365 = select i1 %364, i32 46, i32 35
  br label %367

366:                                              ; preds = %361
  br label %367

367:                                              ; preds = %366, %363
  %368 = phi i32 [ 92, %366 ], [ %365, %363 ]
  %369 = call i32 @putchar(i32 noundef %368)
  br label %370

370:                                              ; preds = %367
  %371 = call i32 @putchar(i32 noundef 10)
  br label %372

372:                                              ; preds = %370
  %373 = add nuw nsw i32 0, 1
  %exitcond45.peel = icmp ne i32 %373, 4
  br i1 %exitcond45.peel, label %.peel.next, label %444

.peel.next:                                       ; preds = %372
  br label %374

374:                                              ; preds = %.peel.next
  br label %375

375:                                              ; preds = %374
  %376 = icmp eq i32 %373, 0
  br i1 %376, label %378, label %377

377:                                              ; preds = %375
  br label %379

378:                                              ; preds = %375
  br label %379

379:                                              ; preds = %378, %377
  %380 = phi i32 [ 92, %378 ], [ 35, %377 ]
  %381 = call i32 @putchar(i32 noundef %380)
  br label %382

382:                                              ; preds = %379
  %383 = icmp eq i32 %373, 1
  br i1 %383, label %387, label %384

384:                                              ; preds = %382
  %385 = icmp samesign ult i32 %373, 1
  %386 = select i1 %385, i32 46, i32 35
  br label %388

387:                                              ; preds = %382
  br label %388

388:                                              ; preds = %387, %384
  %389 = phi i32 [ 92, %387 ], [ %386, %384 ]
  %390 = call i32 @putchar(i32 noundef %389)
  br label %391

391:                                              ; preds = %388
  %392 = icmp eq i32 %373, 2
  br i1 %392, label %396, label %393

393:                                              ; preds = %391
  %394 = icmp samesign ult i32 %373, 2
  %395 = select i1 %394, i32 46, i32 35
  br label %397

396:                                              ; preds = %391
  br label %397

397:                                              ; preds = %396, %393
  %398 = phi i32 [ 92, %396 ], [ %395, %393 ]
  %399 = call i32 @putchar(i32 noundef %398)
  br label %400

400:                                              ; preds = %397
  %401 = icmp eq i32 %373, 3
  br i1 %401, label %405, label %402

402:                                              ; preds = %400
  %403 = icmp samesign ult i32 %373, 3
  %404 = select i1 %403, i32 46, i32 35
  br label %406

405:                                              ; preds = %400
  br label %406

406:                                              ; preds = %405, %402
  %407 = phi i32 [ 92, %405 ], [ %404, %402 ]
  %408 = call i32 @putchar(i32 noundef %407)
  br label %409

409:                                              ; preds = %406
  %410 = call i32 @putchar(i32 noundef 10)
  br label %411

411:                                              ; preds = %409
  %412 = add nuw nsw i32 %373, 1
  %exitcond45.peel100 = icmp ne i32 %412, 4
  br i1 %exitcond45.peel100, label %.peel.next99, label %444

.peel.next99:                                     ; preds = %411
  br label %.peel.next101

.peel.next101:                                    ; preds = %.peel.next99
  br label %.peel.newph

.peel.newph:                                      ; preds = %.peel.next101
  br label %413

413:                                              ; preds = %.peel.newph, %442
  %.01915 = phi i32 [ %412, %.peel.newph ], [ %443, %442 ]
  br label %414

414:                                              ; preds = %413
  br i1 false, label %415, label %416

415:                                              ; preds = %414
  br label %417

416:                                              ; preds = %414
  br label %417

417:                                              ; preds = %416, %415
  %418 = phi i32 [ 92, %415 ], [ 35, %416 ]
  %419 = call i32 @putchar(i32 noundef %418)
  br label %420

420:                                              ; preds = %417
  br i1 false, label %422, label %421

421:                                              ; preds = %420
  br label %423

422:                                              ; preds = %420
  br label %423

423:                                              ; preds = %422, %421
  %424 = phi i32 [ 92, %422 ], [ 35, %421 ]
  %425 = call i32 @putchar(i32 noundef %424)
  br label %426

426:                                              ; preds = %423
  %427 = icmp eq i32 %.01915, 2
  br i1 %427, label %429, label %428

428:                                              ; preds = %426
  br label %430

429:                                              ; preds = %426
  br label %430

430:                                              ; preds = %429, %428
  %431 = phi i32 [ 92, %429 ], [ 35, %428 ]
  %432 = call i32 @putchar(i32 noundef %431)
  br label %433

433:                                              ; preds = %430
  %434 = icmp eq i32 %.01915, 3
  br i1 %434, label %436, label %435

435:                                              ; preds = %433
  br label %437

436:                                              ; preds = %433
  br label %437

437:                                              ; preds = %436, %435
  %438 = phi i32 [ 92, %436 ], [ 46, %435 ]
  %439 = call i32 @putchar(i32 noundef %438)
  br label %440

440:                                              ; preds = %437
  %441 = call i32 @putchar(i32 noundef 10)
  br label %442

442:                                              ; preds = %440
  %443 = add nuw nsw i32 %.01915, 1
  %exitcond45 = icmp ne i32 %443, 4
  br i1 %exitcond45, label %413, label %.loopexit102, !llvm.loop !12

.loopexit102:                                     ; preds = %442
  br label %444

444:                                              ; preds = %.loopexit102, %411, %372
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

declare i32 @putchar(i32 noundef) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7, !13}
!13 = !{!"llvm.loop.peeled.count", i32 2}
