import Foundation

/// A picker view's data source (PK1): both methods are required, as in UIKit.
@preconcurrency @MainActor public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
