// next.config.ts's header rules, matched as Next matches a `headers()` source (its own path matcher):
// which headers each kind of address gets.
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { describe, expect, it } from "vitest";
import { nextConfigSecurityHeaders } from "./security-headers";

/** The header names next.config.ts puts on `pathname` (production rules). */
function headersOn(pathname: string): string[] {
  return nextConfigSecurityHeaders(true)
    .filter((rule) => getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(pathname) !== false)
    .flatMap((rule) => rule.headers.map((h) => h.key));
}

describe("next.config.ts's security headers", () => {
  it("a public page gets its CSP and Referrer-Policy beside the headers every answer carries", () => {
    for (const pathname of ["/about", "/services", "/bookanappointment", "/contact"]) {
      expect(headersOn(pathname).sort(), pathname).toEqual(["Content-Security-Policy", "Permissions-Policy", "Referrer-Policy", "Strict-Transport-Security", "X-Content-Type-Options", "X-Frame-Options"]);
    }
    expect(headersOn("/admin/home")).not.toContain("Content-Security-Policy");
    expect(headersOn("/booking/abc")).not.toContain("Referrer-Policy");
  });

  it("the build's static files (scripts, stylesheets, fonts) carry nosniff alone: no document-only header", () => {
    for (const pathname of ["/_next/static/chunks/0abc123.js", "/_next/static/chunks/0abc123.css", "/_next/static/media/inter.woff2"]) {
      expect(headersOn(pathname), pathname).toEqual(["X-Content-Type-Options"]);
    }
    // Other /_next addresses (the image optimiser) and the staff worker keep every header.
    for (const pathname of ["/_next/image", "/sw.js", "/favicon.ico"]) {
      expect(headersOn(pathname).sort(), pathname).toEqual(["Content-Security-Policy", "Permissions-Policy", "Referrer-Policy", "Strict-Transport-Security", "X-Content-Type-Options", "X-Frame-Options"]);
    }
  });
});
