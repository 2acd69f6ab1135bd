// The catalogue: forms that compile and behave as written, but not as their author meant: a tap that hides the row
// tapped, a toggle whose tap never changes it, a condition that reads a row while it is hidden. `formc check` reports
// what the spec alone decides (FormCompiler's Checks and Traps); `formc verify` finds the rest by exploring.
// Alphabetical by id.

extension DiagnosticKind {
  public static let readsHiddenValue = DiagnosticKind(
    "reads-hidden-value", .warning,
    message: "the condition <showing or enabling> <row or section> reads '<name>', which is hidden whenever "
      + "\"<condition>\" is false but keeps its <value, selection or items> while hidden; write \"<conjunction>\" to "
      + "<show or enable> <row or section> only while '<name>' is shown",
    explanation: """
      A hidden row keeps its value: hiding changes no state, so a row shown again shows what the user left in it \
      (a hidden select section keeps its selection, a hidden list its items). A condition that reads the row \
      goes on reading that value while the row is hidden, where the user can neither see nor change it. Here \
      'sound' is shown only while notifications are on and 'tone' only while 'sound' is on: turning \
      notifications off hides 'sound' but leaves it on, so 'tone' stays. `formc check` warns when a 'visible' or \
      'enabled' condition reads the value of a row that needs a condition to be shown (its own 'visible', that \
      of a row it is inside, or its section's) with a part, between '&&'s, that is not a part of the conditions \
      that show the reader (its own, those of the rows it is inside, its section's). So rows hidden by the same \
      section or row may read each other, and a condition that repeats the row's ("notificationsOn && sound") is \
      not reported, nor one that negates it ("!notificationsOn && sound" reads 'sound' only while it is hidden, \
      where adding the condition would hide the reader for good). Collapsing an expandable row is not hiding: \
      its children's values still apply. The fix-it adds the missing parts in front: 'visible: "notificationsOn \
      && sound"'.
      """,
    example: .spec(
      rows: """
        - {id: notificationsOn, kind: toggle, title: Notifications}
        - {id: sound, kind: toggle, title: Sound, visible: notificationsOn}
        - {id: tone, kind: picker, title: Tone, options: [Chime, Bell], visible: sound}

        """))

  public static let tapHidesRow = DiagnosticKind(
    "tap-hides-row", .warning,
    message: "tapping '<row>' hides it: its condition \"<condition>\" is false <once the tap changes it>",
    explanation: """
      The row's 'visible' condition reads the state that tapping the row changes (a toggle's value, an expandable \
      row's '.expanded', the selection a choice belongs to), so the row the user just tapped disappears, and \
      with it the way to tap it back. `formc check` reports it when the condition reads nothing else; \
      `formc verify` reports it when it happens only in some states, with the events that reach one. To show \
      other rows while a toggle is on, put the condition on those rows ('visible: "showAdvanced"'), not on the \
      toggle; to hide the toggle too, give it a condition on some other state.
      """,
    example: .spec(
      rows: """
        - id: showAdvanced
          kind: toggle
          title: Show advanced settings
          visible: "not showAdvanced"
        - {id: proxy, kind: text, visible: showAdvanced}

        """))

  public static let toggleExpands = DiagnosticKind(
    "toggle-expands", .warning,
    message: "toggle '<row>' also expands: tapping it expands or collapses its rows and never changes its value, "
      + "which stays <value> unless the app sets it",
    explanation: """
      A tap on an expandable row expands or collapses it, whatever its kind, so a toggle with 'expands' never \
      flips on a tap: its switch keeps showing its initial value (false unless 'default: true'), and the \
      conditions that read it see that value, while its rows open and close; only a 'set' from the app changes \
      it. To show rows while the toggle is on, list them \
      after it with 'visible: "<toggle>"' instead of under 'expands'; to reveal rows on a tap, make the row a \
      label (leave out 'kind') that expands.
      """,
    example: .spec(
      rows: """
        - id: wifi
          kind: toggle
          title: Wi-Fi
          expands:
            - {id: network, kind: text, title: Network}

        """))
}
