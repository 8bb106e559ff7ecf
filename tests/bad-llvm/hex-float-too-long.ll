; error: `0x` floating-point literal has more than 16 hex digits
; at: 3:20
@d = global double 0x123456789ABCDEF012
