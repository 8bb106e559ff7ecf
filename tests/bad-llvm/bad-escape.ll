; error: bad escape in string
; at: 3:27
@s = constant [3 x i8] c"a\q\00"
