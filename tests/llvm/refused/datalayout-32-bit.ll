; error: makes pointers 32 bits aligned to 32: the lowering lays memory out as x86-64 does
; at: 4:21
; A module for a 32-bit target: its pointers, and every struct holding one, are laid out otherwise.
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"

define i32 @main() {
  ret i32 0
}
