"use client";
// The live day around a screen (the run sheet, My Calendar's day): the slots' statuses for every control
// inside it, the screen's times read again when running late moved them on another phone, and one
// polite announcement of each change for screen readers.
import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import { SLOT_STATUS_LABELS, type LiveSlotDto, type LiveTimesDto } from "@/lib/dayof/dto";
import { useLiveDay, type LiveSlots } from "./use-live-day";

interface LiveDayState {
  date: string;
  slots: LiveSlots;
  apply(slots: readonly LiveSlotDto[]): void;
  /** Names a slot's dancer for the announcements ("Alice Dancer"). */
  register(slotId: string, dancer: string): void;
  announce(text: string): void;
  mode: "connecting" | "push" | "polling";
}

const LiveDayContext = createContext<LiveDayState | null>(null);

export const useLiveDayState = () => useContext(LiveDayContext);

export function LiveDayProvider({ date, initial, children }: { date: string; initial: readonly LiveSlotDto[]; children: React.ReactNode }) {
  const [announcement, setAnnouncement] = useState("");
  const dancers = useRef(new Map<string, string>());
  const announce = useCallback((text: string) => setAnnouncement(text), []);
  const onPushed = useCallback((slot: LiveSlotDto) => {
    const dancer = dancers.current.get(slot.id);
    if (dancer) setAnnouncement(`${dancer}: ${SLOT_STATUS_LABELS[slot.status].toLowerCase()}${slot.changedByName ? ` (${slot.changedByName})` : ""}`);
  }, []);
  // Running late saved on another phone: the server-rendered times of this screen are read again.
  const router = useRouter();
  const onTimes = useCallback(
    (times: LiveTimesDto) => {
      router.refresh();
      setAnnouncement(`Times changed: ${times.slotIds.length} appointment${times.slotIds.length === 1 ? "" : "s"} moved ${times.minutes} minutes${times.byName ? ` (${times.byName})` : ""}`);
    },
    [router],
  );
  const { slots, apply, mode } = useLiveDay(date, initial, onPushed, onTimes);
  const register = useCallback((slotId: string, dancer: string) => void dancers.current.set(slotId, dancer), []);
  const value = useMemo(() => ({ date, slots, apply, register, announce, mode }), [date, slots, apply, register, announce, mode]);
  return (
    <LiveDayContext.Provider value={value}>
      {children}
      <p className="sr-only" aria-live="polite" data-testid="live-announcement" data-mode={mode}>
        {announcement}
      </p>
    </LiveDayContext.Provider>
  );
}
