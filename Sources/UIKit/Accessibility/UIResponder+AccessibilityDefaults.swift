import Foundation

/// The accessibility values standard views report until the app sets its own, as UIKit's views do:
/// labels are static text named by their text, buttons are named by their title, switches report
/// "1"/"0", sliders and progress views a rounded percentage, text inputs their text; a disabled
/// control adds `.notEnabled` and a selected one `.selected`.
extension UIResponder {
    var _defaultIsAccessibilityElement: Bool {
        switch self {
        case is UILabel, is UIButton, is UISwitch, is UISlider, is UITextField, is UITextView,
             is UIProgressView, is UIPageControl, is UIStepper, is UIActivityIndicatorView:
            return true
        default:
            return false
        }
    }

    var _defaultAccessibilityLabel: String? {
        switch self {
        case let label as UILabel:
            return label.text
        case let button as UIButton:
            if let title = button.currentTitle ?? button.configuration?.title, !title.isEmpty { return title }
            return button.currentImage?.accessibilityLabelFromSymbolName
        case let field as UITextField:
            return (field.text ?? "").isEmpty ? field.placeholder : nil
        case is UIActivityIndicatorView:
            return "In progress"
        case let imageView as UIImageView:
            return imageView.image?.accessibilityLabelFromSymbolName
        default:
            return nil
        }
    }

    var _defaultAccessibilityValue: String? {
        switch self {
        case let toggle as UISwitch:
            return toggle.isOn ? "1" : "0"
        case let slider as UISlider:
            let span = slider.maximumValue - slider.minimumValue
            let fraction = span > 0 ? (slider.value - slider.minimumValue) / span : 0
            return "\(Int((fraction * 100).rounded()))%"
        case let progress as UIProgressView:
            return "\(Int((progress.progress * 100).rounded()))%"
        case let stepper as UIStepper:
            return String(format: "%g", stepper.value)
        case let field as UITextField:
            let text = field.text ?? ""
            if text.isEmpty { return nil }
            return field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        case let textView as UITextView:
            return textView.text
        case let pages as UIPageControl:
            return "page \(pages.currentPage + 1) of \(pages.numberOfPages)"
        default:
            return nil
        }
    }

    var _defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits
        switch self {
        case is UIButton, is UISwitch: traits = .button
        case is UILabel: traits = .staticText
        case is UIImageView: traits = .image
        case is UISlider, is UIPageControl, is UIStepper: traits = .adjustable
        case is UIProgressView, is UIActivityIndicatorView: traits = .updatesFrequently
        default: traits = .none
        }
        if let control = self as? UIControl {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        if let label = self as? UILabel, !label.isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    var _defaultAccessibilityFrame: CGRect {
        guard let view = self as? UIView else { return .zero }
        return UIAccessibility.convertToScreenCoordinates(view.bounds, in: view)
    }
}

extension UIView: UIAccessibilityIdentification {}
extension UIBarItem: UIAccessibilityIdentification {}

extension UIImage {
    /// A system symbol's name read as words ("square.and.arrow.up" → "square and arrow up"), the way
    /// UIKit names a button or image view that shows only a symbol.
    var accessibilityLabelFromSymbolName: String? {
        guard let name = symbol?.name else { return nil }
        return name.replacingOccurrences(of: ".", with: " ")
    }
}
