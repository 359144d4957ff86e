//
//  TrailDetailViewController+Actions.swift
//  Trailmate
//

import UIKit

extension TrailDetailViewController {

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateFavoriteButton()
        difficultyButtons.forEach { $0.isSelected = false }
    }

    @IBAction func difficultyTapped(_ sender: UIButton) {
        for button in difficultyButtons {
            button.isSelected = button === sender
        }
        selectedDifficulty = sender.tag
    }

    @IBAction func toggleFavorite(_ sender: Any) {
        trail.isFavorite.toggle()
        updateFavoriteButton()
    }

    @IBAction func close(_ sender: Any?) {
        dismiss(animated: false)
    }
}
