import Testing
import UIKit

/// iOS 13 and later show system bar button items as glyphs (SF Symbols), except Done, Cancel, Edit and
/// Save, which are text.
@MainActor @Suite(.freshWorld) struct BarButtonSystemItemTests {
    @Test("text items keep their titles; add, action, search, stop, trash and close show a glyph, not text")
    func glyphsAndTitles() {
        for (item, title) in [(UIBarButtonItem.SystemItem.done, "Done"), (.cancel, "Cancel"), (.edit, "Edit"), (.save, "Save")] {
            let b = UIBarButtonItem(barButtonSystemItem: item, target: nil, action: nil)
            #expect(b.title == title && b.image == nil)
        }
        for item in [UIBarButtonItem.SystemItem.add, .action, .search, .stop, .trash, .close] {
            let b = UIBarButtonItem(barButtonSystemItem: item, target: nil, action: nil)
            #expect(b.image != nil && b.title == nil, "\(item)")
        }
        #expect(UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil).image == nil)
    }
}
