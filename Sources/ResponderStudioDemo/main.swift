import ResponderKit
import ResponderStudio

// `swift run ResponderStudioDemo [--port N] [--open]`: the settings screen below in Responder Studio (ST6).
await ResponderStudio.serve(title: "Settings", test: SettingsViewController.testSetup) {
    UINavigationController(rootViewController: SettingsViewController())
}
