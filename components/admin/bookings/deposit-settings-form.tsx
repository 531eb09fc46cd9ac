"use client";
// Settings → Deposits: off by default; a fixed amount per booked day or a percentage of the
// estimate, due within N days of the confirmation, the currency, and the refund rule shown to customers.
import { useState } from "react";
import { automaticRefundSentence, formatMoney, parseDollarsToCents } from "@/lib/payments/deposit";
import type { DepositSettingsDto } from "@/lib/payments/dto";
import { CURRENCIES, depositSettingsSchema } from "@/lib/payments/schema";
import { Field, SelectField } from "@/components/ui/field";
import { useHydrated } from "@/components/admin/use-hydrated";
import { ApiError, useAdminApi } from "../admin-api";
import { SAVE_ERROR, SAVED, StatusMessage, useStatusAction } from "../timed-status";
import { fieldErrorsFromIssues } from "@/lib/validation/field-errors";
import { Button } from "@/components/ui/button";

export function DepositSettingsForm({ initial }: { initial: DepositSettingsDto }) {
  const hydrated = useHydrated();
  const api = useAdminApi();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [mode, setMode] = useState(initial.mode);
  const [fixed, setFixed] = useState((initial.fixedCentsPerDay / 100).toFixed(2));
  const [percent, setPercent] = useState(String(initial.percentBasisPoints / 100));
  const [dueDays, setDueDays] = useState(String(initial.dueDays));
  const [currency, setCurrency] = useState(initial.currency);
  const [refundPolicy, setRefundPolicy] = useState(initial.refundPolicy);
  const [autoRefund, setAutoRefund] = useState(initial.autoRefundDaysBefore === null ? "" : String(initial.autoRefundDaysBefore));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { status: indicator, show, busy, run } = useStatusAction();

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const percentNumber = Number(percent);
    const candidate = {
      enabled,
      mode,
      fixedCentsPerDay: parseDollarsToCents(fixed) ?? -1,
      percentBasisPoints: Number.isFinite(percentNumber) ? Math.round(percentNumber * 100) : -1,
      dueDays: dueDays.trim() === "" ? -1 : Number(dueDays),
      currency,
      refundPolicy,
      autoRefundDaysBefore: autoRefund.trim() === "" ? null : Number(autoRefund),
    };
    const parsed = depositSettingsSchema.safeParse(candidate);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues, (issue) => String(issue.path[0])));
      show(SAVE_ERROR);
      return;
    }
    setErrors({});
    await run(
      async () => {
        await api.call("PUT /api/booking/deposit-settings", { body: parsed.data });
        return SAVED;
      },
      (failure) => {
        if (failure instanceof ApiError && failure.fields) setErrors(failure.fields);
        return SAVE_ERROR;
      },
    );
  }

  const example = mode === "fixed_per_day" ? `${formatMoney(parseDollarsToCents(fixed) ?? 0, currency)} per booked day` : `${percent || 0} % of the estimate`;

  return (
    <form onSubmit={save} noValidate aria-labelledby="deposit-settings-heading" className="rounded-card border border-line bg-white p-4 sm:p-5">
      <h2 id="deposit-settings-heading" className="font-serif text-xl font-semibold">
        Deposits
      </h2>
      <label className="mt-3 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} className="h-4 w-4 accent-accent" />
        Ask for a deposit to hold each booking
      </label>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField id="deposit-mode" label="Deposit" value={mode} onChange={(e) => setMode(e.target.value as DepositSettingsDto["mode"])}>
          <option value="fixed_per_day">Fixed amount per booked day</option>
          <option value="percent">Percentage of the estimate</option>
        </SelectField>
        {mode === "fixed_per_day" ? (
          <Field id="deposit-fixed" label="Amount per day" inputMode="decimal" value={fixed} onChange={(e) => setFixed(e.target.value)} error={errors.fixedCentsPerDay} />
        ) : (
          <Field id="deposit-percent" label="Percentage (%)" inputMode="decimal" value={percent} onChange={(e) => setPercent(e.target.value)} error={errors.percentBasisPoints} />
        )}
        <Field id="deposit-due-days" label="Due within (days of the confirmation)" inputMode="numeric" value={dueDays} onChange={(e) => setDueDays(e.target.value)} error={errors.dueDays} />
        <SelectField id="deposit-currency" label="Currency" value={currency} onChange={(e) => setCurrency(e.target.value)} error={errors.currency}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c.toUpperCase()}
            </option>
          ))}
        </SelectField>
        <Field
          multiline
          id="deposit-refund-policy"
          label="Refund rule shown to customers"
          className="sm:col-span-2 lg:col-span-3"
          rows={2}
          maxLength={2000}
          value={refundPolicy}
          onChange={(e) => setRefundPolicy(e.target.value)}
          error={errors.refundPolicy}
        />
        <Field
          id="deposit-auto-refund"
          label="Refund automatically when cancelled more than (days before the first day)"
          hint="Empty: never automatically"
          inputMode="numeric"
          value={autoRefund}
          onChange={(e) => setAutoRefund(e.target.value)}
          error={errors.autoRefundDaysBefore}
        />
        <p className="text-sm text-muted sm:col-span-2 lg:col-span-3" data-testid="deposit-rule-preview">
          Customers read: {refundPolicy.trim() ? `“${refundPolicy.trim()}” ` : ""}
          {automaticRefundSentence(/^\d+$/.test(autoRefund.trim()) ? Number(autoRefund.trim()) : null) ?? "No automatic refund: staff refund from Edit Booking."}
        </p>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={busy || !hydrated}>
          Save
        </Button>
        <StatusMessage status={indicator} look="text" />
      </div>
      <p className="mt-2 text-sm text-muted">
        {enabled ? `Each confirmed booking asks for ${example}, paid online through Stripe from the customer's private page.` : "Deposits are off: bookings work as before."}
      </p>
    </form>
  );
}
