"use client";
// "Pay deposit": asks the server for a Checkout Session (the amount is computed there) and goes to
// the payment page. A failure (Stripe unreachable, already paid) is said here; nothing is charged.
import { useState } from "react";
import { Button } from "@/components/ui/button";

export function PayDepositButton({ token, label }: { token: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function pay() {
    setBusy(true);
    setError("");
    try {
      const response = await fetch(`/api/booking/link/${encodeURIComponent(token)}/deposit`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: "{}",
        referrerPolicy: "no-referrer",
      });
      const body = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
      if (!response.ok || !body.url) throw new Error(body.error ?? "The payment page could not be opened. Please try again.");
      window.location.assign(body.url);
    } catch (e) {
      setError(e instanceof Error ? e.message : "The payment page could not be opened. Please try again.");
      setBusy(false);
    }
  }

  return (
    <div className="mt-4">
      <Button size="lg" onClick={pay} disabled={busy}>
        {busy ? "Opening the payment page…" : label}
      </Button>
      {error ? (
        <p role="alert" className="mt-3 rounded bg-red-50 px-4 py-3 text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
