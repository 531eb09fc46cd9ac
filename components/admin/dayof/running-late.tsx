"use client";
// "Re-time Bea Lee's day…" (running late) on a stylist's section of the run sheet: pick 5/10/15/30 minutes or type
// them, see her remaining slots re-timed and every dancer who would miss her ready-by, then save (all or nothing).
// Named for what it does: the cards' "Text: late…" (day-of-texts.tsx) only texts the dancer.
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useAdminApi } from "@/components/admin/admin-api";
import { Modal } from "@/components/admin/modal";
import { Button } from "@/components/ui/button";
import type { RunningLateAnswer } from "@/lib/dayof/dto";

const CHOICES = [5, 10, 15, 30] as const;

/** "Re-time Bea Lee's day": the button (with "…") and its dialog. */
export const retimeDayLabel = (stylist: string) => `Re-time ${stylist}’s day`;

export function RunningLateButton({ date, staffId, stylist }: { date: string; staffId: string; stylist: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="min-h-11 print:hidden" onClick={() => setOpen(true)}>
        {retimeDayLabel(stylist)}…
      </Button>
      {open ? <RunningLateDialog date={date} staffId={staffId} stylist={stylist} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function RunningLateDialog({ date, staffId, stylist, onClose }: { date: string; staffId: string; stylist: string; onClose(): void }) {
  const api = useAdminApi();
  const router = useRouter();
  const id = useId();
  const [custom, setCustom] = useState("");
  const [preview, setPreview] = useState<RunningLateAnswer | null>(null);
  const [message, setMessage] = useState("");
  const [saved, setSaved] = useState("");
  const [pending, setPending] = useState(false);

  async function send(minutes: number, save: boolean) {
    setPending(true);
    setMessage("");
    try {
      const answer = await api.call("POST /api/calendar/running-late", { body: { date, staffId, minutes, preview: !save } });
      if (save) {
        setSaved(`${answer.slots.length} ${answer.slots.length === 1 ? "appointment" : "appointments"} moved by ${minutes} minutes.`);
        setPreview(null);
        router.refresh();
      } else setPreview(answer);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : "Running late could not be worked out.");
    } finally {
      setPending(false);
    }
  }

  const customMinutes = Number(custom);
  return (
    <Modal open title={`${retimeDayLabel(stylist)} (running late)`} onClose={onClose}>
      <div className="space-y-4 text-sm">
        {saved ? (
          <p className="rounded border border-green-700 bg-green-50 p-3 text-green-900" role="status" data-testid="running-late-saved">
            {saved}
          </p>
        ) : null}
        <fieldset>
          <legend className="font-medium">Move her remaining appointments by</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {CHOICES.map((minutes) => (
              <Button key={minutes} variant={preview?.minutes === minutes ? "primary" : "secondary"} className="min-h-11 min-w-11" disabled={pending} onClick={() => void send(minutes, false)}>
                {minutes} min
              </Button>
            ))}
          </div>
          <form
            className="mt-2 flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (Number.isInteger(customMinutes) && customMinutes > 0) void send(customMinutes, false);
              else setMessage("Enter a whole number of minutes.");
            }}
          >
            <label htmlFor={`${id}-custom`} className="font-medium">
              Other (minutes)
              <input id={`${id}-custom`} inputMode="numeric" value={custom} onChange={(e) => setCustom(e.target.value)} className="mt-1 block w-24 rounded border border-line bg-white px-3 py-2" />
            </label>
            <Button type="submit" variant="secondary" className="min-h-11" disabled={pending}>
              Preview
            </Button>
          </form>
        </fieldset>
        {message ? (
          <p className="text-danger" role="alert">
            {message}
          </p>
        ) : null}
        {preview ? (
          <div data-testid="running-late-preview" className="space-y-2">
            {preview.slots.length ? (
              <ul className="space-y-1">
                {preview.slots.map((s) => (
                  <li key={s.scheduleId}>
                    <span className="font-semibold">{s.dancer}</span>: {s.from} → {s.to}
                  </li>
                ))}
              </ul>
            ) : (
              <p>No appointments left to move today.</p>
            )}
            {preview.warnings.length ? (
              <div className="rounded border border-danger bg-red-50 p-3 text-danger" role="alert" data-testid="running-late-warnings">
                <p className="font-semibold">Would miss the ready-by:</p>
                <ul>
                  {preview.warnings.map((w) => (
                    <li key={w.scheduleId}>{w.message}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {saved ? "Done" : "Cancel"}
          </Button>
          {preview?.slots.length ? (
            <Button disabled={pending} onClick={() => void send(preview.minutes, true)}>
              {pending ? "Saving…" : `Move ${preview.slots.length} by ${preview.minutes} min`}
            </Button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
