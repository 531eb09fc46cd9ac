// Built on first use, not when the module loads: the first Intl formatter a page builds loads the
// browser's locale data (~50 ms at a phone's speed), and client screens that only import this module
// (the run sheet's rows, through the money rule) then paid it while hydrating.
let formats: { whole: Intl.NumberFormat; cents: Intl.NumberFormat } | undefined;

/** "$85" for whole dollars, "$92.50" otherwise — never "$92.5". */
export function formatPrice(price: number): string {
  formats ??= {
    whole: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
    cents: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
  return Number.isInteger(price) ? formats.whole.format(price) : formats.cents.format(price);
}
