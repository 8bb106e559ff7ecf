//! A run as the checker names it: an entry, its arguments in the command line's text
//! form, ν, its fuel and its budget. It is resolved against a program only when it is
//! made (`equiv::execute`).

/// A run named in a spec, resolved against a program.
#[derive(Clone, Debug)]
pub struct RunSpec {
    /// The name of the function the run calls.
    pub entry: String,
    /// Arguments in the CLI's text form (`48`, `true`, `()`, `@f`).
    pub args: Vec<String>,
    /// ν as text (`seed:N`, `tape:v1,v2,…`, `tape:…;seed:N`); `None`: `seed:0`.
    pub oracle: Option<String>,
    /// The fuel the run asks for; a comparison lowers it to the fuel cap
    /// (`CheckLimits::first_fuel`).
    pub fuel: u64,
    /// The run's budget in bytes, when the spec sets one (else `CheckLimits::budget`).
    pub budget: Option<u64>,
}

impl RunSpec {
    /// The fuel of a run that names none: a spec run's default.
    pub const DEFAULT_FUEL: u64 = 1_000_000;

    /// A run of `entry` on `args` (in the command line's text form: `48`, `true`, `()`,
    /// `@f`), with ν `seed:0`, `DEFAULT_FUEL` and the check's budget.
    pub fn new(entry: &str, args: &[&str]) -> RunSpec {
        RunSpec {
            entry: entry.to_string(),
            args: args.iter().map(|a| a.to_string()).collect(),
            oracle: None,
            fuel: RunSpec::DEFAULT_FUEL,
            budget: None,
        }
    }

    /// `gcd(48, 18)`.
    pub fn label(&self) -> String {
        format!("{}({})", self.entry, self.args.join(", "))
    }

    /// The run as a spec's plain `Run(…)`, ready to copy into `runs: [...]`.
    pub fn as_spec_run(&self) -> String {
        let args: Vec<String> = self
            .args
            .iter()
            .map(|a| match a.as_str() {
                "true" | "false" | "()" => a.clone(),
                _ if a.starts_with('@') => format!("{a:?}"),
                _ if a.parse::<i64>().is_ok() => a.clone(),
                _ => format!("{a:?}"),
            })
            .collect();
        let oracle = self.oracle.as_ref().map(|o| format!(", oracle: {o:?}")).unwrap_or_default();
        format!("Run(entry: {:?}, args: [{}]{oracle}, fuel: {})", self.entry, args.join(", "), self.fuel)
    }
}
