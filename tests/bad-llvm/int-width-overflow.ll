; error: integer width `i99999999999999999999` out of range
; at: 3:13
@g = global i99999999999999999999 0
