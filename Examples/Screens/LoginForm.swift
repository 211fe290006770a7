import Components
import LayoutDSL
import ViewHost

/// A login form: a title, two fields, a "forgot password" link and a button in the readable width,
/// below the safe area's top; the button sits on the safe area's bottom and rises above the keyboard
/// when one shows.
public final class LoginFormController: ViewController {
  public let titleLabel = ExampleViews.label("Welcome back", .title1, id: "title")
  public let subtitle = ExampleViews.label(
    "Sign in to continue", .subheadline, id: "subtitle", color: .secondaryLabel)
  public let email = ExampleViews.field(placeholder: "Email", id: "email")
  public let password = ExampleViews.field(placeholder: "Password", id: "password")
  public let signIn = ExampleViews.primaryButton("Sign in", id: "signIn")
  public let forgot = ExampleViews.plainButton("Forgot password?", id: "forgot")

  public override func viewDidLoad() {
    view.accessibilityIdentifier = "login"
    for subview in [titleLabel, subtitle, email, password, signIn, forgot] {
      view.addSubview(subview)
    }
    constrain(titleLabel, subtitle, [email, password], view) { title, subtitle, fields, root in
      title.top == root.safeArea.top + 32
      title.leading == root.readableContent.leading
      title.trailing <= root.readableContent.trailing
      subtitle.firstBaseline == title.lastBaseline + 24
      subtitle.leading == title.leading
      fields[0].top == subtitle.bottom + 24
      fields[1].top == fields[0].bottom + 12
      for field in fields {
        field.horizontalEdges == root.readableContent.horizontalEdges
      }
    }
    constrain(signIn, forgot, password, view) { button, forgot, password, root in
      forgot.top == password.bottom + 12
      forgot.trailing == password.trailing
      button.top >= forgot.bottom + 24
      button.horizontalEdges == root.readableContent.horizontalEdges
      // Sits on the safe area's bottom unless the keyboard pushes it up.
      button.bottom == root.safeArea.bottom - 16 ~ .defaultHigh
    }
    LayoutConstraint.activate([
      signIn.bottomAnchor.constraint(
        lessThanOrEqualTo: view.keyboardLayoutGuide.topAnchor, constant: -16)
    ])
  }
}
