; error: undefined type `%struct.Nope`
; at: 5:15
%struct.P = type { i32 }
define void @f() {
  %1 = alloca %struct.Nope, align 4
  ret void
}
