; error: `bogus` is not a parameter attribute
; at: 4:19
; opt rejects a word between a parameter's type and its name that is no attribute.
define i32 @f(i32 bogus %x) {
  ret i32 %x
}

define i32 @main() {
  %r = call i32 @f(i32 1)
  ret i32 %r
}
