// swift-tools-version:6.1
import PackageDescription

// An app-like package that uses formc the way a team would: it depends on formc by path and
//  - applies FormcPlugin to FormsDemo, which turns Sources/FormsDemo/*.form.yaml into typed
//    Swift at build time, with the template and params of Sources/FormsDemo/formc.yml;
//  - commits the code generated for Forms/*.form.yaml into CommittedForms, written by
//    `swift package --allow-writing-to-package-directory generate-forms` as ./formc.yml says.
let package = Package(
  name: "FormsDemo",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "formc", path: "../..")],
  targets: [
    .target(
      name: "CommittedForms",
      dependencies: [.product(name: "FormRuntime", package: "formc")]),
    .executableTarget(
      name: "FormsDemo",
      dependencies: ["CommittedForms", .product(name: "FormRuntime", package: "formc")],
      plugins: [.plugin(name: "FormcPlugin", package: "formc")]),
  ],
  swiftLanguageModes: [.v6]
)
