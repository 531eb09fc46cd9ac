// One way for e2e tests to submit a booking through the public API: the first upcoming seeded competition
// (or one the test created), a single-service day, the development captcha, and a fresh address per request.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type APIRequestContext, type Locator } from "@playwright/test";
import { demoEvents } from "../../../prisma/seed-data";
import type { ApiSession } from "./auth";

export interface CatalogueEvent {
  _id: string;
  eventName: string;
  eventStartDate: string;
  eventEndDate: string;
}
export interface CatalogueService {
  _id: string;
  title: string;
  category: string;
}

export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
export const randomClientIp = () => `10.${60 + Math.floor(Math.random() * 30)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/**
 * The first upcoming *seeded* competition, a single service (no "&") and an additional service. Seeded
 * competitions are never deleted by a test; one that another test creates and deletes while this one
 * books would make the booking fail with "not open for booking".
 */
export async function bookingCatalogue(request: APIRequestContext) {
  const seeded = new Set<string>(demoEvents.map((e) => e.eventName));
  const events = ((await (await request.get("/api/events/upcoming")).json()) as CatalogueEvent[]).filter((e) => seeded.has(e.eventName));
  const services = (await (await request.get("/api/servicesList")).json()) as CatalogueService[];
  const main = services.find((s) => s.category === "Women" && !s.title.includes("&"))!;
  const extra = services.find((s) => s.category === "Additional")!;
  return { event: events[0], main, extra };
}

/** A valid booking request body for the first day of `event`; `overrides` replace top-level fields. */
export function bookingRequestBody({ event, main }: { event: CatalogueEvent; main: CatalogueService }, overrides: Record<string, unknown> = {}) {
  return {
    competition: event._id,
    danceLevel: "amateur",
    selectedEventDays: [event.eventStartDate],
    dayDetails: [{ date: event.eventStartDate, services: main._id, danceStyle: ["latin"], additionalServices: [] as string[] }],
    isParentOrGuardian: false,
    firstName: "Test",
    lastName: `Dancer ${uniqueSuffix()}`,
    email: `dancer-${uniqueSuffix()}@example.net`,
    phoneNumber: "555-010-2030",
    hairAtNight: "no",
    captchaToken: "dev-captcha-token",
    ...overrides,
  };
}

/** Submits a booking (201 expected) from a random client address and returns its id. */
export async function submitBooking(request: APIRequestContext, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await request.post("/api/booking/create", { data: bookingRequestBody(await bookingCatalogue(request), overrides), headers: { "x-forwarded-for": randomClientIp() } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

/** Creates a competition as staff (201 expected); its zone comes from its state unless `data` names one. */
export async function createCompetition(request: APIRequestContext, admin: ApiSession, data: Record<string, unknown>) {
  const created = await request.post("/api/events/create", { headers: admin.headers, data });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { _id: string; eventName: string; timeZone: string };
}

/** The seeded "Competition Hair" service: the specs that move slots book it for its known length. */
export async function competitionHair(request: APIRequestContext) {
  const services = (await (await request.get("/api/servicesList")).json()) as (CatalogueService & { time: string })[];
  return services.find((s) => s.title === "Competition Hair")!;
}

/**
 * Books one service on one day of a competition (201 expected) from a random client address, as an
 * amateur Latin dancer without extras; `customer` gives the names and contact and may replace any field.
 * Returns the booking's id.
 */
export async function bookOneDay(request: APIRequestContext, { competition, day, service }: { competition: string; day: string; service: string }, customer: Record<string, unknown>): Promise<string> {
  const submitted = await request.post("/api/booking/create", {
    headers: { "x-forwarded-for": randomClientIp() },
    data: {
      competition,
      danceLevel: "amateur",
      selectedEventDays: [day],
      dayDetails: [{ date: day, services: service, danceStyle: ["latin"], additionalServices: [] }],
      isParentOrGuardian: false,
      hairAtNight: "no",
      captchaToken: "dev-captcha-token",
      ...customer,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return ((await submitted.json()) as { _id: string })._id;
}

/** Chooses a staff member in an Edit Booking "Staff" select, whose options read "First Last (N booked)". */
export async function pickStaff(select: Locator, name: string): Promise<void> {
  const optionsFor = () => select.locator("option").evaluateAll((options, wanted) => options.filter((o) => o.textContent?.startsWith(`${wanted} (`)).map((o) => (o as HTMLOptionElement).value), name);
  // The staff list may still be loading when the slot appears: wait for it, then there must be exactly one.
  await expect.poll(async () => (await optionsFor()).length, { message: `one option for ${name}` }).toBeGreaterThan(0);
  const values = await optionsFor();
  expect(values, `one option for ${name}`).toHaveLength(1);
  await select.selectOption(values[0]);
}

/** The private link in a booking's receipt, once the local outbox has written it (file name from the idempotency key). */
export async function receiptLink(bookingId: string): Promise<string> {
  const file = path.join(process.env.EMAIL_OUTBOX_DIR!, `booking-receipt_${bookingId}.json`);
  let text = "";
  await expect.poll(async () => (text = await readFile(file, "utf8").catch(() => "")), { timeout: 20_000 }).not.toBe("");
  const match = /(https?:\/\/[^\s"]+\/booking\/[A-Za-z0-9_-]{43})\b/.exec((JSON.parse(text) as { text: string }).text);
  expect(match).not.toBeNull();
  return match![1];
}
