import UIKit

struct Photo: Equatable {
    let id: Int
    var title: String
    var author: String
    var place: String
    var likes: Int
    var isLiked: Bool
    /// The sample app has no image files: each photo is a colour standing in for the picture.
    var tint: UIColor

    /// A deterministic sample photo, so that every run of the app (and of its tests) shows the same feed.
    static func sample(id: Int) -> Photo {
        let places = ["Big Sur", "Lofoten", "Torres del Paine", "Skye", "Dolomites", "Banff", "Tasman Bay"]
        let subjects = ["Driftwood at dawn", "Low tide", "Ridge line", "Fog over the bay", "Basalt steps", "Cold lake"]
        let authors = ["mara", "teo", "ines", "jun", "odile", "sam"]
        let tints: [UIColor] = [.systemTeal, .systemOrange, .systemIndigo, .systemGreen, .systemPink, .systemBrown]
        return Photo(
            id: id,
            title: subjects[id % subjects.count],
            author: authors[(id * 7) % authors.count],
            place: places[(id * 3) % places.count],
            likes: (id * 37) % 250,
            isLiked: false,
            tint: tints[id % tints.count])
    }
}
