// Email: the notification outbox every email and text goes through, and the provider's delivery reports. Which bookings'
// emails bounced is read by lib/bookings (email-bounces.ts); the worker that delivers what is due lives in
// lib/jobs, above the domains whose jobs it also runs. Those domains send email through this entry.
import "server-only";
export * from "./delivery-events";
export * from "./outbox";
