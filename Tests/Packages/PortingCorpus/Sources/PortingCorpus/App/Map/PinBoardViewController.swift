//
//  PinBoardViewController.swift
//  Trailmate
//

import UIKit

/// The trail map's pin board, laid out in Main.storyboard: a double tap on the map drops a pin where it
/// landed; a vertical pan on the handle collapses the board.
class PinBoardViewController: UIViewController {

    @IBOutlet weak var mapView: UIView!
    @IBOutlet var pinTapRecognizer: PinDropTapGestureRecognizer!
    @IBOutlet var collapseRecognizer: UIPanGestureRecognizer!

    private(set) var pins: [CGPoint] = []
    private(set) var outletsReadyAtLoad = false

    override func viewDidLoad() {
        super.viewDidLoad()
        outletsReadyAtLoad = pinTapRecognizer != nil && collapseRecognizer != nil
    }

    @IBAction func dropPin(_ sender: PinDropTapGestureRecognizer) {
        guard sender.state == .ended, let point = sender.dropPoint else { return }
        pins.append(point)
    }

    @IBAction func collapse(_ sender: UIPanGestureRecognizer) {
        if sender.state == .ended { pins.removeAll() }
    }
}
