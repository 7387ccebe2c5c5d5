import Testing
import UIKit

extension StandardViews {
@MainActor @Suite(.freshWorld) struct SearchBarTests {
    final class Delegate: NSObject, UISearchBarDelegate {
        var log: [String] = []
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text(\(searchText))") }
    }

    @Test("text and placeholder live in searchTextField; setting text in code tells the delegate nothing")
    func textAndPlaceholder() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let d = Delegate()
        bar.delegate = d
        #expect(bar.text == "" && bar.placeholder == nil && bar.searchBarStyle == .default && !bar.showsCancelButton)
        bar.text = "kiwi"
        bar.placeholder = "Search"
        #expect(bar.searchTextField.text == "kiwi" && bar.searchTextField.placeholder == "Search")
        #expect(d.log.isEmpty)
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 56)
        #expect(UISearchBar.Style.minimal.rawValue == 2 && UISearchBar.Icon.resultsList.rawValue == 3)
    }

    @Test("The Cancel button shows when asked and a tap on it calls searchBarCancelButtonClicked")
    func cancel() {
        let w = makeEventWindow()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let d = Delegate()
        bar.delegate = d
        w.addSubview(bar)
        bar.setShowsCancelButton(true, animated: false)
        bar.layoutIfNeeded()
        #expect(bar.showsCancelButton)
        #expect(bar.searchTextField.frame.maxX < 320 - 50)
        let p = CGPoint(x: 300, y: 28)
        w.sendTouch(.began, at: p); w.sendTouch(.ended, at: p)
        #expect(d.log == ["cancel"])
    }
}
}
