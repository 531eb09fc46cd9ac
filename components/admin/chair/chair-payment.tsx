"use client";
// "Paid at the chair" on the run sheet and in My Calendar's details: one tap opens the slot's balance
// (prefilled), cash or card, an optional tip for the stylist; Record sends it with an Idempotency-Key
// kept until it is answered, so a phone that lost its connection retries without recording twice.
// A card can also be paid through Stripe: a QR code of a Checkout for the balance, on this screen.
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { ApiError, useAdminApi, useApiData } from "@/components/admin/admin-api";
import { Modal } from "@/components/admin/modal";
import { newIdempotencyKey } from "@/components/site/use-public-form-request";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { ChairCheckoutAnswer, ChairSlotDto } from "@/lib/payments/dto";
import { formatMoney, parseDollarsToCents } from "@/lib/payments/dto";

type Method = "cash" | "card_at_chair";
const dollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** `owes` false (nothing left to pay) hides the button, but an open dialog stays until it is closed. */
export function ChairPaymentButton({ scheduleId, dancer, owes = true, className }: { scheduleId: string; dancer: string; owes?: boolean; className?: string }) {
  const [open, setOpen] = useState(false);
  if (!owes && !open) return null;
  return (
    <>
      {owes ? (
        <Button size="sm" variant="secondary" className={className} onClick={() => setOpen(true)} aria-label={`Paid at the chair: ${dancer}`}>
          Paid at the chair
        </Button>
      ) : null}
      {open ? <ChairPaymentDialog scheduleId={scheduleId} dancer={dancer} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ChairPaymentDialog({ scheduleId, dancer, onClose }: { scheduleId: string; dancer: string; onClose(): void }) {
  const api = useAdminApi();
  const router = useRouter();
  const id = useId();
  const loaded = useApiData("GET /api/calendar/slots/:id/chair", { params: { id: scheduleId } });
  // After a payment, its answer is the slot as it now stands.
  const [recorded, setRecorded] = useState<ChairSlotDto | null>(null);
  const slot = recorded ?? loaded.data ?? null;
  const loadError = loaded.error?.message ?? "";
  // null: the balance, prefilled.
  const [amountText, setAmount] = useState<string | null>(null);
  const amount = amountText ?? (slot ? dollars(slot.balanceCents) : "");
  const [tip, setTip] = useState("");
  const [method, setMethod] = useState<Method>("cash");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [done, setDone] = useState("");
  const [pending, setPending] = useState(false);
  // One key per filled form: kept across retries, renewed once the server answered.
  const [key, setKey] = useState(newIdempotencyKey);
  const [qr, setQr] = useState<ChairCheckoutAnswer | null>(null);

  async function record(event: React.FormEvent) {
    event.preventDefault();
    const amountCents = parseDollarsToCents(amount || "0");
    const tipCents = parseDollarsToCents(tip || "0");
    const invalid: Record<string, string> = {};
    if (amountCents === null) invalid.amountCents = "Enter an amount like 45 or 45.50.";
    if (tipCents === null) invalid.tipCents = "Enter a tip like 10 or 10.50.";
    setFields(invalid);
    setMessage("");
    if (amountCents === null || tipCents === null) return;
    setPending(true);
    try {
      const answer = await api.callOnce("POST /api/calendar/slots/:id/chair-payments", { params: { id: scheduleId }, body: { amountCents, method, tipCents } }, key);
      setKey(newIdempotencyKey());
      setRecorded(answer);
      setAmount(null);
      setTip("");
      const tipText = tipCents > 0 ? `, tip ${formatMoney(tipCents, answer.currency)} for ${answer.stylist.name}` : "";
      setDone(`Recorded ${formatMoney(amountCents, answer.currency)} ${method === "cash" ? "cash" : "card"}${tipText}. Balance now ${formatMoney(answer.balanceCents, answer.currency)}.`);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) {
        setFields(error.fields ?? {});
        setMessage(error.message);
        // A refusal was answered: the next try is a new request.
        setKey(newIdempotencyKey());
      } else setMessage("Not sent: no connection. Tap Record again when you are back online; it will not be recorded twice.");
    } finally {
      setPending(false);
    }
  }

  async function payByQr() {
    setMessage("");
    setPending(true);
    try {
      setQr(await api.call("POST /api/calendar/slots/:id/chair-checkout", { params: { id: scheduleId } }));
    } catch (error) {
      setMessage(error instanceof Error ? error.message : "The payment page could not be opened.");
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal open title={`Paid at the chair: ${dancer}`} onClose={onClose}>
      {loadError ? <p className="text-danger" role="alert">{loadError}</p> : null}
      {!slot && !loadError ? <p role="status">Loading the balance…</p> : null}
      {slot ? (
        <div className="space-y-4 text-sm">
          <p data-testid="chair-balance">
            Balance <strong>{formatMoney(slot.balanceCents, slot.currency)}</strong> of {formatMoney(slot.estimateCents, slot.currency)} · {slot.stylist.name}&apos;s chair
          </p>
          {done ? (
            <p className="rounded border border-green-700 bg-green-50 p-3 text-green-900" role="status" data-testid="chair-recorded">
              {done}
            </p>
          ) : null}
          {qr ? (
            <div className="flex flex-col items-center gap-2 text-center" data-testid="chair-qr">
              {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server, nothing to optimise */}
              <img src={qr.qrSvgDataUrl} alt={`QR code: pay ${formatMoney(qr.amountCents, qr.currency)} by card with Stripe`} width={240} height={240} className="h-60 w-60" />
              <p>
                The customer scans it and pays {formatMoney(qr.amountCents, qr.currency)} on their phone; it is recorded when Stripe confirms.{" "}
                <a href={qr.url} className="text-accent-dark underline" target="_blank" rel="noreferrer">
                  Open the payment page
                </a>
              </p>
            </div>
          ) : null}
          <form onSubmit={record} className="space-y-3" noValidate>
            <Field id={`${id}-amount`} label="Amount ($)" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} error={fields.amountCents} />
            <fieldset>
              <legend className="text-sm font-medium">Paid by</legend>
              <div className="mt-1 flex gap-4">
                {(["cash", "card_at_chair"] as const).map((m) => (
                  <label key={m} className="flex min-h-11 items-center gap-2">
                    <input type="radio" name={`${id}-method`} value={m} checked={method === m} onChange={() => setMethod(m)} />
                    {m === "cash" ? "Cash" : "Card"}
                  </label>
                ))}
              </div>
            </fieldset>
            <Field id={`${id}-tip`} label="Tip for the stylist ($, optional)" inputMode="decimal" value={tip} onChange={(e) => setTip(e.target.value)} error={fields.tipCents} hint="The stylist's, not the studio's takings." />
            {message ? (
              <p className="text-danger" role="alert">
                {message}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3">
              {method === "card_at_chair" && slot.balanceCents > 0 ? (
                <Button variant="secondary" onClick={payByQr} disabled={pending}>
                  Card by QR code (Stripe)
                </Button>
              ) : null}
              <Button variant="secondary" onClick={onClose}>
                Done
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? "Recording…" : "Record"}
              </Button>
            </div>
          </form>
        </div>
      ) : null}
    </Modal>
  );
}
