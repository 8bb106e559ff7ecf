; error: type `%S` contains itself (`%S` → `%T` → `%S`): a recursive type has no size
; at: 3:1
%S = type { %T }
%T = type { [2 x %S] }
@g = global %S zeroinitializer
