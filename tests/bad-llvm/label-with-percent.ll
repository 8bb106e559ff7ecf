; error: a block label is written `name:`, without `%`
; at: 5:1
define void @f() {
  br label %bb
%bb:
  ret void
}
