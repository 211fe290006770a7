// UIKit's names for the Trellis types that are the same thing: a file written against UIKit uses
// these, a Trellis test uses the Trellis names; both are the same type.

// MARK: Views and view controllers

public typealias UIView = View
public typealias UIViewController = ViewController
public typealias UIStackView = StackView
public typealias UIScrollView = ScrollView
public typealias UIScrollViewDelegate = ScrollViewDelegate
public typealias UIImageView = ImageView
public typealias UILabel = Label

// MARK: Controls

public typealias UIControl = Control
public typealias UIButton = Button
public typealias UITextField = TextField
public typealias UISwitch = Switch
public typealias UISlider = Slider
public typealias UISegmentedControl = SegmentedControl
public typealias UIPageControl = PageControl
public typealias UIProgressView = ProgressView
public typealias UIActivityIndicatorView = ActivityIndicatorView
public typealias UIVisualEffect = VisualEffect
public typealias UIBlurEffect = BlurEffect
public typealias UIVibrancyEffect = VibrancyEffect
public typealias UIVibrancyEffectStyle = VibrancyEffect.Style
public typealias UIVisualEffectView = VisualEffectView

// MARK: Lists

public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UICollectionView = CollectionView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionViewLayout = CollectionViewLayout
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewDelegate = CollectionViewDelegate
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
public typealias UIListContentConfiguration = ListContentConfiguration
public typealias UICellConfigurationState = CellConfigurationState
public typealias UIConfigurationState = ConfigurationState
public typealias UIConfigurationStateCustomKey = ConfigurationStateCustomKey

// MARK: Auto Layout

public typealias NSLayoutConstraint = LayoutConstraint
public typealias NSLayoutAnchor = LayoutAnchor
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension
public typealias UILayoutGuide = LayoutGuide
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
public typealias UILayoutPriority = LayoutPriority

// MARK: Geometry, text and appearance

public typealias UIEdgeInsets = EdgeInsets
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
public typealias UIColor = Color
public typealias UIFont = Font
public typealias UIFontMetrics = FontMetrics
public typealias UIImage = Image
public typealias NSTextAlignment = TextAlignment
public typealias NSLineBreakMode = LineBreakMode
public typealias CALayer = Layer

// MARK: Traits

public typealias UITraitCollection = TraitCollection
public typealias UITraitOverrides = TraitOverrides
public typealias UIContentSizeCategory = ContentSizeCategory
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
public typealias UISemanticContentAttribute = SemanticContentAttribute
public typealias UIAccessibilityTraits = AccessibilityTraits
public typealias UIUserInterfaceStyle = UserInterfaceStyle
public typealias UITraitEnvironment = TraitEnvironment
public typealias UITraitChangeObservable = TraitChangeObservable
public typealias UITraitChangeRegistration = TraitChangeRegistration
public typealias UITraitDefinition = TraitDefinition
public typealias UITrait = Trait
public typealias UITraitHorizontalSizeClass = TraitHorizontalSizeClass
public typealias UITraitVerticalSizeClass = TraitVerticalSizeClass
public typealias UITraitLayoutDirection = TraitLayoutDirection
public typealias UITraitDisplayScale = TraitDisplayScale
public typealias UITraitPreferredContentSizeCategory = TraitPreferredContentSizeCategory
public typealias UITraitUserInterfaceIdiom = TraitUserInterfaceIdiom
public typealias UITraitUserInterfaceStyle = TraitUserInterfaceStyle

// UIKit nests the autoresizing mask in UIView (`UIView.AutoresizingMask`); Trellis declares it at
// the top level.
extension View {
  public typealias AutoresizingMask = LayoutEngine.AutoresizingMask
}

// MARK: Actions, menus, bars, screen

public typealias UIAction = Action
public typealias UIMenu = Menu
public typealias UIMenuElement = MenuElement
public typealias UIDeferredMenuElement = DeferredMenuElement
public typealias UIBarButtonItem = BarButtonItem
public typealias UINavigationItem = NavigationItem
public typealias UITabBarItem = TabBarItem
public typealias UINavigationController = NavigationController
public typealias UITabBarController = TabBarController
public typealias UINavigationBar = NavigationBar
public typealias UIToolbar = Toolbar
public typealias UITabBar = TabBar
public typealias UIScreen = Screen

// MARK: Touches

public typealias UITouch = Touch
public typealias UIEvent = Event

// MARK: Layers and text input

public typealias CACornerMask = Layer.CornerMask
public typealias CALayerCornerCurve = Layer.CornerCurve
public typealias CAGradientLayer = GradientLayer
public typealias CAGradientLayerType = GradientLayer.GradientType
public typealias CAShapeLayer = ShapeLayer
public typealias CAShapeLayerLineCap = ShapeLayer.LineCap
public typealias CAShapeLayerLineJoin = ShapeLayer.LineJoin
public typealias CAShapeLayerFillRule = ShapeLayer.FillRule
public typealias CAAnimation = LayerAnimation
public typealias CAPropertyAnimation = PropertyAnimation
public typealias CABasicAnimation = BasicAnimation
public typealias CASpringAnimation = SpringAnimation
public typealias CAKeyframeAnimation = KeyframeAnimation
public typealias CAAnimationGroup = AnimationGroup
public typealias CAAnimationDelegate = LayerAnimationDelegate
public typealias CAMediaTimingFunction = MediaTimingFunction
public typealias CAMediaTimingFunctionName = MediaTimingFunction.Name
public typealias CAMediaTimingFillMode = MediaTimingFillMode
#if !canImport(Darwin)
  /// Core Graphics's path where the platform has none (Linux): Trellis's ``Path``, which
  /// `UIBezierPath.cgPath` gives and `CAShapeLayer.path` takes.
  public typealias CGPath = Path
  public typealias CGMutablePath = Path
#endif
public typealias UIKeyboardType = KeyboardType
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
public typealias UITextAutocorrectionType = TextAutocorrectionType
public typealias UITextSpellCheckingType = TextSpellCheckingType
public typealias UIReturnKeyType = ReturnKeyType
public typealias UITextContentType = TextContentType
