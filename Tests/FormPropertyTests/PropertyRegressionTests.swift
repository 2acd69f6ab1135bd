import FormCompiler
import FormRuntime
import FormSimulation
import Testing

/// Runs a spec and an event sequence through every property check (see ``PropertyChecker``).
///
/// - Parameters:
///   - spec: the spec's YAML.
///   - events: one event a line in `formc simulate` syntax (`tap x`, `expand x`, `collapse x`,
///     `set x <JSON literal>`); blank lines and `#` comments are ignored.
///   - finalTable: when given, the table after the last event, one `section: row, row` line per
///     shown section (``FormRuntime/FormTable``'s description).
func checkPropertyRegression(
  spec: String, events: String, finalTable: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
) async {
  var parsed: [FormEvent] = []
  for (number, line) in events.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
  where !EventLineParser.isBlankOrComment(line) {
    do {
      parsed.append(try EventLineParser.parse(line))
    } catch {
      Issue.record(Comment(rawValue: "event line \(number + 1) '\(line)': \(error)"), sourceLocation: sourceLocation)
      return
    }
  }
  guard let failure = PropertyChecker.check(yaml: spec, events: parsed, expectedFinalTable: finalTable) else { return }
  let at = failure.eventIndex.map { " (event \($0 + 1))" } ?? ""
  Issue.record(Comment(rawValue: failure.description + at), sourceLocation: sourceLocation)
}

/// Reproductions found by the property tests, and hand-written cases in the same format.
/// A failing property prints a test in exactly this shape; paste it here.
@Suite struct PropertyRegressionTests {
  /// Nested rows in an accordion: opening a row keeps its ancestors open and closes every other
  /// expanded row of the section, hidden ones and its own descendants included (`expand a1` while
  /// `a` is closed closes `b`; `tap a` then closes `a1`, so the last `tap a1` opens it again).
  @Test func nestedAccordion() async {
    await checkPropertyRegression(
      spec: #"""
        form: NestedAccordion
        sections:
          - id: top
            accordion: true
            rows:
              - id: a
                expanded: true
                expands:
                  - id: a1
                    expanded: true
                    expands:
                      - id: a1x
                        kind: toggle
                  - id: a2
                    kind: picker
                    options: [x, y]
              - id: b
                expands:
                  - id: b1
                    kind: number
                    min: 0
                    max: 3
              - id: c
                visible: "a1x || b1 >= 2"
          - id: tail
            visible: "not a.expanded"
            rows:
              - id: t
                title: Shown while a is closed
        """#,
      events: #"""
        tap a1x
        tap b
        set b1 2
        set b1 4
        tap a1
        expand a1
        collapse b
        tap a
        set a2 "y"
        tap a1
        """#,
      finalTable: #"""
        top: a, a1, a1x, a2, b, c
        """#)
  }

  /// A date row holds an ISO-8601 date or null: `set` refuses other strings, impossible days
  /// and times included, and accepts a leap day in a leap year.
  @Test func dateRowsRefuseStringsThatAreNotDates() async {
    await checkPropertyRegression(
      spec: #"""
        form: Dates
        sections:
          - id: when
            rows:
              - id: starts
                kind: date
                default: 2026-11-29
              - id: early
                visible: "later"
              - id: later
                kind: toggle
        """#,
      events: #"""
        set starts "tomorrow"
        set starts "2026-02-29"
        set starts "2026-11-29T24:00"
        set starts ""
        set starts 20261129
        set starts "2024-02-29"
        set starts "2026-11-29T09:30:00Z"
        set starts null
        tap later
        """#,
      finalTable: #"""
        when: starts, early, later
        """#)
  }

  /// Found by the display model's rules (issue 57): a summary's children flipping on and off in
  /// one event, or list items' rows (whose summary the display model leaves empty).
  @Test func listsSeed103() async {
    await checkPropertyRegression(
      spec: #"""
        form: GenLists103
        state:
          nullish1: {type: string}
          st2: {type: string, values: [red, Lime, 1.0]}
        sections:
          - id: orSec7
            footer: Yes
            rows:
              - id: info3
                visible: "st2 == 'red'"
                keywords: [sec]
              - id: name4
                kind: text
                title: Yes
                visible: "true != heroes14.isEmpty"
                default: "say \"hi\""
              - id: nothing5
                kind: toggle
                visible: true
              - id: r_6
                kind: number
                title: Title
                default: 7
                keywords: ['日本', ROW]
                key: Shared.Texts.r_6
          - id: sec10
            rows:
              - id: isEmpty8
                kind: choice
                visible: "nothing5 == true"
                options: [{value: yes, title: Red wine}]
                default: yes
                keywords: ['déjà vu', '日本']
              - id: x9
                kind: picker
                title: '- dash'
                visible: "!isEmpty8 == 'yes'"
                options: [{value: green, title: 'Straße green'}, NO, 'null', {value: 1.0, title: 'Zoë 1.0'}, a b]
                default: 1.0
          - id: heroes14
            visible: "heroes14.count == heroes14.count"
            list: {groupBy: team15, sortBy: inbox11}
            default:
              - {flag12: true, r_13: ["Zoë", "a b"], team15: "null"}
              - {inbox11: "hello", r_13: ["Zoë"], team15: "null"}
              - {key: "07", inbox11: "say \"hi\"", flag12: true}
            rows:
              - id: inbox11
                kind: text
                title: 'Zoë''s row'
                visible: "team15 in ['null'] or (r_13.isEmpty || 'Lime' == st2 || x9 in [null, 'green', 'a b', 'NO']) or inbox11.isEmpty"
                default: 'null'
                expanded: true
                expands:
                  - id: flag12
                    kind: toggle
                    title: '- dash'
                    visible: "nothing5"
                    default: false
                  - id: r_13
                    kind: multichoice
                    options: [{value: on, title: '日本'}, {value: 'Zoë', title: '日本 Zoë'}, x-y, {value: Lemon, title: Red wine}, {value: a b, title: 'é'}]
                    default: [x-y, a b]
              - id: team15
                kind: choice
                options: ['null']
        """#,
      events: #"""
        set nothing5 true
        """#,
      finalTable: #"""
        orSec7: info3, name4, nothing5, r_6
        sec10: isEmpty8
        heroes14 ("null"): heroes14[2].inbox11, heroes14[2].flag12, heroes14[2].r_13, heroes14[2].team15, heroes14[1].inbox11, heroes14[1].flag12, heroes14[1].r_13, heroes14[1].team15
        heroes14 (null): heroes14[07].team15
        """#)
  }

  /// Found by the display model's rules (issue 57): a summary's children flipping on and off in
  /// one event, or list items' rows (whose summary the display model leaves empty).
  @Test func conditionsSeed1019() async {
    await checkPropertyRegression(
      spec: #"""
        form: GenConditions1019
        title: true
        state:
          beta1: {type: string, default: hello}
        sections:
          - id: group17
            accordion: true
            rows:
              - id: info2
                visible: "tags16 contains 'not'"
                keywords: ['CRÈME', sec, 'Ａｂｃ']
                expands:
                  - id: falsey3
                    kind: number
                    title: '# not a comment'
                    visible: true
                    default: -1
                  - id: name4
                    kind: text
                    title: 'Zoë''s row'
                    visible: "info2.expanded"
                    default: 'a''b'
                  - id: nullable5
                    kind: date
                    title: Title
              - id: name6
                kind: text
                title: Pick one
                visible: "''!=name4"
                default: "Zoë"
                expanded: false
                keywords: ['Ümlaut']
                expands:
                  - id: order7
                    kind: choice
                    title: 42
                    visible: "name6.count != name4.count && name4.isEmpty != info10.expanded and (name6.isEmpty == name6.isEmpty and tags16!=tags16 and order7 in [null, 'NO', 'it\\'s'])"
                    options: ['it''s', '', no, NO]
                    default: NO
              - id: qty8
                kind: number
                visible: "10 in [3] or (truth14<=1 or 1 >= tags16.count)"
                max: -3
                default: -3
              - id: inbox9
                title: Pick one
                visible: true
              - id: info10
                kind: label
                title: 'No: really'
                visible: "'  ' != name4"
                expands:
                  - id: count11
                    kind: text
                    visible: "not order7 == falsey13"
                    default: x
                    keywords: [log off, '日本']
              - id: andy12
                title: Pick one
                expanded: true
                expands:
                  - id: falsey13
                    kind: picker
                    title: 'Zoë''s row'
                    visible: "truth14 == count11.count"
                    options: [007, 'c:d']
                    default: null
                    keywords: ['Ａｂｃ', log off]
                  - id: truth14
                    kind: decimal
                    title: '# not a comment'
                    visible: "andy12.expanded != name6.expanded or ('null' == name4 or info2.expanded)"
                    precision: 3
                    min: 0.051
                    default: 1.085
                  - id: flag15
                    kind: toggle
                    title: 42
                    visible: "order7 in ['']"
              - id: tags16
                kind: multichoice
                visible: "info2.expanded"
                options: [5 minutes, 'c:d', not, yes, on]
                keywords: ['straße', 'Crème', 'Ａｂｃ']
        """#,
      events: #"""
        expand info2
        """#,
      finalTable: #"""
        group17: name6, qty8, inbox9, info10, andy12, tags16
        """#)
  }

  /// Found by the display model's rules (issue 57): a summary's children flipping on and off in
  /// one event, or list items' rows (whose summary the display model leaves empty).
  @Test func listsSeed501() async {
    await checkPropertyRegression(
      spec: #"""
        form: GenLists501
        key: App.GenLists501
        state:
          level1: {type: bool}
          st2: {type: int, default: 6}
        sections:
          - id: group4
            accordion: true
            rows:
              - id: andy3
                kind: choice
                options: ['it''s', '[x]']
                default: 'it''s'
                keywords: [e, 'Zoë']
          - id: group7
            rows:
              - id: name5
                kind: text
                title: Title
                key: Shared.Texts.name5
              - id: flag6
                kind: toggle
                title: Title
                default: false
                key: Common.flag6
          - id: sec10
            header: 42
            visible: "name5!='hello' and st2 == 3 && flag9"
            rows:
              - id: info8
                title: 'No: really'
                keywords: [sec, log off]
                key: Common.info8
              - id: flag9
                kind: toggle
                title: Yes
                default: true
          - id: items15
            list: {max: 4, add: {id: add16, title: Add item}}
            default:
              - {amount13: 1.231}
              - {amount13: 0.54}
            rows:
              - id: info11
                kind: label
                title: Title
                expanded: true
                expands:
                  - id: info12
                    title: 'Zoë''s row'
                    visible: "andy3==andy3"
                    key: Shared.Texts.info12
                  - id: amount13
                    kind: decimal
                    title: 42
                    visible: "name5.isEmpty"
                    precision: 3
                    min: 0.469
                    max: 1.553
                    key: Common.amount13
                  - id: info14
                    kind: label
                    title: '- dash'
        """#,
      events: #"""
        set name5 "yes"
        """#,
      finalTable: #"""
        group4: andy3
        group7: name5, flag6
        items15: items15[1].info11, items15[1].info12, items15[1].info14, items15[2].info11, items15[2].info12, items15[2].info14, add16
        """#)
  }
}
