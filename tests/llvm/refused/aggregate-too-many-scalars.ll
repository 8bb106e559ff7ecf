; error: the aggregate `[2000 x i8]` has more than 1024 scalars: not supported as a value
; at: 5:20
; Each scalar of an aggregate value is lowered to registers of its own, as a vector's lanes are.
define i32 @main() {
  %a = insertvalue [2000 x i8] zeroinitializer, i8 7, 1
  %x = extractvalue [2000 x i8] %a, 1
  %r = zext i8 %x to i32
  ret i32 %r
}
