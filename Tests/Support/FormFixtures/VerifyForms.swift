/// Specs for timing `formc verify` at the size of real forms (issue 24): the benchmark's `verify`
/// case compiles and verifies them beside the example forms. Plain YAML text, as people write it;
/// each compiles without a diagnostic and verifies with no failure and no warning.
package enum VerifyForms {
  /// A 25-row shipping form with the structure of issue 24's: a gift-wrap toggle whose expandable
  /// subtree holds a required message and the paper's options; a delivery accordion (standard,
  /// express and pickup, each expandable with children) beside a `speed` choice; an `insurance`
  /// toggle shown by `itemCount > 1 and speed == 'express'`; two state variables (`itemCount`, an
  /// int, and `isMember`, a bool); and two required address rows, which the order button reads
  /// through `form.isValid`.
  ///
  /// Explored whole, its state multiplies (itemCount's 5 values, membership, gift wrap and its
  /// options, paper, speed, the accordion, three texts with rules, touched or not): 40,960 states.
  /// Its parts are the gift-wrap subtree, the delivery accordion with `itemCount` and `speed`,
  /// membership, and the two required address rows (BENCHMARKS.md, issue 24).
  package static let shipping = """
    # Shipping: the checkout step that chooses how an order travels.
    form: Shipping
    title: Shipping

    state:
      itemCount: {type: int, default: 1}   # the basket's item count, set by the app
      isMember: {type: bool}               # whether the customer has a membership

    sections:
      - id: order
        header: Your order
        rows:
          - id: orderSummary
            title: In your basket
            detail: "{{itemCount}} item(s)"
          - id: splitNotice
            title: Items may arrive in separate parcels.
            visible: "itemCount > 1"
          - id: freeWrapping
            title: Gift wrapping is free for 3 items or more.
            visible: "itemCount >= 3"
          - id: memberPerk
            title: Members get express delivery at the standard price.
            visible: isMember
          - id: giftWrap
            kind: toggle
            title: Gift wrap
          - id: giftOptions
            title: Gift options
            visible: giftWrap
            expands:
              - id: giftMessage
                kind: text
                title: Message
                placeholder: Happy birthday!
                required: true
                message: Write a message for the card
              - id: wrapPaper
                kind: choice
                title: Paper
                options: [classic, festive, plain]
                default: classic
              - id: festiveRibbon
                title: Festive paper comes with a red ribbon.
                visible: "wrapPaper == 'festive'"
              - id: giftReceipt
                kind: toggle
                title: Include a gift receipt

      # Opening one delivery option's details closes the others.
      - id: delivery
        header: Delivery
        accordion: true
        rows:
          - id: speed
            kind: choice
            title: Speed
            options:
              - {value: standard, title: Standard (3 to 5 days)}
              - {value: express, title: Express (next day)}
              - {value: pickup, title: Pick up in store}
            default: standard
          - id: standardInfo
            title: About standard delivery
            expands:
              - id: standardCarrier
                kind: picker
                title: Carrier
                options: [Post, Courier]
                default: Post
          - id: expressInfo
            title: About express delivery
            expands:
              - id: expressSlot
                kind: picker
                title: Delivery slot
                options: [Morning, Afternoon, Evening]
                default: Morning
                visible: "speed == 'express'"
              - id: expressHint
                title: Choose express delivery to book a slot.
                visible: "speed != 'express'"
          - id: pickupInfo
            title: About picking up
            expands:
              - id: pickupStore
                kind: picker
                title: Store
                options: [Central, Harbour, Airport]
                default: Central
              - id: pickupHours
                title: Open 9 AM to 8 PM, every day.
          # Several items sent overnight can be insured.
          - id: insurance
            kind: toggle
            title: Insure the parcels
            visible: "itemCount > 1 and speed == 'express'"

      - id: address
        header: Address
        rows:
          - id: fullName
            kind: text
            title: Full name
            required: true
          - id: street
            kind: text
            title: Street
          - id: city
            kind: text
            title: City
          - id: postcode
            kind: text
            title: Postcode
            keyboard: number
            required: true

      - id: confirm
        rows:
          - id: placeOrder
            kind: button
            title: Place order
            enabled: "form.isValid"

    """

  /// The sections' titles of ``settingsSpec(rows:)``, one section each.
  private static let settingsSections = [
    "General", "Notifications", "Sounds", "Display", "Privacy", "Storage", "Battery", "Network", "Accessibility",
    "Updates",
  ]

  /// A generated settings screen of `rows` rows (49 of them are the controls' and the state
  /// variables', so never fewer) in 10 sections, with 12 independent controls and 2 `int` state
  /// variables, for timing `formc verify` on a screen of issue 24's size. The same text for the same
  /// `rows`.
  ///
  /// Control `c` (0 through 11) sits in section `c % 10` (so sections 0 and 1 hold two each). Even
  /// controls are toggles, odd ones choices of `off`, `some`, `all` (default `some`). Each governs
  /// rows of its own, one of four ways by `c % 4`: a toggle shows three rows (`visible: ID`), a
  /// choice shows a row for `all` and one for `off`, a toggle shows an expandable row with two
  /// children, a choice shows an expandable row for anything but `off` with two children, the
  /// second only for `all`. The state variable `pendingUpdates` shows a badge above 0 and a warning
  /// above 9 (section 9); `usedPercent` shows a warning above 90 and another from 100 (section 5).
  /// Plain label rows fill each section in turn up to `rows`.
  ///
  /// No condition reads two controls' state, so verify explores the controls one by one.
  package static func settingsSpec(rows: Int = 100) -> String {
    var sections = settingsSections.map { title in
      (title: title, lines: [String](), rows: 0, plain: 0)
    }
    var variables: [String] = []
    for control in 0..<12 {
      let section = control % sections.count
      let id = "control\(control)"
      let title = "\(sections[section].title) option \(control / sections.count + 1)"
      var lines: [String] = []
      let isToggle = control % 2 == 0
      if isToggle {
        lines += ["- {id: \(id), kind: toggle, title: \(title)}"]
      } else {
        lines += ["- {id: \(id), kind: choice, title: \(title), options: [off, some, all], default: some}"]
      }
      var rowCount = 1
      switch control % 4 {
      case 0:
        for index in 1...3 {
          lines += ["- {id: \(id)Detail\(index), title: \(title) detail \(index), visible: \(id)}"]
        }
        rowCount += 3
      case 1:
        lines += [
          "- {id: \(id)All, title: Everything is included, visible: \"\(id) == 'all'\"}",
          "- {id: \(id)Off, title: Nothing is included, visible: \"\(id) == 'off'\"}",
        ]
        rowCount += 2
      case 2:
        lines += [
          "- id: \(id)More", "  title: More \(title.lowercased()) settings", "  visible: \(id)", "  expands:",
          "    - {id: \(id)Level, kind: picker, title: Level, options: [Low, Medium, High], default: Medium}",
          "    - {id: \(id)Schedule, kind: toggle, title: On a schedule}",
        ]
        rowCount += 3
      default:
        lines += [
          "- id: \(id)More", "  title: Choose what is included", "  visible: \"\(id) != 'off'\"", "  expands:",
          "    - {id: \(id)Summary, title: Included items}",
          "    - {id: \(id)Extra, kind: toggle, title: Include extras, visible: \"\(id) == 'all'\"}",
        ]
        rowCount += 3
      }
      sections[section].lines += lines
      sections[section].rows += rowCount
    }
    variables += [
      "pendingUpdates: {type: int}   # updates waiting to install, set by the app",
      "usedPercent: {type: int}      # storage in use, in percent",
    ]
    sections[9].lines += [
      "- {id: updatesBadge, title: Updates are waiting, visible: \"pendingUpdates > 0\"}",
      "- {id: updatesWarning, title: Many updates are waiting; install them soon., visible: \"pendingUpdates > 9\"}",
    ]
    sections[9].rows += 2
    sections[5].lines += [
      "- {id: storageWarning, title: Storage is almost full, visible: \"usedPercent > 90\"}",
      "- {id: storageFull, title: Storage is full, visible: \"usedPercent >= 100\"}",
    ]
    sections[5].rows += 2
    // Plain rows fill the sections in turn up to `rows`.
    var total = sections.reduce(0) { $0 + $1.rows }
    var plain = 0
    while total < rows {
      let section = plain % sections.count
      sections[section].plain += 1
      sections[section].lines.append(
        "- {id: plain\(plain), title: \(sections[section].title) item \(sections[section].plain)}")
      sections[section].rows += 1
      plain += 1
      total += 1
    }
    var yaml = [
      "# A generated settings screen: 12 independent controls, 2 int state variables.", "form: Settings\(rows)",
    ]
    yaml += ["title: Settings", "", "state:"] + variables.map { "  " + $0 } + ["", "sections:"]
    for (index, section) in sections.enumerated() {
      yaml += ["  - id: section\(index)", "    header: \(section.title)", "    rows:"]
      yaml += section.lines.map { "      " + $0 }
    }
    return yaml.joined(separator: "\n") + "\n"
  }
}
