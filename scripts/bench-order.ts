/** The guest order the benchmark suites place (orders, payments): one of each product, courier delivery, terms accepted. */
export function benchOrderBody(skus: string[], email: string, payment: { code: string; additional?: Record<string, unknown> }) {
  return {
    user_id: "",
    cart_id: "",
    products: skus.map((sku) => ({ sku, qty: 1, price: 1 })),
    addressInformation: {
      billingAddress: {
        firstname: "Jan",
        lastname: "Kowalski",
        street: ["ul. Prosta 49"],
        city: "Warszawa",
        postcode: "00-838",
        country_id: "PL",
        telephone: "600100200",
        email,
      },
      shipping_carrier_code: "flatrate",
      shipping_method_code: "flatrate",
      payment_method_code: payment.code,
      ...(payment.additional ? { payment_method_additional: payment.additional } : {}),
    },
    checkout: { customer_type: "private", consents: { rules: true } },
  };
}
