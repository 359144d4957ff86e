//
//  Trail.swift
//  Trailmate
//

import UIKit

@objc(TMTrail)
@objcMembers
class Trail: NSObject {

    let identifier: String
    let name: String
    let lengthInKilometers: Double
    dynamic var isFavorite: Bool
    dynamic var rating: Int = 0

    init(identifier: String, name: String, lengthInKilometers: Double, isFavorite: Bool = false) {
        self.identifier = identifier
        self.name = name
        self.lengthInKilometers = lengthInKilometers
        self.isFavorite = isFavorite
        super.init()
    }

    var formattedLength: String {
        String(format: "%.1f km", lengthInKilometers)
    }

    /// Swift-only: takes a Swift enum, which Objective-C could not see.
    @nonobjc func matches(_ filter: TrailFilter) -> Bool {
        switch filter {
        case .all: return true
        case .favorites: return isFavorite
        case .short: return lengthInKilometers < 5
        }
    }

    override var description: String {
        "<Trail \(identifier) \(name)>"
    }
}

enum TrailFilter: Int, CaseIterable {
    case all
    case favorites
    case short
}
