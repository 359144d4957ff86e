import Foundation

/// The built-in demo: `responder` with no arguments runs it. An identical copy is `Examples/Scenarios/seed002-demo.yaml`
/// (a test keeps the two equal).
public enum DemoScenario {
    public static let fileName = "seed002-demo.yaml"

    public static let text = """
        # The built-in demo (`responder` with no arguments): seed 002's hit-testing experiments.
        # TopView holds SubView1-4 (added in that order); geometry reconstructed from the converted points
        # in the seed's device logs. Four taps: SubView3, SubView1Sub1Sub1, the blue TopView between
        # SubView1 and SubView2, and 22.5 pt above SubView2 once its pointInside override is in place.
        name: "Seed 002: hit-testing order, both passes, and an enlarged touch area"
        views:
          - {id: TopView, frame: [0, 0, 375, 667]}
          - {id: SubView1, parent: TopView, frame: [8, 17, 139, 160]}
          - {id: SubView2, parent: TopView, frame: [8, 221, 139, 140]}
          - {id: SubView3, parent: TopView, frame: [155, 97, 212, 260]}
          - {id: SubView4, parent: TopView, frame: [8, 378, 359, 200]}
          - {id: SubView1Sub1, parent: SubView1, frame: [17, 15, 105, 130]}
          - {id: SubView1Sub1Sub1, parent: SubView1Sub1, frame: [8, 8, 80, 60]}
          - {id: SubView2Sub1, parent: SubView2, frame: [8, 14, 100, 100]}
        timeline:
          - {at: 0, note: "--- tap SubView3", tap: [220, 193]}
          - {after: 1, note: "--- tap SubView1Sub1Sub1", tap: [84, 71.5]}
          - {after: 1, note: "--- tap the blue TopView between SubView1 and SubView2", tap: [85, 188.5]}
          # The seed's override: `if (point.y < 0 && point.y > -50) return YES;` (H6). Both bounds are strict:
          # the rectangle starts at the double just above -50 and ends (half-open) at 0.
          - after: 1
            set: {view: SubView2, pointInside: {rects: [[-100000, -49.99999999999999, 200000, 49.99999999999999]]}}
          - {note: "--- tap 22.5 pt above SubView2, with its pointInside override", tap: [93.5, 198.5]}

        """
}
