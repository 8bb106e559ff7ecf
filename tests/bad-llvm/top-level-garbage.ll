; error: expected a top-level item, found `flavour`
; at: 3:1
flavour = "vanilla"
