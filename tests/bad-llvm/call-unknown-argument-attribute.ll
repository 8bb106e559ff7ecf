; error: `nounwind` is not a parameter attribute
; at: 10:24
; `nounwind` is a function attribute; an argument does not take it (opt: "this
; attribute does not apply to parameters").
define i32 @f(i32 %x) {
  ret i32 %x
}

define i32 @main() {
  %r = call i32 @f(i32 nounwind 1)
  ret i32 %r
}
