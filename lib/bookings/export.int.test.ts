// GET /api/booking/export through its real handler's stream: bytes as Excel and RFC 4180 readers see them.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { zonedInstant, studioTimeZone } from "@/lib/time";
import { resetDatabase, testPrisma } from "@/tests/support/db";
import { BOOKING_EXPORT_COLUMNS, bookingExportStream } from "./export";
import { bookingExportQuerySchema } from "./export-schema";

const db = () => testPrisma();
let eventId: string;
let otherEventId: string;
let staffId: string;

async function csvOf(query: Record<string, string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of bookingExportStream(bookingExportQuerySchema.parse(query))) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A small RFC 4180 reader (quoted fields, doubled quotes, CRLF records), independent of csv-stringify. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i += 1;
    } else field += c;
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}

async function booking(data: Record<string, unknown>, days: { date: string; service: string; schedules?: { service: string; start?: string; end?: string; staff?: boolean }[]; additional?: string[] }[], event = eventId) {
  const row = await db().booking.create({
    data: { eventId: event, danceLevel: "pro_am", firstName: "Mia", lastName: "Novak", email: "mia@example.net", phoneNumber: "555-0100", hairAtNight: true, ...data },
  });
  for (const [position, day] of days.entries()) {
    const created = await db().bookingDay.create({
      data: { bookingId: row.id, position, date: new Date(`${day.date}T00:00:00Z`), serviceTitle: day.service, danceStyles: ["latin", "night_club"], additionalServiceTitles: day.additional ?? [], additionalServiceIds: (day.additional ?? []).map((_, i) => `a${i}`) },
    });
    for (const [i, s] of (day.schedules ?? []).entries()) {
      await db().schedule.create({
        data: {
          bookingId: row.id,
          bookingDayId: created.id,
          position: i,
          serviceTitle: s.service,
          assignedUserId: s.staff ? staffId : null,
          startAt: s.start ? zonedInstant(day.date, s.start, studioTimeZone()) : null,
          endAt: s.end ? zonedInstant(day.date, s.end, studioTimeZone()) : null,
        },
      });
    }
  }
  return row.id;
}

beforeEach(async () => {
  await resetDatabase();
  eventId = (await db().event.create({ data: { eventName: "Ohio Star Ball", city: "Columbus", eventStartDate: new Date("2027-11-10T00:00:00Z"), eventEndDate: new Date("2027-11-12T00:00:00Z") } })).id;
  otherEventId = (await db().event.create({ data: { eventName: "Other Cup", city: "Boston", eventStartDate: new Date("2027-11-11T00:00:00Z"), eventEndDate: new Date("2027-11-11T00:00:00Z") } })).id;
  staffId = (await db().user.create({ data: { firstName: "Daniel", lastName: "Brooks", email: "daniel@example.com", passwordHash: "x", permissions: ["view_bookings"] } })).id;
  // The price list the slot rule splits "Hair & Makeup" titles against.
  await db().service.createMany({ data: [{ title: "Hair", price: 60, category: "Women" }, { title: "Makeup", price: 80, category: "Women" }] });
});

describe("Export CSV", () => {
  it("starts with a UTF-8 BOM, uses CRLF and RFC 4180 quoting, and has one row per slot with every column", async () => {
    const id = await booking({ isParentOrGuardian: true, parentFirstName: "Zoë", parentLastName: 'O"Neil, Sr.', additionalNotes: "not exported" }, [
      { date: "2027-11-10", service: "Hair &amp; Makeup", additional: ["Lashes", "Nails"] },
      { date: "2027-11-11", service: "Competition Hair", schedules: [{ service: "Competition Hair", start: "07:30", end: "08:15", staff: true }] },
    ]);
    const bytes = await csvOf({ eventId });
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text).toContain("\r\n");
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
    expect(text).toContain('"Zoë O""Neil, Sr."');
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([...BOOKING_EXPORT_COLUMNS]);
    expect(rows).toEqual([
      [id, "Ohio Star Ball", "2027-11-10", "", "", "", "Mia Novak", 'Zoë O"Neil, Sr.', "mia@example.net", "555-0100", "Hair", "Lashes; Nails", "Latin; Night Club", "Pro-Am", "yes", "received", "", "", "America/New_York (Eastern)", "0.00", "0.00", "0.00", "0.00"],
      [id, "Ohio Star Ball", "2027-11-10", "", "", "", "Mia Novak", 'Zoë O"Neil, Sr.', "mia@example.net", "555-0100", "Makeup", "Lashes; Nails", "Latin; Night Club", "Pro-Am", "yes", "received", "", "", "America/New_York (Eastern)", "0.00", "0.00", "0.00", "0.00"],
      [id, "Ohio Star Ball", "2027-11-11", "2027-11-11 07:30", "2027-11-11 08:15", "Daniel Brooks", "Mia Novak", 'Zoë O"Neil, Sr.', "mia@example.net", "555-0100", "Competition Hair", "", "Latin; Night Club", "Pro-Am", "yes", "received", "", "", "America/New_York (Eastern)", "0.00", "0.00", "0.00", "0.00"],
    ]);
  });

  it("prefixes cells that start with = + - @ tab or CR with a single quote", async () => {
    await booking({ firstName: "=HYPERLINK(\"http://x\")", lastName: "x", isParentOrGuardian: true, parentFirstName: "+1", parentLastName: "", email: "@evil", phoneNumber: "-2+3" }, [
      { date: "2027-11-10", service: "Hair", additional: ["\tTab extra"] },
    ]);
    await booking({ firstName: "\rCarriage", lastName: "Return" }, [{ date: "2027-11-10", service: "Safe" }]);
    const rows = parseCsv((await csvOf({ eventId })).subarray(3).toString("utf8")).slice(1);
    const byDancer = (start: string) => rows.find((r) => r[6].startsWith(start))!;
    const evil = byDancer("'=");
    expect(evil[6]).toBe("'=HYPERLINK(\"http://x\") x");
    expect(evil[7]).toBe("'+1");
    expect(evil[8]).toBe("'@evil");
    expect(evil[9]).toBe("'-2+3");
    expect(evil[11]).toBe("'\tTab extra");
    expect(byDancer("'\r")[6]).toBe("'\rCarriage Return");
    expect(rows).toHaveLength(2);
  });

  it("takes one competition, or the slots of a date range across competitions; never deleted bookings; cancelled ones with their status", async () => {
    await booking({ firstName: "Ana" }, [{ date: "2027-11-10", service: "Hair" }]);
    await booking({ firstName: "Bea", cancelledAt: new Date() }, [{ date: "2027-11-11", service: "Hair" }]);
    await booking({ firstName: "Cid", deletedAt: new Date() }, [{ date: "2027-11-11", service: "Hair" }]);
    await booking({ firstName: "Dot" }, [{ date: "2027-11-11", service: "Hair" }], otherEventId);
    await booking({ firstName: "Eve" }, [{ date: "2027-11-10", service: "Hair" }, { date: "2027-11-12", service: "Makeup" }], otherEventId);
    const rowsOf = async (query: Record<string, string>) => parseCsv((await csvOf(query)).subarray(3).toString("utf8")).slice(1).map((r) => `${r[6].split(" ")[0]} ${r[2]} ${r[15]}`);
    expect((await rowsOf({ eventId })).sort()).toEqual(["Ana 2027-11-10 received", "Bea 2027-11-11 cancelled"]);
    expect((await rowsOf({ from: "2027-11-11", to: "2027-11-12" })).sort()).toEqual(["Bea 2027-11-11 cancelled", "Dot 2027-11-11 received", "Eve 2027-11-12 received"]);
  });

  it("reads the bookings in batches of 200 while it streams 450 of them", async () => {
    const event = await db().event.findUniqueOrThrow({ where: { id: eventId } });
    const ids = Array.from({ length: 450 }, (_, i) => `bulk-${String(i).padStart(4, "0")}`);
    await db().booking.createMany({ data: ids.map((id) => ({ id, eventId: event.id, danceLevel: "amateur" as const, firstName: "Bulk", lastName: id, email: "b@example.net", phoneNumber: "555-0100", hairAtNight: false })) });
    await db().bookingDay.createMany({ data: ids.map((id) => ({ bookingId: id, position: 0, date: new Date("2027-11-10T00:00:00Z"), serviceTitle: "Hair" })) });
    const reads = vi.spyOn(prisma.booking, "findMany");
    const rows = parseCsv((await csvOf({ eventId })).subarray(3).toString("utf8")).slice(1);
    expect(rows).toHaveLength(450);
    expect(rows.map((r) => r[0])).toEqual(ids);
    expect(reads).toHaveBeenCalledTimes(3);
    for (const [args] of reads.mock.calls) expect(args).toMatchObject({ take: 200 });
    reads.mockRestore();
  });

  it("refuses a query without a competition or a whole range, a reversed range or more than a year", () => {
    expect(bookingExportQuerySchema.safeParse({}).success).toBe(false);
    expect(bookingExportQuerySchema.safeParse({ from: "2027-11-10" }).success).toBe(false);
    expect(bookingExportQuerySchema.safeParse({ from: "2027-11-12", to: "2027-11-10" }).success).toBe(false);
    expect(bookingExportQuerySchema.safeParse({ from: "2027-01-01", to: "2028-06-01" }).success).toBe(false);
    expect(bookingExportQuerySchema.safeParse({ from: "2027-01-01", to: "2027-12-31" }).success).toBe(true);
  });
});
