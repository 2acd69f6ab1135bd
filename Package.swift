// swift-tools-version:6.1
import PackageDescription

// The pipeline, one module per stage:
//   FormYAML (libyaml events -> positioned node tree)
//   -> FormCompiler (spec decoding -> semantic checks -> lowering)
//   -> FormRuntime (the compiled form and the engine apps embed: FormRuntimeCore, which needs only
//      the standard library, and a thin layer of Foundation conveniences over it).
// FormDiagnostics is the one diagnostics type that flows through every stage.
let package = Package(
  name: "formc",
  platforms: [.macOS(.v13), .iOS(.v15)],
  products: [
    .library(name: "FormRuntime", targets: ["FormRuntime"]),
    .library(name: "FormCompiler", targets: ["FormCompiler"]),
    .executable(name: "formc", targets: ["formc"]),
    .plugin(name: "FormcPlugin", targets: ["FormcPlugin"]),
    .plugin(name: "GenerateFormsPlugin", targets: ["GenerateFormsPlugin"]),
  ],
  targets: [
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    // zlib's DEFLATE: `formc preview` stores the engine module in its pages deflated.
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
    ),
    // "Did you mean": edit distance between names, standard library only (Embedded Swift too).
    .target(name: "NameSuggestions"),
    .target(name: "FormDiagnostics"),
    // The escaping rules (JSON and Swift strings, HTML, …) and the one loop that applies them; standard library only.
    .target(name: "TextEscaping"),
    .target(name: "Mustache", dependencies: ["TextEscaping"]),
    .target(name: "FormYAML", dependencies: ["CYAML", "FormDiagnostics", "NameSuggestions", "TextEscaping"]),
    // The compiled form, its JSON, the engine and search, on the standard library alone (issue 25
    // builds it as Embedded Swift): no file imports Foundation, which CoreFoundationImportsTests
    // holds to (docs/architecture.md says what replaced the last uses), and each file sees only
    // the modules it imports itself.
    .target(name: "FormRuntimeCore", swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    // FormRuntimeCore re-exported, with `Data`, `IndexPath`/`IndexSet`, `Codable` and async search.
    .target(name: "FormRuntime", dependencies: ["FormRuntimeCore"]),
    // `formc simulate`'s event lines, messages and JSON, on the core alone, so that the CLI and
    // the WebAssembly engine (`formc preview`) share them (docs/preview.md).
    .target(
      name: "FormSimulation", dependencies: ["FormRuntimeCore", "NameSuggestions"],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    // What the preview page draws a row, a section and the form from, as JSON (docs/preview.md).
    .target(
      name: "FormPreview", dependencies: ["FormRuntimeCore", "FormSimulation"],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    // The C-ABI exports of the WebAssembly engine; built natively too, so that every build
    // type-checks them. Scripts/build-wasm.sh builds it as Embedded Swift.
    .target(
      name: "FormEngineWasm", dependencies: ["FormRuntimeCore", "FormSimulation", "FormPreview"],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    .target(
      name: "FormCompiler",
      dependencies: ["FormYAML", "FormDiagnostics", "FormRuntimeCore", "NameSuggestions", "TextEscaping"]),
    // `formc lsp`: the Language Server Protocol over the compiler.
    .target(name: "FormLanguageServer", dependencies: ["FormCompiler", "FormDiagnostics", "FormYAML"]),
    .target(
      name: "FormcCLI",
      dependencies: [
        "CZlib", "FormCompiler", "FormRuntime", "FormSimulation", "FormDiagnostics", "FormLanguageServer",
        "Mustache", "NameSuggestions", "TextEscaping",
      ],
      // The engine as WebAssembly, which `formc preview` embeds in its pages, and the record of the
      // sources it was built from (Scripts/build-wasm.sh; docs/preview.md).
      exclude: ["Resources/formc-engine.inputs"],
      resources: [.copy("Resources/formc-engine.wasm")]),
    // Writes Templates/*.mustache into FormcCLI as Swift source: `swift run EmbedTemplates`.
    .executableTarget(name: "EmbedTemplates", dependencies: ["FormCompiler"]),
    // For users: typed Swift from the *.form.yaml files of a target, at build time.
    .plugin(name: "FormcPlugin", capability: .buildTool(), dependencies: ["formc"]),
    // For users who commit generated code: `swift package generate-forms`.
    .plugin(
      name: "GenerateFormsPlugin",
      capability: .command(
        intent: .custom(verb: "generate-forms", description: "Generate typed Swift from the package's form specs"),
        permissions: [.writeToPackageDirectory(reason: "writes the generated Swift into the package")]),
      dependencies: ["formc"]),
    .executableTarget(name: "formc", dependencies: ["FormcCLI"]),
    // The benchmark suite (BENCHMARKS.md): `swift run -c release formc-bench`. Not part of `swift test`.
    .executableTarget(
      name: "formc-bench",
      dependencies: [
        "FormRuntime", "FormCompiler", "FormYAML", "CYAML", "BenchMemory", "SeededRandom", "FormFixtures",
        "FormLanguageServer",
      ],
      path: "Benchmarks/formc-bench"),
    // glibc's mallinfo2, which the Glibc module does not export: the benchmark's memory measure.
    .target(name: "BenchMemory", path: "Benchmarks/BenchMemory"),
    // The seeded generator the test targets and the benchmark share (not a product).
    .target(name: "SeededRandom", path: "Tests/Support/SeededRandom"),
    // Compiled forms built table by table (label forms, ids that collide in the id table's
    // hash), which the runtime's tests and the benchmark share (not a product).
    .target(name: "FormFixtures", dependencies: ["FormRuntimeCore"], path: "Tests/Support/FormFixtures"),
    // The two test tiers: `swift test` (fast) and `FORMC_TEST_TIER=full swift test` (not a product).
    .target(name: "TestTier", path: "Tests/Support/TestTier"),
    .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
    // The Swift generated from every example form and from GeneratedFormTests' own specs (Specs/),
    // committed, as an app's module would hold it (not a product): GeneratedFormTests keeps it
    // current (a --check test) and drives it, and the docs' snippets use its types.
    .target(name: "GeneratedForms", dependencies: ["FormRuntime"], path: "Tests/GeneratedFormTests/Generated"),
    .testTarget(
      name: "GeneratedFormTests",
      dependencies: ["GeneratedForms", "FormRuntime", "FormCompiler", "FormcCLI", "SeededRandom"],
      exclude: ["Specs", "Generated"]),
    .testTarget(name: "FormDiagnosticsTests", dependencies: ["FormDiagnostics"]),
    .testTarget(name: "TextEscapingTests", dependencies: ["TextEscaping", "FormRuntime"]),
    .testTarget(name: "FormYAMLTests", dependencies: ["FormYAML", "FormDiagnostics"]),
    .testTarget(
      name: "FormRuntimeTests",
      dependencies: [
        "FormRuntime", "FormRuntimeCore", "FormCompiler", "FormDiagnostics", "SeededRandom", "FormFixtures", "TestTier",
      ]),
    .testTarget(
      name: "FormPropertyTests",
      dependencies: [
        "FormCompiler", "FormRuntime", "FormDiagnostics", "FormSimulation", "SeededRandom", "FormFixtures", "TestTier",
      ]),
    .testTarget(
      name: "FormCompilerTests",
      dependencies: [
        "FormCompiler", "FormRuntime", "FormDiagnostics", "FormSimulation", "FormYAML", "FormFixtures", "TestTier",
      ]),
    // The preview's browser tests build their random events with the engine and SeededRandom.
    .testTarget(
      name: "FormcCLITests",
      dependencies: [
        "FormcCLI", "formc", "FormCompiler", "FormRuntime", "FormSimulation", "SeededRandom", "TestTier",
        "FormFixtures",
      ]),
    .testTarget(
      name: "FormPreviewTests",
      dependencies: [
        "FormPreview", "FormSimulation", "FormEngineWasm", "FormCompiler", "FormRuntimeCore", "SeededRandom",
      ]),
    .testTarget(
      name: "FormLanguageServerTests",
      dependencies: ["FormLanguageServer", "FormCompiler", "FormDiagnostics", "SeededRandom", "FormFixtures"]),
  ],
  swiftLanguageModes: [.v6]
)

// The ready-made SwiftUI form: `FormModel` (Observation, built and tested everywhere) and
// `FormView`. Linux has no SwiftUI, so there its views type-check against SwiftUIShim, a
// declaration-only copy of the SwiftUI API they use (Tests/Shims/SwiftUIShim/README.md).
package.products.append(.library(name: "FormRuntimeSwiftUI", targets: ["FormRuntimeSwiftUI"]))
package.targets += [
  .target(
    name: "FormRuntimeSwiftUI",
    dependencies: ["FormRuntime", .target(name: "SwiftUIShim", condition: .when(platforms: [.linux]))]),
  .target(name: "SwiftUIShim", path: "Tests/Shims/SwiftUIShim", exclude: ["README.md"]),
  .testTarget(
    name: "FormRuntimeSwiftUITests",
    dependencies: [
      "FormRuntimeSwiftUI", "FormRuntime", "FormCompiler", "SeededRandom",
      .target(name: "SwiftUIShim", condition: .when(platforms: [.linux])),
    ]),
]

// The ready-made UIKit form (FormTableViewController, FormTableDataSource). On Linux it builds
// against UIKitShim, the UIKit API it uses declared from Apple's documentation (not a product),
// and its tests drive it against a table view that enforces UIKit's batch-update contract. The
// shim is linked on macOS too, which has no UIKit, so that `swift build` builds there as well.
package.products.append(.library(name: "FormRuntimeUIKit", targets: ["FormRuntimeUIKit"]))
package.targets += [
  .target(name: "UIKitShim", path: "Tests/Shims/UIKitShim", exclude: ["README.md"]),
  .target(
    name: "FormRuntimeUIKit",
    dependencies: ["FormRuntime", .target(name: "UIKitShim", condition: .when(platforms: [.linux, .macOS]))]),
  .testTarget(
    name: "FormRuntimeUIKitTests",
    dependencies: ["FormRuntimeUIKit", "FormRuntime", "FormCompiler", "FormDiagnostics", "UIKitShim"]),
]

// Every ```swift block of README.md and docs/, compiled: Scripts/extract-doc-snippets.sh copies
// them into Tests/DocSnippets/Snippets (docs/testing.md), where they build against the runtime,
// the example forms' generated types, and UIKit, SwiftUI and Core Data (their shims on Linux).
// A test target, so that only test builds compile them (a plain `swift build` on a Mac does not
// meet the shims' stand-ins). Warnings are off in it alone: a snippet binds values to show them,
// never to use them. Its test fails while the committed snippets are not the Markdown's.
package.targets += [
  .target(name: "CoreDataShim", path: "Tests/Shims/CoreDataShim", exclude: ["README.md"]),
  .testTarget(
    name: "DocSnippetTests",
    dependencies: [
      "FormRuntime", "FormRuntimeUIKit", "FormRuntimeSwiftUI", "GeneratedForms",
      .target(name: "UIKitShim", condition: .when(platforms: [.linux, .macOS])),
      .target(name: "SwiftUIShim", condition: .when(platforms: [.linux])),
      .target(name: "CoreDataShim", condition: .when(platforms: [.linux])),
    ],
    path: "Tests/DocSnippets",
    swiftSettings: [.unsafeFlags(["-suppress-warnings"])]),
]
