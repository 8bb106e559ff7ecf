; EXIT: 15
; One byte below null, by a `getelementptr` without `inbounds`, is the last byte (2^64 - 1, as `inttoptr i64 -1`); as a struct's field across a call it leaves the next field whole.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define { ptr, i32 } @id({ ptr, i32 } %a) {
  ret { ptr, i32 } %a
}

define i32 @main() {
  %p = getelementptr i8, ptr null, i64 -1
  %q = inttoptr i64 -1 to ptr
  %same = icmp eq ptr %p, %q
  %a0 = insertvalue { ptr, i32 } poison, ptr %p, 0
  %a = insertvalue { ptr, i32 } %a0, i32 5, 1
  %b = call { ptr, i32 } @id({ ptr, i32 } %a)
  %x = extractvalue { ptr, i32 } %b, 1
  %s = select i1 %same, i32 10, i32 0
  %r = add i32 %x, %s
  ret i32 %r
}
