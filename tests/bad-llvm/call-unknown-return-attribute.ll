; error: `readonly` is neither a return attribute nor a type
; at: 9:21
; `readonly` is an attribute, but not one a return value takes (LLVM's verifier).
define i32 @f() {
  ret i32 1
}

define i32 @main() {
  %r = call noundef readonly i32 @f()
  ret i32 %r
}
