import Testing
import TrellisUIKit

/// A login form configured as UIKit code configures one.
private final class LoginView: UIView {
  let emailField = UITextField()
  let passwordField = UITextField()
  let scrollView = UIScrollView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    emailField.keyboardType = .emailAddress
    emailField.autocapitalizationType = .none
    emailField.autocorrectionType = .no
    emailField.spellCheckingType = .no
    emailField.returnKeyType = .next
    emailField.textContentType = .username
    emailField.clearButtonMode = .whileEditing
    passwordField.isSecureTextEntry = true
    passwordField.textContentType = .password
    passwordField.returnKeyType = .done
    passwordField.enablesReturnKeyAutomatically = true
    scrollView.keyboardDismissMode = .interactive
    emailField.tag = 1
    passwordField.tag = 2
    addSubview(scrollView)
    scrollView.addSubview(emailField)
    scrollView.addSubview(passwordField)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// Stored UIKit properties with no layout effect (issue 23 item 3, and the corpus's needs).
@Suite struct ViewPropertiesTests {
  @Test func textInputTraitsAreStored() {
    let form = LoginView()
    #expect(form.emailField.keyboardType == UIKeyboardType.emailAddress)
    #expect(form.emailField.autocapitalizationType == UITextAutocapitalizationType.none)
    #expect(form.emailField.autocorrectionType == UITextAutocorrectionType.no)
    #expect(form.emailField.returnKeyType == UIReturnKeyType.next)
    #expect(form.emailField.textContentType == UITextContentType.username)
    #expect(form.passwordField.isSecureTextEntry)
    #expect(form.scrollView.keyboardDismissMode == .interactive)
    let plain = UITextField()
    #expect(plain.keyboardType == .default && plain.autocapitalizationType == .sentences)
    #expect(plain.textContentType == nil && !plain.isSecureTextEntry)
  }

  @Test func tagsFindViewsDepthFirst() {
    let form = LoginView()
    #expect(form.viewWithTag(2) === form.passwordField)
    #expect(form.viewWithTag(1) === form.emailField)
    #expect(form.viewWithTag(0) === form)  // the view itself first, as UIKit searches
    #expect(form.viewWithTag(99) == nil)
  }

  @Test func userInteractionDefaultsFollowUIKit() {
    #expect(UIView().isUserInteractionEnabled)
    #expect(UIButton().isUserInteractionEnabled)
    #expect(!UILabel().isUserInteractionEnabled)
    #expect(!UIImageView().isUserInteractionEnabled)
    let avatar = UIImageView(image: nil)
    avatar.isUserInteractionEnabled = true
    #expect(avatar.isUserInteractionEnabled)
  }
}
