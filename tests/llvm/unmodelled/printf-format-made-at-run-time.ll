; STOP: @printf
; A `printf` whose format is not a constant (here chosen by a `select`) is read; what
; it prints is not modelled, so a run that reaches it stops there, after the line the
; constant format printed.
@.a = private unnamed_addr constant [4 x i8] c"a%d\00", align 1
@.b = private unnamed_addr constant [4 x i8] c"b%d\00", align 1
@.first = private unnamed_addr constant [7 x i8] c"first\0A\00", align 1

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %0 = call i32 (ptr, ...) @printf(ptr noundef @.first)
  %many = icmp sgt i32 %argc, 1
  %fmt = select i1 %many, ptr @.a, ptr @.b
  %1 = call i32 (ptr, ...) @printf(ptr noundef %fmt, i32 noundef 7)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...)
