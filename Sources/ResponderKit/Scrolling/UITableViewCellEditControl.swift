import Foundation

/// The delete (minus) or insert (plus) control at an editing row's leading edge (ED2, ED3), named as
/// UIKit's private class is so that traces read alike. A tap (`.touchUpInside`) on delete shows the row's
/// delete confirmation through the swipe-actions machinery (SW2); on insert it commits `.insert`.
@MainActor final class UITableViewCellEditControl: UIControl {
    var style: UITableViewCell.EditingStyle

    init(style: UITableViewCell.EditingStyle) {
        self.style = style
        super.init(frame: .zero)
        addAction(
            UIAction(title: "") { [weak self] _ in
                guard let self, let cell = self.superview as? UITableViewCell else { return }
                cell.owningTable?.editControlTapped(cell)
            }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        style = .delete
        super.init(coder: coder)
    }
}
