"use client";
import { useState } from "react";
import type { ReminderSettings } from "@/lib/events";
import { reminderSettingsSchema } from "@/lib/bookings/schema";
import { useAdminApi } from "../admin-api";
import { Field } from "@/components/ui/field";
import { SAVE_ERROR, SAVED, StatusMessage, useStatusAction } from "../timed-status";
import { useHydrated } from "@/components/admin/use-hydrated";
import { Button } from "@/components/ui/button";

const CHANNELS: readonly { value: ReminderSettings["reminderChannels"]; label: string }[] = [
  { value: "both", label: "Email and text (where agreed)" },
  { value: "text", label: "Text where agreed, else email" },
  { value: "email", label: "Email only" },
];

/** Customer reminders: on/off, how they go and the time on the day before each booking day (studio zone). */
export function ReminderSettingsForm({ initial }: { initial: ReminderSettings }) {
  const hydrated = useHydrated();
  const api = useAdminApi();
  const [sendReminders, setSendReminders] = useState(initial.sendReminders);
  const [reminderTime, setReminderTime] = useState(initial.reminderTime);
  const [reminderChannels, setReminderChannels] = useState(initial.reminderChannels);
  const [timeError, setTimeError] = useState("");
  const { status: indicator, show, busy, run } = useStatusAction();

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = reminderSettingsSchema.safeParse({ sendReminders, reminderTime, reminderChannels });
    if (!parsed.success) {
      setTimeError(parsed.error.issues[0]?.message ?? "Please enter a reminder time.");
      show(SAVE_ERROR);
      return;
    }
    setTimeError("");
    await run(
      async () => {
        const saved = await api.call("PUT /api/booking/reminder-settings", { body: parsed.data });
        setSendReminders(saved.sendReminders);
        setReminderTime(saved.reminderTime);
        setReminderChannels(saved.reminderChannels);
        return SAVED;
      },
      (error) => {
        console.error("Failed to save reminder settings", error);
        return SAVE_ERROR;
      },
    );
  }

  return (
    <form onSubmit={save} noValidate aria-labelledby="reminder-settings-heading" className="rounded-card border border-line bg-white p-4 sm:p-5">
      <h2 id="reminder-settings-heading" className="font-serif text-xl font-semibold">
        Customer reminders
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-4">
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input type="checkbox" checked={sendReminders} onChange={(e) => setSendReminders(e.target.checked)} className="h-4 w-4 accent-accent" />
          Send reminders
        </label>
        <Field id="reminder-time" label="Reminder time" type="time" value={reminderTime} onChange={(e) => setReminderTime(e.target.value)} error={timeError} inputClassName="w-36!" />
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="reminder-channels" className="text-sm font-medium">
            Send by
          </label>
          <select
            id="reminder-channels"
            value={reminderChannels}
            onChange={(e) => setReminderChannels(e.target.value as ReminderSettings["reminderChannels"])}
            className="max-w-full rounded border border-line bg-white px-3 py-2"
          >
            {CHANNELS.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={busy || !hydrated}>
          Save
        </Button>
        <StatusMessage status={indicator} look="text" className="pb-2" />
      </div>
      <p className="mt-2 text-sm text-muted">Confirmed customers get one reminder per booking day, the day before at this time (studio time), with that day&apos;s times and their private link. Texts go only to numbers that agreed to them; one due between 9 pm and 7 am (the competition&apos;s zone) waits until 7 am.</p>
    </form>
  );
}
