// Build-time tool: writes a Swift file holding the bundled templates, so `formc` works as a
// single copied binary. Usage: EmbedTemplates OUTPUT.swift TEMPLATE.mustache...
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: EmbedTemplates OUTPUT.swift TEMPLATE.mustache...\n".utf8))
  exit(2)
}

func literal(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    case _ where scalar.value < 0x20: out += "\\u{\(String(scalar.value, radix: 16))}"
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out + "\""
}

var entries: [(name: String, text: String)] = []
for path in arguments.dropFirst().sorted() {
  let url = URL(fileURLWithPath: path)
  guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
    FileHandle.standardError.write(Data("EmbedTemplates: cannot read \(path) as UTF-8\n".utf8))
    exit(1)
  }
  entries.append((url.deletingPathExtension().lastPathComponent, text))
}

var swift = """
  // Generated at build time by the EmbedTemplates plugin from the package's Templates/ folder.

  /// The templates bundled into formc, by name (the file name without `.mustache`).
  enum BundledTemplates {
    static let all: [String: String] = [

  """
for entry in entries {
  swift += "    \(literal(entry.name)): \(literal(entry.text)),\n"
}
swift += entries.isEmpty ? "    :\n  ]\n}\n" : "  ]\n}\n"
do {
  try Data(swift.utf8).write(to: URL(fileURLWithPath: output))
} catch {
  FileHandle.standardError.write(Data("EmbedTemplates: cannot write \(output): \(error)\n".utf8))
  exit(1)
}
