; error: expected `,`, found `@g`
; at: 4:1
%T = type { i32, i8
@g = global i32 0
