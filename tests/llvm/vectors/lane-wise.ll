; EXIT: 0
; Lane-wise comparisons, `select` with a vector and with a scalar condition, casts,
; `freeze` of a poison lane, `bitcast` between vectors of other lane counts and to an
; integer (lane 0 least significant), and `llvm.experimental.cttz.elts`. The exit code
; counts the values that differ from what they should be.
declare i64 @llvm.experimental.cttz.elts.i64.v8i1(<8 x i1>, i1 immarg)

define i32 @main() {
entry:
  %v = add <4 x i32> <i32 -5, i32 7, i32 0, i32 300>, zeroinitializer
  %pos = icmp sgt <4 x i32> %v, zeroinitializer
  %m = select <4 x i1> %pos, <4 x i32> %v, <4 x i32> splat (i32 100)
  %m0 = extractelement <4 x i32> %m, i64 0
  %m1 = extractelement <4 x i32> %m, i64 1
  %t = trunc <4 x i32> %v to <4 x i8>
  %t3 = extractelement <4 x i8> %t, i64 3
  %s = sext <4 x i8> %t to <4 x i64>
  %s0 = extractelement <4 x i64> %s, i64 0
  %fp = sitofp <4 x i32> %v to <4 x double>
  %half = fmul <4 x double> %fp, splat (double 0.5)
  %lt = fcmp olt <4 x double> %half, splat (double 1.0)
  %lt2 = extractelement <4 x i1> %lt, i64 2
  %back = fptosi <4 x double> %half to <4 x i32>
  %b3 = extractelement <4 x i32> %back, i64 3
  %pz = insertelement <4 x i32> %v, i32 poison, i64 1
  %fz = freeze <4 x i32> %pz
  %fz0 = extractelement <4 x i32> %fz, i64 0
  %whole = bitcast <4 x i8> <i8 1, i8 2, i8 3, i8 4> to i32
  %pairs = bitcast <4 x i8> <i8 1, i8 2, i8 3, i8 -1> to <2 x i16>
  %pair1 = extractelement <2 x i16> %pairs, i64 1
  %bits = bitcast i8 6 to <8 x i1>
  %first = call i64 @llvm.experimental.cttz.elts.i64.v8i1(<8 x i1> %bits, i1 false)
  %sc = select i1 %lt2, <2 x i16> %pairs, <2 x i16> zeroinitializer
  %sc0 = extractelement <2 x i16> %sc, i64 0
  %e0 = icmp ne i32 %m0, 100
  %e1 = icmp ne i32 %m1, 7
  %e2 = icmp ne i8 %t3, 44
  %e3 = icmp ne i64 %s0, -5
  %e4 = icmp ne i1 %lt2, true
  %e5 = icmp ne i32 %b3, 150
  %e6 = icmp ne i32 %fz0, -5
  %e7 = icmp ne i32 %whole, 67305985
  %e8 = icmp ne i16 %pair1, -253
  %e9 = icmp ne i64 %first, 1
  %e10 = icmp ne i16 %sc0, 513
  %z0 = zext i1 %e0 to i32
  %z1 = zext i1 %e1 to i32
  %z2 = zext i1 %e2 to i32
  %z3 = zext i1 %e3 to i32
  %z4 = zext i1 %e4 to i32
  %z5 = zext i1 %e5 to i32
  %z6 = zext i1 %e6 to i32
  %z7 = zext i1 %e7 to i32
  %z8 = zext i1 %e8 to i32
  %z9 = zext i1 %e9 to i32
  %z10 = zext i1 %e10 to i32
  %s1 = add i32 %z0, %z1
  %s2 = add i32 %s1, %z2
  %s3 = add i32 %s2, %z3
  %s4 = add i32 %s3, %z4
  %s5 = add i32 %s4, %z5
  %s6 = add i32 %s5, %z6
  %s7 = add i32 %s6, %z7
  %s8 = add i32 %s7, %z8
  %s9 = add i32 %s8, %z9
  %s10 = add i32 %s9, %z10
  ret i32 %s10
}
