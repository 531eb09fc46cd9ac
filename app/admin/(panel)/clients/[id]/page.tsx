import Link from "@/components/admin/staff-link";
import { buttonClass } from "@/components/ui/button";
import { notFound } from "next/navigation";
import { AdminTable, Cell } from "@/components/admin/admin-table";
import { ClientNotes } from "@/components/admin/clients/client-notes";
import { ClientPhotos } from "@/components/admin/clients/client-photos";
import { ProposedChanges } from "@/components/admin/clients/proposed-changes";
import { ClientTexting } from "@/components/admin/clients/client-texting";
import { clientTexting } from "@/lib/notify";
import { listClientPhotos, MAX_CLIENT_PHOTOS, getClientCard } from "@/lib/clients";
import { EraseClient, MergeClient, MoveBooking } from "@/components/admin/clients/client-actions";
import { formatDayLong } from "@/components/admin/clients/format";
import { adminMetadata } from "@/lib/auth";
import { requireAdminPage } from "@/lib/auth/current";
import { clientIdSchema } from "@/lib/clients/schema";
import type { ClientCardDto } from "@/lib/clients/dto";
import { NotFoundError } from "@/lib/errors";
import { studio } from "@/lib/env";
import { formatMoney, MONEY_STATE_LABELS } from "@/lib/payments/dto";
import { apiUrl } from "@/lib/http/contract";

export const metadata = adminMetadata("/admin/clients/:id");

const STATUS_LABELS = { received: "Received", confirmed: "Confirmed", cancelled: "Cancelled" } as const;

function paymentsLine(deposit: ClientCardDto["bookings"][number]["deposit"]): string {
  // Nothing owed, paid or refunded (deposits off, nothing taken yet): nothing to say.
  if (!deposit || (deposit.amountCents === 0 && deposit.paidCents === 0 && deposit.refundedCents === 0)) return "—";
  const parts = [`Paid ${formatMoney(deposit.paidCents, deposit.currency)}`];
  const state = deposit.state === "none" ? "not asked" : MONEY_STATE_LABELS[deposit.state].replace(/^Deposit /, "");
  if (deposit.amountCents > 0) parts.unshift(`Deposit ${formatMoney(deposit.amountCents, deposit.currency)} (${state})`);
  if (deposit.refundedCents > 0) parts.push(`refunded ${formatMoney(deposit.refundedCents, deposit.currency)}`);
  return parts.join(" · ");
}

// A client's card: contact, guardian, every booking with its payments, the styling notes.
export default async function ClientCardPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireAdminPage(`/admin/clients/${id}`);
  const parsed = clientIdSchema.safeParse(id);
  if (!parsed.success) notFound();
  let card: ClientCardDto;
  try {
    card = await getClientCard(parsed.data);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
  const photos = card.erased ? [] : await listClientPhotos(card._id);
  const name = card.erased ? "Erased client" : `${card.firstName} ${card.lastName}`;
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <div>
        <Link href="/admin/clients" className="text-sm underline">
          ← Clients
        </Link>
        <h1 className="mt-2 font-serif text-title font-semibold">{name}</h1>
        {card.erased ? <p className="mt-2 text-muted">This client&apos;s personal data was erased; the bookings are kept as anonymous rows.</p> : null}
      </div>
      {card.erased ? null : (
        <section aria-labelledby="contact-heading" className="grid gap-4 rounded border border-line bg-white p-4 sm:grid-cols-2">
          <h2 id="contact-heading" className="sr-only">
            Contact
          </h2>
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="font-semibold">Email</dt>
              <dd className="break-all">{card.email}</dd>
            </div>
            <div>
              <dt className="font-semibold">Phone</dt>
              <dd>{card.phoneNumber || "—"}</dd>
            </div>
            <div>
              <dt className="font-semibold">Parent or guardian</dt>
              <dd>{card.guardian ? `${card.guardian.firstName} ${card.guardian.lastName}` : "—"}</dd>
            </div>
          </dl>
          <div className="flex flex-wrap content-start gap-3">
            {/* The client's details and their last booking's choices; the competition and days are left to choose. */}
            <Link href={`/admin/calendar_bookings/new?clientId=${encodeURIComponent(card._id)}`} className={buttonClass()}>
              Book again
            </Link>
            <a href={apiUrl("GET /api/clients/:id/export", { params: { id: card._id } })} download className="min-h-11 rounded border border-line px-4 py-2 text-sm">
              Export data (JSON)
            </a>
            <MergeClient clientId={card._id} name={name} />
            <EraseClient clientId={card._id} name={name} />
          </div>
        </section>
      )}
      {card.erased ? null : <ClientTexting {...await clientTexting(card._id)} timeZone={studio.timeZone} />}
      {card.erased ? null : <ProposedChanges proposals={card.proposals} />}
      {card.current.allergies ? (
        <p className="rounded border border-danger bg-red-50 px-4 py-3 text-danger">
          <strong>Allergies &amp; sensitivities:</strong> {card.current.allergies.body}
        </p>
      ) : null}
      <section aria-labelledby="bookings-heading" className="space-y-3">
        <h2 id="bookings-heading" className="font-serif text-2xl font-semibold">
          Bookings ({card.bookings.length})
        </h2>
        <div className="overflow-x-auto rounded border border-line bg-white" role="region" aria-label="Bookings" tabIndex={0}>
          <AdminTable columns={["Competition", "Days and services", "Stylists", "Status", "Payments", "Actions"]} caption="Bookings" minWidth="56rem">
            {card.bookings.map((b) => (
              <tr key={b._id} className="border-t border-line align-top">
                <Cell label="Competition">
                  {b.competition.eventName}
                  <span className="block text-xs text-muted">
                    {b.competition.city}, {formatDayLong(b.competition.eventStartDate)}
                  </span>
                </Cell>
                <Cell label="Days and services">
                  <ul>
                    {b.days.map((d) => (
                      <li key={d.date}>
                        {formatDayLong(d.date)}: {d.service}
                        {d.additionalServices.length ? ` + ${d.additionalServices.join(", ")}` : ""}
                      </li>
                    ))}
                  </ul>
                </Cell>
                <Cell label="Stylists">{b.stylists.join(", ") || "—"}</Cell>
                <Cell label="Status">{STATUS_LABELS[b.status]}</Cell>
                <Cell label="Payments">{paymentsLine(b.deposit)}</Cell>
                <Cell label="Actions">
                  <div className="flex flex-wrap gap-2">
                    <Link href={`/admin/calendar_bookings/edit/${b._id}`} className="inline-flex min-h-11 items-center underline">
                      Edit booking
                    </Link>
                    {card.erased ? null : <MoveBooking clientId={card._id} bookingId={b._id} label={`${b.competition.eventName}`} />}
                  </div>
                </Cell>
              </tr>
            ))}
          </AdminTable>
        </div>
      </section>
      {card.erased ? null : <ClientNotes clientId={card._id} notes={card.notes} timeZone={studio.timeZone} readOnly={false} />}
      {card.erased ? null : <ClientPhotos clientId={card._id} photos={photos} max={MAX_CLIENT_PHOTOS} />}
    </div>
  );
}
