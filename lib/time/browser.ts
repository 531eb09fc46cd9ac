// The browser entry of lib/time: calendar days (./days) and competition-zone formatting (./zoned), every
// zone passed in. It imports no configuration: client components get the studio zone from the server
// (useStudioZone in the staff panel, a prop from the page on the public site). The server entry
// (./index.ts) adds the functions whose zone defaults to the studio's (STUDIO_TIMEZONE, read from lib/env).
export * from "./days";
export * from "./staff-dates";
export * from "./us-states";
export * from "./zoned";
