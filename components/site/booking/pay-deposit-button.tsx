"use client";
// "Pay deposit": asks the server for a Checkout Session (the amount is computed there) and goes to
// the payment page. A failure (Stripe unreachable, already paid) is said here; nothing is charged.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { callPublicForm } from "@/components/site/use-public-form-request";
import { FormAlert } from "@/components/ui/form-alert";

export function PayDepositButton({ token, label }: { token: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function pay() {
    setBusy(true);
    setError("");
    const answer = await callPublicForm("POST /api/booking/link/:token/deposit", { params: { token }, body: {} });
    if (answer.kind === "ok" && answer.body.url) {
      window.location.assign(answer.body.url);
      return;
    }
    setError((answer.kind === "refused" ? answer.error : answer.kind === "unreachable" ? answer.message : undefined) ?? "The payment page could not be opened. Please try again.");
    setBusy(false);
  }

  return (
    <div className="mt-4">
      <Button size="lg" onClick={pay} disabled={busy}>
        {busy ? "Opening the payment page…" : label}
      </Button>
      <FormAlert message={error} />
    </div>
  );
}
