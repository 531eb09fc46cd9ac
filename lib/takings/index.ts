// Takings: the close of a competition day (by stylist and method, tips, deposits applied, refunds,
// what is still owed, the desk's cash count) and the season view, every figure from Payment rows.
import "server-only";
export * from "./close-day";
export * from "./cash-count";
export * from "./csv";
