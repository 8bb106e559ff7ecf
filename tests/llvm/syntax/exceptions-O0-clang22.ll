; Hand-written in the form clang++-22 -O0 gives C++ with exceptions: inline functions
; in comdats (`linkonce_odr`), a personality, calls that may throw as `invoke` (normal
; then unwind target), landing pads with `catch`, `filter` and `cleanup` clauses, and
; `resume`. The lowering refuses `invoke`; the reader and `bench edge-deletion` read it.
source_filename = "exceptions.cc"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$_Z4pickv = comdat any
$_Z5guardi = comdat any

@_ZTIi = external constant ptr

define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = invoke noundef i32 @_Z4pickv()
          to label %5 unwind label %7

5:
  invoke void @_Z5guardi(i32 noundef %4)
          to label %6 unwind label %7

6:
  br label %ok

7:
  %8 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %9 = extractvalue { ptr, i32 } %8, 0
  store ptr %9, ptr %2, align 8
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %3, align 4
  %11 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #2
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %caught, label %rethrow

caught:
  %13 = call ptr @__cxa_begin_catch(ptr %9) #2
  call void @__cxa_end_catch()
  br label %ok

ok:
  ret i32 0

rethrow:
  %14 = load ptr, ptr %2, align 8
  %15 = load i32, ptr %3, align 4
  %16 = insertvalue { ptr, i32 } poison, ptr %14, 0
  %17 = insertvalue { ptr, i32 } %16, i32 %15, 1
  resume { ptr, i32 } %17
}

define linkonce_odr noundef i32 @_Z4pickv() #1 comdat {
  ret i32 7
}

define linkonce_odr void @_Z5guardi(i32 noundef %0) #1 comdat personality ptr @__gxx_personality_v0 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %3, label %4

3:
  invoke void @_Z4failv()
          to label %4 unwind label %pad

4:
  ret void

pad:
  %lp = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
  resume { ptr, i32 } %lp
}

declare i32 @__gxx_personality_v0(...)
declare void @_Z4failv() #1
declare i32 @llvm.eh.typeid.for.p0(ptr) #2
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" }
attributes #2 = { nounwind }
