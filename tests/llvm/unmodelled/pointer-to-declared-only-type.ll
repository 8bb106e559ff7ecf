; STOP: @atoi
; No function the module defines has the type of the call through the pointer, so the
; only function it can reach is the declared one: the run stops at the call.
@s = private constant [3 x i8] c"42\00"
declare i32 @atoi(ptr)
define i32 @main() {
entry:
  %fp = alloca ptr, align 8
  store ptr @atoi, ptr %fp, align 8
  %f = load ptr, ptr %fp, align 8
  %r = call i32 %f(ptr @s)
  ret i32 %r
}
