; error: a function returning a vector is not supported
; at: 4:1
; A vector would travel across a return as several kernel values.
define <2 x i32> @f() {
  ret <2 x i32> zeroinitializer
}

define i32 @main() {
  ret i32 0
}
