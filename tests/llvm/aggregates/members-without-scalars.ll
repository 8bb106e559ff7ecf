; EXIT: 7
; Members without scalars (`{}`, an array of four trillion of them) take no place and no time, stored or loaded.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define i32 @main() {
  %p = alloca { i32, [4000000000000 x {}] }
  store { i32, [4000000000000 x {}] } { i32 7, [4000000000000 x {}] zeroinitializer }, ptr %p
  %s = load { i32, [4000000000000 x {}] }, ptr %p
  %x = extractvalue { i32, [4000000000000 x {}] } %s, 0
  ret i32 %x
}
