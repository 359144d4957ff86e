import UIKit

extension Notification.Name {
    static let syncDidFinish = Notification.Name("RKSyncDidFinishNotification")
}

/// Shows the result of a background sync, which the sync service posts from its own queue (SPEC PT3).
final class SyncStatusBanner: UIView {
    private(set) var lastSyncedCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        NotificationCenter.default.addObserver(
            self, selector: #selector(syncDidFinish(_:)), name: .syncDidFinish, object: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func syncDidFinish(_ notification: Notification) {
        lastSyncedCount = notification.userInfo?["count"] as? Int ?? 0
    }
}
