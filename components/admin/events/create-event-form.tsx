"use client";
import { useState } from "react";
import { createEventSchema } from "@/lib/events/schema";
import { ApiError, useAdminApi } from "../admin-api";
import { useHydrated } from "@/components/admin/use-hydrated";
import { changeEventDraft, checkEventDraft, EMPTY_EVENT_DRAFT, EventFields, type EventDraft } from "./event-fields";
import { Button } from "@/components/ui/button";

/** The new-event form (its messages are the schema's); validated with the same schema as POST /api/events/create. */
export function CreateEventForm({ onCreated }: { onCreated(): void }) {
  const hydrated = useHydrated();
  const api = useAdminApi();
  const [draft, setDraft] = useState<EventDraft>(EMPTY_EVENT_DRAFT);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);

  const set = (key: keyof EventDraft, value: string) => setDraft((d) => changeEventDraft(d, key, value));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setNotice("");
    setFormError("");
    const data = checkEventDraft(createEventSchema, draft, setFieldErrors);
    if (!data) return;
    setBusy(true);
    try {
      await api.call("POST /api/events/create", { body: data });
      setDraft(EMPTY_EVENT_DRAFT);
      setNotice(`Event “${data.eventName}” created.`);
      onCreated();
    } catch (error) {
      console.error("Failed to create event", error);
      if (error instanceof ApiError) setFieldErrors(error.fields ?? {});
      setFormError("Failed to create event");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="create-event-heading" className="rounded-card border border-line bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="create-event-heading" className="font-serif text-2xl font-semibold">
          Create Event
        </h2>
        <p className="text-sm text-muted">* Required</p>
      </div>
      {formError ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {formError}
        </p>
      ) : null}
      <EventFields idPrefix="event" draft={draft} errors={fieldErrors} onChange={set} />
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={busy || !hydrated}>
          {busy ? "Creating…" : "Create Event"}
        </Button>
        <p role="status" className="text-sm text-success">
          {notice}
        </p>
      </div>
    </form>
  );
}
