; error: `indirectbr` is not supported
; at: 4:3
define void @f(ptr %0) {
  indirectbr ptr %0, [label %2]
2:
  ret void
}
