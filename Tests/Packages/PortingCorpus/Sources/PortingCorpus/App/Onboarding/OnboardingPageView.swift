//
//  OnboardingPageView.swift
//  Trailmate
//

import UIKit

class OnboardingPageView: UIView {

    @IBOutlet private(set) var imageView: UIImageView!
    @IBOutlet private(set) var titleLabel: UILabel!
    @IBOutlet private(set) var bodyLabel: UILabel!

    init(title: String, body: String, symbolName: String) {
        super.init(frame: .zero)
        let imageView = UIImageView(image: UIImage(systemName: symbolName))
        imageView.contentMode = .scaleAspectFit
        let titleLabel = UILabel()
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.textAlignment = .center
        titleLabel.text = title
        let bodyLabel = UILabel()
        bodyLabel.numberOfLines = 0
        bodyLabel.textAlignment = .center
        bodyLabel.text = body
        [imageView, titleLabel, bodyLabel].forEach(addSubview)
        self.imageView = imageView
        self.titleLabel = titleLabel
        self.bodyLabel = bodyLabel
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width - 48
        imageView?.frame = CGRect(x: 24, y: bounds.height * 0.15, width: width, height: 160)
        titleLabel?.frame = CGRect(x: 24, y: bounds.height * 0.15 + 184, width: width, height: 36)
        bodyLabel?.frame = CGRect(x: 24, y: bounds.height * 0.15 + 228, width: width, height: 80)
    }
}
