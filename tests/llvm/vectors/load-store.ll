; EXIT: 0
; Vector loads and stores: lane k at byte k times the element's size. A `<4 x i32>`
; stored is read back as four `i32`; four `i16` stored are read as a `<4 x i16>`; a
; `<2 x double>` and a `<2 x float>` go through memory and back; a lane that holds
; poison is poison again after the round trip, the others are not. The exit code counts
; the values that differ from what they should be.
define i32 @main() {
entry:
  %a = alloca [4 x i32], align 16
  %h = alloca [4 x i16], align 8
  %d = alloca <2 x double>, align 16
  %f = alloca <2 x float>, align 8
  store <4 x i32> <i32 10, i32 -20, i32 30, i32 -40>, ptr %a, align 16
  %p2 = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 2
  %a2 = load i32, ptr %p2
  %p3 = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 3
  %a3 = load i32, ptr %p3
  store i16 7, ptr %h
  %h1 = getelementptr inbounds [4 x i16], ptr %h, i64 0, i64 1
  store i16 -8, ptr %h1
  %h2 = getelementptr inbounds [4 x i16], ptr %h, i64 0, i64 2
  store i16 9, ptr %h2
  %h3 = getelementptr inbounds [4 x i16], ptr %h, i64 0, i64 3
  store i16 -10, ptr %h3
  %hv = load <4 x i16>, ptr %h
  %hx = extractelement <4 x i16> %hv, i64 1
  store <2 x double> <double 1.5, double -2.25>, ptr %d
  %dv = load <2 x double>, ptr %d
  %dx = extractelement <2 x double> %dv, i64 1
  store <2 x float> <float 0.5, float 3.0>, ptr %f
  %fv = load <2 x float>, ptr %f
  %fx = extractelement <2 x float> %fv, i64 1
  %pv = insertelement <4 x i32> poison, i32 5, i64 2
  store <4 x i32> %pv, ptr %a
  %back = load <4 x i32>, ptr %a
  %b2 = extractelement <4 x i32> %back, i64 2
  %e0 = icmp ne i32 %a2, 30
  %e1 = icmp ne i32 %a3, -40
  %e2 = icmp ne i16 %hx, -8
  %e3 = fcmp une double %dx, -2.25
  %e4 = fcmp une float %fx, 3.0
  %e5 = icmp ne i32 %b2, 5
  %z0 = zext i1 %e0 to i32
  %z1 = zext i1 %e1 to i32
  %z2 = zext i1 %e2 to i32
  %z3 = zext i1 %e3 to i32
  %z4 = zext i1 %e4 to i32
  %z5 = zext i1 %e5 to i32
  %s1 = add i32 %z0, %z1
  %s2 = add i32 %s1, %z2
  %s3 = add i32 %s2, %z3
  %s4 = add i32 %s3, %z4
  %s5 = add i32 %s4, %z5
  ret i32 %s5
}
