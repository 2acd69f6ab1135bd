import Foundation
import Testing

private let signupSpec = packageRoot.appendingPathComponent("Forms/signup.form.yaml").path
private let contactSpec = packageRoot.appendingPathComponent("Forms/contact.form.yaml").path

/// A form with each case of validation simulate prints: a row disabled by a state variable, a
/// row shown only while another has a value, a button enabled by `form.isValid`, a select
/// section with a rule.
private let lockSpec = """
  form: Lock
  state:
    locked: {type: bool, default: false}
  sections:
    - id: main
      rows:
        - {id: name, kind: text, required: true, enabled: "!locked"}
        - {id: nickname, kind: text, visible: "name != ''", minLength: 2}
        - {id: go, kind: button, enabled: "form.isValid"}
    - id: toppings
      select: multiple
      minCount: 1
      message: Pick a topping
      rows:
        - {id: ham}
        - {id: egg}

  """

/// Runs `formc simulate` on `spec` (a path, or the text of a spec written to a temporary file).
private func simulate(_ spec: String, _ events: String, layout: Bool = false) throws -> CLIResult {
  let arguments = layout ? ["--layout"] : []
  guard spec.hasSuffix(".yaml") else {
    return try withTemporaryFolder { folder in
      formc(["simulate", try write(spec, to: "lock.form.yaml", in: folder)] + arguments, stdin: events)
    }
  }
  return formc(["simulate", spec] + arguments, stdin: events)
}

/// The layout of a `--layout` output object, each row as its id or as its object's members.
private func rows(_ object: [String: Any]?) -> [String: [String]] {
  var rows: [String: [String]] = [:]
  for section in object?["layout"] as? [[String: Any]] ?? [] {
    rows[section["id"] as? String ?? "?"] = (section["rows"] as? [Any] ?? []).map { row in
      if let id = row as? String { return id }
      let object = row as? [String: Any] ?? [:]
      return object.keys.sorted().map { "\($0)=\(object[$0] ?? "?")" }.joined(separator: " ")
    }
  }
  return rows
}

/// `formc simulate`'s validation events: `edit`, `submit` (with `"valid"`) and `resetValidation`,
/// their refusals, and the rows and select sections `--layout` prints with an error or disabled.
@Suite struct ValidationSimulateTests {
  @Test func submitSaysWhetherTheFormIsValidAndOtherEventsDoNot() throws {
    let result = try simulate(
      signupSpec, "submit\nedit email \"ada@example.com\"\nresetValidation\n")
    #expect(result.code == 0, "\(result.err)")
    let objects = result.outLines.compactMap { jsonObject($0) }
    #expect(objects.count == 3)
    #expect(objects[0]["valid"] as? Bool == false)
    // The first key after the update's members, every one of them still there.
    #expect(result.outLines[0].hasSuffix(#""moveRows": [], "valid": false}"#))
    // Submitting touches every row: the rows that fail and show it now are reloaded.
    #expect(positions(objects[0]["reloadRows"]) == [[0, 0], [0, 1], [1, 0]])
    #expect(objects[1].keys.contains("valid") == false && objects[2].keys.contains("valid") == false)
    // The edited row is never reloaded, though its error went away.
    #expect(positions(objects[1]["reloadRows"]) == [])
    // Un-touching hides the errors of the rows that fail: password and terms.
    #expect(positions(objects[2]["reloadRows"]) == [[0, 1], [1, 0]])
  }

  @Test func theSignUpFormFromAFailedSubmitToAValidOne() throws {
    let events = """
      submit
      edit email "ada@"
      edit email "ada@example.com"
      edit password "correct horse 1"
      edit confirm "correct horse"
      edit confirm "correct horse 1"
      edit accountType "business"
      edit companyName "Acme"
      edit vatNumber "DE123456789"
      tap terms
      submit

      """
    let result = try simulate(signupSpec, events, layout: true)
    #expect(result.code == 0, "\(result.err)")
    let objects = result.outLines.compactMap { jsonObject($0) }
    #expect(objects.count == 12)
    let disabledButton = "enabled=0 id=createAccount"
    #expect(
      rows(objects[0]) == [
        "account": ["email", "password", "confirm", "accountType"], "finish": ["terms", disabledButton],
      ])
    #expect(
      rows(objects[1]) == [
        "account": [
          "error=Required id=email", "error=Use 10 to 64 characters, with a digit id=password", "confirm",
          "accountType",
        ],
        "finish": ["error=Accept the terms to continue id=terms", disabledButton],
      ])
    #expect(rows(objects[2])["account"]?.first == "error=Enter a valid email address id=email")
    #expect(rows(objects[3])["account"]?.first == "email")
    #expect(rows(objects[4])["account"]?[1] == "password")
    #expect(rows(objects[5])["account"]?[2] == "error=The passwords differ id=confirm")
    #expect(rows(objects[6])["account"]?[2] == "confirm")
    // The company section arrives with its errors: the submit touched its rows while hidden.
    #expect(objects[7]["insertSections"] as? [Int] == [1])
    #expect(
      rows(objects[7])["company"] == [
        "error=Required id=companyName", "error=Enter a VAT number such as DE123456789 id=vatNumber",
      ])
    #expect(rows(objects[9])["company"] == ["companyName", "vatNumber"])
    // Accepting the terms makes the form valid: the button is enabled, and reloaded.
    #expect(positions(objects[10]["reloadRows"]) == [[2, 0], [2, 1]])
    #expect(rows(objects[10])["finish"] == ["terms", "createAccount"])
    #expect(objects[11]["valid"] as? Bool == true)
  }

  @Test func refusedEditsSayWhyWhereTheNameIs() throws {
    let events = """
      edit nam "x"
      edit nickname "x"
      set locked true
      edit name "Ada"
      tap name
      edit locked true
      edit toppings ["ham"]
      edit go 1
      edit name ada

      """
    let result = try simulate(lockSpec, events)
    #expect(result.code == 1)
    #expect(
      result.outLines.map { jsonObject($0)?["error"] as? String } == [
        "column 6: unknown row 'nam'; did you mean 'name'?",
        "column 6: row 'nickname' is not shown, so it cannot be tapped or edited",
        nil,
        "column 6: row 'name' is disabled, so it cannot be tapped or edited",
        "column 5: row 'name' is disabled, so it cannot be tapped or edited",
        "column 6: 'locked' is a state variable, not a row; set it (set locked VALUE)",
        #"column 6: 'toppings' is a select section; tap one of its rows (tap ham), or set its selection (set toppings ["ham"])"#,
        "column 6: row 'go' is a button and holds no value",
        "column 11: 'name' takes a string in double quotes: write \"ada\"",
      ])
  }

  @Test func theLayoutPrintsDisabledRowsAndSectionErrors() throws {
    let result = try simulate(lockSpec, "set locked true\nsubmit\ntap ham\n", layout: true)
    #expect(result.code == 0, "\(result.err)")
    #expect(
      result.outLines[1].contains(
        #"{"id": "main", "rows": [{"id": "name", "enabled": false}, {"id": "go", "enabled": false}]}"#))
    // A disabled row's rules do not apply: no error, though it is empty and submitted.
    #expect(result.outLines[2].contains(#""valid": false"#))
    #expect(result.outLines[2].contains(#"{"id": "name", "enabled": false}"#))
    #expect(
      result.outLines[2].hasSuffix(
        #"{"id": "toppings", "rows": ["ham", "egg"], "selected": [], "error": "Pick a topping"}]}"#))
    #expect(result.outLines[3].hasSuffix(#"{"id": "toppings", "rows": ["ham", "egg"], "selected": ["ham"]}]}"#))
    #expect(result.outLines[3].contains(#"{"id": "main", "rows": [{"id": "name", "enabled": false}, "go"]}"#))
  }

  @Test func aFormWithoutValidationPrintsItsLayoutAsBefore() throws {
    let result = formc("simulate", fruitSpec, "--layout", stdin: "tap citrus\nsubmit\n")
    #expect(result.code == 0, "\(result.err)")
    #expect(result.outLines.allSatisfy { !$0.contains(#"{"id": "citrus"#) && !$0.contains("\"error\"") })
    #expect(result.outLines[2].contains(#""valid": true"#))
  }

  @Test func anItemRowIsEditedByItsName() throws {
    let result = try simulate(
      contactSpec,
      "edit phones[home1].number \"+1 555 0101\"\nedit phones[zz].number \"+1\"\nedit phones[home1].label \"fax\"\n")
    #expect(result.code == 1)
    let objects = result.outLines.compactMap { jsonObject($0) }
    // The edited row is not reloaded.
    #expect(objects[0]["error"] == nil && positions(objects[0]["reloadRows"]) == [])
    #expect(objects[1]["error"] as? String == "column 6: 'phones' has no item with key 'zz'")
    #expect(
      objects[2]["error"] as? String
        == #"column 26: "fax" is not one of the options of 'phones[home1].label' ("home", "work", "mobile")"#)
  }
}
