import Foundation
import Testing
import UIKit

/// Typing into a search bar's field reaches the bar's delegate as on iOS.
@MainActor @Suite(.freshWorld) struct SearchBarEditingTests {
    final class Recorder: NSObject, UISearchBarDelegate {
        var log: [String] = []
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBegin"); return true }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("shouldChange(\(range.location),\(text))"); return text != "!"
        }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("textDidChange(\(searchText))") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
        func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldEnd"); return true }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
    }

    @Test("begin, type (one change vetoed), Return, end: the search bar delegate's calls in order")
    func delegateCalls() {
        let w = makeEditingWindow()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        w.addSubview(bar)
        let r = Recorder(); bar.delegate = r
        #expect(bar.searchTextField.becomeFirstResponder())
        EditKeys.type(text: "a", in: w)
        w.sendText("!")
        EditKeys.type(EditKeys.returnKey, in: w)
        #expect(bar.searchTextField.resignFirstResponder())
        #expect(bar.text == "a")
        #expect(r.log == ["shouldBegin", "didBegin", "shouldChange(0,a)", "textDidChange(a)", "shouldChange(1,!)",
                          "search", "shouldEnd", "didEnd"])
    }
}
