// Who is signed in and what they may do: sign-in and sessions, the page guard, password resets and
// the permission table. proxy.ts and lib/http import the module they need by path instead: the proxy
// runs before every request and must not load the database, and infrastructure does not reach for a
// domain's entry.
import "server-only";
export * from "./admin-metadata";
export * from "./booking-links";
export * from "./calendar-feed-link";
export * from "./current";
export * from "./next-auth";
export * from "./next-auth-routes";
export * from "./password";
export * from "./password-reset";
export * from "./permissions";
export * from "./session";
export * from "./tokens";
