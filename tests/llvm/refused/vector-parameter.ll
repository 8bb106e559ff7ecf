; error: a vector parameter is not supported
; at: 4:15
; A vector would travel across a call as several kernel values.
define i32 @f(<4 x i32> %v) {
  %x = extractelement <4 x i32> %v, i64 0
  ret i32 %x
}

define i32 @main() {
  %r = call i32 @f(<4 x i32> zeroinitializer)
  ret i32 %r
}
