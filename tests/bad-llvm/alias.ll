; error: `alias` is not supported
; at: 4:6
@b = global i32 0
@a = alias i32, ptr @b
