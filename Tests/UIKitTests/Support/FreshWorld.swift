import Testing
import UIKit
import WorldTestSupport

extension Trait where Self == FreshWorldTrait {
    /// Every test starts, and leaves, the process as a freshly launched app finds it: a fresh pipeline
    /// owner, a manual media clock at `PipelineOwner.testClockStart`, the default main screen (scale 3),
    /// no windows or scenes, default appearance, accessibility and traits
    /// (`UIApplication._resetWorldForTesting()`). Every `@Suite` of this target carries it
    /// (`scripts/fresh-world-traits.sh` adds it; `FreshWorldCoverageTests` checks).
    static var freshWorld: Self { FreshWorldTrait { UIApplication.shared._resetWorldForTesting() } }
}
