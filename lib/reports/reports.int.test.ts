// The reports against a season built in the database: three competitions in 2027 (and one in 2026 that
// makes a returning client), deposits, chair payments with tips, refunds, a no-show, a cancellation, a
// waiting-list conversion, a returning and a rebooking client, staffing with a break. Every figure is
// checked against the number written out and against a sum of the rows behind it, read here on its own.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as seasonCsvGet } from "@/app/api/reports/csv/route";
import { GET as competitionCsvGet } from "@/app/api/reports/[eventId]/csv/route";
import type { BookingChannel, SlotDayStatus } from "@/lib/generated/prisma/client";
import { competitionReport, seasonReport } from "@/lib/reports";
import type { CompetitionReportDto, SeasonReportDto } from "@/lib/reports/dto";
import { callRoute, staffSession, type StaffSession } from "@/tests/support/api";
import { resetDatabase, testPrisma } from "@/tests/support/db";

const db = () => testPrisma();
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
// The competitions are in New York (EDT in March after the 14th, EST before: 2027-03-06 is EST, UTC−5).
const at = (iso: string, time: string, offset = "-05:00") => new Date(`${iso}T${time}:00${offset}`);

const C1_DAY = "2027-03-06";
let ana: string;
let ben: string;
let owner: StaffSession;
let desk: StaffSession;
const ids: Record<string, string> = {};
let season: SeasonReportDto;
let c1: CompetitionReportDto;

async function competition(key: string, name: string, start: string, end = start) {
  ids[key] = (await db().event.create({ data: { eventName: name, city: "Boston", state: "Massachusetts", timeZone: "America/New_York", eventStartDate: day(start), eventEndDate: day(end) } })).id;
}

async function client(key: string, firstName: string) {
  ids[key] = (await db().client.create({ data: { firstName, lastName: "Dancer", email: `${key}@example.org` } })).id;
}

async function booking(key: string, eventKey: string, clientKey: string | null, date: string, extra: { channel?: BookingChannel; cancelled?: boolean; deleted?: boolean; assigned?: boolean; heat?: string } = {}) {
  const row = await db().booking.create({
    data: {
      eventId: ids[eventKey],
      clientId: clientKey ? ids[clientKey] : null,
      danceLevel: "amateur",
      firstName: key,
      lastName: "Dancer",
      email: `${key}@example.org`,
      phoneNumber: "555-0100",
      hairAtNight: false,
      channel: extra.channel ?? "web",
      isAssigned: extra.assigned ?? false,
      cancelledAt: extra.cancelled ? new Date("2027-02-01T12:00:00Z") : null,
      deletedAt: extra.deleted ? new Date("2027-02-01T12:00:00Z") : null,
      days: { create: { position: 0, date: day(date), serviceTitle: "Competition Hair", heatTime: extra.heat ?? null } },
    },
    include: { days: true },
  });
  ids[key] = row.id;
  ids[`${key}-day`] = row.days[0].id;
}

async function slot(bookingKey: string, stylist: string, start: Date, end: Date, status: SlotDayStatus = "expected", statusAt: Date | null = null) {
  return db().schedule.create({
    data: { bookingId: ids[bookingKey], bookingDayId: ids[`${bookingKey}-day`], serviceTitle: "Competition Hair", assignedUserId: stylist, startAt: start, endAt: end, dayStatus: status, dayStatusAt: statusAt },
  });
}

async function payment(bookingKey: string, amountCents: number, extra: { method?: "card" | "cash" | "card_at_chair" | "other"; tipCents?: number; takenBy?: string; takenOn?: string; kind?: "payment" | "refund"; refundOf?: string; status?: "succeeded" | "failed"; currency?: string } = {}) {
  return (
    await db().payment.create({
      data: {
        bookingId: ids[bookingKey],
        kind: extra.kind ?? "payment",
        method: extra.method ?? "card",
        status: extra.status ?? "succeeded",
        amountCents,
        currency: extra.currency ?? "usd",
        tipCents: extra.tipCents ?? 0,
        refundOfId: extra.refundOf ?? null,
        takenById: extra.takenBy ?? null,
        takenByName: extra.takenBy ? "Stylist" : "",
        takenOn: extra.takenOn ? day(extra.takenOn) : null,
        recordedByName: "Desk",
      },
    })
  ).id;
}

beforeAll(async () => {
  await resetDatabase();
  owner = await staffSession("owner@example.com", ["view_admin_panel", "view_reports"]);
  desk = await staffSession("desk@example.com", ["view_admin_panel", "manage_bookings", "view_bookings"]);
  ana = (await db().user.create({ data: { firstName: "Ana", lastName: "Stylist", email: "ana@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
  ben = (await db().user.create({ data: { firstName: "Ben", lastName: "Stylist", email: "ben@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;

  await competition("c0", "Old Autumn Open", "2026-11-07");
  await competition("c1", "Spring Open", C1_DAY, "2027-03-07");
  await competition("c2", "Summer Classic", "2027-06-12");
  await competition("c3", "Fall Ball", "2027-10-02");
  for (const [key, name] of [["mia", "Mia"], ["zoe", "Zoe"], ["lea", "Lea"], ["kim", "Kim"], ["eva", "Eva"]]) await client(key, name);

  // 2026: Lea dances, so at the Spring Open she is returning.
  await booking("lea0", "c0", "lea", "2026-11-07", { assigned: true });
  // Spring Open: Mia (web, on time), Zoe (phone, late), Lea (text, no-show), Kim (walk-up, cancelled), Eva (web, from the waiting list).
  await booking("mia1", "c1", "mia", C1_DAY, { assigned: true, heat: "09:30" });
  await booking("zoe1", "c1", "zoe", C1_DAY, { channel: "phone", assigned: true, heat: "10:00" });
  await booking("lea1", "c1", "lea", C1_DAY, { channel: "text", assigned: true });
  await booking("kim1", "c1", "kim", C1_DAY, { channel: "walk_up", cancelled: true });
  await booking("eva1", "c1", "eva", C1_DAY, { assigned: true });
  await booking("ghost1", "c1", null, C1_DAY, { deleted: true });
  // Summer: Mia again (returning; she rebooked from the Spring Open). Fall: Zoe again, and a deleted booking.
  await booking("mia2", "c2", "mia", "2027-06-12", { assigned: true });
  await booking("zoe3", "c3", "zoe", "2027-10-02", { channel: "phone" });
  await booking("eva3", "c3", "eva", "2027-10-02", { deleted: true });

  // Ready-by = heat − 45 minutes: Mia 08:45 (done 08:40: on time), Zoe 09:15 (done 09:40: late).
  await db().calendarSettings.upsert({ where: { id: 1 }, create: { id: 1, readyBeforeHeatMinutes: 45 }, update: { readyBeforeHeatMinutes: 45 } });
  await slot("mia1", ana, at(C1_DAY, "08:00"), at(C1_DAY, "08:45"), "done", at(C1_DAY, "08:40"));
  await slot("zoe1", ben, at(C1_DAY, "08:30"), at(C1_DAY, "09:30"), "done", at(C1_DAY, "09:40"));
  await slot("lea1", ana, at(C1_DAY, "09:00"), at(C1_DAY, "09:30"), "no_show", at(C1_DAY, "09:10"));
  await slot("eva1", ana, at(C1_DAY, "10:00"), at(C1_DAY, "10:30"), "in_chair", at(C1_DAY, "10:02"));
  await slot("mia2", ana, at("2027-06-12", "08:00", "-04:00"), at("2027-06-12", "09:00", "-04:00"), "done", at("2027-06-12", "08:58", "-04:00"));

  // Staffing of the Spring Open's first day: two chairs; Ana 07:00–12:00 with a half-hour break (270 min), Ben 08:00–12:00 (240 min).
  await db().staffingDay.create({
    data: {
      eventId: ids.c1,
      date: day(C1_DAY),
      chairs: 2,
      shifts: { create: [{ userId: ana, startTime: "07:00", endTime: "12:00", breaks: [{ start: "10:30", end: "11:00" }] }, { userId: ben, startTime: "08:00", endTime: "12:00" }] },
    },
  });

  // Money: deposits online, chair payments with tips, a refunded deposit, a cancelled booking's refunded deposit, and rows never counted.
  await payment("mia1", 5_000);
  await payment("mia1", 3_500, { method: "cash", tipCents: 1_000, takenBy: ana, takenOn: C1_DAY });
  const zoeDeposit = await payment("zoe1", 5_000, { method: "other" });
  await payment("zoe1", 4_000, { method: "card_at_chair", tipCents: 500, takenBy: ben, takenOn: C1_DAY });
  await payment("zoe1", 5_000, { kind: "refund", refundOf: zoeDeposit, method: "other" });
  const kimDeposit = await payment("kim1", 5_000);
  await payment("kim1", 5_000, { kind: "refund", refundOf: kimDeposit });
  await payment("eva1", 9_999, { status: "failed" });
  await payment("eva1", 2_000, { currency: "eur" });
  await payment("mia2", 6_000, { method: "cash", takenBy: ana, takenOn: "2027-06-12" });
  await payment("lea0", 7_000);

  // The Spring Open's waiting list: Eva's entry became her booking; another still waits.
  const entry = { eventId: ids.c1, date: day(C1_DAY), danceLevel: "amateur" as const, email: "w@example.org", phoneNumber: "555-0101", lastName: "Dancer", serviceId: "s", serviceTitle: "Competition Hair" };
  await db().waitlistEntry.create({ data: { ...entry, position: 1, firstName: "Eva", status: "accepted", bookingId: ids.eva1, acceptedAt: new Date() } });
  await db().waitlistEntry.create({ data: { ...entry, position: 2, firstName: "Ivy" } });

  season = await seasonReport(2027);
  c1 = await competitionReport(ids.c1);
});

/** Sums of the rows behind a competition's money, read independently of the report. */
async function moneyRows(eventKey: string) {
  const rows = await db().payment.findMany({ where: { booking: { eventId: ids[eventKey], deletedAt: null }, currency: "usd", status: "succeeded" } });
  const refunded = new Set(rows.filter((r) => r.kind === "refund").map((r) => r.refundOfId));
  const pays = rows.filter((r) => r.kind === "payment");
  const sum = (list: typeof rows, f: (r: (typeof rows)[number]) => number = (r) => r.amountCents) => list.reduce((s, r) => s + f(r), 0);
  return {
    deposits: sum(pays.filter((r) => !r.takenOn)),
    atChair: sum(pays.filter((r) => r.takenOn)),
    refunds: sum(rows.filter((r) => r.kind === "refund")),
    // A tip on a payment refunded in full is reversed with it (none of these tipped payments is refunded).
    tips: sum(pays.filter((r) => !refunded.has(r.id)), (r) => r.tipCents),
  };
}

describe("the season, per competition", () => {
  it("lists 2027's competitions in date order, the years that have competitions, and no deleted booking", () => {
    expect(season.year).toBe(2027);
    expect(season.years).toEqual([2027, 2026]);
    expect(season.competitions.map((c) => c.competition.eventName)).toEqual(["Spring Open", "Summer Classic", "Fall Ball"]);
  });

  it("counts requests, placed, cancellations, dancers and channels as the booking rows say", async () => {
    const spring = season.competitions[0];
    const rows = await db().booking.findMany({ where: { eventId: ids.c1, deletedAt: null } });
    const live = rows.filter((b) => !b.cancelledAt);
    expect(spring).toMatchObject({ requested: 5, placed: 4, cancellations: 1, dancers: 4, byChannel: { web: 2, phone: 1, text: 1, walk_up: 1 } });
    expect(spring.requested).toBe(rows.length);
    expect(spring.cancellations).toBe(rows.length - live.length);
    expect(spring.placed).toBe(live.filter((b) => b.isAssigned).length);
    expect(spring.dancers).toBe(new Set(live.map((b) => b.clientId)).size);
    for (const channel of ["web", "phone", "text", "walk_up"] as const) expect(spring.byChannel[channel]).toBe(rows.filter((b) => b.channel === channel).length);
    expect(season.competitions[2]).toMatchObject({ requested: 1, placed: 0, dancers: 1, byChannel: { web: 0, phone: 1, text: 0, walk_up: 0 } });
  });

  it("revenue is deposits, at the chair, refunds and tips of the succeeded rows in the studio's currency; the average is net per dancer", async () => {
    const spring = season.competitions[0];
    expect(spring.revenue).toEqual({ depositsCents: 15_000, atChairCents: 7_500, refundsCents: 10_000, tipsCents: 1_500, netCents: 12_500 });
    const rows = await moneyRows("c1");
    expect(spring.revenue).toMatchObject({ depositsCents: rows.deposits, atChairCents: rows.atChair, refundsCents: rows.refunds, tipsCents: rows.tips, netCents: rows.deposits + rows.atChair - rows.refunds });
    expect(spring.averagePerDancerCents).toBe(Math.round(spring.revenue.netCents / spring.dancers));
    expect(spring.averagePerDancerCents).toBe(3_125);
    const summer = await moneyRows("c2");
    expect(season.competitions[1].revenue).toEqual({ depositsCents: summer.deposits, atChairCents: summer.atChair, refundsCents: summer.refunds, tipsCents: summer.tips, netCents: 6_000 });
    expect(season.totals.revenue.netCents).toBe(season.competitions.reduce((s, c) => s + c.revenue.netCents, 0));
    expect(season.totals.revenue.netCents).toBe(18_500);
  });

  it("no-shows, the waiting list's joins and conversions come from the slot and entry rows", async () => {
    const spring = season.competitions[0];
    const noShows = await db().schedule.findMany({ where: { dayStatus: "no_show", booking: { eventId: ids.c1, deletedAt: null, cancelledAt: null } }, distinct: ["bookingId"] });
    expect(spring.noShows).toBe(noShows.length);
    expect(spring.noShows).toBe(1);
    expect(spring.waitlistJoins).toBe(await db().waitlistEntry.count({ where: { eventId: ids.c1 } }));
    expect(spring.waitlistConversions).toBe(await db().waitlistEntry.count({ where: { eventId: ids.c1, status: "accepted", bookingId: { not: null } } }));
    expect([spring.waitlistJoins, spring.waitlistConversions]).toEqual([2, 1]);
  });

  it("clients: new against returning (an earlier competition, last season's too), rebooking for a later one, and the top competitions by returning dancers", () => {
    const [spring, summer, fall] = season.competitions;
    // Spring: Lea danced in 2026 (returning); Mia and Zoe booked again later (rebooked); Kim cancelled (not a dancer).
    expect(spring).toMatchObject({ dancers: 4, newDancers: 3, returningDancers: 1, rebookedDancers: 2, rebookingRate: 0.5 });
    expect(summer).toMatchObject({ dancers: 1, newDancers: 0, returningDancers: 1, rebookedDancers: 0 });
    // Eva's Fall booking was deleted: she has not rebooked.
    expect(fall).toMatchObject({ dancers: 1, newDancers: 0, returningDancers: 1, rebookedDancers: 0 });
    expect(season.totals).toMatchObject({ dancers: 6, newDancers: 3, returningDancers: 3, rebookedDancers: 2 });
    expect(season.topByReturning.map((t) => [t.eventName, t.returningDancers])).toEqual([["Spring Open", 1], ["Summer Classic", 1], ["Fall Ball", 1]]);
  });
});

describe("one competition: stylists and chairs", () => {
  it("utilisation is booked minutes against the shift's minutes (breaks out) per stylist per day; a day without shifts has no measure", async () => {
    expect(c1.utilisation).toEqual([
      { stylistId: ana, name: "Ana Stylist", date: C1_DAY, bookedMinutes: 105, staffedMinutes: 270, utilisation: 105 / 270 },
      { stylistId: ben, name: "Ben Stylist", date: C1_DAY, bookedMinutes: 60, staffedMinutes: 240, utilisation: 60 / 240 },
    ]);
    const slots = await db().schedule.findMany({ where: { assignedUserId: ana, booking: { eventId: ids.c1, deletedAt: null, cancelledAt: null } } });
    expect(c1.utilisation[0].bookedMinutes).toBe(slots.reduce((s, x) => s + (x.endAt!.getTime() - x.startAt!.getTime()) / 60_000, 0));
  });

  it("each stylist's dancers styled, takings and tips at her chair, and on-time rate from the day-of status times", async () => {
    expect(c1.stylists).toEqual([
      { stylistId: ana, name: "Ana Stylist", bookedMinutes: 105, staffedMinutes: 270, utilisation: 105 / 270, dancersStyled: 1, takingsCents: 3_500, tipsCents: 1_000, measuredSlots: 1, onTimeSlots: 1, onTimeRate: 1 },
      { stylistId: ben, name: "Ben Stylist", bookedMinutes: 60, staffedMinutes: 240, utilisation: 0.25, dancersStyled: 1, takingsCents: 4_000, tipsCents: 500, measuredSlots: 1, onTimeSlots: 0, onTimeRate: 0 },
    ]);
    const anaRows = await db().payment.findMany({ where: { takenById: ana, kind: "payment", status: "succeeded", booking: { eventId: ids.c1 } } });
    expect(c1.stylists[0].takingsCents).toBe(anaRows.reduce((s, r) => s + r.amountCents, 0));
    expect(c1.stylists[0].tipsCents).toBe(anaRows.reduce((s, r) => s + r.tipCents, 0));
  });

  it("the chairs through the morning: quarter hours from the first slot to the last, no-shows out, the live statuses' started ones", () => {
    const [first, second] = c1.occupancy;
    expect(second).toEqual({ date: "2027-03-07", rows: [] });
    expect(first.date).toBe(C1_DAY);
    expect(first.rows.map((r) => [r.time, r.occupied, r.started, r.chairs])).toEqual([
      ["08:00", 1, 1, 2],
      ["08:15", 1, 1, 2],
      ["08:30", 2, 2, 2],
      ["08:45", 1, 1, 2],
      ["09:00", 1, 1, 2],
      ["09:15", 1, 1, 2],
      ["09:30", 0, 0, 2],
      ["09:45", 0, 0, 2],
      ["10:00", 1, 1, 2],
      ["10:15", 1, 1, 2],
    ]);
  });

  it("the competition's figures are its row of the season", () => {
    expect(c1.figures).toEqual(season.competitions[0]);
  });
});

describe("CSV endpoints", () => {
  it("the season's CSV holds the table's rows; view_reports opens it, the desk alone is refused", async () => {
    const response = await callRoute(seasonCsvGet, "GET", "/api/reports/csv?year=2027", { headers: owner.headers });
    expect(response.status).toBe(200);
    const lines = (await response.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Competition,Start,Requested,Placed,Cancelled,Dancers,Web,Phone,Text,Walk-up,Deposits,At the chair,Refunds,Tips,Net/);
    expect(lines[1]).toBe("Spring Open,2027-03-06,5,4,1,4,2,1,1,1,150.00,75.00,100.00,15.00,125.00,31.25,1,2,1,3,1,2");
    const refused = await callRoute(seasonCsvGet, "GET", "/api/reports/csv?year=2027", { headers: desk.headers });
    expect(refused.status).toBe(403);
    expect((await callRoute(seasonCsvGet, "GET", "/api/reports/csv?year=20x7", { headers: owner.headers })).status).toBe(400);
  });

  it("a competition's utilisation and occupancy CSVs hold the chart's rows; an unknown competition is 404", async () => {
    const get = (table: string, id = ids.c1) => callRoute(competitionCsvGet, "GET", `/api/reports/${id}/csv?table=${table}`, { params: { eventId: id }, headers: owner.headers });
    const utilisation = (await (await get("utilisation")).text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(utilisation).toEqual(["Stylist,Date,Booked minutes,Staffed minutes,Utilisation %", `Ana Stylist,${C1_DAY},105,270,39`, `Ben Stylist,${C1_DAY},60,240,25`]);
    const occupancy = (await (await get("occupancy")).text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(occupancy).toHaveLength(1 + c1.occupancy[0].rows.length);
    expect(occupancy[3]).toBe(`${C1_DAY},08:30,2,2,2`);
    expect((await get("stylists")).status).toBe(200);
    expect((await get("nonsense")).status).toBe(400);
    expect((await get("utilisation", "no-such-competition")).status).toBe(404);
    const refused = await callRoute(competitionCsvGet, "GET", `/api/reports/${ids.c1}/csv`, { params: { eventId: ids.c1 }, headers: desk.headers });
    expect(refused.status).toBe(403);
  });
});
