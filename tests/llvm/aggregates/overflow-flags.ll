; EXIT: 27
; The checked arithmetic, each overflow flag a bit: sadd.i8 127 + 1 (1), uadd.i8 255 + 1 (2) and usub.i16 0 - 1 (8) and smul.i32 2^16 * 2^15 (16) overflow; ssub.i8 -100 - 20 (4) and umul.i32 2^16 * 2^15 (32) do not. Their wrapped values are checked too.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8)
declare { i16, i1 } @llvm.usub.with.overflow.i16(i16, i16)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)

define i32 @main() {
  %a = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 127, i8 1)
  %b = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 255, i8 1)
  %c = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 -100, i8 20)
  %d = call { i16, i1 } @llvm.usub.with.overflow.i16(i16 0, i16 1)
  %e = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 65536, i32 32768)
  %f = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 65536, i32 32768)
  %ao = extractvalue { i8, i1 } %a, 1
  %bo = extractvalue { i8, i1 } %b, 1
  %co = extractvalue { i8, i1 } %c, 1
  %do = extractvalue { i16, i1 } %d, 1
  %eo = extractvalue { i32, i1 } %e, 1
  %fo = extractvalue { i32, i1 } %f, 1
  %av = extractvalue { i8, i1 } %a, 0
  %bv = extractvalue { i8, i1 } %b, 0
  %cv = extractvalue { i8, i1 } %c, 0
  %dv = extractvalue { i16, i1 } %d, 0
  %ev = extractvalue { i32, i1 } %e, 0
  %fv = extractvalue { i32, i1 } %f, 0
  ; The wrapped values: -128, 0, -120, 65535 (i16 -1), -2^31, 2^31 (i32 -2^31).
  %ak = icmp eq i8 %av, -128
  %bk = icmp eq i8 %bv, 0
  %ck = icmp eq i8 %cv, -120
  %dk = icmp eq i16 %dv, -1
  %ek = icmp eq i32 %ev, -2147483648
  %fk = icmp eq i32 %fv, -2147483648
  %k1 = and i1 %ak, %bk
  %k2 = and i1 %k1, %ck
  %k3 = and i1 %k2, %dk
  %k4 = and i1 %k3, %ek
  %k5 = and i1 %k4, %fk
  %x1 = zext i1 %ao to i32
  %x2 = zext i1 %bo to i32
  %x2s = shl i32 %x2, 1
  %x3 = zext i1 %co to i32
  %x3s = shl i32 %x3, 2
  %x4 = zext i1 %do to i32
  %x4s = shl i32 %x4, 3
  %x5 = zext i1 %eo to i32
  %x5s = shl i32 %x5, 4
  %x6 = zext i1 %fo to i32
  %x6s = shl i32 %x6, 5
  %y1 = or i32 %x1, %x2s
  %y2 = or i32 %y1, %x3s
  %y3 = or i32 %y2, %x4s
  %y4 = or i32 %y3, %x5s
  %y5 = or i32 %y4, %x6s
  %r = select i1 %k5, i32 %y5, i32 99
  ret i32 %r
}
