// Email: the outbox every message goes through, delivery reports from the provider, and which
// bookings' emails bounced. The worker that delivers what is due lives in lib/jobs, above the domains
// whose jobs it also runs (reminders, deposits, retention); those domains send email through this entry.
import "server-only";
export * from "./booking-bounces";
export * from "./delivery-events";
export * from "./outbox";
