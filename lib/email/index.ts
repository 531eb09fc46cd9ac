// Email: the outbox every message goes through, delivery reports from the provider, and which
// bookings' emails bounced. The worker (worker.ts) is not re-exported: it runs other domains' jobs
// (reminders, deposits, retention), and those domains send email through this entry.
import "server-only";
export * from "./booking-bounces";
export * from "./delivery-events";
export * from "./outbox";
