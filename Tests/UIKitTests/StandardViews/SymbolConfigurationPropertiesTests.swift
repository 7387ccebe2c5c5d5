import Foundation
import Testing
import UIKit

/// Symbol configurations set on the views and configurations that show images, as apps size their icons:
/// `UIImageView.preferredSymbolConfiguration`, `UIButton.setPreferredSymbolConfiguration(_:forImageIn:)`,
/// `UIButton.Configuration.preferredSymbolConfigurationForImage` and
/// `UIListContentConfiguration.ImageProperties.preferredSymbolConfiguration` draw the symbol with the
/// configuration's point size, weight and scale, and the view sizes itself to the drawn symbol.
@MainActor @Suite(.serialized, .freshWorld)
struct SymbolConfigurationPropertiesTests {
    private func star() throws -> UIImage { try #require(UIImage(systemName: "star.fill")) }

    @Test("An image view's intrinsic size follows its preferred symbol configuration")
    func imageViewSize() throws {
        let big = UIImage.SymbolConfiguration(pointSize: 40)
        let iv = UIImageView(image: try star())
        let plain = iv.intrinsicContentSize
        iv.preferredSymbolConfiguration = big
        let expected = try #require(try star().applyingSymbolConfiguration(big)).size
        #expect(iv.intrinsicContentSize == expected)
        #expect(iv.intrinsicContentSize.height > plain.height)
        iv.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40, weight: .bold, scale: .large)
        #expect(iv.intrinsicContentSize.height > expected.height)
        iv.preferredSymbolConfiguration = nil
        #expect(iv.intrinsicContentSize == plain)
    }

    @Test("A button draws its symbol with the state's preferred configuration and grows with it")
    func buttonPerState() throws {
        let button = UIButton(type: .system)
        button.setImage(try star(), for: .normal)
        let small = button.intrinsicContentSize
        let c = UIImage.SymbolConfiguration(pointSize: 44, weight: .bold)
        button.setPreferredSymbolConfiguration(c, forImageIn: .normal)
        #expect(button.preferredSymbolConfigurationForImage(in: .normal) == c)
        // A state without its own configuration uses the normal state's, as images and titles do.
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) == c)
        let large = button.intrinsicContentSize
        #expect(large.height > small.height + 20)
        button.frame = CGRect(origin: .zero, size: large)
        button.layoutIfNeeded()
        let drawn = try #require(try star().applyingSymbolConfiguration(c)).size
        #expect(button.imageView?.frame.size == drawn)
    }

    @Test("A button configuration's preferredSymbolConfigurationForImage sizes its image")
    func buttonConfiguration() throws {
        var config = UIButton.Configuration.plain()
        config.image = try star()
        let plain = UIButton(configuration: config).intrinsicContentSize
        config.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 50)
        let big = UIButton(configuration: config).intrinsicContentSize
        #expect(big.height > plain.height + 25)
    }

    @Test("A list cell's image properties draw the symbol at the preferred configuration")
    func listImageProperties() throws {
        var content = UIListContentConfiguration.cell()
        content.image = try star()
        content.text = "Favourites"
        content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30)
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        view.layoutIfNeeded()
        let image = try #require(view.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(image.frame.height == 30)
    }

    @Test("List content keeps inside its superview's layout margins along axesPreservingSuperviewLayoutMargins")
    func preservesSuperviewMargins() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        container.layoutMargins = UIEdgeInsets(top: 30, left: 40, bottom: 30, right: 40)
        var content = UIListContentConfiguration.cell()
        content.text = "Row"
        func textFrame(_ axes: UIAxis) throws -> (CGRect, CGFloat) {
            content.axesPreservingSuperviewLayoutMargins = axes
            let view = UIListContentView(configuration: content)
            container.subviews.forEach { $0.removeFromSuperview() }
            container.addSubview(view)
            view.frame = container.bounds
            view.layoutIfNeeded()
            let label = try #require(view.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Row" })
            return (label.frame, view.sizeThatFits(CGSize(width: 320, height: 1000)).height)
        }
        // The default is both axes: the superview's 40-point side margins win over the configuration's 16.
        #expect(UIListContentConfiguration.cell().axesPreservingSuperviewLayoutMargins == .both)
        let (both, bothHeight) = try textFrame(.both)
        #expect(both.minX == 40)
        let (none, noneHeight) = try textFrame([])
        #expect(none.minX == 16)
        let (horizontal, horizontalHeight) = try textFrame(.horizontal)
        #expect(horizontal.minX == 40)
        // Vertically, 30-point superview margins replace the configuration's 11 above and below.
        #expect(abs(bothHeight - (both.height + 60)) < 1)
        #expect(both.minY >= 30 && both.maxY <= 70)
        #expect(horizontalHeight == noneHeight)
        // Only the part of a superview margin that reaches into the view counts.
        content.axesPreservingSuperviewLayoutMargins = .horizontal
        let inset = UIListContentView(configuration: content)
        container.subviews.forEach { $0.removeFromSuperview() }
        container.addSubview(inset)
        inset.frame = CGRect(x: 30, y: 0, width: 260, height: 100)
        inset.layoutIfNeeded()
        let label = try #require(inset.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Row" })
        #expect(label.frame.minX == 16)
    }
}
