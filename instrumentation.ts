// Runs once when a server instance starts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // A wrong TRUSTED_PROXY_HOPS would make every per-address limit count the wrong address: refuse to start.
  const { trustedProxyHops } = await import("./lib/http/client-ip");
  trustedProxyHops();
  const { logCaptchaConfiguration } = await import("./lib/captcha");
  logCaptchaConfiguration();
  const { startOutboxWorker } = await import("./lib/email/worker");
  startOutboxWorker();
}
