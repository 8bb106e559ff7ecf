; error: `@f` is defined twice
; at: 7:1
define void @f() {
  ret void
}

define void @f() {
  ret void
}
