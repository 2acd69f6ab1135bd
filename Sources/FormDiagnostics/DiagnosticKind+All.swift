extension DiagnosticKind {
  /// Every kind in the catalogue, sorted by id: what `formc explain` lists.
  public static let all: [DiagnosticKind] = [
    // YAML (Catalogue/DiagnosticKind+YAML.swift)
    yamlDuplicateKey, yamlEmpty, yamlEncoding, yamlInternal, yamlLimit, yamlMultipleDocuments, yamlRecursiveAlias,
    yamlSyntax, yamlUnknownAlias,
    // Decoding (Catalogue/DiagnosticKind+Decoding.swift)
    badKey, compiledFormGiven, conditionSyntax, emptyExpands, emptyIndexTitle, emptyKeyword, emptyRows, emptySections,
    expandsTooDeep,
    expectedBool, expectedCondition, expectedInt, expectedMapping, expectedNumber, expectedSequence, expectedString,
    fileTooLarge,
    mergeKey, missingKey, unknownKey, unknownKeyboard, unknownKind, unknownSelectMode, unknownStyle, unknownType,
    unquotedNegation,
    unreadable,
    unsupportedTag,
    // Checks (Catalogue/DiagnosticKind+Checks.swift)
    accordionConflict, badDetail, badFormName, badIdentifier, badPrecision, badRange, conditionNotBool, defaultRange,
    defaultType,
    duplicateID, duplicateOption, duplicateOptionTitle, emptyOptionTitle, emptyOptions, misplacedKey, misplacedStyle,
    missingOptions,
    noValue, notAChoice, notAValue,
    notExpandable, reservedIdentifier, stepperWithoutBounds, tooPrecise, typeMismatch, unknownName, unknownOption,
    // Lists (Catalogue/DiagnosticKind+Lists.swift)
    badItemKey, badListBounds, badListField, duplicateItemKey, itemFieldOutsideList, listDefaultCount,
    listOptionConflict, listSectionKey, listTemplateSize, unknownListField,
    // Validation (Catalogue/DiagnosticKind+Validation.swift)
    badPattern, contradictoryRules, messageWithoutRule, negativeBound, noValidationFlag, ruleNotApplicable,
    templateFlagOutsideItem, unknownFormat, validationCycle,
    // Localization (Catalogue/DiagnosticKind+Localization.swift)
    badLocalizationKey, localizationKeyCollision,
    // Verification (Catalogue/DiagnosticKind+Verification.swift)
    childrenNeverShown, constantCondition, idleAccordion, inconsistentUpdate, rowNeverShown, ruleNeverApplies,
    ruleNeverFails, ruleNeverPasses, sectionNeverShown, untestedPattern,
    // Traps (Catalogue/DiagnosticKind+Traps.swift)
    readsHiddenValue, tapHidesRow, toggleExpands,
    // Project (Catalogue/DiagnosticKind+Project.swift)
    configEmptyInputs, configInputNoMatch, configMissingKey, configMissingValue, configParamValue, configUnknownKey,
    configUnknownParam, configUnknownTemplate, configUnknownValue, configWrongKind, duplicateForm, invalidCompiledForm,
    invalidSavedValues, malformedStringCatalog, missingOutput, noSpecFiles, staleOutput,
    // Templates (Catalogue/DiagnosticKind+Templates.swift)
    badDelimiters, emptyTagName, invalidTagName, mismatchedClose, missingPartial, nestingTooDeep, partialLoadFailed,
    unclosedSection, unclosedTag,
  ].sorted { $0.id < $1.id }
}
