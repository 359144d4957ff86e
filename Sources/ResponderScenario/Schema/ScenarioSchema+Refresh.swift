import Foundation
import ResponderKit

/// `refreshControl: {log, endAfter}` on scroll, table and collection views (RC1–RC4).
extension ScenarioSchema {
    static let refreshControlKey = SchemaKey<ViewSpec>.optional(
        "refreshControl", \.refreshControl, .mapping(refreshControl, form: "`{log, endAfter}`"),
        "scroll, table and collection views: a `UIRefreshControl`; a pull past 100 pt sends `.valueChanged` (RC1, RC2)",
        example: "{log: \"refreshing\", endAfter: 1.0}"
    ).with(
        refusal: { spec in
            guard !spec.viewClass.hasRefreshControl else { return nil }
            return "only scroll, table and collection views have refreshControl; "
                + "'\(spec.id)' is a \(spec.viewClass.rawValue)"
        }, context: [("class", "scrollview")])

    static let refreshControl = MappingSchema<RefreshControlSpec>(
        keys: [
            .optional(
                "log", \.log, .string, "a line written when its `.valueChanged` is sent (RC2)",
                example: "\"refreshing\""),
            .optional(
                "endAfter", \.endAfter, .time, "`endRefreshing()` this many seconds after `.valueChanged` (RC3)",
                example: "1.0"),
        ], initial: RefreshControlSpec())
}
