import FormRuntime
import Testing

/// The generated API of the presentation keys (issue 23), on the checkout example: placeholders, keyboards, secure
/// entry, subtitles, and a label's detail that follows the value it shows.
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
    #expect(checkout.detail(of: .orderSummary) == "1 item(s)")
    #expect(checkout.detail(of: .quantity) == nil)
    let update = try checkout.setQuantity(3)
    #expect(checkout.detail(of: .orderSummary) == "3 item(s)")
    // The label is reloaded in the update that changed the quantity.
    #expect(
      update.reloadedRowPositions.contains { checkout.engine.table.sections[$0.section].rows[$0.row] == "orderSummary" }
    )
  }
}
