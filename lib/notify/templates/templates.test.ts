import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactNotificationEmail, contactNotificationEmail } from "./contact-notification";
import { EmailDetails, EmailLayout, EmailQuote, renderEmail } from "./layout";
import { renderStaticMarkup } from "./static-markup";

const visitor = {
  fullName: `Ana "Quick" O'Neil <script>`,
  emailAddress: "ana@example.org",
  phone: "(555) 123-4567",
  message: "Line one & two\n<b>not bold</b>",
  createdAt: new Date("2026-03-08T15:30:00Z"),
};

describe("static markup renderer", () => {
  it("renders the same HTML as react-dom/server for the email templates", () => {
    const elements = [
      createElement(EmailDetails, { rows: [["A", "1"], ["B", createElement("a", { href: "mailto:x@y.z" }, "x@y.z")]] }),
      createElement(EmailQuote, null, "a\nb", 0, false, null, ["c", "d"]),
      createElement(Fragment, null, createElement("br"), createElement("hr", { style: { borderTop: 0 } }), createElement("td", { colSpan: 2, "aria-hidden": true, "data-x": false })),
      createElement("div", { style: { lineHeight: 1.5, marginTop: 0, padding: 12, fontWeight: 600, WebkitTextSizeAdjust: "100%", msTextSizeAdjust: "100%", color: "" }, className: "c" }, "x"),
    ];
    for (const element of elements) expect(renderStaticMarkup(element)).toBe(renderToStaticMarkup(element));
  });

  it("renders whole emails like react-dom/server apart from React's <head> reordering", () => {
    const body = (html: string) => html.slice(html.indexOf("<body"));
    for (const element of [
      createElement(EmailLayout, { heading: "Hi", preview: "Preview" }, createElement("p", null, "Body")),
      createElement(ContactNotificationEmail, visitor),
      createElement(ContactNotificationEmail, { ...visitor, message: "" }),
    ]) {
      const ours = renderStaticMarkup(element);
      expect(ours.startsWith('<html lang="en"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/>')).toBe(true);
      expect(body(ours)).toBe(body(renderToStaticMarkup(element)));
    }
  });

  it("escapes what visitors type and refuses what it cannot render", () => {
    expect(renderStaticMarkup(createElement("p", { title: `"'<>&` }, "<b>&</b>"))).toBe('<p title="&quot;&#x27;&lt;&gt;&amp;">&lt;b&gt;&amp;&lt;/b&gt;</p>');
    expect(() => renderStaticMarkup(createElement(() => Promise.resolve(null) as never))).toThrow(/async/);
    // (react-dom/server would also emit a <link rel="preload"> for every image; useless in an email.)
    expect(renderStaticMarkup(createElement("img", { src: "/x.png", alt: "", width: 40 }))).toBe('<img src="/x.png" alt="" width="40"/>');
  });
});

describe("contact notification email", () => {
  it("is branded, escapes the visitor's text and has a plain-text version", () => {
    process.env.STUDIO_NAME = "Test Studio";
    process.env.STUDIO_PHONE = "(555) 000-1111";
    const email = contactNotificationEmail(visitor);
    expect(email.subject).toBe(`New contact message from Ana "Quick" O'Neil <script>`);
    expect(email.html.startsWith("<!DOCTYPE html><html")).toBe(true);
    expect(email.html).toContain("Test Studio");
    expect(email.html).toContain('href="tel:5550001111"');
    expect(email.html).toContain("&lt;script&gt;");
    expect(email.html).not.toContain("<script>");
    // 8 March 2026 is the day New York moves to daylight time.
    expect(email.html).toContain("March 8, 2026 at 11:30 AM EDT");
    expect(email.text).toContain("Name: Ana \"Quick\" O'Neil <script>");
    expect(email.text).toContain("Line one & two\n<b>not bold</b>");
    expect(email.text.trim().endsWith("http://localhost:3000")).toBe(true);
    expect(email.text).toContain("Test Studio\nCall or text (555) 000-1111");
  });

  it("keeps the subject on one line", () => {
    expect(contactNotificationEmail({ ...visitor, fullName: "Eve\r\nBcc: x@y.z" }).subject).toBe("New contact message from Eve Bcc: x@y.z");
  });

  it("renderEmail prefixes a doctype", () => {
    expect(renderEmail(createElement("p", null, "x"), " hi ").html).toBe("<!DOCTYPE html><p>x</p>");
  });
});
