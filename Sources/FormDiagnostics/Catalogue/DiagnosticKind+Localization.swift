// The catalogue: the problems with the localization keys of a spec's texts (`key:` and the keys derived from the
// form's name and the ids). Alphabetical by id.

extension DiagnosticKind {
  public static let badLocalizationKey = DiagnosticKind(
    "bad-localization-key", .error,
    message:
      "this 'key' is not a localization key: <why>; write dot-separated names such as 'Common.email', or remove it "
      + "to derive the keys from the id",
    explanation: """
      A 'key:' on the form, a section or a row replaces the start of the keys its texts are localized under \
      ('key: Common.email' gives 'Common.email.title', 'Common.email.placeholder', …). Keys are looked up in \
      String Catalogs and by the app's own tables, so a key is dot-separated names: not empty, no white space or \
      control characters, no leading or trailing '.', no empty component ('a..b').
      """,
    example: .spec(
      rows: """
        - {id: email, kind: text, title: Email, key: "Common..email"}

        """))

  public static let localizationKeyCollision = DiagnosticKind(
    "localization-key-collision", .error,
    message:
      "<a text> ('<text>') would be localized under '<key>', the key of <another text> ('<other>'); give one of them "
      + "a 'key:' of its own, or make the texts the same",
    explanation: """
      Every text of a form is written to the String Catalog, and looked up at run time, under one key. When two \
      different texts get the same key (two elements given the same 'key:', a 'key:' equal to another element's \
      derived '<Form>.<id>', or a row and a select section with the same id and rules), one catalogue entry \
      cannot hold both, and one of them would show the other's translation. Give one of the elements a 'key:' of \
      its own, or make the texts the same. The same text under the same key is no problem: it is one catalogue \
      entry, translated once (what a shared 'key:' is for).
      """,
    example: .spec(
      rows: """
        - {id: email, kind: text, title: Email, key: Common.email}
        - {id: workEmail, kind: text, title: Work email, key: Common.email}

        """))
}
