// Runs once when a server instance starts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // Next's cache reads one clock and stamps with another; after a wall-clock jump, revalidateTag would be
  // ignored for the size of the jump (lib/cache/clock.ts, decision 0021).
  const { alignPerformanceClock } = await import("./lib/cache/clock");
  alignPerformanceClock();
  // A bad or missing setting (a production secret, TRUSTED_PROXY_HOPS, a time zone…) stops the server
  // here with one line, rather than failing later on a visitor's request.
  const { stopOnInvalidEnv } = await import("./lib/env-startup");
  stopOnInvalidEnv();
  const { logCaptchaConfiguration } = await import("./lib/captcha");
  logCaptchaConfiguration();
  const { startOutboxWorker } = await import("./lib/jobs");
  startOutboxWorker();
}
