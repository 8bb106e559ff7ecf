//! The dense ids that address a program's entities: functions, externals, blocks and
//! registers. Each is an index into its owner's table, so side tables are plain vectors.

macro_rules! id {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
        pub struct $name(pub u32);
        impl $name {
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

id!(
    /// A defined function of a program.
    FuncId
);
id!(
    /// A declared external function of a program.
    ExternId
);
id!(
    /// A block of a function.
    BlockId
);
id!(
    /// A register (SSA value) of a function.
    Reg
);
