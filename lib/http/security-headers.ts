// Security headers. Two Content-Security-Policies (docs/SECURITY.md "Content-Security-Policy"):
// - the admin area and customers' private pages (/admin, /booking/*) are rendered per request, so
//   proxy.ts gives each response its own nonce: scripts need it ('nonce-…' 'strict-dynamic'), never
//   'unsafe-inline';
// - the statically generated public pages carry one policy from next.config.ts (no per-request
//   nonce is possible there), with hCaptcha's hosts only on the two pages that show the captcha.
// Edge-safe (proxy.ts imports it): no Node APIs.
const HCAPTCHA = "https://hcaptcha.com https://*.hcaptcha.com";
/** Remote storage images are served from (UploadThing; next.config.ts images.remotePatterns); local uploads are same-origin. */
export const STORAGE_IMAGE_HOSTS = ["https://*.ufs.sh"] as const;
/** The public pages that show the hCaptcha widget. */
export const CAPTCHA_PAGES = ["/bookanappointment", "/contact"] as const;

export interface CspOptions {
  isProduction: boolean;
  /** hCaptcha's hosts for scripts, styles, frames and connections. */
  captcha: boolean;
  /** Per-request nonce: scripts need it (or one of `scriptHashes`); no 'unsafe-inline'. */
  nonce?: string;
  /** 'sha256-…' sources of known inline scripts (the root layout's font release). */
  scriptHashes?: readonly string[];
}

export function contentSecurityPolicy({ isProduction, captcha, nonce, scriptHashes = [] }: CspOptions): string {
  const captchaHosts = captcha ? [HCAPTCHA] : [];
  const scriptSrc = nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...scriptHashes, ...captchaHosts] : ["'self'", "'unsafe-inline'", ...captchaHosts];
  if (!isProduction) scriptSrc.push("'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    `style-src ${["'self'", "'unsafe-inline'", ...captchaHosts].join(" ")}`,
    `img-src 'self' data: blob: ${STORAGE_IMAGE_HOSTS.join(" ")}`,
    "font-src 'self'",
    `connect-src ${["'self'", ...captchaHosts, ...(isProduction ? [] : ["ws:", "wss:"])].join(" ")}`,
    `frame-src ${captcha ? HCAPTCHA : "'none'"}`,
    // The staff area's service worker (/sw.js) and web app manifest: same origin only, named rather than
    // left to script-src, whose 'strict-dynamic' on nonce pages would not allow them.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

export const REFERRER_POLICY = "strict-origin-when-cross-origin";

const NOSNIFF = { key: "X-Content-Type-Options", value: "nosniff" };

/** Headers every answer carries but the build's static files, which get nosniff alone (CSP and Referrer-Policy are placed per path: see nextConfigSecurityHeaders). */
export function securityHeaders(isProduction: boolean): { key: string; value: string }[] {
  const headers = [
    NOSNIFF,
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ];
  if (isProduction) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  }
  return headers;
}

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

/**
 * next.config.ts's header rules. next.config headers replace a handler's or the proxy's own, so:
 * the static CSP skips /admin, /booking/* and /waitlist/* (proxy.ts sets their nonce policy) and the captcha pages
 * (their own rule); Referrer-Policy skips /api (apiRoute sets it unless the handler did, e.g. the
 * feed's no-referrer), /booking/* and /waitlist/* (proxy.ts: no-referrer). The build's static files
 * (/_next/static: scripts, stylesheets, fonts) get nosniff alone: a CSP, Referrer-Policy, X-Frame-Options
 * and Permissions-Policy act on the document that loads them, HSTS is taken from any answer of the host
 * (every page carries it), and on a script the ~550 bytes were a third of a small chunk's download.
 */
export function nextConfigSecurityHeaders(isProduction: boolean): HeaderRule[] {
  const captchaPages = CAPTCHA_PAGES.map((p) => `${p.slice(1)}$`).join("|");
  const staticCsp = { key: "Content-Security-Policy", value: contentSecurityPolicy({ isProduction, captcha: false }) };
  const captchaCsp = { key: "Content-Security-Policy", value: contentSecurityPolicy({ isProduction, captcha: true }) };
  const referrer = { key: "Referrer-Policy", value: REFERRER_POLICY };
  return [
    { source: "/_next/static/:path*", headers: [NOSNIFF] },
    { source: "/:path((?!_next/static/).*)", headers: securityHeaders(isProduction) },
    { source: `/:path((?!admin(?:/|$)|booking/|waitlist/|_next/static/|${captchaPages}).*)`, headers: [staticCsp] },
    ...CAPTCHA_PAGES.map((source) => ({ source, headers: [captchaCsp] })),
    { source: "/:path((?!api/|booking/|waitlist/|_next/static/).*)", headers: [referrer] },
  ];
}
