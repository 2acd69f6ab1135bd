/// Takes a value the optimizer must assume is used, so the work that produced it is not
/// removed as dead code. Unoptimized, so no specialization can see that it does nothing.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {}
