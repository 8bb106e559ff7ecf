; error: a `landingpad` needs `cleanup` or a `catch` or `filter` clause
; at: 4:8
define void @f() {
  %1 = landingpad { ptr, i32 }
  ret void
}
