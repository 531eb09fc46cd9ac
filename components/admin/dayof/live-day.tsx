"use client";
// The live day around a screen (the run sheet, My Calendar's day): the slots' statuses for every control
// inside it, and one polite announcement of each change for screen readers.
import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import { SLOT_STATUS_LABELS, type LiveSlotDto } from "@/lib/dayof/dto";
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
  const { slots, apply, mode } = useLiveDay(date, initial, onPushed);
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
