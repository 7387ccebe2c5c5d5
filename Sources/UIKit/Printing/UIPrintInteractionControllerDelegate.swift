import Foundation

/// The delegate of the print interaction controller, mirroring `UIPrintInteractionControllerDelegate`.
/// Every method is optional.
@preconcurrency @MainActor
public protocol UIPrintInteractionControllerDelegate: AnyObject {
    /// The paper for the job, from the papers the printer has (default: the best fit of the content).
    func printInteractionController(_ printInteractionController: UIPrintInteractionController,
                                    choosePaper paperList: [UIPrintPaper]) -> UIPrintPaper
    /// The job is about to start.
    func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController)
    /// The job was handed to the print system (or written to its file).
    func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController)
}

extension UIPrintInteractionControllerDelegate {
    public func printInteractionController(_ printInteractionController: UIPrintInteractionController,
                                           choosePaper paperList: [UIPrintPaper]) -> UIPrintPaper {
        UIPrintPaper.bestPaper(forPageSize: .zero, withPapersFrom: paperList)
    }
    public func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController) {}
}
