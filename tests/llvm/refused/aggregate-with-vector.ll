; error: the vector `<2 x i32>` inside an aggregate value is not supported
; at: 5:20
; An aggregate value is held as its scalars; a vector among them is not one.
define i32 @main() {
  %a = insertvalue { <2 x i32>, i32 } zeroinitializer, i32 7, 1
  %x = extractvalue { <2 x i32>, i32 } %a, 1
  ret i32 %x
}
