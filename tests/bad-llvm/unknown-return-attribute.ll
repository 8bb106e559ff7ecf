; error: `broken` is neither a return attribute nor a type
; at: 4:8
; opt rejects a word before the return type that is no attribute ("expected type").
define broken i32 @main() {
  ret i32 0
}
