// The running estimate the public booking form shows before sending: a sum of the services' list
// prices, never a quote (the studio confirms the final price). Client-safe; the payments domain's
// deposits and money status compute from it (lib/payments/dto re-exports it).

export interface EstimateDay {
  services: string;
  additionalServices: readonly string[];
}

/** The estimate in integer cents (deposits compute from this, never from a float sum). */
export function estimateBookingCents(days: readonly EstimateDay[], priceOf: (serviceId: string) => number | undefined): number {
  return days.reduce((sum, day) => {
    const ids = [day.services, ...day.additionalServices].filter(Boolean);
    return sum + ids.reduce((daySum, id) => daySum + Math.round((priceOf(id) ?? 0) * 100), 0);
  }, 0);
}

/** The sum of each day's service and additional services at their listed prices; unknown ids count 0. */
export function estimateBookingTotal(days: readonly EstimateDay[], priceOf: (serviceId: string) => number | undefined): number {
  return estimateBookingCents(days, priceOf) / 100;
}

/** The site's one price format ("$85", "$1,085", "$12.50"), re-exported for the money screens. */
export { formatPrice } from "./format";
