// What the form pages' code brings with the page (static imports, what runs on the first load) and what
// waits for the visitor (a dynamic `import()`): zod and the request schemas, the phone number parser, the
// captcha widget and the booking form's later parts come only once the visitor starts on a form.
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { importsIn, repoRoot as root, resolveImport } from "@/tests/support/source-files";

vi.setConfig({ testTimeout: 60_000 });

/** Every module `entry` loads with it (static value imports, followed through project files), as "path" or "package". */
function firstLoad(entry: string): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const stack = [path.join(root, entry)];
  while (stack.length) {
    const file = stack.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const ref of importsIn(file)) {
      if (ref.typeOnly || ref.kind === "dynamic") continue;
      const target = resolveImport(file, ref.specifier);
      if (target) stack.push(target);
      else if (!packages.has(ref.specifier)) packages.set(ref.specifier, path.relative(root, file));
    }
  }
  return { files: new Set([...files].map((file) => path.relative(root, file))), packages };
}

/** Packages the forms load on the visitor's first step, never with the page. */
const LATER_PACKAGES = ["zod", "libphonenumber-js", "@hcaptcha/react-hcaptcha", "html-entities", "date-fns-tz"];
const FORMS = {
  "components/site/contact-form.tsx": ["lib/contact/schema.ts", "lib/text/phone-number.ts"],
  "components/site/booking/booking-form.tsx": [
    "lib/bookings/schema.ts",
    // Its slot, heat-time and time-zone code: the page hands the form the levels and styles instead.
    "lib/bookings/dto.ts",
    "components/site/booking/booking-form-later.ts",
    "components/site/booking/day-fields.tsx",
    "components/site/booking/booking-error-box.tsx",
    "components/site/booking/booking-thanks.tsx",
    // The estimate comes from lib/services/dto: the payments dto brings the deposit and money-status rules.
    "lib/payments/dto.ts",
    "lib/payments/money-status.ts",
    // The sending code (booking-submit.ts): field messages, their summary and the calls wait for the first focus.
    "components/site/booking/booking-submit.ts",
    "components/site/booking/booking-form-sending.ts",
    "components/site/booking/error-summary.ts",
    "lib/validation/field-errors.ts",
    "components/site/use-public-form-request.ts",
    "components/endpoint-request.ts",
  ],
  // The family page's forms ("Your bookings"): the page's first load carries every client form it imports.
  "components/site/booking/ask-for-change.tsx": ["lib/change-requests/schema.ts"],
  "components/site/booking/marketing-consent-panel.tsx": [],
} as const;

/** Packages neither form's first load carries at all: date-fns' `format` brings its whole en-US locale (lib/time/days writes the day labels). */
const NEVER_PACKAGES = ["date-fns"];

describe("the form pages' first load", () => {
  for (const [entry, laterFiles] of Object.entries(FORMS)) {
    it(`${entry} brings neither zod, the phone parser, the captcha widget, date-fns nor its later parts with the page`, () => {
      const { files, packages } = firstLoad(entry);
      expect(files.size).toBeGreaterThan(5);
      expect([...LATER_PACKAGES, ...NEVER_PACKAGES].filter((name) => [...packages.keys()].some((p) => p === name || p.startsWith(`${name}/`))).map((name) => `${name} (from ${packages.get(name)})`)).toEqual([]);
      expect(laterFiles.filter((file) => files.has(file))).toEqual([]);
    });
  }
});
