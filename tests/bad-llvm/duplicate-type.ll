; error: type `%T` is defined twice
; at: 4:1
%T = type { i32 }
%T = type { i64 }
