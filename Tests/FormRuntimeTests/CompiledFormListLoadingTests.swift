import FormRuntime
import Foundation
import Testing

/// A compiled form's lists are untrusted input like the rest of it: each inconsistency is an error naming it.
@Suite struct CompiledFormListLoadingTests {
  /// The contact form (phones: add row, max 5, reorder; emails: min 1) and the heroes form (grouped and sorted).
  private static func contact() throws -> CompiledForm { try ExampleForms.compile("contact") }
  private static func heroes() throws -> CompiledForm { try ExampleForms.compile("heroes") }

  private func expectRejected(
    _ form: CompiledForm, _ mutate: (inout CompiledForm) -> Void, _ expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var broken = form
    mutate(&broken)
    do {
      try broken.validate()
      Issue.record("accepted a broken list table; expected: \(expected)", sourceLocation: sourceLocation)
    } catch {
      #expect(error.message.contains(expected), "\(error.message)", sourceLocation: sourceLocation)
    }
    // Through JSON too: the loader validates what it reads.
    #expect(throws: CompiledFormError.self, sourceLocation: sourceLocation) {
      try CompiledForm(jsonData: broken.jsonData())
    }
  }

  @Test func theExampleFormsLoadAndRoundTrip() throws {
    for form in [try Self.contact(), try Self.heroes()] {
      try form.validate()
      let loaded = try CompiledForm(jsonData: form.jsonData())
      #expect(loaded == form)
      #expect(loaded.jsonData() == form.jsonData())
      #expect(String(decoding: form.jsonData(), as: UTF8.self).contains("\"lists\""))
    }
    // A form without lists writes no `lists` key.
    #expect(!String(decoding: try ExampleForms.compile("fruit").jsonData(), as: UTF8.self).contains("\"lists\""))
  }

  @Test func columnsHaveEqualLengths() throws {
    expectRejected(try Self.contact(), { $0.lists.reorder.append(true) }, "list table columns have different lengths")
  }

  @Test func sectionRangesAreNonEmptyInRangeAndNotShared() throws {
    let form = try Self.contact()
    expectRejected(form, { $0.lists.endSection[0] = 1 }, "are not a non-empty range of the section table")
    expectRejected(form, { $0.lists.endSection[1] = 99 }, "are not a non-empty range of the section table")
    expectRejected(form, { $0.lists.firstSection[1] = 1 }, "belongs to two lists")
  }

  @Test func sectionIdsAreUniqueExceptWithinAList() throws {
    expectRejected(try Self.contact(), { $0.sections.id[3] = "name" }, "two sections share an id")
    expectRejected(try Self.heroes(), { $0.sections.id[1] = "villains" }, "does not have the list's id")
  }

  @Test func sectionsCoverTheStaticRows() throws {
    expectRejected(
      try Self.contact(), { $0.sections.endRow[3] = 5 }, "sections cover 5 rows but the static rows are 4")
  }

  @Test func templatesAreContiguousAndCoverTheRestOfTheRows() throws {
    let form = try Self.contact()
    expectRejected(form, { $0.lists.firstRow[1] = 6 }, "does not start where the previous one ends")
    expectRejected(form, { $0.lists.endRow[1] = 7 }, "the template of list 'emails' does not start where")
    expectRejected(
      try Self.heroes(), { $0.lists.endRow[0] = 3 }, "the list templates end at row 3 but the row table has 4")
    expectRejected(form, { $0.rows.section[5] = 0 }, "rows.section[5] is 0, expected 1")
    expectRejected(form, { $0.rows.parent[5] = 4 }, "rows.parent[5] does not match the nesting")
  }

  @Test func fieldValueRangesAreInRangeAndTheirRows() throws {
    let form = try Self.contact()
    expectRejected(form, { $0.lists.endValue[1] = 99 }, "are not a range of the value table")
    expectRejected(form, { $0.lists.firstValue[1] = 4 }, "belongs to two lists")
    expectRejected(form, { $0.lists.endValue[0] = 4 }, "has a value outside the list's")
  }

  @Test func theCountIsAnIntSlotNamedAfterTheList() throws {
    let form = try Self.contact()
    expectRejected(form, { $0.lists.count[0] = 0 }, "is not an int slot named 'phones.count'")
    expectRejected(form, { $0.values[5].name = "phoneCount" }, "is not an int slot named 'phones.count'")
  }

  @Test func boundsAreOrdered() throws {
    let form = try Self.contact()
    expectRejected(form, { $0.lists.min[0] = -1 }, "lists.min of list 'phones' is negative")
    expectRejected(form, { $0.lists.max[1] = 0 }, "lists.max of list 'emails' is below its min")
  }

  @Test func theAddRowIsTheButtonOfTheListsSection() throws {
    let form = try Self.contact()
    expectRejected(form, { $0.lists.addRow[0] = 0 }, "is not the button row of its only section")
    expectRejected(form, { $0.lists.addRow[1] = -1 }, "has static rows other than its add row")
  }

  @Test func groupByAndSortByNameFieldsOfTheList() throws {
    let form = try Self.heroes()
    expectRejected(
      form, { $0.lists.groupBy[0] = 1 },
      "list 'heroes', grouped by the initial letter of 'name', has 4 sections, not 27")
    expectRejected(form, { $0.lists.groupBy[0] = 0 }, "lists.groupBy of list 'heroes' is neither an option field")
    expectRejected(form, { $0.lists.groupBy[0] = -1 }, "ungrouped list 'heroes' has 4 sections")
    expectRejected(
      form, { $0.lists.sortBy[0] = 0 }, "lists.sortBy of list 'heroes' is not a string, int, decimal or option")
  }

  @Test func defaultItemsAreValid() throws {
    let form = try Self.heroes()
    expectRejected(form, { $0.lists.defaults[0][0].values.removeLast() }, "has 2 values, expected 3")
    expectRejected(form, { $0.lists.defaults[0][0].values[1] = .string("Justice League") }, "is invalid")
    expectRejected(form, { $0.lists.defaults[0][0].key = "two words" }, "has an invalid key")
    expectRejected(form, { $0.lists.defaults[0][1].key = "tony" }, "key 'tony' is used twice")
    expectRejected(try Self.contact(), { $0.lists.defaults[1] = [] }, "has 0 default items, outside its min and max")
  }

  @Test func onlyTheListsOwnTemplateReadsItsFields() throws {
    let form = try Self.contact()
    // The notes section's condition reads phones.count; make it read the label field instead.
    let notes = form.sections.visible[3]
    expectRejected(
      form, { $0.conditions[notes].code = [.loadValue(3), .constant(.string("work")), .equal] },
      "reads a field of list 'phones' but is used outside its template")
    // The extension's condition, given to the emails' template row too.
    let extensionCondition = form.rows.visible[6]
    expectRejected(
      form, { $0.rows.visible[7] = extensionCondition },
      "reads a field of list 'phones' but is used outside its template")
  }
}
