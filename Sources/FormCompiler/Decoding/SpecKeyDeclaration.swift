/// One key of a mapping of the spec, declared once: how it is written, what its value looks like to the decoder,
/// and what it means. ``SpecKey/declaration`` gives it for each key; the decoder finds keys by ``name`` and
/// `formc schema` (``SpecSchema``) describes each key with ``shape`` and ``summary``.
struct SpecKeyDeclaration {
  /// The key as written in the spec.
  var name: String
  /// What the decoder accepts as the key's value.
  var shape: SpecValueShape
  /// What the key means, in one or two sentences: the schema's description, which editors show on hover and in
  /// completion. Consistent with the README's tables of keys.
  var summary: String

  init(_ name: String, _ shape: SpecValueShape, _ summary: String) {
    self.name = name
    self.shape = shape
    self.summary = summary
  }
}

/// What one kind of mapping of the spec is (a row, a section), for the schema.
struct SpecMappingDeclaration {
  /// Its name under the schema's `$defs`: `row`, `section`.
  var name: String
  /// What it is, in a sentence.
  var summary: String
}

/// The shape of a value as the decoder reads it (``SpecDecoder``'s `string`, `bool`, `int`, `number`,
/// `decodeCondition`, …): what a value must look like before its meaning is checked.
indirect enum SpecValueShape {
  /// Any scalar but null, read as its text: the decoder reads `title: 42` and `title: yes` as text.
  case text
  /// `true` or `false`.
  case bool
  /// A whole number.
  case int
  /// A number, whole or decimal (a row's bound).
  case number
  /// A condition: `true`, `false`, or a string in the condition language.
  case condition
  /// One of these names, which come from the enum the decoder reads the value into.
  case oneOf([String])
  /// A list of values of one shape; `nonEmpty` when the decoder reports an empty list.
  case list(SpecValueShape, nonEmpty: Bool)
  /// A mapping with the keys `Key` declares.
  case mapping(any SpecKey.Type)
  /// A mapping from names the author chooses (`state:`'s variable names) to mappings with the keys `Key` declares.
  case named(any SpecKey.Type)
  /// Either of two shapes (an option: a value, or a mapping of a value and a title).
  case either(SpecValueShape, SpecValueShape)
  /// Any value: its type is that of the row, selection or state variable it belongs to, which the checks judge.
  case value
  /// A mapping of values by names the author chooses (a list item's fields by template row id).
  case fieldValues
}

/// A key whose value has another shape when the mapping has another key (with a given value).
struct SpecDependentShape<Key: SpecKey> {
  /// The key whose presence changes the shape.
  var when: Key
  /// The value ``when`` must have, or nil when its presence is enough.
  var value: String?
  /// The key whose value then has ``shape``.
  var key: Key
  var shape: SpecValueShape

  init(when: Key, is value: String? = nil, key: Key, shape: SpecValueShape) {
    self.when = when
    self.value = value
    self.key = key
    self.shape = shape
  }
}

extension SpecKey {
  static var dependentShapes: [SpecDependentShape<Self>] { [] }

  /// ``declaration``'s names, indexed by raw value: what each kind of mapping stores as its ``names``.
  static func declaredNames() -> [String] {
    allCases.map(\.declaration.name)
  }
}
