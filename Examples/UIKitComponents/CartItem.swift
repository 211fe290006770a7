import Foundation

/// One line of a shopping cart.
public struct CartItem: Equatable, Sendable {
  public var name: String
  public var detail: String
  public var symbolName: String
  public var price: Decimal
  public var quantity: Int

  public init(name: String, detail: String, symbolName: String, price: Decimal, quantity: Int) {
    self.name = name
    self.detail = detail
    self.symbolName = symbolName
    self.price = price
    self.quantity = quantity
  }

  /// The price of the line: the unit price times the quantity.
  public var total: Decimal { price * Decimal(quantity) }

  /// A cart to show in the gallery and the tests.
  public static let samples = [
    CartItem(
      name: "Ceramic pour-over set", detail: "Stoneware, matte white", symbolName: "cup.and.saucer",
      price: 42, quantity: 1),
    CartItem(
      name: "Single-origin coffee beans, washed Ethiopian Yirgacheffe",
      detail: "250 g, whole bean, roasted this week", symbolName: "leaf", price: 16.5, quantity: 2),
    CartItem(
      name: "Paper filters", detail: "Pack of 100", symbolName: "square.stack", price: 6,
      quantity: 1),
  ]
}

/// How the sample formats money: a dollar sign and two decimals, the same on every platform.
public func formattedPrice(_ amount: Decimal) -> String {
  let cents = NSDecimalNumber(decimal: amount * 100).intValue
  let dollars = cents / 100
  let remainder = cents % 100
  return "$\(dollars).\(remainder < 10 ? "0" : "")\(remainder)"
}
