// (d) Stored XSS: OWASP-style payloads through every field a public page renders, written with the
// admin APIs present on the branch, then every public page (and the admin pages) opened in Chromium.
// A payload that runs either opens a dialog or sets window.__xss.
import { chromium, type Page } from "@playwright/test";
import { BROWSER_ARGS, requireBrowser } from "../../lib/browser";
import { PUBLIC_NAV } from "../../../components/site/nav-links";
import { routeHandles } from "../../../tests/e2e/support/routes";
import { adminPagePaths, http, json, nextIp, type Context, type SuiteResult } from "../support";

export const XSS_PAYLOADS = [
  "<script>alert(1)</script>",
  "<script>window.__xss=1</script>",
  "<img src=x onerror=alert(1)>",
  "<img src=x onerror=\"window.__xss=1\">",
  "<svg/onload=alert(1)>",
  "<svg><script>window.__xss=1</script></svg>",
  "\"><script>alert(1)</script>",
  "'><img src=x onerror=alert(1)>",
  "</title><script>alert(1)</script>",
  "</textarea><script>alert(1)</script>",
  "<body onload=alert(1)>",
  "<iframe src=\"javascript:alert(1)\"></iframe>",
  "<iframe srcdoc=\"<script>parent.__xss=1</script>\"></iframe>",
  "<a href=\"javascript:alert(1)\">x</a>",
  "<a href=\"jav&#x09;ascript:alert(1)\">x</a>",
  "<details open ontoggle=alert(1)>",
  "<input autofocus onfocus=alert(1)>",
  "<video><source onerror=\"alert(1)\">",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "<object data=\"javascript:alert(1)\">",
  "<embed src=\"javascript:alert(1)\">",
  "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
  "<style>@import 'javascript:alert(1)';</style>",
  "<div style=\"background:url(javascript:alert(1))\">",
  "<IMG SRC=JaVaScRiPt:alert(1)>",
  "<IMG \"\"\"><SCRIPT>alert(1)</SCRIPT>\">",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<<SCRIPT>alert(1);//<</SCRIPT>",
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  "<form><button formaction=javascript:alert(1)>x</button></form>",
  "javascript:/*--></title></style></textarea></script><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+alert(1)//'>",
  "{{constructor.constructor('alert(1)')()}}",
  "\u003cscript\u003ealert(1)\u003c/script\u003e",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "<base href=\"javascript:alert(1)//\">",
  "<link rel=import href=\"data:text/html,<script>alert(1)</script>\">",
  "<template><script>alert(1)</script></template><img src=x onerror=alert(1)>",
];

type Injected = { where: string; marker: string };

function deepReplaceStrings(value: unknown, next: () => string): unknown {
  if (typeof value === "string") return next();
  if (Array.isArray(value)) return value.map((v) => deepReplaceStrings(v, next));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === "_id" || k.endsWith("Id") || k === "id" ? v : deepReplaceStrings(v, next)]));
  return value;
}

async function inject(ctx: Context, result: SuiteResult): Promise<Injected[]> {
  const injected: Injected[] = [];
  const base = ctx.app.baseUrl;
  const headers = { ...ctx.admin.headers, "content-type": "application/json", "x-forwarded-for": nextIp() };
  const send = (method: string, path: string, body: unknown) => http(`${base}${path}`, { method, headers, body: JSON.stringify(body) });

  // Events: /schedule and the booking form render name, location, address, city.
  if (routeHandles("/api/events/create", "POST")) {
    await send("PUT", "/api/events/settings", { numUpcomingEvents: 100, autoDisplay: true });
    const start = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    let created = 0;
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const marker = `XSSEV${i}Q`;
      const answer = await send("POST", "/api/events/create", {
        eventName: `${marker} ${payload}`.slice(0, 200),
        locationName: payload.slice(0, 200),
        address: payload.slice(0, 300),
        city: payload.slice(0, 120),
        eventStartDate: start,
        eventEndDate: start,
        showEvent: true,
      });
      if (answer.status === 201) {
        created += 1;
        injected.push({ where: "event", marker });
      } else result.notes.push(`event with payload ${i} refused: ${answer.status} ${answer.text.slice(0, 120)}`);
    }
    result.numbers["events stored with payloads"] = created;
  } else result.failures.push("POST /api/events/create does not exist: events could not be tested");

  // Services: /services and the booking form render title, time, note.
  if (routeHandles("/api/servicesList", "POST")) {
    let created = 0;
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const marker = `XSSSV${i}Q`;
      const answer = await send("POST", "/api/servicesList", { title: `${marker} ${payload}`.slice(0, 200), price: 10, time: payload.slice(0, 100), note: payload, category: "Women" });
      if (answer.status < 300) {
        created += 1;
        injected.push({ where: "service", marker });
      } else result.notes.push(`service with payload ${i} refused: ${answer.status} ${answer.text.slice(0, 120)}`);
    }
    result.numbers["services stored with payloads"] = created;
  } else result.failures.push("POST /api/servicesList does not exist: services could not be tested");

  // Content pages: every string of the current document replaced by a payload (rich text is sanitised server-side).
  for (const page of ["page_home", "page_about", "page_services"]) {
    if (!routeHandles(`/api/content/${page}`, "PUT") || !routeHandles(`/api/content/${page}`, "GET")) {
      result.failures.push(`GET/PUT /api/content/${page} does not exist: ${page} could not be tested`);
      continue;
    }
    const current = json<unknown>(await http(`${base}/api/content/${page}`));
    let n = 0;
    const body = deepReplaceStrings(current, () => {
      const marker = `XSSCT${page.length}${n}Q`;
      const payload = XSS_PAYLOADS[n % XSS_PAYLOADS.length];
      n += 1;
      injected.push({ where: page, marker });
      return `${marker} ${payload}`;
    });
    const answer = await send("PUT", `/api/content/${page}`, body);
    result.numbers[`${page} strings replaced`] = n;
    if (answer.status >= 300) result.notes.push(`PUT /api/content/${page} with payloads → ${answer.status} ${answer.text.slice(0, 160)}`);
  }
  return injected;
}

export async function storedXss(ctx: Context): Promise<SuiteResult> {
  const result: SuiteResult = { name: "(d) stored XSS in Chromium", status: "pass", numbers: {}, failures: [], notes: [] };
  const injected = await inject(ctx, result);
  const browser = await chromium.launch({ executablePath: requireBrowser("tests"), args: [...BROWSER_ARGS, "--disable-dev-shm-usage"] });
  const executions: string[] = [];
  const seen = new Set<string>();
  let visits = 0;
  try {
    const context = await browser.newContext({ baseURL: ctx.app.baseUrl });
    const url = new URL(ctx.app.baseUrl);
    await context.addCookies(ctx.admin.cookie.split("; ").filter(Boolean).map((pair) => {
      const [name, ...rest] = pair.split("=");
      return { name, value: rest.join("="), domain: url.hostname, path: "/" };
    }));
    const page: Page = await context.newPage();
    let current = "";
    page.on("dialog", async (dialog) => {
      executions.push(`${current}: dialog "${dialog.message()}"`);
      await dialog.dismiss().catch(() => undefined);
    });
    const paths = [...PUBLIC_NAV.map((p) => p.href), ...(await adminPagePaths(ctx))];
    for (const path of paths) {
      // Twice: the first visit after a write may be served stale while the page regenerates.
      for (let pass = 0; pass < 2; pass += 1) {
        current = path;
        const response = await page.goto(path, { waitUntil: "load", timeout: 30_000 }).catch(() => null);
        if (!response || response.status() >= 400) {
          result.failures.push(`${path} could not be visited (${response ? `HTTP ${response.status()}` : "no answer"}): its payloads were not checked`);
          break;
        }
        visits += 1;
        await page.waitForTimeout(500);
        // Open <details>, focus inputs, hover: event-handler payloads get their chance.
        await page.mouse.move(200, 300).catch(() => undefined);
        const flag = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss).catch(() => undefined);
        if (flag) executions.push(`${path}: window.__xss set`);
        const text = await page.evaluate(() => document.body.innerText).catch(() => "");
        for (const item of injected) if (text.includes(item.marker)) seen.add(item.marker);
      }
    }
    await context.close();
  } finally {
    await browser.close();
  }
  result.numbers["payloads in corpus"] = XSS_PAYLOADS.length;
  result.numbers["stored strings with payloads"] = injected.length;
  result.numbers["of them visibly rendered as text"] = seen.size;
  result.numbers["page visits"] = visits;
  result.numbers["script executions"] = executions.length;
  if (executions.length) result.failures.push(...executions.slice(0, 20));
  if (!injected.length) result.failures.push("no payload was stored: nothing was tested");
  if (result.failures.length) result.status = "fail";
  return result;
}
