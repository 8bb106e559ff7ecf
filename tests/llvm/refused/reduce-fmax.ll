; error: `@llvm.vector.reduce.fmax.v2f64` is not supported: the order of its comparisons
; at: 7:3
; Which NaN or which zero `fmax` returns depends on the order it compares the lanes in.
declare double @llvm.vector.reduce.fmax.v2f64(<2 x double>)

define i32 @main() {
  %m = call double @llvm.vector.reduce.fmax.v2f64(<2 x double> <double 1.0, double 2.0>)
  ret i32 0
}
