"use client";
// "Accept the place" on a waiting-list offer: POST /api/waitlist/offer/<token>/accept, then a fresh render.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { usePublicFormRequest } from "@/components/site/use-public-form-request";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

export function AcceptOffer({ token }: { token: string }) {
  const router = useRouter();
  const { pending, call } = usePublicFormRequest();
  const [error, setError] = useState("");

  async function accept() {
    setError("");
    const answer = await call("POST /api/waitlist/offer/:token/accept", { params: { token } });
    if (answer.kind === "ok") router.refresh();
    else setError((answer.kind === "refused" ? answer.error : answer.message) ?? "The place could not be accepted. Please try again.");
  }

  return (
    <div className="mt-4">
      <Button size="lg" onClick={accept} disabled={pending}>
        {pending ? "Accepting…" : "Accept the place"}
      </Button>
      <FormAlert message={error} />
    </div>
  );
}
