// A SwiftUI app showing the Settings form (Forms/settings.form.yaml) with FormRuntimeSwiftUI's
// ready-made FormView.
//
// Not built on Linux, nor by any package: SwiftUI exists on Apple platforms only (on Linux the
// library's views are type-checked against Tests/Shims/SwiftUIShim instead). To run it, add
// this file to an iOS 17 / macOS 14 app target that depends on the `FormRuntimeSwiftUI` product
// and generates `SettingsForm` from settings.form.yaml (apply `FormcPlugin` to the target, or
// commit the output of `formc compile settings.form.yaml --template swift`).

import FormRuntimeSwiftUI
import SwiftUI

@main
struct SettingsApp: App {
  /// The typed generated form's engine, in its initial state, held by the model.
  @State private var model = FormModel(engine: SettingsForm().engine)

  var body: some Scene {
    WindowGroup {
      NavigationStack {
        FormView(model: model)
          .navigationTitle("Settings")
          .toolbar {
            Button("Done") {
              if model.submit() {
                // Store the values: model.engine.savedValuesData()
              }
            }
          }
          .safeAreaInset(edge: .bottom) {
            // Why the last change was refused (a list's `min:`, a value out of bounds…).
            if let error = model.lastError {
              Text(error.description).foregroundStyle(.red).padding()
            }
          }
      }
    }
  }
}
