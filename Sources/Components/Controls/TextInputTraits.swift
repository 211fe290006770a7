import Foundation

// UIKit's text input traits (`UITextInputTraits`); the enumerations have UIKit's case order and so
// its raw values. Stored by
// ``TextField``; no keyboard is shown headlessly.

/// The keyboard a text field asks for: UIKit's `UIKeyboardType`.
nonisolated public enum KeyboardType: Int, Hashable, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // UIKit's spelling.
  case URL
  case numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch,
    asciiCapableNumberPad
}

/// When the keyboard capitalizes: UIKit's `UITextAutocapitalizationType`.
nonisolated public enum TextAutocapitalizationType: Int, Hashable, Sendable {
  case none, words, sentences, allCharacters
}

/// Whether autocorrection is on: UIKit's `UITextAutocorrectionType`.
nonisolated public enum TextAutocorrectionType: Int, Hashable, Sendable {
  case `default`, no, yes
}

/// Whether spell checking is on: UIKit's `UITextSpellCheckingType`.
nonisolated public enum TextSpellCheckingType: Int, Hashable, Sendable {
  case `default`, no, yes
}

/// The return key's title: UIKit's `UIReturnKeyType`.
nonisolated public enum ReturnKeyType: Int, Hashable, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall,
    `continue`
}

/// What a field's text is, for AutoFill: UIKit's `UITextContentType` (a string-backed name). The
/// raw strings are Trellis's (each constant's own name); compare constants, not strings.
nonisolated public struct TextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let name = TextContentType("name")
  public static let givenName = TextContentType("givenName")
  public static let familyName = TextContentType("familyName")
  public static let nickname = TextContentType("nickname")
  public static let organizationName = TextContentType("organizationName")
  public static let fullStreetAddress = TextContentType("fullStreetAddress")
  public static let addressCity = TextContentType("addressCity")
  public static let postalCode = TextContentType("postalCode")
  public static let countryName = TextContentType("countryName")
  public static let telephoneNumber = TextContentType("telephoneNumber")
  public static let emailAddress = TextContentType("emailAddress")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // UIKit's spelling.
  public static let URL = TextContentType("URL")
  public static let creditCardNumber = TextContentType("creditCardNumber")
  public static let username = TextContentType("username")
  public static let password = TextContentType("password")
  public static let newPassword = TextContentType("newPassword")
  public static let oneTimeCode = TextContentType("oneTimeCode")
}
