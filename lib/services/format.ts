const whole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$85" for whole dollars, "$92.50" otherwise — never "$92.5". */
export function formatPrice(price: number): string {
  return Number.isInteger(price) ? whole.format(price) : cents.format(price);
}
