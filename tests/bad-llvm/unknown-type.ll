; error: expected a type, found `quad`
; at: 3:8
define quad @f() {
  ret quad 0
}
