; UB: an access outside every live object
; The array an `alloca` outside the entry block made is freed by the
; `llvm.stackrestore` of a `llvm.stacksave` made before it; reading it after is
; undefined behaviour.
define i32 @main() {
entry:
  br label %body

body:
  %saved = call ptr @llvm.stacksave.p0()
  %a = alloca i32, i64 4, align 16
  store i32 7, ptr %a
  call void @llvm.stackrestore.p0(ptr %saved)
  %v = load i32, ptr %a
  ret i32 %v
}

declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
