; error: an indirect call of a function with variable arguments is not supported
; at: 13:3
; Where a call through a pointer may reach a function with variable arguments, the
; lowering cannot tell which argument area to lay out: refused.
define i32 @f(i32 %n, ...) {
entry:
  ret i32 %n
}

define i32 @main() {
entry:
  %p = select i1 true, ptr @f, ptr null
  %r = call i32 (i32, ...) %p(i32 1, i32 2)
  ret i32 %r
}
