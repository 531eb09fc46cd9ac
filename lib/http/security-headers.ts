// Static-page-compatible CSP (no nonces): scripts from self plus hCaptcha where the widget is used.
const HCAPTCHA = "https://hcaptcha.com https://*.hcaptcha.com";

export function contentSecurityPolicy(isProduction: boolean): string {
  const scriptSrc = ["'self'", "'unsafe-inline'", HCAPTCHA, ...(isProduction ? [] : ["'unsafe-eval'"])];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    `style-src 'self' 'unsafe-inline' ${HCAPTCHA}`,
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self' ${HCAPTCHA}${isProduction ? "" : " ws: wss:"}`,
    `frame-src ${HCAPTCHA}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

export function securityHeaders(isProduction: boolean): { key: string; value: string }[] {
  const headers = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(isProduction) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ];
  if (isProduction) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  }
  return headers;
}
