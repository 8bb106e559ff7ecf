; STOP: @ldiv
; A function this tool does not model that returns a struct: stopped at the call, its
; result never read.
%struct.ldiv_t = type { i64, i64 }
declare { i64, i64 } @ldiv(i64, i64)
define i32 @main() {
entry:
  %q = call { i64, i64 } @ldiv(i64 7, i64 2)
  %x = extractvalue { i64, i64 } %q, 0
  %t = trunc i64 %x to i32
  ret i32 %t
}
