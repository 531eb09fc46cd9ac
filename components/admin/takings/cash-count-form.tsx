"use client";
// The desk's cash count for the day: counted cash in, the stored count (with its difference) back.
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { ApiError, useAdminApi } from "@/components/admin/admin-api";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { parseDollarsToCents } from "@/lib/payments/dto";

export function CashCountForm({ eventId, date }: { eventId: string; date: string }) {
  const api = useAdminApi();
  const router = useRouter();
  const id = useId();
  const [counted, setCounted] = useState("");
  const [note, setNote] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [pending, setPending] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const countedCents = parseDollarsToCents(counted);
    if (countedCents === null) {
      setFields({ countedCents: "Enter the cash counted, like 245 or 245.50." });
      return;
    }
    setPending(true);
    setFields({});
    setMessage("");
    try {
      await api.call("POST /api/takings/:eventId/cash-counts", { params: { eventId }, body: { date, countedCents, note } });
      setCounted("");
      setNote("");
      setMessage("Cash count saved.");
      router.refresh();
    } catch (error) {
      setFields(error instanceof ApiError ? (error.fields ?? {}) : {});
      setMessage(error instanceof Error ? error.message : "The count could not be saved.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={save} className="takings-controls mt-3 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end" noValidate>
      <Field id={`${id}-counted`} label="Cash counted ($)" inputMode="decimal" value={counted} onChange={(e) => setCounted(e.target.value)} error={fields.countedCents} />
      <Field id={`${id}-note`} label="Note (optional)" value={note} onChange={(e) => setNote(e.target.value)} error={fields.note} />
      <Button type="submit" disabled={pending}>
        {pending ? "Saving…" : "Save count"}
      </Button>
      {message ? (
        <p role="status" className="sm:col-span-3">
          {message}
        </p>
      ) : null}
    </form>
  );
}
