import FormRuntime
import SeededRandom

/// Knobs for the spec and event generators; each property test runs one profile over a range of seeds.
struct GeneratorProfile: Sendable, Hashable, Codable, CustomStringConvertible {
  var name: String
  /// Rows in the whole form (never more than 40).
  var rows: ClosedRange<Int>
  var sections: ClosedRange<Int>
  /// Chance (percent) that a row, or a section, gets a `visible:` condition.
  var rowConditionPercent: Int
  var sectionConditionPercent: Int
  /// Deepest nesting of `!`, `&&`, `||` and parentheses in a condition.
  var conditionDepth: Int
  var accordionPercent: Int
  /// Chance that a row, at a depth where it may, gets `expands` children.
  var expandablePercent: Int
  var events: ClosedRange<Int>
  /// Chance that a section is a `select` section, and that a row gets `keywords`.
  var selectPercent: Int = 15
  var keywordPercent: Int = 20
  /// Chance that the form gets list sections (issue 21), and how many at most.
  var listPercent: Int = 0
  var maxLists: Int = 2
  /// Chance that a row (or a select section) gets validation rules, and that a row gets `enabled:` (issue 22). At 0
  /// the generator draws nothing for them, so the other profiles' forms stay as they were.
  var rulePercent: Int = 0
  /// Chance that a static label gets a `detail:` showing values (issue 23); drawn after everything else, so at 0
  /// the forms are as they were.
  var detailPercent: Int = 0
  /// Chance that a choice, picker or multichoice row (static or of a list's template) writes some of its options
  /// as `{value, title}` (issue 23); drawn after everything else, so at 0 the forms are as they were.
  var titlePercent: Int = 0
  /// Chance that the form, a section (static or list) or a row (static or template) gets a `key:` (issue 23); drawn
  /// from a generator of its own, so at 0, and in every other draw, the forms are as they were.
  var keyPercent: Int = 0
  /// Chance that a choice, date or number row (static or of a list's template) gets a `style:` (issue 57), one of
  /// its kind's, a stepper only on a number with both bounds; drawn after everything else, so at 0 the forms are as
  /// they were.
  var stylePercent: Int = 0
  /// Mixed into the seed so profiles explore different forms for the same seed numbers.
  var salt: UInt64

  var description: String { name }

  static let mixed = GeneratorProfile(
    name: "mixed", rows: 2...24, sections: 1...5, rowConditionPercent: 40, sectionConditionPercent: 25,
    conditionDepth: 2, accordionPercent: 35, expandablePercent: 25, events: 30...50, detailPercent: 30,
    titlePercent: 30, keyPercent: 25, stylePercent: 30, salt: 0x6D69_7865_6400_0000)
  static let accordions = GeneratorProfile(
    name: "accordions", rows: 4...20, sections: 1...3, rowConditionPercent: 30, sectionConditionPercent: 15,
    conditionDepth: 2, accordionPercent: 85, expandablePercent: 55, events: 30...50, salt: 0x6163_636F_7264_0000)
  static let conditions = GeneratorProfile(
    name: "conditions", rows: 3...20, sections: 1...4, rowConditionPercent: 80, sectionConditionPercent: 45,
    conditionDepth: 3, accordionPercent: 25, expandablePercent: 25, events: 30...50, salt: 0x636F_6E64_0000_0000)
  static let large = GeneratorProfile(
    name: "large", rows: 25...40, sections: 2...5, rowConditionPercent: 45, sectionConditionPercent: 30,
    conditionDepth: 2, accordionPercent: 40, expandablePercent: 30, events: 30...45, salt: 0x6C61_7267_6500_0000)

  static let selection = GeneratorProfile(
    name: "selection", rows: 4...24, sections: 1...4, rowConditionPercent: 35, sectionConditionPercent: 25,
    conditionDepth: 2, accordionPercent: 20, expandablePercent: 25, events: 30...50, selectPercent: 60,
    keywordPercent: 40, detailPercent: 30, keyPercent: 25, stylePercent: 30, salt: 0x7365_6C65_6374_0000)

  /// List sections (ungrouped, grouped, sorted; add rows, limits, reorder, defaults) with list
  /// events, among static sections that read their counts.
  static let lists = GeneratorProfile(
    name: "lists", rows: 2...14, sections: 1...3, rowConditionPercent: 35, sectionConditionPercent: 25,
    conditionDepth: 2, accordionPercent: 15, expandablePercent: 20, events: 30...50, selectPercent: 10,
    keywordPercent: 25, listPercent: 100, titlePercent: 50, keyPercent: 25, salt: 0x6C69_7374_7300_0000)

  /// Validation rules, `enabled` and the flags conditions read (issue 22), among the static language. Compiled and
  /// checked against the generated rules (`ValidationSpecPropertyTests`); the engine's properties of validation
  /// come with the engine.
  static let validation = GeneratorProfile(
    name: "validation", rows: 3...24, sections: 1...4, rowConditionPercent: 30, sectionConditionPercent: 20,
    conditionDepth: 2, accordionPercent: 15, expandablePercent: 20, events: 30...50, selectPercent: 30,
    keywordPercent: 10, rulePercent: 60, keyPercent: 25, salt: 0x7661_6C69_6400_0000)

  /// The profiles of static forms, whose specs use the whole static language.
  static let all: [GeneratorProfile] = [.mixed, .accordions, .conditions, .large, .selection]
  /// The profiles whose forms have lists (their coverage is `listEventsReachEveryOutcome`'s).
  static let withLists: [GeneratorProfile] = [.lists]

  static func named(_ name: String) -> GeneratorProfile? {
    (all + withLists + [.validation]).first { $0.name == name }
  }
}

/// Values the generators draw from, chosen to be awkward: YAML 1.1 booleans and numbers,
/// spaces, quotes, non-ASCII letters, the empty string, words of the condition language.
enum GeneratorPools {
  static let options = [
    "red", "green", "blue", "Lemon", "Lime", "yes", "no", "NO", "1.0", "007", "true", "null", "5 minutes", "a b",
    "x-y", "it's", "Zoë", "", "on", "c:d", "[x]", "and", "not",
  ]
  static let texts = [
    "", "x", "hello", "yes", "a'b", "Zoë", "say \"hi\"", "back\\slash", "  ", "null",
    // Initials a letter grouping must fold: case, a precomposed and a decomposed accent, ß, white space, a digit.
    "Émile", "e\u{301}clair", "ßeta", " Bob", "Adam", "42nd", "日本", "Øystein", "łódź",
  ]
  static let titles = [
    "Title", "Yes", "No: really", "Pick one", "Zoë's row", "# not a comment", "true", "42", "- dash",
  ]
  /// Option titles: case, diacritics and scripts that search folds.
  static let optionTitles = ["Crème brûlée", "STRASSE", "Straße", "Red wine", "日本", "Zoë", "No: really", "é"]
  /// Date literals of conditions: the instants of `dates` in other spellings, and instants a microsecond or a day
  /// away from them.
  static let dateLiterals = [
    "2026-11-29", "2026-11-29T00:00:00Z", "2026-11-29T09:30:00Z", "2026-11-29T09:29:59.999999Z",
    "2026-11-29T09:30:00.000001Z", "2026-11-29T04:30:00-05:00", "2026-11-29T14:30+05:00", "2024-02-28",
    "2024-02-29T00:00:00Z", "1999-12-31T22:59:59.5Z", "2026-11-30", "2026-02-03T10:00:00Z",
  ]
  static let dates = [
    "2026-11-29", "2026-11-29T09:30:00Z", "2026-02-03T10:00", "1999-12-31T23:59:59.5+01:00", "2024-02-29",
    "2026-11-29T09:30-05:00", "2026-11-29T09:30:00",
  ]
  static let badDates = [
    "tomorrow", "2026-13-01", "2026-11-29 09:30", "", "2026-02-29", "2026-04-31", "2026-11-29T24:00",
    "2026-11-29T09:30:00ZZ", "26-11-29",
  ]
  static let trickyRowPrefixes = [
    "row", "item", "notes", "order", "inbox", "andy", "orbit", "nothing", "nullable", "truth", "falsey",
    "contained", "index", "count", "expanded", "isEmpty", "r_", "x", "rowA_",
  ]
  static let sectionPrefixes = ["sec", "section", "group", "notSection", "orSec", "in_"]
  /// Keywords and index titles: case, diacritics and scripts that search folds.
  static let keywords = [
    "Crème", "CRÈME", "naïve", "Zoë", "straße", "Ａｂｃ", "日本", "log off", "ROW", "e", "sec", "déjà vu", "Ümlaut",
  ]
  static let indexTitles = ["A", "Z", "#", "É", "1", "ab"]
  static let statePrefixes = ["mode", "level", "beta", "st", "inState", "nullish", "flag"]
}

/// Generates a random, always valid form spec from a seed.
struct SpecGenerator {
  var random: SplitMix64
  let profile: GeneratorProfile
  private var counter = 0
  var remainingRows = 0

  /// Draws the `key:`s alone (``GeneratorProfile/keyPercent``), so the rest of the form is the same with or without.
  private var keyRandom: SplitMix64

  init(seed: UInt64, profile: GeneratorProfile) {
    random = SplitMix64(seed: seed ^ profile.salt)
    keyRandom = SplitMix64(seed: seed ^ profile.salt ^ 0x6B65_7900_0000_0000)
    self.profile = profile
  }

  mutating func generate(name: String) -> GeneratedSpec {
    remainingRows = min(40, random.int(profile.rows))
    let sectionCount = min(random.int(profile.sections), remainingRows)
    var state: [GeneratedStateVariable] = []
    for _ in 0..<random.int(0...3) { state.append(makeStateVariable()) }

    var sections: [GeneratedSection] = []
    for index in 0..<sectionCount {
      // Leave at least one row for each section still to come.
      let available = remainingRows - (sectionCount - index - 1)
      let fair = max(1, remainingRows / (sectionCount - index))
      var budget = index == sectionCount - 1 ? available : random.int(1...max(1, min(available, 2 * fair - 1)))
      remainingRows -= budget
      var rows: [GeneratedRow] = []
      let select: GeneratedSelect? =
        random.chance(profile.selectPercent) ? (random.chance(50) ? .single : .multiple) : nil
      while budget > 0 { rows.append(select == nil ? makeRow(depth: 0, budget: &budget) : makeChoice(&budget)) }
      var section = GeneratedSection(
        id: freshID(random.pick(GeneratorPools.sectionPrefixes)),
        header: random.chance(40) ? random.pick(GeneratorPools.titles) : nil,
        footer: random.chance(30) ? random.pick(GeneratorPools.titles) : nil,
        visible: nil,
        // Choices cannot expand, so a select section is never an accordion (formc says so).
        accordion: select == nil && random.chance(profile.accordionPercent) ? true : (random.chance(10) ? false : nil),
        select: select, indexTitle: random.chance(15) ? random.pick(GeneratorPools.indexTitles) : nil,
        rows: rows)
      if let select { makeSelectionDefault(&section, select) }
      sections.append(section)
    }
    var spec = GeneratedSpec(
      name: name, title: random.chance(50) ? random.pick(GeneratorPools.titles) : nil, state: state, sections: sections)

    if profile.listPercent > 0, random.chance(profile.listPercent) {
      for _ in 0..<random.int(1...max(1, profile.maxLists)) {
        spec.lists.append(makeList(sectionCount: sections.count))
      }
    }

    // Conditions, now that every name is known: they may read any row or variable, earlier or
    // later, and any list's count.
    let listIDs = spec.lists.map(\.id)
    let conditions = ConditionGenerator(spec: spec, depth: profile.conditionDepth, lists: listIDs)
    for index in spec.sections.indices where random.chance(profile.sectionConditionPercent) {
      spec.sections[index].visible = conditions.visibility(using: &random)
    }
    for index in spec.sections.indices {
      for row in spec.sections[index].rows.indices {
        assignConditions(&spec.sections[index].rows[row], conditions: conditions)
      }
      if spec.sections[index].accordion == true {
        var open: [String] = []
        for row in spec.sections[index].rows.indices {
          Self.enforceAccordion(&spec.sections[index].rows[row], ancestors: [], open: &open)
        }
      }
    }
    assignListConditions(&spec)
    if profile.rulePercent > 0 { assignRules(&spec, conditions: conditions) }
    if profile.detailPercent > 0 { assignDetails(&spec) }
    if profile.titlePercent > 0 { assignOptionTitles(&spec) }
    if profile.keyPercent > 0 { assignKeys(&spec) }
    if profile.stylePercent > 0 { assignStyles(&spec) }
    return spec
  }

  /// Styles on choice, date and number rows, each one of its kind's (``RowStyle/styles(of:)``), a stepper only on
  /// a number row with both bounds.
  private mutating func assignStyles(_ spec: inout GeneratedSpec) {
    func assign(_ row: inout GeneratedRow, random: inout SplitMix64) {
      let styles = RowStyle.styles(of: row.kind).filter { $0 != .stepper || (row.min != nil && row.max != nil) }
      if !styles.isEmpty, random.chance(profile.stylePercent) { row.style = random.pick(styles) }
      for index in row.children.indices { assign(&row.children[index], random: &random) }
    }
    for section in spec.sections.indices {
      for row in spec.sections[section].rows.indices { assign(&spec.sections[section].rows[row], random: &random) }
    }
  }

  /// `key:`s for some elements: the form's (`App.<Name>`), and rows' and sections' under shared-looking prefixes
  /// (`Common.<id>`, `Shared.Texts.<id>`). Ids are unique across the form, so no two texts meet under one key.
  private mutating func assignKeys(_ spec: inout GeneratedSpec) {
    let percent = profile.keyPercent
    func key(for id: String, random: inout SplitMix64) -> String? {
      random.chance(percent) ? random.pick(["Common.", "Shared.Texts."]) + id : nil
    }
    func assign(_ row: inout GeneratedRow, random: inout SplitMix64) {
      row.key = key(for: row.id, random: &random)
      for index in row.children.indices { assign(&row.children[index], random: &random) }
    }
    if keyRandom.chance(percent) { spec.key = "App.\(spec.name)" }
    for section in spec.sections.indices {
      spec.sections[section].key = key(for: spec.sections[section].id, random: &keyRandom)
      for row in spec.sections[section].rows.indices { assign(&spec.sections[section].rows[row], random: &keyRandom) }
    }
    for list in spec.lists.indices {
      spec.lists[list].key = key(for: spec.lists[list].id, random: &keyRandom)
      for row in spec.lists[list].rows.indices { assign(&spec.lists[list].rows[row], random: &keyRandom) }
    }
  }

  /// Titles for some options of some choice, picker and multichoice rows: texts that fold in search (case,
  /// diacritics, other scripts), never empty, and never the text another option of the row shows.
  private mutating func assignOptionTitles(_ spec: inout GeneratedSpec) {
    func assign(_ row: inout GeneratedRow, random: inout SplitMix64) {
      if let options = row.options, random.chance(profile.titlePercent) {
        var shown = Set(options)
        var titles: [String?] = []
        for option in options {
          let title = random.pick(GeneratorPools.optionTitles) + (random.chance(30) ? " \(option)" : "")
          guard random.chance(60), !shown.contains(title) else {
            titles.append(nil)
            continue
          }
          shown.insert(title)
          titles.append(title)
        }
        if titles.contains(where: { $0 != nil }) { row.optionTitles = titles }
      }
      for index in row.children.indices { assign(&row.children[index], random: &random) }
    }
    for section in spec.sections.indices {
      for row in spec.sections[section].rows.indices { assign(&spec.sections[section].rows[row], random: &random) }
    }
    for list in spec.lists.indices {
      for row in spec.lists[list].rows.indices { assign(&spec.lists[list].rows[row], random: &random) }
    }
  }

  /// Details on static labels, each showing one or two values a detail can show: static number, text, choice,
  /// picker and date rows, int and string state variables, single selections.
  private mutating func assignDetails(_ spec: inout GeneratedSpec) {
    var names: [String] = spec.flatRows.compactMap { entry in
      switch entry.row.kind {
      case .number, .text, .choice, .picker, .date: entry.row.id
      default: nil
      }
    }
    names += spec.state.filter { $0.type == .int || $0.type == .string }.map(\.name)
    names += spec.sections.filter { $0.select == .single }.map(\.id)
    guard !names.isEmpty else { return }
    func assign(_ row: inout GeneratedRow, random: inout SplitMix64) {
      if row.kind == .label, random.chance(profile.detailPercent) {
        let reads = (0..<random.int(1...2)).map { _ in random.pick(names) }
        row.detailReads = reads
        row.detail = reads.map { "\(random.pick(["", "x ", "Zoë: ", "{ "]))\u{7B}{\($0)}}" }.joined(separator: " · ")
      }
      for index in row.children.indices { assign(&row.children[index], random: &random) }
    }
    for section in spec.sections.indices {
      for row in spec.sections[section].rows.indices { assign(&spec.sections[section].rows[row], random: &random) }
    }
  }

  private mutating func assignConditions(_ row: inout GeneratedRow, conditions: ConditionGenerator) {
    if random.chance(profile.rowConditionPercent) { row.visible = conditions.visibility(using: &random) }
    for index in row.children.indices { assignConditions(&row.children[index], conditions: conditions) }
  }

  /// An accordion section may not start with two rows expanded unless one is the other's
  /// ancestor: every row kept expanded must descend from all the rows kept before it.
  private static func enforceAccordion(_ row: inout GeneratedRow, ancestors: [String], open: inout [String]) {
    if row.expanded == true {
      // `open` holds the rows kept expanded so far, in layout order.
      if open.allSatisfy({ ancestors.contains($0) }) {
        open.append(row.id)
      } else {
        row.expanded = false
      }
    }
    for index in row.children.indices {
      enforceAccordion(&row.children[index], ancestors: [row.id] + ancestors, open: &open)
    }
  }

  mutating func freshID(_ prefix: String) -> String {
    counter += 1
    return "\(prefix)\(counter)"
  }

  private mutating func makeStateVariable() -> GeneratedStateVariable {
    let type = random.pick([ValueType.bool, .int, .string])
    var variable = GeneratedStateVariable(
      name: freshID(random.pick(GeneratorPools.statePrefixes)), type: type, values: nil, defaultValue: nil,
      defaultText: nil)
    if type == .string, random.chance(60) {
      variable.values = pickOptions(1...4)
    }
    if random.chance(50) {
      switch type {
      case .bool:
        let flag = random.chance(50)
        variable.defaultValue = .bool(flag)
        variable.defaultText = flag ? "true" : "false"
      case .int:
        let number = random.int(-3...12)
        variable.defaultValue = .int(number)
        variable.defaultText = String(number)
      default:
        let text = variable.values.map { random.pick($0) } ?? random.pick(GeneratorPools.texts)
        variable.defaultValue = .string(text)
        variable.defaultText = random.chance(50) ? YAMLText.scalar(text) : YAMLText.doubleQuoted(text)
      }
    }
    return variable
  }

  mutating func pickOptions(_ count: ClosedRange<Int>) -> [String] {
    var options: [String] = []
    let wanted = random.int(count)
    while options.count < wanted {
      let option = random.pick(GeneratorPools.options)
      if !options.contains(option) { options.append(option) }
    }
    return options
  }

  /// A choice of a select section: a plain label (its kind sometimes written), never expandable.
  private mutating func makeChoice(_ budget: inout Int) -> GeneratedRow {
    budget -= 1
    var row = GeneratedRow(
      id: freshID(random.pick(["opt", "choice", "null", "and", "row"])), kind: .label, writesKind: random.chance(30),
      title: random.chance(70) ? random.pick(GeneratorPools.titles) : nil, visible: nil, defaultValue: nil,
      defaultText: nil, options: nil, min: nil, max: nil, children: [], expanded: nil)
    if random.chance(profile.keywordPercent) { row.keywords = pickKeywords() }
    return row
  }

  mutating func pickKeywords() -> [String] {
    var keywords: [String] = []
    for _ in 0..<random.int(1...3) {
      let keyword = random.pick(GeneratorPools.keywords)
      if !keywords.contains(keyword) { keywords.append(keyword) }
    }
    return keywords
  }

  /// `default:` for a select section: nothing, null, a choice, or (multiple) a list of choices.
  private mutating func makeSelectionDefault(_ section: inout GeneratedSection, _ select: GeneratedSelect) {
    let choices = section.rows.map(\.id)
    guard random.chance(60) else { return }
    switch select {
    case .single:
      if random.chance(20) {
        section.selectionDefault = .null
        section.selectionDefaultText = "null"
      } else {
        let choice = random.pick(choices)
        section.selectionDefault = .string(choice)
        section.selectionDefaultText = random.chance(70) ? choice : YAMLText.singleQuoted(choice)
      }
    case .multiple:
      let members = choices.filter { _ in random.chance(40) }
      section.selectionDefault = .set(Set(members))
      section.selectionDefaultText = YAMLText.flowList(members)
    }
  }

  mutating func makeRow(depth: Int, budget: inout Int) -> GeneratedRow {
    budget -= 1
    let expandable = depth < 3 && budget > 0 && random.chance(profile.expandablePercent)
    let kinds: [RowKind] = [.label, .button, .text, .toggle, .number, .choice, .picker, .multichoice, .date, .decimal]
    let kind: RowKind =
      expandable && random.chance(60) ? .label : kinds[random.weighted([14, 5, 12, 16, 14, 10, 10, 12, 5, 6])]
    let prefix =
      random.chance(50)
      ? random.pick(GeneratorPools.trickyRowPrefixes)
      : [
        "label": "info", "button": "go", "text": "name", "toggle": "flag", "number": "qty", "choice": "choice",
        "picker": "pick", "multichoice": "tags", "date": "when", "decimal": "amount",
      ][kind.rawValue] ?? "row"
    var row = GeneratedRow(
      id: freshID(prefix), kind: kind, writesKind: kind != .label || random.chance(30),
      title: random.chance(70) ? random.pick(GeneratorPools.titles) : nil, visible: nil, defaultValue: nil,
      defaultText: nil, options: nil, min: nil, max: nil, children: [], expanded: nil)
    if [.choice, .picker, .multichoice].contains(kind) { row.options = pickOptions(1...5) }
    if random.chance(profile.keywordPercent) { row.keywords = pickKeywords() }
    if kind == .decimal {
      if random.chance(60) { row.precision = random.pick([0, 1, 2, 3]) }
    }
    if kind == .number || kind == .decimal {
      let unit = kind == .decimal ? 100 : 1
      switch random.int(0...3) {
      case 0: break
      case 1: row.min = random.int(-5 * unit...5 * unit)
      case 2: row.max = random.int(-3 * unit...10 * unit)
      default:
        let low = random.int(-5 * unit...5 * unit)
        row.min = low
        row.max = low + random.int(0...12 * unit)
      }
    }
    if random.chance(45) { makeDefault(&row) }
    if expandable {
      let count = random.int(1...min(3, budget))
      for _ in 0..<count where budget > 0 { row.children.append(makeRow(depth: depth + 1, budget: &budget)) }
      let roll = random.int(0...99)
      row.expanded = roll < 35 ? true : (roll < 50 ? false : nil)
    }
    return row
  }

  mutating func makeDefault(_ row: inout GeneratedRow) {
    switch row.kind {
    case .label, .button:
      return
    case .text:
      let text = random.pick(GeneratorPools.texts)
      row.defaultValue = .string(text)
      row.defaultText = random.chance(50) ? YAMLText.scalar(text) : YAMLText.doubleQuoted(text)
    case .toggle:
      let flag = random.chance(50)
      row.defaultValue = .bool(flag)
      row.defaultText = flag ? "true" : "false"
    case .number:
      let low = row.min ?? -5, high = row.max ?? max(low, 15)
      let number = random.int(low...max(low, high))
      row.defaultValue = .int(number)
      row.defaultText = number > 0 && random.chance(20) ? "+\(number)" : String(number)
    case .decimal:
      let scale = row.slotPrecision ?? 2
      let low = row.min ?? -500, high = row.max ?? max(low, 1_500)
      let units = random.int(low...max(low, high))
      row.defaultValue = ModelDecimals.formValue(units: units, scale: scale)
      row.defaultText = ModelDecimals.text(units: units, scale: scale)
    case .choice, .picker:
      if random.chance(25) {
        row.defaultValue = .null
        row.defaultText = random.chance(70) ? "null" : "~"
      } else {
        let option = random.pick(row.options ?? [""])
        row.defaultValue = .string(option)
        row.defaultText = YAMLText.scalar(option)
      }
    case .multichoice:
      let members = (row.options ?? []).filter { _ in random.chance(40) }
      row.defaultValue = .set(Set(members))
      row.defaultText = YAMLText.flowList(members)
    case .date:
      if random.chance(30) {
        row.defaultValue = .null
        row.defaultText = "null"
      } else {
        let date = random.pick(GeneratorPools.dates)
        row.defaultValue = .string(date)
        row.defaultText = random.chance(50) ? date : YAMLText.singleQuoted(date)
      }
    }
  }
}

/// Builds well-typed conditions from the names a form declares.
struct ConditionGenerator {
  private var bools: [Condition] = []
  private var ints: [Condition] = []
  /// String-typed references, with the values a literal compared with them must come from.
  private var strings: [(reference: Condition, allowed: [String]?)] = []
  private var options: [(name: String, options: [String])] = []
  private var sets: [(name: String, options: [String])] = []
  private var intLiterals: [Int] = [0, 1, 2, 3, 5, -1, 10]
  /// Date rows (issue 23), compared with each other, with date literals and with null.
  private var dates: [String] = []
  /// Decimal rows (issue 23), compared with each other, with integers and with number literals.
  private var decimals: [String] = []
  let depth: Int

  /// - Parameter lists: the lists whose `.count` and `.isEmpty` conditions may read.
  init(spec: GeneratedSpec, depth: Int, lists: [String] = []) {
    self.depth = depth
    for list in lists {
      ints.append(.reference(list, .count))
      bools.append(.reference(list, .isEmpty))
    }
    for entry in spec.flatRows {
      let row = entry.row
      if row.isExpandable { bools.append(.reference(row.id, .expanded)) }
      switch row.kind {
      case .toggle: bools.append(.reference(row.id, nil))
      case .number:
        ints.append(.reference(row.id, nil))
        intLiterals += [row.min, row.max].compactMap { $0 }
      case .text:
        strings.append((.reference(row.id, nil), nil))
        ints.append(.reference(row.id, .count))
        bools.append(.reference(row.id, .isEmpty))
      case .choice, .picker: options.append((row.id, row.options ?? []))
      case .multichoice:
        sets.append((row.id, row.options ?? []))
        ints.append(.reference(row.id, .count))
        bools.append(.reference(row.id, .isEmpty))
      case .date: dates.append(row.id)
      case .decimal: decimals.append(row.id)
      case .label, .button: break
      }
    }
    for section in spec.sections {
      let choices = section.rows.map(\.id)
      switch section.select {
      case .single?: options.append((section.id, choices))
      case .multiple?:
        sets.append((section.id, choices))
        ints.append(.reference(section.id, .count))
        bools.append(.reference(section.id, .isEmpty))
      case nil: break
      }
    }
    for variable in spec.state {
      switch variable.type {
      case .bool: bools.append(.reference(variable.name, nil))
      case .int: ints.append(.reference(variable.name, nil))
      default: strings.append((.reference(variable.name, nil), variable.values))
      }
    }
  }

  func visibility(using random: inout SplitMix64) -> GeneratedVisibility {
    if random.chance(6) { return .constant(random.chance(50)) }
    return .condition(boolean(depth: random.int(0...depth), using: &random))
  }

  func boolean(depth: Int, using random: inout SplitMix64) -> Condition {
    guard depth > 0, random.chance(45) else { return atom(using: &random) }
    switch random.weighted([3, 4, 4, 1, 1]) {
    case 0:
      return .not(boolean(depth: depth - 1, using: &random), word: random.chance(35))
    case 1, 2:
      let count = random.int(2...3)
      let operands = (0..<count).map { _ in boolean(depth: depth - 1, using: &random) }
      let words = (1..<count).map { _ in random.chance(35) }
      return random.chance(50) ? .and(operands, words: words) : .or(operands, words: words)
    case 3:
      return .parenthesized(boolean(depth: depth - 1, using: &random))
    default:
      // A comparison of booleans, one side a whole sub-condition in parentheses.
      let right: Condition = random.chance(50) ? .literal(.bool(random.chance(50))) : boolOperand(using: &random)
      return .compare(
        boolean(depth: depth - 1, using: &random), random.chance(50) ? .equal : .notEqual, right,
        spaced: random.chance(80))
    }
  }

  private func boolOperand(using random: inout SplitMix64) -> Condition {
    bools.isEmpty || random.chance(20) ? .literal(.bool(random.chance(50))) : random.pick(bools)
  }

  private func intOperand(using random: inout SplitMix64) -> Condition {
    ints.isEmpty || random.chance(30) ? .literal(.int(intLiteral(using: &random))) : random.pick(ints)
  }

  private func intLiteral(using random: inout SplitMix64) -> Int {
    random.pick(intLiterals) + random.pick([-1, 0, 0, 0, 1])
  }

  private func textLiteral(allowed: [String]?, using random: inout SplitMix64) -> String {
    if let allowed { return random.pick(allowed) }
    return random.pick(GeneratorPools.texts + ["Lemon", "it's"])
  }

  /// A date row compared with another (or itself), with a date literal (a spelling of an instant the events may
  /// set, or one a microsecond or a zone away), or (by `==` and `!=`) with null; either way round.
  private func dateComparison(spaced: Bool, using random: inout SplitMix64) -> Condition {
    let left = Condition.reference(random.pick(dates), nil)
    var comparison = random.pick(Condition.Comparison.allCases)
    let right: Condition
    switch random.int(0...9) {
    case 0...3: right = .reference(random.pick(dates), nil)
    case 4...7: right = .literal(.string(random.pick(GeneratorPools.dateLiterals)))
    default:
      right = .literal(.null)
      comparison = random.chance(50) ? .equal : .notEqual
    }
    return random.chance(25)
      ? .dateCompare(right, comparison, left, spaced: spaced) : .dateCompare(left, comparison, right, spaced: spaced)
  }

  /// A decimal row compared with another decimal, an integer (a row, a count or a literal) or a decimal literal;
  /// either way round.
  private func numberComparison(spaced: Bool, using random: inout SplitMix64) -> Condition {
    let left = Condition.reference(random.pick(decimals), nil)
    let right: Condition
    switch random.int(0...9) {
    case 0...1: right = .reference(random.pick(decimals), nil)
    case 2...3: right = intOperand(using: &random)
    default:
      let text = random.pick(ModelDecimals.literals)
      right = .literal(text.contains(".") ? .decimal(text) : .int(Int(text) ?? 0))
    }
    let comparison = random.pick(Condition.Comparison.allCases)
    return random.chance(25)
      ? .numberCompare(right, comparison, left, spaced: spaced)
      : .numberCompare(left, comparison, right, spaced: spaced)
  }

  private func atom(using random: inout SplitMix64) -> Condition {
    let weights = [
      bools.isEmpty ? 0 : 4,  // a boolean reference
      2,  // a boolean comparison
      ints.isEmpty ? 0 : 5,  // an integer comparison
      ints.isEmpty ? 0 : 1,  // an integer 'in' list
      strings.isEmpty ? 0 : 3,  // a string comparison
      strings.isEmpty ? 0 : 1,  // a string 'in' list
      options.isEmpty ? 0 : 4,  // a choice comparison
      options.isEmpty ? 0 : 2,  // a choice 'in' list
      sets.isEmpty ? 0 : 3,  // 'contains'
      sets.isEmpty ? 0 : 1,  // comparing two sets
      1,  // literals only
      dates.isEmpty ? 0 : 3,  // a date comparison
      decimals.isEmpty ? 0 : 4,  // a decimal comparison
    ]
    let spaced = random.chance(80)
    switch random.weighted(weights) {
    case 0:
      return random.pick(bools)
    case 1:
      let left = boolOperand(using: &random)
      let right: Condition = random.chance(60) ? .literal(.bool(random.chance(50))) : boolOperand(using: &random)
      let comparison: Condition.Comparison = random.chance(50) ? .equal : .notEqual
      return random.chance(20)
        ? .compare(right, comparison, left, spaced: spaced) : .compare(left, comparison, right, spaced: spaced)
    case 2:
      let comparison = random.pick(Condition.Comparison.allCases)
      var left = intOperand(using: &random), right = intOperand(using: &random)
      if case .literal = left, case .literal = right, random.chance(80) { left = random.pick(ints) }
      if random.chance(30) { swap(&left, &right) }
      return .compare(left, comparison, right, spaced: spaced)
    case 3:
      let items = (0..<random.int(1...3)).map { _ in Condition.Literal.int(intLiteral(using: &random)) }
      return .member(random.chance(90) ? random.pick(ints) : .literal(.int(intLiteral(using: &random))), items)
    case 4:
      let (reference, allowed) = random.pick(strings)
      let right: Condition =
        random.chance(75)
        ? .literal(.string(textLiteral(allowed: allowed, using: &random))) : random.pick(strings).reference
      let comparison: Condition.Comparison = random.chance(50) ? .equal : .notEqual
      return random.chance(25)
        ? .compare(right, comparison, reference, spaced: spaced)
        : .compare(reference, comparison, right, spaced: spaced)
    case 5:
      let (reference, allowed) = random.pick(strings)
      let items = (0..<random.int(1...3)).map { _ in
        Condition.Literal.string(textLiteral(allowed: allowed, using: &random))
      }
      return .member(reference, items)
    case 6:
      let (name, choices) = random.pick(options)
      let right: Condition
      switch random.int(0...9) {
      case 0...5: right = .literal(.string(random.pick(choices)))
      case 6...7: right = .literal(.null)
      default: right = .reference(random.pick(options).name, nil)
      }
      let comparison: Condition.Comparison = random.chance(50) ? .equal : .notEqual
      let reference = Condition.reference(name, nil)
      return random.chance(20)
        ? .compare(right, comparison, reference, spaced: spaced)
        : .compare(reference, comparison, right, spaced: spaced)
    case 7:
      let (name, choices) = random.pick(options)
      var items = (0..<random.int(1...3)).map { _ in Condition.Literal.string(random.pick(choices)) }
      if random.chance(30) { items.insert(.null, at: random.int(0...items.count)) }
      return .member(.reference(name, nil), items)
    case 8:
      let (name, choices) = random.pick(sets)
      return .contains(.reference(name, nil), .string(random.pick(choices)))
    case 9:
      return .compare(
        .reference(random.pick(sets).name, nil), random.chance(50) ? .equal : .notEqual,
        .reference(random.pick(sets).name, nil), spaced: spaced)
    case 11:
      return dateComparison(spaced: spaced, using: &random)
    case 12:
      return numberComparison(spaced: spaced, using: &random)
    default:
      switch random.int(0...3) {
      case 0: return .literal(.bool(random.chance(50)))
      case 1:
        return .compare(
          .literal(.int(intLiteral(using: &random))), random.pick(Condition.Comparison.allCases),
          .literal(.int(intLiteral(using: &random))), spaced: spaced)
      case 2:
        return .compare(
          .literal(.string(textLiteral(allowed: nil, using: &random))), random.chance(50) ? .equal : .notEqual,
          .literal(.string(textLiteral(allowed: nil, using: &random))), spaced: spaced)
      default:
        return .compare(
          .literal(.bool(random.chance(50))), random.chance(50) ? .equal : .notEqual,
          .literal(.bool(random.chance(50))), spaced: spaced)
      }
    }
  }
}
