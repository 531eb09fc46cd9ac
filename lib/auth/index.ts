// Who is signed in and what they may do: sign-in and sessions, and the permission table (password resets,
// which email a link, are lib/users'). proxy.ts and lib/http import the module they need by path instead: the proxy
// runs before every request and reads the database only through ./accepted-session, before it re-signs a
// cookie (at most every few minutes per browser), and infrastructure does not reach for a
// domain's entry. The page guard (`./current`: redirects through next/navigation) is imported by path
// too, by pages only: this entry is loaded by jobs and scripts, where next/navigation cannot load.
import "server-only";
export * from "./admin-metadata";
export * from "./booking-links";
export * from "./calendar-feed-link";
export * from "./family-links";
export * from "./next-auth";
export * from "./next-auth-routes";
export * from "./password";
export * from "./permissions";
export * from "./refused-page";
export * from "./session";
export * from "./tokens";
