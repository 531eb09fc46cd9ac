// Paid at the chair: a stylist (on their own slots) or the desk (any slot) records cash or card taken at
// the chair, with the stylist's tip, or opens a Stripe Checkout for the balance as a QR code on the phone;
// the webhook records that one with the same stylist and day. Tips stay out of the booking's money and
// follow the tip rule (./tips.ts).
import "server-only";
import QRCode from "qrcode";
import { issueReceipt } from "./receipts";
import { prisma } from "@/lib/db/client";
import { actorName } from "@/lib/auth/dto";
import { worksOnSlot, type StaffActor } from "@/lib/auth";
import { ConflictError, ForbiddenError, NotFoundError, ServiceUnavailableError, ValidationError } from "@/lib/errors";
import { toDateOnly, fromDateOnly } from "@/lib/time";
import type { Db } from "./db";
import { formatMoney } from "./deposit";
import type { ChairCheckoutAnswer, ChairPaymentAnswer, ChairSlotDto } from "./chair-dto";
import { checkoutReturnUrls } from "./checkout-return";
import { queueDepositReceived } from "./deposit-received";
import { isProviderUnreachable, paymentProvider } from "./provider";
import type { ChairPaymentInput } from "./schema";
import { depositSummary, lockBooking, paymentReference } from "./summaries";
import { countedTipsTotal, tipRefusal } from "./tips";
import { STRIPE_UNREACHABLE } from "./checkout";

export const NOT_YOUR_CHAIR = "Only the slot's stylist or the desk (manage bookings) can take payment for this slot.";
export const NO_CHAIR = "This slot has no stylist yet: assign one before taking payment at the chair.";
export const IDEMPOTENCY_KEY_REQUIRED = "Send an Idempotency-Key header: a payment retried from a phone must never be recorded twice.";
export const NOTHING_OWED = "Nothing is owed on this booking.";

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** The slot, checked for this reader: the desk may take payment at any chair, a stylist at their own. */
async function chairOf(reader: StaffActor, scheduleId: string, db: Db = prisma) {
  const slot = await db.schedule.findFirst({
    where: { id: scheduleId, booking: { deletedAt: null } },
    select: {
      id: true,
      startAt: true,
      assignedUser: { select: { id: true, firstName: true, lastName: true } },
      bookingDay: { select: { date: true } },
      booking: { select: { id: true, firstName: true, lastName: true, cancelledAt: true, event: { select: { timeZone: true } } } },
    },
  });
  if (!slot) throw new NotFoundError("Slot not found");
  if (!worksOnSlot(reader, slot.assignedUser?.id)) throw new ForbiddenError(NOT_YOUR_CHAIR);
  if (!slot.assignedUser) throw new ConflictError(NO_CHAIR);
  if (slot.booking.cancelledAt) throw new ConflictError("This booking is cancelled.");
  // The competition day the slot serves: an evening-before slot belongs to its heat day (its close of day and its cash drawer).
  const date = toDateOnly(slot.bookingDay.date);
  return { slot, stylist: { id: slot.assignedUser.id, name: nameOf(slot.assignedUser) }, date };
}

async function slotDto(reader: StaffActor, scheduleId: string, db: Db = prisma): Promise<ChairSlotDto> {
  const { slot, stylist, date } = await chairOf(reader, scheduleId, db);
  const summary = await depositSummary(slot.booking.id, new Date(), db);
  return {
    scheduleId: slot.id,
    bookingId: slot.booking.id,
    dancer: nameOf(slot.booking),
    stylist,
    date,
    currency: summary.currency,
    estimateCents: summary.estimateCents,
    paidCents: summary.paidCents,
    balanceCents: summary.balanceCents,
  };
}

/** GET …/chair: what the dialog prefills (the booking's balance under the money rule). */
export const chairSlot = (reader: StaffActor, scheduleId: string) => slotDto(reader, scheduleId);

/** Under the booking's lock, so two tips sent at once are measured one after the other. */
async function refuseTipBeyondRule(db: Db, bookingId: string, input: ChairPaymentInput, before: { paidCents: number; currency: string }) {
  if (input.tipCents <= 0) return;
  const rows = await db.payment.findMany({ where: { bookingId }, select: { id: true, kind: true, status: true, amountCents: true, tipCents: true, refundOfId: true, currency: true } });
  const bookingTipsCents = countedTipsTotal(rows.filter((r) => r.currency.toLowerCase() === before.currency.toLowerCase()));
  const refusal = tipRefusal({ amountCents: input.amountCents, tipCents: input.tipCents, bookingPaidCents: before.paidCents + input.amountCents, bookingTipsCents, currency: before.currency });
  if (refusal) throw new ValidationError(refusal, { tipCents: refusal });
}

/**
 * Records one payment taken at the chair under the booking's lock: at most the balance (a tip is its
 * own field, under the tip rule), the slot's stylist as who took it, the slot's competition day, the
 * signed-in user as who recorded it. The route runs it once per Idempotency-Key.
 */
export async function recordChairPayment(scheduleId: string, input: ChairPaymentInput, actor: StaffActor): Promise<ChairPaymentAnswer> {
  return prisma.$transaction(async (tx) => {
    const { slot, stylist, date } = await chairOf(actor, scheduleId, tx);
    if (!(await lockBooking(tx, slot.booking.id))) throw new NotFoundError("Slot not found");
    const before = await depositSummary(slot.booking.id, new Date(), tx);
    if (input.amountCents > before.balanceCents) {
      const most = `At most ${formatMoney(before.balanceCents, before.currency)} is owed; enter anything more as a tip.`;
      throw new ValidationError(most, { amountCents: most });
    }
    await refuseTipBeyondRule(tx, slot.booking.id, input, before);
    const payment = await tx.payment.create({
      data: {
        bookingId: slot.booking.id,
        kind: "payment",
        method: input.method,
        status: "succeeded",
        amountCents: input.amountCents,
        tipCents: input.tipCents,
        currency: before.currency,
        note: input.note,
        takenById: stylist.id,
        takenByName: stylist.name,
        takenOn: fromDateOnly(date),
        recordedById: actor.id,
        recordedByName: actorName(actor),
      },
    });
    if (input.amountCents > 0) await queueDepositReceived(tx, payment, before.state === "paid");
    await issueReceipt(tx, payment.id);
    return { ...(await slotDto(actor, scheduleId, tx)), paymentId: payment.id };
  });
}

/**
 * A Stripe Checkout for the booking's whole balance, shown as a QR code for the customer's phone. The
 * stylist and day travel in the session's metadata, so the webhook records it as taken at this chair.
 * Two taps for the same balance get the same session (Stripe's idempotency key).
 */
export async function startChairCheckout(scheduleId: string, actor: StaffActor): Promise<ChairCheckoutAnswer> {
  const { slot, stylist, date } = await chairOf(actor, scheduleId);
  const summary = await depositSummary(slot.booking.id);
  if (summary.balanceCents <= 0) throw new ConflictError(NOTHING_OWED);
  const reference = paymentReference(slot.booking.id);
  const provider = await paymentProvider();
  let session;
  try {
    session = await provider.createCheckoutSession({
      amountCents: summary.balanceCents,
      currency: summary.currency,
      bookingId: slot.booking.id,
      reference,
      description: `Balance at the chair (${reference})`,
      customerEmail: "",
      ...checkoutReturnUrls(),
      idempotencyKey: `chair-checkout/${slot.id}/${summary.paidCents}/${summary.balanceCents}-${summary.currency}`,
      metadata: { chair: "1", takenById: stylist.id, takenByName: stylist.name.slice(0, 200), takenOn: date },
    });
  } catch (error) {
    if (isProviderUnreachable(error)) throw new ServiceUnavailableError(STRIPE_UNREACHABLE);
    throw error;
  }
  const svg = await QRCode.toString(session.url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { url: session.url, qrSvgDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, amountCents: summary.balanceCents, currency: summary.currency };
}
