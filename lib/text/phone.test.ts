import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dialableNumber, displayE164, smsHref, telHref } from "./phone";

describe("phone links: the digits and a leading + of what was typed", () => {
  it.each([
    ["555-0101", "tel:5550101", "sms:5550101"],
    ["(312) 555-0199", "tel:3125550199", "sms:3125550199"],
    ["+1 312 555 0199", "tel:+13125550199", "sms:+13125550199"],
  ])("%j dials %j and texts %j", (phone, tel, sms) => {
    expect(telHref(phone)).toBe(tel);
    expect(smsHref(phone)).toBe(sms);
  });

  it("keeps a + only in front of the number", () => {
    expect(dialableNumber("312+555+0199")).toBe("3125550199");
    expect(dialableNumber(" +44 20 7946 0018")).toBe("+442079460018");
  });

  it.each(["ask at desk", "", "+", "  -  "])("makes no link for %j, which has nothing to dial", (phone) => {
    expect(telHref(phone)).toBeUndefined();
    expect(smsHref(phone)).toBeUndefined();
  });
});

const root = path.resolve(import.meta.dirname, "../..");
function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "generated" || name.startsWith(".")) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sources(full, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

it("every tel: and sms: link is built by these helpers, nowhere else", () => {
  const ownRule = /[`"'](tel|sms):\$\{|\.replace\(\/\[\^\\d\+\]\/g/;
  const elsewhere = ["app", "components", "lib"]
    .flatMap((dir) => sources(path.join(root, dir)))
    .filter((file) => !file.endsWith(path.join("lib", "text", "phone.ts")))
    .flatMap((file) => readFileSync(file, "utf8").split("\n").flatMap((line, i) => (ownRule.test(line) ? [`${path.relative(root, file)}:${i + 1}`] : [])));
  expect(elsewhere).toEqual([]);
});

describe("displayE164: a stored number grouped for reading", () => {
  it.each([
    ["+13125550100", "+1 312 555 0100"],
    ["+442079460018", "+442079460018"],
  ])("%j reads %j", (e164, shown) => expect(displayE164(e164)).toBe(shown));
});
