import Foundation

/// What the numbers were measured on, for the report.
enum MachineDescription {
  static func current() -> [String: String] {
    var machine: [String: String] = [
      "cores": String(ProcessInfo.processInfo.activeProcessorCount),
      "os": ProcessInfo.processInfo.operatingSystemVersionString,
    ]
    if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
      let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
      let colon = line.firstIndex(of: ":")
    {
      machine["cpu"] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    #if DEBUG
      machine["build"] = "debug"
    #else
      machine["build"] = "release"
    #endif
    return machine
  }
}
