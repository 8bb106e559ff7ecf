; error: unterminated string
; at: 3:25
@s = constant [3 x i8] c"ab
