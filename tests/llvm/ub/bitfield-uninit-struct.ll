; EXIT: 7
; A bit-field written in an uninitialized local struct, as clang compiles `b.x = 7;`:
; the storage unit is loaded (memory never written: undef, read as 0), masked, or-ed
; and stored back; reading the field back is defined.
define i32 @main() {
entry:
  %b = alloca i64
  %old = load i64, ptr %b
  %kept = and i64 %old, -8
  %new = or disjoint i64 %kept, 7
  store i64 %new, ptr %b
  %v = load i64, ptr %b
  %x = and i64 %v, 7
  %r = trunc i64 %x to i32
  ret i32 %r
}
