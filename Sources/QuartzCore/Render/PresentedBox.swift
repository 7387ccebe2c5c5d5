import Foundation

/// A frame's presented values in a heap cell of their own (`RenderNode.presentedBox`): most render nodes
/// never present any, and inline the values were larger than the rest of the node.
@MainActor
final class PresentedBox {
    @exclusivity(unchecked) var values: PresentedValues
    init(_ values: PresentedValues) { self.values = values }
}
