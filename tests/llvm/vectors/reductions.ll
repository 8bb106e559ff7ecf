; EXIT: 0
; The integer reductions and an ordered `fadd` reduction, each compared with its value;
; the exit code counts the ones that differ. The `fadd` reduction adds in lane order
; from its start value: ((0 + 1e16) + 1) + 1 rounds to 1e16 twice, then -1e16 gives 0
; (pairing 1 + 1 first would give 2).
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.and.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>)
declare i1 @llvm.vector.reduce.smax.v3i1(<3 x i1>)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>)

define i32 @main() {
entry:
  %v = add <4 x i32> <i32 6, i32 -3, i32 12, i32 5>, zeroinitializer
  %add = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  %mul = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %v)
  %and = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %v)
  %or = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %v)
  %xor = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %v)
  %smax = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %v)
  %smin = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %v)
  %umax = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %v)
  %umin = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %v)
  %b = call i1 @llvm.vector.reduce.smax.v3i1(<3 x i1> <i1 true, i1 false, i1 true>)
  %f = call double @llvm.vector.reduce.fadd.v4f64(double 0.0, <4 x double> <double 1.0e16, double 1.0, double 1.0, double -1.0e16>)
  %e0 = icmp ne i32 %add, 20
  %e1 = icmp ne i32 %mul, -1080
  %e2 = icmp ne i32 %and, 4
  %e3 = icmp ne i32 %or, -1
  %e4 = icmp ne i32 %xor, -14
  %e5 = icmp ne i32 %smax, 12
  %e6 = icmp ne i32 %smin, -3
  %e7 = icmp ne i32 %umax, -3
  %e8 = icmp ne i32 %umin, 5
  %e9 = icmp ne i1 %b, false
  %e10 = fcmp une double %f, 0.0
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
