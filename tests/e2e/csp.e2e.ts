// The Content-Security-Policy (and Referrer-Policy): the Content-Security-Policy of each kind of page
// against the production build. Admin pages and /booking/* get a per-request nonce from proxy.ts;
// the static public pages keep their policy, with hCaptcha's hosts only where the captcha is.
import { expect, test } from "@playwright/test";
import { apiLogin, pageLogin } from "./support/auth";

const directive = (csp: string, name: string) => csp.split(";").map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? "";

test.describe("Content-Security-Policy", () => {
  // Two sign-ins and three admin page loads: room for a loaded test machine.
  test.describe.configure({ timeout: 120_000 });
  test("an admin page: a per-request nonce with 'strict-dynamic' and no 'unsafe-inline' for scripts; an injected script without the nonce is refused", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await pageLogin(page, "/admin/home");
    const answer = await page.goto("/admin/home");
    const csp = answer!.headers()["content-security-policy"] ?? "";
    const scriptSrc = directive(csp, "script-src");
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(directive(csp, "img-src")).toBe("img-src 'self' data: blob: https://*.ufs.sh");
    expect(csp).not.toContain("hcaptcha");
    // A fresh nonce per request.
    const again = (await page.request.get("/admin/home")).headers()["content-security-policy"];
    expect(again).not.toBe(csp);

    // The page itself works under the policy: Next's scripts carry the nonce (the screen hydrates).
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);

    // A <script> injected into the page's HTML without the nonce (what a stored XSS would do) does not
    // run, and the browser reports the violation; the page's own scripts still run.
    await page.route("**/admin/home", async (route) => {
      const original = await route.fetch();
      const html = (await original.text()).replace("</body>", "<script>window.__injected = true;</script></body>");
      await route.fulfill({ response: original, body: html });
    });
    const injected = await page.goto("/admin/home");
    expect(directive(injected!.headers()["content-security-policy"] ?? "", "script-src")).not.toContain("'unsafe-inline'");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations.join("\n")).toMatch(/Refused to execute inline script|Executing inline script violates/);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected === true)).toBe(false);
  });

  test("the sign-in page has its nonce policy too, and still signs in", async ({ page }) => {
    const answer = await page.goto("/admin/login");
    expect(directive(answer!.headers()["content-security-policy"] ?? "", "script-src")).toMatch(/'nonce-/);
    await pageLogin(page, "/admin/home");
    await expect(page).toHaveURL(/\/admin\/home/);
  });

  test("static public pages keep their policy; hCaptcha's hosts only on the captcha pages; img-src only the storage hosts", async ({ request }) => {
    for (const path of ["/", "/about", "/services", "/gallery", "/schedule"]) {
      const csp = (await request.get(path)).headers()["content-security-policy"] ?? "";
      expect(directive(csp, "script-src"), path).toBe("script-src 'self' 'unsafe-inline'");
      expect(csp, path).not.toContain("hcaptcha");
      expect(directive(csp, "img-src"), path).toBe("img-src 'self' data: blob: https://*.ufs.sh");
      expect(directive(csp, "frame-src"), path).toBe("frame-src 'none'");
    }
    for (const path of ["/bookanappointment", "/contact"]) {
      const csp = (await request.get(path)).headers()["content-security-policy"] ?? "";
      expect(directive(csp, "script-src"), path).toBe("script-src 'self' 'unsafe-inline' https://hcaptcha.com https://*.hcaptcha.com");
      expect(directive(csp, "frame-src"), path).toBe("frame-src https://hcaptcha.com https://*.hcaptcha.com");
      expect(directive(csp, "img-src"), path).toBe("img-src 'self' data: blob: https://*.ufs.sh");
    }
    // API answers still carry a policy (object-src, frame-ancestors) and a Referrer-Policy.
    const health = await request.get("/api/health");
    expect(directive(health.headers()["content-security-policy"] ?? "", "object-src")).toBe("object-src 'none'");
    expect(health.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  test("a route's own Referrer-Policy stands: the staff calendar feed answers no-referrer (item 8)", async ({ request }) => {
    const admin = await apiLogin(request);
    const made = await request.post("/api/calendar/feed", { headers: admin.headers });
    expect(made.status()).toBe(200);
    const { feed } = (await made.json()) as { feed: { url: string } };
    const answer = await request.get(new URL(feed.url).pathname);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["referrer-policy"]).toBe("no-referrer");
  });
});
