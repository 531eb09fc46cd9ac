"use client";
// The live day around a screen (the run sheet, My Calendar's day): the slots' statuses for every control
// inside it, the screen's times read again when running late moved them on another phone, and one polite
// announcement of each change for screen readers. The context itself never changes on a status change:
// each control reads its own slot (useLiveSlot) and re-renders alone.
import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { SLOT_STATUS_LABELS, type LiveSlotDto, type LiveTimesDto } from "@/lib/dayof/dto";
import { useLiveDay, type LiveSlots, type LiveSlotStore } from "./use-live-day";

interface LiveDayState {
  date: string;
  store: LiveSlotStore;
  apply(slots: readonly LiveSlotDto[]): void;
  /** Names a slot's dancer for the announcements ("Alice Dancer"). */
  register(slotId: string, dancer: string): void;
  announce(text: string): void;
}

const LiveDayContext = createContext<LiveDayState | null>(null);

export const useLiveDayState = () => useContext(LiveDayContext);

const noSlots: LiveSlots = {};
const noSubscription = () => () => undefined;

/** One slot's live status (undefined before anyone touched it, or outside a live day). */
export function useLiveSlot(id: string): LiveSlotDto | undefined {
  const store = useContext(LiveDayContext)?.store;
  const get = () => store?.get(id);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, get, get);
}

/** Every slot's live status (the day's header counts them). */
export function useLiveSlots(): LiveSlots {
  const store = useContext(LiveDayContext)?.store;
  const all = () => store?.all() ?? noSlots;
  return useSyncExternalStore(store?.subscribe ?? noSubscription, all, all);
}

export function LiveDayProvider({ date, initial, children }: { date: string; initial: readonly LiveSlotDto[]; children: React.ReactNode }) {
  const [announcement, setAnnouncement] = useState("");
  const dancers = useRef(new Map<string, string>());
  const announce = useCallback((text: string) => setAnnouncement(text), []);
  const onPushed = useCallback((slot: LiveSlotDto) => {
    const dancer = dancers.current.get(slot.id);
    if (dancer) setAnnouncement(`${dancer}: ${SLOT_STATUS_LABELS[slot.status].toLowerCase()}${slot.changedByName ? ` (${slot.changedByName})` : ""}`);
  }, []);
  // Running late saved on another phone (or maybe, while this one was offline): the server-rendered times of
  // this screen are read again.
  const router = useRouter();
  const onTimes = useCallback(
    (times: LiveTimesDto | null) => {
      router.refresh();
      if (times) setAnnouncement(`Times changed: ${times.slotIds.length} appointment${times.slotIds.length === 1 ? "" : "s"} moved ${times.minutes} minutes${times.byName ? ` (${times.byName})` : ""}`);
    },
    [router],
  );
  const { store, apply, mode } = useLiveDay(date, initial, onPushed, onTimes);
  const register = useCallback((slotId: string, dancer: string) => void dancers.current.set(slotId, dancer), []);
  const value = useMemo(() => ({ date, store, apply, register, announce }), [date, store, apply, register, announce]);
  return (
    <LiveDayContext.Provider value={value}>
      {children}
      <p className="sr-only" aria-live="polite" data-testid="live-announcement" data-mode={mode}>
        {announcement}
      </p>
    </LiveDayContext.Provider>
  );
}
