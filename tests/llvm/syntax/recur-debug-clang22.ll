; ModuleID = 'recur.c'
source_filename = "recur.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @fib(i32 noundef %0) #0 !dbg !10 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !15, !DIExpression(), !16)
  %3 = load i32, ptr %2, align 4, !dbg !17
  %4 = icmp slt i32 %3, 2, !dbg !18
  br i1 %4, label %5, label %7, !dbg !17

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !19
  br label %15, !dbg !17

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4, !dbg !20
  %9 = sub nsw i32 %8, 1, !dbg !21
  %10 = call i32 @fib(i32 noundef %9), !dbg !22
  %11 = load i32, ptr %2, align 4, !dbg !23
  %12 = sub nsw i32 %11, 2, !dbg !24
  %13 = call i32 @fib(i32 noundef %12), !dbg !25
  %14 = add nsw i32 %10, %13, !dbg !26
  br label %15, !dbg !17

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ], !dbg !17
  ret i32 %16, !dbg !27
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @ack(i32 noundef %0, i32 noundef %1) #0 !dbg !28 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !31, !DIExpression(), !32)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !33, !DIExpression(), !34)
  %6 = load i32, ptr %4, align 4, !dbg !35
  %7 = icmp eq i32 %6, 0, !dbg !37
  br i1 %7, label %8, label %11, !dbg !37

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4, !dbg !38
  %10 = add nsw i32 %9, 1, !dbg !39
  store i32 %10, ptr %3, align 4, !dbg !40
  br label %26, !dbg !40

11:                                               ; preds = %2
  %12 = load i32, ptr %5, align 4, !dbg !41
  %13 = icmp eq i32 %12, 0, !dbg !43
  br i1 %13, label %14, label %18, !dbg !43

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4, !dbg !44
  %16 = sub nsw i32 %15, 1, !dbg !45
  %17 = call i32 @ack(i32 noundef %16, i32 noundef 1), !dbg !46
  store i32 %17, ptr %3, align 4, !dbg !47
  br label %26, !dbg !47

18:                                               ; preds = %11
  %19 = load i32, ptr %4, align 4, !dbg !48
  %20 = sub nsw i32 %19, 1, !dbg !49
  %21 = load i32, ptr %4, align 4, !dbg !50
  %22 = load i32, ptr %5, align 4, !dbg !51
  %23 = sub nsw i32 %22, 1, !dbg !52
  %24 = call i32 @ack(i32 noundef %21, i32 noundef %23), !dbg !53
  %25 = call i32 @ack(i32 noundef %20, i32 noundef %24), !dbg !54
  store i32 %25, ptr %3, align 4, !dbg !55
  br label %26, !dbg !55

26:                                               ; preds = %18, %14, %8
  %27 = load i32, ptr %3, align 4, !dbg !56
  ret i32 %27, !dbg !56
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !57 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @fib(i32 noundef 10), !dbg !60
  %3 = call i32 @ack(i32 noundef 2, i32 noundef 3), !dbg !61
  %4 = add nsw i32 %2, %3, !dbg !62
  %5 = call i32 @even(i32 noundef 10), !dbg !63
  %6 = add nsw i32 %4, %5, !dbg !64
  ret i32 %6, !dbg !65
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @even(i32 noundef %0) #0 !dbg !66 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !67, !DIExpression(), !68)
  %3 = load i32, ptr %2, align 4, !dbg !69
  %4 = icmp eq i32 %3, 0, !dbg !70
  br i1 %4, label %5, label %6, !dbg !69

5:                                                ; preds = %1
  br label %10, !dbg !69

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !71
  %8 = sub nsw i32 %7, 1, !dbg !72
  %9 = call i32 @odd(i32 noundef %8), !dbg !73
  br label %10, !dbg !69

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 1, %5 ], [ %9, %6 ], !dbg !69
  ret i32 %11, !dbg !74
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @odd(i32 noundef %0) #0 !dbg !75 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !76, !DIExpression(), !77)
  %3 = load i32, ptr %2, align 4, !dbg !78
  %4 = icmp eq i32 %3, 0, !dbg !79
  br i1 %4, label %5, label %6, !dbg !78

5:                                                ; preds = %1
  br label %10, !dbg !78

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !80
  %8 = sub nsw i32 %7, 1, !dbg !81
  %9 = call i32 @even(i32 noundef %8), !dbg !82
  br label %10, !dbg !78

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 0, %5 ], [ %9, %6 ], !dbg !78
  ret i32 %11, !dbg !83
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "recur.c", directory: "/tmp/llc", checksumkind: CSK_MD5, checksum: "cbee19dd11c2d08558aa7b4f587c9e70")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!10 = distinct !DISubprogram(name: "fib", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!16 = !DILocation(line: 1, column: 13, scope: !10)
!17 = !DILocation(line: 1, column: 25, scope: !10)
!18 = !DILocation(line: 1, column: 27, scope: !10)
!19 = !DILocation(line: 1, column: 33, scope: !10)
!20 = !DILocation(line: 1, column: 41, scope: !10)
!21 = !DILocation(line: 1, column: 43, scope: !10)
!22 = !DILocation(line: 1, column: 37, scope: !10)
!23 = !DILocation(line: 1, column: 54, scope: !10)
!24 = !DILocation(line: 1, column: 56, scope: !10)
!25 = !DILocation(line: 1, column: 50, scope: !10)
!26 = !DILocation(line: 1, column: 48, scope: !10)
!27 = !DILocation(line: 1, column: 18, scope: !10)
!28 = distinct !DISubprogram(name: "ack", scope: !1, file: !1, line: 2, type: !29, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!29 = !DISubroutineType(types: !30)
!30 = !{!13, !13, !13}
!31 = !DILocalVariable(name: "m", arg: 1, scope: !28, file: !1, line: 2, type: !13)
!32 = !DILocation(line: 2, column: 13, scope: !28)
!33 = !DILocalVariable(name: "n", arg: 2, scope: !28, file: !1, line: 2, type: !13)
!34 = !DILocation(line: 2, column: 20, scope: !28)
!35 = !DILocation(line: 2, column: 29, scope: !36)
!36 = distinct !DILexicalBlock(scope: !28, file: !1, line: 2, column: 29)
!37 = !DILocation(line: 2, column: 31, scope: !36)
!38 = !DILocation(line: 2, column: 44, scope: !36)
!39 = !DILocation(line: 2, column: 46, scope: !36)
!40 = !DILocation(line: 2, column: 37, scope: !36)
!41 = !DILocation(line: 2, column: 55, scope: !42)
!42 = distinct !DILexicalBlock(scope: !28, file: !1, line: 2, column: 55)
!43 = !DILocation(line: 2, column: 57, scope: !42)
!44 = !DILocation(line: 2, column: 74, scope: !42)
!45 = !DILocation(line: 2, column: 76, scope: !42)
!46 = !DILocation(line: 2, column: 70, scope: !42)
!47 = !DILocation(line: 2, column: 63, scope: !42)
!48 = !DILocation(line: 2, column: 96, scope: !28)
!49 = !DILocation(line: 2, column: 98, scope: !28)
!50 = !DILocation(line: 2, column: 107, scope: !28)
!51 = !DILocation(line: 2, column: 110, scope: !28)
!52 = !DILocation(line: 2, column: 112, scope: !28)
!53 = !DILocation(line: 2, column: 103, scope: !28)
!54 = !DILocation(line: 2, column: 92, scope: !28)
!55 = !DILocation(line: 2, column: 85, scope: !28)
!56 = !DILocation(line: 2, column: 119, scope: !28)
!57 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 4, type: !58, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!58 = !DISubroutineType(types: !59)
!59 = !{!13}
!60 = !DILocation(line: 4, column: 25, scope: !57)
!61 = !DILocation(line: 4, column: 35, scope: !57)
!62 = !DILocation(line: 4, column: 33, scope: !57)
!63 = !DILocation(line: 4, column: 47, scope: !57)
!64 = !DILocation(line: 4, column: 45, scope: !57)
!65 = !DILocation(line: 4, column: 18, scope: !57)
!66 = distinct !DISubprogram(name: "even", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!67 = !DILocalVariable(name: "n", arg: 1, scope: !66, file: !1, line: 3, type: !13)
!68 = !DILocation(line: 3, column: 104, scope: !66)
!69 = !DILocation(line: 3, column: 116, scope: !66)
!70 = !DILocation(line: 3, column: 118, scope: !66)
!71 = !DILocation(line: 3, column: 133, scope: !66)
!72 = !DILocation(line: 3, column: 135, scope: !66)
!73 = !DILocation(line: 3, column: 129, scope: !66)
!74 = !DILocation(line: 3, column: 109, scope: !66)
!75 = distinct !DISubprogram(name: "odd", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!76 = !DILocalVariable(name: "n", arg: 1, scope: !75, file: !1, line: 3, type: !13)
!77 = !DILocation(line: 3, column: 44, scope: !75)
!78 = !DILocation(line: 3, column: 56, scope: !75)
!79 = !DILocation(line: 3, column: 58, scope: !75)
!80 = !DILocation(line: 3, column: 74, scope: !75)
!81 = !DILocation(line: 3, column: 76, scope: !75)
!82 = !DILocation(line: 3, column: 69, scope: !75)
!83 = !DILocation(line: 3, column: 49, scope: !75)
