import { decode } from "html-entities";
import { BackLink } from "@/components/admin/back-link";
import { DeskBookingForm } from "@/components/admin/bookings/desk-booking-form";
import type { DeskBookingStart } from "@/components/admin/bookings/use-desk-booking";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { serviceMinutesByTitle } from "@/lib/bookings/schema";
import { getPublicServices, getPublicUpcomingEvents } from "@/lib/cache/public-reads";
import { bookAgainForClient } from "@/lib/clients";
import { PERSON_PREFIXES } from "@/lib/content/schema";
import { getPublicPage } from "@/lib/cache/public-reads";
import { studio } from "@/lib/env";
import { DATE_RE, TIME_RE, utcToZonedParts, zonedInstant } from "@/lib/time";
import { EVENT_TIME_ZONE_IDS } from "@/lib/time/zoned";
import { listAssignableStaff } from "@/lib/users";
import type { EventDto } from "@/lib/events/dto";

export const metadata = adminMetadata("/admin/calendar_bookings/new");

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value.trim().slice(0, 100) : "");

/**
 * ?start=YYYY-MM-DDTHH:mm (wall time in ?tz, My Calendar's grid zone) → that time in the zone of the
 * competition it falls in (?eventId, else the upcoming competition on that day).
 */
function clickedSlot(query: Query, events: EventDto[], eventId: string): { eventId: string; slot: DeskBookingStart["slot"] } {
  const [date, time] = one(query.start).split("T");
  if (!date || !DATE_RE.test(date) || !TIME_RE.test((time ?? "").slice(0, 5))) return { eventId, slot: null };
  const tz = EVENT_TIME_ZONE_IDS.find((z) => z === one(query.tz)) ?? studio.timeZone;
  const instant = zonedInstant(date, time.slice(0, 5), tz);
  const inZone = (e: EventDto) => utcToZonedParts(instant, e.timeZone).date;
  const event = events.find((e) => e._id === eventId) ?? events.find((e) => inZone(e) >= e.eventStartDate.slice(0, 10) && inZone(e) <= e.eventEndDate.slice(0, 10));
  const parts = utcToZonedParts(instant, event?.timeZone ?? tz);
  return { eventId: event?._id ?? eventId, slot: { date: parts.date, time: parts.time, userId: one(query.userId) } };
}

export default async function NewDeskBookingPage({ searchParams }: { searchParams: Promise<Query> }) {
  await requireAdminPage("/admin/calendar_bookings/new");
  const query = await searchParams;
  const [events, services, staff, about] = await Promise.all([getPublicUpcomingEvents(), getPublicServices(), listAssignableStaff(), getPublicPage("page_about")]);
  const clientId = one(query.clientId);
  const prefill = clientId ? await bookAgainForClient(clientId).catch(() => null) : null;
  const { eventId, slot } = clickedSlot(query, events, one(query.eventId));
  const forClient = prefill ? `${prefill.firstName} ${prefill.lastName}`.trim() : undefined;
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink href="/admin/calendar_bookings">Manage Bookings</BackLink>
      <h1 className="mt-2 font-serif text-title font-semibold">New booking</h1>
      {clientId && !prefill ? (
        <p role="status" className="mt-2 text-danger">
          That client was not found; fill in the form.
        </p>
      ) : null}
      <div className="mt-6">
        <DeskBookingForm
          events={events.map(({ _id, eventName, city, state, eventStartDate, eventEndDate }) => ({ _id, eventName, city, state, eventStartDate, eventEndDate }))}
          services={services.map(({ _id, title, price, category }) => ({ _id, title: decode(title), price, category }))}
          staff={staff}
          stylists={[...new Set(PERSON_PREFIXES.map((prefix) => (about[`${prefix}Name`] ?? "").trim()).filter(Boolean))]}
          phone={studio.phone}
          start={{ prefill, eventId, slot }}
          minutesByTitle={serviceMinutesByTitle(services)}
          forClient={forClient}
        />
      </div>
    </div>
  );
}
