"use client";
// "Unsubscribe" on the unsubscribe page: the same one-click POST a mail client sends (RFC 8058).
import { useState } from "react";
import { usePublicFormRequest } from "@/components/site/use-public-form-request";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

export function UnsubscribeButton({ token }: { token: string }) {
  const { pending, call } = usePublicFormRequest();
  const [done, setDone] = useState(false);
  const [error, setError] = useState("");

  async function unsubscribe() {
    setError("");
    const answer = await call("POST /api/unsubscribe/:token", { params: { token }, body: { "List-Unsubscribe": "One-Click" } });
    if (answer.kind === "ok") setDone(true);
    else setError((answer.kind === "refused" ? answer.error : answer.message) ?? "Could not unsubscribe. Please try again.");
  }

  if (done) {
    return (
      <p role="status" className="mt-4 font-semibold">
        You are unsubscribed. You will not be invited to new competitions again.
      </p>
    );
  }
  return (
    <div className="mt-4">
      <Button size="lg" onClick={unsubscribe} disabled={pending}>
        {pending ? "Unsubscribing…" : "Unsubscribe"}
      </Button>
      <FormAlert message={error} />
    </div>
  );
}
