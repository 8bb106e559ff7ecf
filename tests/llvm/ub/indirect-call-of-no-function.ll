; UB: an indirect call of a pointer to no function of its type
; A call through a pointer to data, of a type no function of the module has: undefined
; behaviour when reached (the module is read, since the call may never run).
@data = global i32 7
define i32 @main() {
entry:
  %r = call i32 @data(i32 1)
  ret i32 %r
}
