; UB: `unreachable` reached
define i32 @main() {
entry:
  unreachable
}
