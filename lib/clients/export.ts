// The client list as CSV under the bookings export's rules (csvExportStringifier: formula injection).
import "server-only";
import { Readable } from "node:stream";
import { prisma } from "@/lib/db/client";
import { csvExportStringifier } from "@/lib/bookings/export";

export const CLIENT_EXPORT_COLUMNS = ["Client ID", "First name", "Last name", "Email", "Phone", "Guardian", "Bookings", "Last competition", "First seen"] as const;

const BATCH = 500;

async function* clientRows(): AsyncGenerator<string[]> {
  let after = "";
  for (;;) {
    const batch = await prisma.client.findMany({
      where: { mergedIntoId: null, erasedAt: null, id: { gt: after } },
      orderBy: { id: "asc" },
      take: BATCH,
      select: {
        id: true, firstName: true, lastName: true, email: true, phoneNumber: true, parentFirstName: true, parentLastName: true, createdAt: true,
        _count: { select: { bookings: { where: { deletedAt: null } } } },
        bookings: { where: { deletedAt: null }, orderBy: { event: { eventStartDate: "desc" } }, take: 1, select: { event: { select: { eventName: true } } } },
      },
    });
    for (const c of batch) {
      yield [c.id, c.firstName, c.lastName, c.email, c.phoneNumber, `${c.parentFirstName} ${c.parentLastName}`.trim(), String(c._count.bookings), c.bookings[0]?.event.eventName ?? "", c.createdAt.toISOString().slice(0, 10)];
    }
    if (batch.length < BATCH) return;
    after = batch[batch.length - 1].id;
  }
}

/** The client list as a CSV byte stream (BOM, header, a row per live client). */
export function clientListCsvStream(): Readable {
  const csv = csvExportStringifier(CLIENT_EXPORT_COLUMNS);
  const source = Readable.from(clientRows());
  source.on("error", (error) => csv.destroy(error));
  return source.pipe(csv);
}
