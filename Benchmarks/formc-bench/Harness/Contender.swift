/// One implementation timed in a case: the engine, a baseline, or a stage of the compiler.
struct Contender {
  var name: String
  /// Performs `count` operations and returns a checksum of what they produced, which the
  /// harness consumes so that no operation can be optimized away.
  var run: (_ count: Int) -> Int
  /// Operations come in cycles of this many (expand, then collapse); a sample is a whole
  /// number of cycles so that it times each kind of step equally often.
  var cycle: Int = 1
}
