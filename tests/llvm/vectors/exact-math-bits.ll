; EXIT: 255
; The exact math intrinsics, on scalars and lane by lane, where the bits are easy to
; get wrong; each check that holds sets one bit of the exit code:
;   1   llvm.sqrt.v2f64 <4.0, -1.0>: 2.0, and the default NaN 0xFFF8000000000000
;   2   llvm.floor.v2f64 of a NaN with a payload and a sign: the NaN, made quiet
;   4   llvm.round.f64 -2.5 is -3.0 and llvm.trunc.f64 -0.5 is -0.0
;   8   llvm.sqrt.f32 2.0: the binary32 root (0x3FB504F3), rounded once
;   16  llvm.is.fpclass.v2f32 with mask 0x90 (subnormals): the binary32 2^-140 is one,
;       though its binary64 is normal; 1.0 is not
;   32  llvm.is.fpclass.f64 with mask 1 (signalling NaN): 0x7FF0000000000001 is one,
;       0x7FF8000000000001 is not (mask 2 says it is quiet)
;   64  llvm.copysign.v2f64 <1.0, 2.0> by <-0.0, 0.0>: <-1.0, 2.0>
;   128 llvm.fmuladd.v2f64 <2, 3> <4, 5> <1, 1>: <9, 16>
define i32 @main() {
entry:
  %s = call <2 x double> @llvm.sqrt.v2f64(<2 x double> <double 4.0, double -1.0>)
  %s0 = extractelement <2 x double> %s, i32 0
  %s1 = extractelement <2 x double> %s, i32 1
  %s1b = bitcast double %s1 to i64
  %c1a = fcmp oeq double %s0, 2.0
  %c1b = icmp eq i64 %s1b, -2251799813685248
  %c1 = and i1 %c1a, %c1b
  %b1 = select i1 %c1, i32 1, i32 0

  %f = call <2 x double> @llvm.floor.v2f64(<2 x double> <double 0xFFF0000000000123, double 1.5>)
  %f0 = extractelement <2 x double> %f, i32 0
  %f0b = bitcast double %f0 to i64
  %c2 = icmp eq i64 %f0b, -2251799813684957
  %b2 = select i1 %c2, i32 2, i32 0

  %r = call double @llvm.round.f64(double -2.5)
  %t = call double @llvm.trunc.f64(double -0.5)
  %tb = bitcast double %t to i64
  %c4a = fcmp oeq double %r, -3.0
  %c4b = icmp eq i64 %tb, -9223372036854775808
  %c4 = and i1 %c4a, %c4b
  %b4 = select i1 %c4, i32 4, i32 0

  %q = call float @llvm.sqrt.f32(float 2.0)
  %qb = bitcast float %q to i32
  %c8 = icmp eq i32 %qb, 1068827891
  %b8 = select i1 %c8, i32 8, i32 0

  %k = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> <float 0x3730000000000000, float 1.0>, i32 144)
  %k0 = extractelement <2 x i1> %k, i32 0
  %k1 = extractelement <2 x i1> %k, i32 1
  %nk1 = xor i1 %k1, true
  %c16 = and i1 %k0, %nk1
  %b16 = select i1 %c16, i32 16, i32 0

  %sn = bitcast i64 9218868437227405313 to double
  %qn = bitcast i64 9221120237041090561 to double
  %is_s = call i1 @llvm.is.fpclass.f64(double %sn, i32 1)
  %qs = call i1 @llvm.is.fpclass.f64(double %qn, i32 1)
  %qq = call i1 @llvm.is.fpclass.f64(double %qn, i32 2)
  %nqs = xor i1 %qs, true
  %c32a = and i1 %is_s, %nqs
  %c32 = and i1 %c32a, %qq
  %b32 = select i1 %c32, i32 32, i32 0

  %cs = call <2 x double> @llvm.copysign.v2f64(<2 x double> <double 1.0, double 2.0>, <2 x double> <double -0.0, double 0.0>)
  %cs0 = extractelement <2 x double> %cs, i32 0
  %cs1 = extractelement <2 x double> %cs, i32 1
  %c64a = fcmp oeq double %cs0, -1.0
  %c64b = fcmp oeq double %cs1, 2.0
  %c64 = and i1 %c64a, %c64b
  %b64 = select i1 %c64, i32 64, i32 0

  %m = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> <double 2.0, double 3.0>, <2 x double> <double 4.0, double 5.0>, <2 x double> <double 1.0, double 1.0>)
  %m0 = extractelement <2 x double> %m, i32 0
  %m1 = extractelement <2 x double> %m, i32 1
  %c128a = fcmp oeq double %m0, 9.0
  %c128b = fcmp oeq double %m1, 16.0
  %c128 = and i1 %c128a, %c128b
  %b128 = select i1 %c128, i32 128, i32 0

  %x1 = or i32 %b1, %b2
  %x2 = or i32 %x1, %b4
  %x3 = or i32 %x2, %b8
  %x4 = or i32 %x3, %b16
  %x5 = or i32 %x4, %b32
  %x6 = or i32 %x5, %b64
  %x7 = or i32 %x6, %b128
  ret i32 %x7
}

declare <2 x double> @llvm.sqrt.v2f64(<2 x double>)
declare <2 x double> @llvm.floor.v2f64(<2 x double>)
declare double @llvm.round.f64(double)
declare double @llvm.trunc.f64(double)
declare float @llvm.sqrt.f32(float)
declare <2 x i1> @llvm.is.fpclass.v2f32(<2 x float>, i32)
declare i1 @llvm.is.fpclass.f64(double, i32)
declare <2 x double> @llvm.copysign.v2f64(<2 x double>, <2 x double>)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>)
