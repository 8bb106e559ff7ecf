; error: the scalable vector `<vscale x 4 x i32>` is not supported
; at: 5:22
; A scalable vector's number of lanes is a multiple of `vscale`, unknown to a run.
define i32 @main() {
  %v = insertelement <vscale x 4 x i32> poison, i32 1, i64 0
  ret i32 0
}
