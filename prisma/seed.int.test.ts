import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { listAssignableStaff } from "@/lib/users/staff";
import { demoStaff } from "./seed-data";
import { seed } from "./seed-lib";

const KNOWN_STAFF_PASSWORD = "studio-staff-2026";
const saved = { email: process.env.SEED_ADMIN_EMAIL, password: process.env.SEED_ADMIN_PASSWORD };

beforeEach(async () => {
  await resetDatabase();
  process.env.SEED_ADMIN_EMAIL = "owner@studio.example";
  process.env.SEED_ADMIN_PASSWORD = "a-strong-production-password";
});
afterEach(() => {
  process.env.SEED_ADMIN_EMAIL = saved.email;
  process.env.SEED_ADMIN_PASSWORD = saved.password;
});

describe("SEED_DEMO in production creates no demo staff with a known password", () => {
  it("each demo staff account gets a random password, printed once in the seed log", async () => {
    const lines: string[] = [];
    await seed(testPrisma(), { production: true, demo: true, log: (line) => lines.push(line) });
    expect(demoStaff.length).toBeGreaterThan(0);
    for (const member of demoStaff) {
      const user = await testPrisma().user.findUniqueOrThrow({ where: { email: member.email } });
      expect(await verifyPassword(user.passwordHash, KNOWN_STAFF_PASSWORD)).toBe(false);
      const line = lines.find((l) => l.includes(member.email));
      const printed = line?.match(/one-time password (\S+)/)?.[1];
      expect(printed, `no one-time password printed for ${member.email}`).toBeTruthy();
      expect(printed!.length).toBeGreaterThanOrEqual(20);
      expect(await verifyPassword(user.passwordHash, printed!)).toBe(true);
    }
    const passwords = lines.map((l) => l.match(/one-time password (\S+)/)?.[1]).filter(Boolean);
    expect(new Set(passwords).size).toBe(demoStaff.length);
  });

  it("outside production the demo staff keep the documented development password", async () => {
    await seed(testPrisma(), { production: false, demo: true });
    const user = await testPrisma().user.findUniqueOrThrow({ where: { email: demoStaff[0].email } });
    expect(await verifyPassword(user.passwordHash, KNOWN_STAFF_PASSWORD)).toBe(true);
  });
});

describe("the seed's configuration comes from its caller or lib/env, never straight from process.env", () => {
  it("the administrator passed by the entry point is created, whatever SEED_ADMIN_EMAIL says", async () => {
    await seed(testPrisma(), { production: true, demo: false, admin: { email: "Given@Studio.example", password: "a-given-strong-password" } });
    const admin = await testPrisma().user.findUniqueOrThrow({ where: { email: "given@studio.example" } });
    expect(await verifyPassword(admin.passwordHash, "a-given-strong-password")).toBe(true);
    expect(await testPrisma().user.count({ where: { email: "owner@studio.example" } })).toBe(0);
  });

  it("a production seed given no administrator stops with the documented message", async () => {
    await expect(seed(testPrisma(), { production: true, demo: false, admin: {} })).rejects.toThrow(/SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD must be set/);
  });
});

describe("the seeded administrator is the studio's account, not a stylist", () => {
  it("does not take appointments: never offered for assignment, while the demo stylists are", async () => {
    await seed(testPrisma(), { production: false, demo: true, admin: { email: "admin@example.com", password: "studio-admin-2026" } });
    const admin = await testPrisma().user.findUniqueOrThrow({ where: { email: "admin@example.com" } });
    expect(admin).toMatchObject({ firstName: "Studio", lastName: "Admin", isAdministrator: true, bookable: false });
    const offered = (await listAssignableStaff()).map((s) => `${s.firstName} ${s.lastName}`);
    expect(offered).not.toContain("Studio Admin");
    expect(offered.length).toBeGreaterThan(0);
  }, 90_000); // a whole demo seed: 11 s on a loaded 2-core machine, over 30 s beside a production build
});
