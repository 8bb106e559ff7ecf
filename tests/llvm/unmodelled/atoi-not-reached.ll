; EXIT: 7
; `atoi` is called only with an argument, and the run has none (`argc` is 1): the
; module runs, since only reaching a function this tool does not model stops a run.
declare i32 @atoi(ptr)
define i32 @main(i32 %argc, ptr %argv) {
entry:
  %given = icmp sgt i32 %argc, 1
  br i1 %given, label %parse, label %done
parse:
  %p = getelementptr inbounds ptr, ptr %argv, i64 1
  %s = load ptr, ptr %p, align 8
  %n = call i32 @atoi(ptr %s)
  br label %done
done:
  %v = phi i32 [ %n, %parse ], [ 7, %entry ]
  ret i32 %v
}
