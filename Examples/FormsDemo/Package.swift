// swift-tools-version:6.1
import PackageDescription

// An app-like package that uses formc the way a team would: it depends on formc by path and
// applies FormcPlugin, which turns Sources/FormsDemo/*.form.yaml into typed Swift at build time.
let package = Package(
  name: "FormsDemo",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "formc", path: "../..")],
  targets: [
    .executableTarget(
      name: "FormsDemo",
      dependencies: [.product(name: "FormRuntime", package: "formc")],
      plugins: [.plugin(name: "FormcPlugin", package: "formc")])
  ],
  swiftLanguageModes: [.v6]
)
