/// The JSON the preview page draws rows, sections and the form from, read from an engine
/// (docs/preview.md, "The engine's exports"): what an app reads through the engine's lookups,
/// for a page that has no Swift. The page decides nothing: these views say what to show.
public enum PreviewViews {}
