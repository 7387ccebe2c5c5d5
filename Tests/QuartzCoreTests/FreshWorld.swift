import Testing
import QuartzCore
import WorldTestSupport

extension Trait where Self == FreshWorldTrait {
    /// Every test starts, and leaves, QuartzCore as a fresh process has it: no open transactions, a fresh
    /// pipeline owner, a manual media clock at `PipelineOwner.testClockStart`
    /// (`PipelineOwner._resetWorldForTesting()`). Every `@Suite` of this target carries it
    /// (`scripts/fresh-world-traits.sh` adds it; `FreshWorldCoverageTests` checks).
    static var freshWorld: Self { FreshWorldTrait { PipelineOwner._resetWorldForTesting() } }
}
