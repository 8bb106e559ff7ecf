; STOP: @atoi
; A declared function has an address like a defined one: stored, compared with null,
; and called through. The call through it is a call this tool does not model.
@s = private constant [3 x i8] c"42\00"
declare i32 @atoi(ptr)
define i32 @twice(ptr %x) {
  ret i32 2
}
define i32 @main() {
entry:
  %fp = alloca ptr, align 8
  store ptr @atoi, ptr %fp, align 8
  %f = load ptr, ptr %fp, align 8
  %null = icmp eq ptr %f, null
  br i1 %null, label %none, label %call
call:
  %r = call i32 %f(ptr @s)
  ret i32 %r
none:
  ret i32 1
}
