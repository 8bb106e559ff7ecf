; error: type `%A` contains itself (`%A` → `%B` → `%A`)
; at: 3:1
%A = type %B
%B = type %A
