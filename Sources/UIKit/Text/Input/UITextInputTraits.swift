import Foundation

/// The keyboard a text input asks for, mirroring `UIKeyboardType` (raw values as Apple's).
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable = 1, numbersAndPunctuation = 2, URL = 3, numberPad = 4, phonePad = 5
    case namePhonePad = 6, emailAddress = 7, decimalPad = 8, twitter = 9, webSearch = 10, asciiCapableNumberPad = 11
    /// Deprecated alias of `asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The title of the return key, mirroring `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go = 1, google = 2, join = 3, next = 4, route = 5, search = 6, send = 7, yahoo = 8
    case done = 9, emergencyCall = 10, `continue` = 11
}

/// Automatic capitalization, mirroring `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable { case none = 0, words = 1, sentences = 2, allCharacters = 3 }
/// Autocorrection, mirroring `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable { case `default` = 0, no = 1, yes = 2 }
/// Spell checking, mirroring `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable { case `default` = 0, no = 1, yes = 2 }
/// Smart quotes, mirroring `UITextSmartQuotesType`.
public enum UITextSmartQuotesType: Int, Sendable { case `default` = 0, no = 1, yes = 2 }
/// Smart dashes, mirroring `UITextSmartDashesType`.
public enum UITextSmartDashesType: Int, Sendable { case `default` = 0, no = 1, yes = 2 }
/// Smart insertion and deletion, mirroring `UITextSmartInsertDeleteType`.
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default` = 0, no = 1, yes = 2 }
/// The keyboard's look, mirroring `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark = 1, light = 2
    public static var alert: UIKeyboardAppearance { .dark }
}

/// The meaning of a text input's content for autofill, mirroring `UITextContentType` (raw values as Apple's).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}

/// Text input traits, mirroring `UITextInputTraits` (all optional on iOS; here with defaults below).
@MainActor public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

/// Defaults for every trait, as Apple's protocol makes them all optional: an adopter (a custom
/// `UIKeyInput` view) declares only the traits it changes, as stored or computed properties.
extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { get { .sentences } set {} }
    public var autocorrectionType: UITextAutocorrectionType { get { .default } set {} }
    public var spellCheckingType: UITextSpellCheckingType { get { .default } set {} }
    public var keyboardType: UIKeyboardType { get { .default } set {} }
    public var keyboardAppearance: UIKeyboardAppearance { get { .default } set {} }
    public var returnKeyType: UIReturnKeyType { get { .default } set {} }
    public var enablesReturnKeyAutomatically: Bool { get { false } set {} }
    public var isSecureTextEntry: Bool { get { false } set {} }
    public var textContentType: UITextContentType! { get { nil } set {} }
}

/// The delegate of a text field, mirroring `UITextFieldDelegate` (every method optional: defaults allow
/// everything and do nothing). Called once editing exists.
@MainActor public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { textFieldDidEndEditing(textField) }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// The delegate of a text view, mirroring `UITextViewDelegate` (every method optional). As on iOS it
/// refines `UIScrollViewDelegate`, so it is assigned through the scroll view's `delegate`.
@MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

extension UITextField {
    /// Why editing ended (`UITextField.DidEndEditingReason`).
    public enum DidEndEditingReason: Int, Sendable { case committed = 0, cancelled = 1 }
    /// Posted when editing begins, ends or the text changes (`UITextField.textDidBeginEditingNotification`...).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
}

extension UITextView {
    /// Posted when editing begins, ends or the text changes (`UITextView.textDidChangeNotification`...).
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
}
