// Event lines, their messages and simulate's JSON are in FormSimulation, on the core alone, so
// that `formc simulate` and the WebAssembly engine share them; re-exported for this module's
// users, who have always found them here.
@_exported import FormSimulation
