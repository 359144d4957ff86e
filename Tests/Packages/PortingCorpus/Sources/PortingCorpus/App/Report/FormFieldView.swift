//
//  FormFieldView.swift
//  Trailmate
//

import UIKit

/// A caption above a text field, with an error line under it.
@IBDesignable
class FormFieldView: UIView {

    let captionLabel = UILabel()
    let textField = UITextField()
    let errorLabel = UILabel()

    @IBInspectable var caption: String? {
        get { captionLabel.text }
        set { captionLabel.text = newValue }
    }

    @IBInspectable var placeholder: String? {
        get { textField.placeholder }
        set { textField.placeholder = newValue }
    }

    var errorMessage: String? {
        didSet {
            errorLabel.text = errorMessage
            errorLabel.isHidden = errorMessage == nil
            layer.borderColor = errorMessage == nil ? UIColor.separator.cgColor : UIColor.systemRed.cgColor
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        captionLabel.font = .systemFont(ofSize: 13, weight: .medium)
        captionLabel.textColor = .secondaryLabel
        textField.borderStyle = .roundedRect
        errorLabel.font = .systemFont(ofSize: 12)
        errorLabel.textColor = .systemRed
        errorLabel.isHidden = true
        layer.borderWidth = 0
        [captionLabel, textField, errorLabel].forEach(addSubview)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        captionLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 18)
        textField.frame = CGRect(x: 0, y: 20, width: bounds.width, height: 36)
        errorLabel.frame = CGRect(x: 0, y: 58, width: bounds.width, height: 16)
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 76)
    }
}
