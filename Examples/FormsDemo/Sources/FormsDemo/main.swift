// Drives the generated `FruitForm` through a scripted sequence of taps and prints each batch
// update, as a table view controller would apply them.
import FormRuntime

func describe(_ update: FormUpdate) -> String {
  func paths(_ positions: [RowPosition]) -> String {
    "[" + positions.map { "(\($0.section), \($0.row))" }.joined(separator: ", ") + "]"
  }
  return "delete sections \(update.deletedSectionIndexes), insert sections \(update.insertedSectionIndexes), "
    + "delete rows \(paths(update.deletedRowPositions)), insert rows \(paths(update.insertedRowPositions)), "
    + "reload rows \(paths(update.reloadedRowPositions))"
}

var form = FruitForm()
let script: [(String, (inout FruitForm) throws(FormEventError) -> FormUpdate)] = [
  ("tap melon", { form throws(FormEventError) in try form.tap(.melon) }),
  ("pick Honeydew", { form throws(FormEventError) in try form.setMelonPick(.honeydew) }),
  ("tap citrus", { form throws(FormEventError) in try form.tap(.citrus) }),
  ("pick Lemon", { form throws(FormEventError) in try form.setCitrusPick(.lemon) }),
]
for (label, event) in script {
  do {
    let update = try event(&form)
    print("\(label): \(describe(update))")
  } catch {
    print("\(label): error: \(error)")
  }
}
print("melon pick: \(form.melonPick?.rawValue ?? "none"), fruit salad shown: \(form.isShown(.fruitSalad))")
