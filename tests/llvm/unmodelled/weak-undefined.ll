; EXIT: 5
; A weak function no definition resolves has a null address, as the linker leaves it:
; the call guarded by the test is never made, and a global holding it is null too.
declare extern_weak i32 @maybe(i32)
@slot = global ptr @maybe, align 8
define i32 @main() {
entry:
  %none = icmp eq ptr @maybe, null
  br i1 %none, label %skip, label %call
call:
  %r = call i32 @maybe(i32 1)
  ret i32 %r
skip:
  %p = load ptr, ptr @slot, align 8
  %also = icmp eq ptr %p, null
  %v = select i1 %also, i32 5, i32 6
  ret i32 %v
}
