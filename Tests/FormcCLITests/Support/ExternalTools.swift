import TestTier

/// The tools outside the toolchain that this target's tests drive (`.ci/deps` installs them all).
/// In the fast tier a test that needs a missing one is skipped, saying what to install; in the full
/// tier it runs and fails (``TestTier``).
extension ExternalTool {
  static let chromium = ExternalTool(
    name: "Chromium", isInstalled: HeadlessChromium.executable != nil,
    installHint: "install Debian's chromium (or set CHROMIUM to a Chromium binary)")
  static let neovim = ExternalTool(
    name: "Neovim", isInstalled: NeovimLanguageServerTests.executable != nil,
    installHint: "install Debian's neovim, 0.7 or later (or set NVIM to its binary)")
  static let node = ExternalTool(
    name: "Node.js", isInstalled: NodeScript.executable != nil,
    installHint: "install Debian's nodejs (or set NODE to its binary)")
  static let pythonJSONSchema = ExternalTool(
    name: "python3 with the jsonschema package", isInstalled: PythonJSONSchema.python != nil,
    installHint: "run 'python3 -m pip install --user \"jsonschema>=4.0\"'")
}
