/// What the preview page's engine replies to each of the event lines of `input` (`formc_send`,
/// docs/preview.md): the object `formc simulate --content` prints for the line, without its
/// `"content"` (the update, then `"reconfigureRows"`), or nothing for a blank or comment line.
func previewReplies(spec: String, input: String) -> [String] {
  // The first line is the table before any event.
  formc(["simulate", spec, "--content"], stdin: input).outLines.dropFirst().map { line in
    // Quotes inside a JSON string are escaped, so the only `, "content": [` is the member.
    guard let content = line.range(of: #", "content": ["#) else { return line }
    return String(line[..<content.lowerBound]) + "}"
  }
}
