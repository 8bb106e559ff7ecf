; STOP: @fprintf
; `fprintf` to `stdout` prints as `printf` does; to any other stream, here `stderr`,
; what it writes is not part of the output this tool compares, so the run stops at the
; call, after the line printed to `stdout`.
@stdout = external global ptr, align 8
@stderr = external global ptr, align 8
@.out = private unnamed_addr constant [8 x i8] c"out %d\0A\00", align 1
@.err = private unnamed_addr constant [5 x i8] c"err\0A\00", align 1

define i32 @main() {
entry:
  %o = load ptr, ptr @stdout, align 8
  %a = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %o, ptr noundef @.out, i32 noundef 1)
  %e = load ptr, ptr @stderr, align 8
  %b = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %e, ptr noundef @.err)
  ret i32 0
}

declare i32 @fprintf(ptr noundef, ptr noundef, ...)
