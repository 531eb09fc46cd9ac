// Deposits and payments: settings, each booking's deposit summary, Stripe Checkout from the
// private link, the webhook's exactly-once recording, offline payments and refunds. Every amount is
// integer cents; every write that decides on a booking's money holds that booking's row lock.
// One file per use case; this index is the domain's surface.
import "server-only";
export * from "./settings";
export * from "./summaries";
export * from "./checkout";
export * from "./checkout-return";
export * from "./webhook";
export * from "./refunds";
export * from "./overdue";
export { type LocalCheckout, decodeLocalCheckout, signedLocalCompletion, successUrlFor } from "./local-checkout";
export * from "./chair";
export type * from "./chair-dto";
export * from "./receipts";
export type * from "./receipt-dto";
