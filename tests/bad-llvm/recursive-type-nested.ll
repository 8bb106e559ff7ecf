; error: type `%S` contains itself (`%S` → `%S`)
; at: 4:1
%P = type { ptr, i32 }
%S = type { i32, <2 x i32>, [1 x { %P, %S }] }
