// Runs once when a server instance starts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { logCaptchaConfiguration } = await import("./lib/captcha");
  logCaptchaConfiguration();
  const { startOutboxWorker } = await import("./lib/email/worker");
  startOutboxWorker();
}
