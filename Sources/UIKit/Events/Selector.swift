import Foundation

/// The name of a method, standing in for Objective-C's `Selector`, which Linux's Foundation lacks.
///
/// Apple's UIKit takes selectors in target-action APIs (`addTarget(_:action:for:)`,
/// `UITapGestureRecognizer(target:action:)`, `UIBarButtonItem(title:style:target:action:)`). Without an
/// Objective-C runtime there is no `#selector` and no way to call a method by name, so here a selector is
/// only its name: `Selector("handleTap:")` or the string literal `"handleTap:"`. Code that passes `nil` or a
/// string-named selector compiles as written on iOS; how an action reaches Swift code is described where
/// target-action is dispatched (see Docs/Deviations.md).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name, as `NSStringFromSelector` returns it.
    public let name: String

    /// A selector for the method named `name` (Objective-C spelling, e.g. `"tapped:"`).
    public init(_ name: String) { self.name = name }

    /// A selector from a string literal: `let s: Selector = "tapped:"`.
    public init(stringLiteral value: String) { self.name = value }

    /// The method's name.
    public var description: String { name }
}

/// The name of `selector`, mirroring Foundation's `NSStringFromSelector`.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

/// A selector named `name`, mirroring Foundation's `NSSelectorFromString`.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
