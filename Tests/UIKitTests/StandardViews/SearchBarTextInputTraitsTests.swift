import Foundation
import Testing
@testable import UIKit

/// `UISearchBar` adopts `UITextInputTraits`: its traits are those of the text it edits, so setting one on
/// the bar sets the search field's. A search bar's keyboard offers Search and enables it once there is text.
@MainActor @Suite(.freshWorld) struct SearchBarTextInputTraitsTests {
    @Test("the bar's traits are the field's, both ways")
    func traitsForwardToTheField() {
        let bar = UISearchBar()
        bar.returnKeyType = .done
        bar.autocapitalizationType = .none
        bar.autocorrectionType = .no
        bar.spellCheckingType = .no
        bar.keyboardType = .webSearch
        bar.keyboardAppearance = .dark
        bar.smartQuotesType = .no
        bar.textContentType = .username
        #expect(bar.searchTextField.returnKeyType == .done)
        #expect(bar.searchTextField.autocapitalizationType == .none)
        #expect(bar.searchTextField.autocorrectionType == .no)
        #expect(bar.searchTextField.spellCheckingType == .no)
        #expect(bar.searchTextField.keyboardType == .webSearch)
        #expect(bar.searchTextField.keyboardAppearance == .dark)
        #expect(bar.searchTextField.smartQuotesType == .no)
        #expect(bar.searchTextField.textContentType == .username)
        bar.searchTextField.keyboardType = .emailAddress
        #expect(bar.keyboardType == .emailAddress)
        let traits: any UITextInputTraits = bar
        #expect(traits.returnKeyType == .done)
    }

    @Test("defaults: Search as the return key, enabled automatically; the protocol's defaults otherwise")
    func defaults() {
        let bar = UISearchBar()
        #expect(bar.returnKeyType == .search)
        #expect(bar.enablesReturnKeyAutomatically)
        #expect(bar.autocapitalizationType == .sentences)
        #expect(bar.autocorrectionType == .default)
        #expect(bar.keyboardType == .default)
        #expect(bar.isSecureTextEntry == false)
    }
}
