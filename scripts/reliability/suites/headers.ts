// (e) Security headers on every public page (PUBLIC_NAV) and every admin page (ADMIN_ROUTES), signed in.
import { PUBLIC_NAV } from "../../../components/site/nav-links";
import { adminPagePaths, http, type Context, type SuiteResult } from "../support";

export function headerProblems(headers: Headers): string[] {
  const problems: string[] = [];
  const csp = headers.get("content-security-policy") ?? "";
  const directive = (name: string) => csp.split(";").map((d) => d.trim()).find((d) => d.startsWith(`${name} `) || d === name);
  if (!csp) problems.push("no Content-Security-Policy");
  else {
    if (directive("object-src") !== "object-src 'none'") problems.push(`CSP object-src is "${directive("object-src") ?? "missing"}"`);
    if (!directive("base-uri")) problems.push("CSP has no base-uri");
    if (directive("frame-ancestors") !== "frame-ancestors 'none'") problems.push(`CSP frame-ancestors is "${directive("frame-ancestors") ?? "missing"}"`);
  }
  if (headers.get("x-content-type-options") !== "nosniff") problems.push(`X-Content-Type-Options is "${headers.get("x-content-type-options")}"`);
  if (!headers.get("referrer-policy")) problems.push("no Referrer-Policy");
  const hsts = headers.get("strict-transport-security") ?? "";
  if (!/max-age=\d{7,}/.test(hsts)) problems.push(`HSTS missing or short in production mode ("${hsts}")`);
  return problems;
}

export async function securityHeaders(ctx: Context): Promise<SuiteResult> {
  const result: SuiteResult = { name: "(e) security headers", status: "pass", numbers: {}, failures: [], notes: [] };
  const pages = [
    ...PUBLIC_NAV.map((p) => ({ path: p.href, signedIn: false })),
    { path: "/admin/login", signedIn: false },
    ...(await adminPagePaths(ctx)).map((path) => ({ path, signedIn: true })),
  ];
  let checked = 0;
  for (const page of pages) {
    const answer = await http(`${ctx.app.baseUrl}${page.path}`, { headers: page.signedIn ? { Cookie: ctx.admin.cookie } : {} });
    if (answer.status !== 200) result.failures.push(`${page.path} → HTTP ${answer.status} (expected the page)`);
    const problems = headerProblems(answer.headers);
    for (const p of problems) result.failures.push(`${page.path}: ${p}`);
    checked += 1;
  }
  // Static assets and API answers carry them too.
  for (const path of ["/api/health", "/favicon.ico", "/robots.txt"]) {
    const answer = await http(`${ctx.app.baseUrl}${path}`);
    if (answer.status === 200) {
      for (const p of headerProblems(answer.headers)) result.failures.push(`${path}: ${p}`);
      checked += 1;
    }
  }
  result.numbers["pages and files checked"] = checked;
  result.numbers["missing headers"] = result.failures.length;
  if (result.failures.length) result.status = "fail";
  return result;
}
