import FormRuntime
import Foundation
import GeneratedForms
import Testing

/// The generated API of the presentation keys (issue 23), on the checkout example: placeholders, keyboards, secure
/// entry, subtitles, a label's detail that follows the value it shows, and option titles.
@Suite struct GeneratedPresentationTests {
  @Test func checkoutPresentsItsRows() throws {
    var checkout = CheckoutForm()
    #expect(checkout.placeholder(of: .giftMessage) == "Happy birthday!")
    #expect(checkout.placeholder(of: .fullName) == "As on your card")
    #expect(checkout.keyboard(of: .postcode) == .number)
    #expect(checkout.keyboard(of: .fullName) == nil)
    #expect(checkout.isSecure(.cvc) && !checkout.isSecure(.expiry))
    #expect(checkout.subtitle(of: .cardNumber) == "Visa, Mastercard or Amex")
    #expect(checkout.subtitle(of: .quantity) == nil)
    #expect(checkout.detail(of: .orderSummary) == "1 item(s), tip 0.00")
    #expect(checkout.detail(of: .quantity) == nil)
    let update = try checkout.setQuantity(3)
    #expect(checkout.detail(of: .orderSummary) == "3 item(s), tip 0.00")
    // The label is reloaded in the update that changed the quantity.
    #expect(
      update.reloadedRowPositions.contains { checkout.engine.table.sections[$0.section].rows[$0.row] == "orderSummary" }
    )
    // A decimal shows every digit of its precision; the typed API takes and gives `Decimal`, exactly.
    let tip = try #require(Decimal(string: "7.5", locale: Locale(identifier: "en_US_POSIX")))
    _ = try checkout.setTip(tip)
    #expect(checkout.tip == tip)
    #expect(checkout.detail(of: .orderSummary) == "3 item(s), tip 7.50")
    #expect(checkout.engine.isShown("tipThanks"))
    let tooPrecise = try #require(Decimal(string: "7.505", locale: Locale(identifier: "en_US_POSIX")))
    #expect(throws: FormEventError.self) { try checkout.setTip(tooPrecise) }
    #expect(checkout.tip == tip)
  }

  /// The option enums keep the values as raw values and give each option's title (its value without one); the
  /// typed setter stores the value, and the engine's row shows the title.
  @Test func optionEnumsGiveTitles() throws {
    #expect(CheckoutForm.MethodOption.allCases.map(\.rawValue) == ["card", "invoice", "paypal"])
    #expect(
      CheckoutForm.MethodOption.allCases.map(\.title) == [
        "Credit or debit card", "Invoice (pay within 30 days)", "PayPal",
      ])
    #expect(TasksForm.TagsOption.allCases.map(\.title) == ["home", "At work"])
    var checkout = CheckoutForm()
    _ = try checkout.setMethod(.paypal)
    #expect(checkout.engine.value(of: "method") == .string("paypal"))
    #expect(checkout.engine.row("method")?.valueTitle == CheckoutForm.MethodOption.paypal.title)
  }
}
