; error: integer width `i99999999` out of range (1 to 8388608
; at: 3:13
@g = global i99999999 0
