; error: unknown global attribute `flavour`
; at: 3:20
@g = global i32 0, flavour 3
