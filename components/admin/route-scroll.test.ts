// A sidebar link opened Manage Events 93 px down (the header and the main padding): globals.css scrolls
// <html> smoothly, and without data-scroll-behavior="smooth" on <html> Next runs its route-change scroll with
// the smooth behaviour on. Its `scrollTop = 0` then only starts an animation, its next check still finds the
// new page above the viewport, and it calls scrollIntoView() on the page's first element.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

const font = (name: string) => ({ variable: `font-${name}`, className: name, style: { fontFamily: `"${name}"` } });
vi.mock("@/app/fonts", () => ({ sans: font("sans"), serif: font("serif"), serifItalic: font("serif-italic") }));

const root = path.resolve(import.meta.dirname, "..", "..");

/** The attributes of the <html> element the root layout renders. */
async function htmlAttributes(): Promise<Record<string, string>> {
  const { default: RootLayout } = await import("@/app/layout");
  const markup = renderToStaticMarkup(createElement(RootLayout, null, null));
  const tag = /<html\b([^>]*)>/.exec(markup)?.[1] ?? "";
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

describe("a route change scrolls without the page's smooth scrolling", () => {
  it("globals.css scrolls <html> smoothly (the reason the root layout must say so)", () => {
    expect(readFileSync(path.join(root, "app", "globals.css"), "utf8")).toMatch(/html\s*{\s*scroll-behavior:\s*smooth;/);
  });

  it("the root layout's <html> carries data-scroll-behavior=\"smooth\", Next's documented switch that turns smooth scrolling off during a route change", async () => {
    expect((await htmlAttributes())["data-scroll-behavior"]).toBe("smooth");
  });
});
