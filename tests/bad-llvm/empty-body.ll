; error: a function body needs at least one block
; at: 4:1
define void @f() {
}
