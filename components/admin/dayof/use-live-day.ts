"use client";
// The day's slot statuses, live: the push stream (EventSource) while it works, else a poll of the day
// every 10 s; a newer version always wins, whichever way it came. The statuses live in a small store
// outside React's state, so a change re-renders only the controls of the slots it changed (200 rows on a
// busy day re-rendered for each tap, and twice more after load when the stream opened).
import { useEffect, useRef, useState } from "react";
import { apiGet } from "@/components/admin/admin-api";
import { apiUrl } from "@/lib/http/contract";
import type { LiveSlotDto, LiveTimesDto } from "@/lib/dayof/dto";

export const POLL_MS = 10_000;

export type LiveSlots = Readonly<Record<string, LiveSlotDto>>;

function merge(current: LiveSlots, incoming: readonly LiveSlotDto[]): LiveSlots {
  let next: Record<string, LiveSlotDto> | null = null;
  for (const slot of incoming) {
    const known = (next ?? current)[slot.id];
    if (known && known.version >= slot.version) continue;
    next ??= { ...current };
    next[slot.id] = slot;
  }
  return next ?? current;
}

/** The day's statuses by slot id: `get` keeps each slot's object until that slot changes. */
export interface LiveSlotStore {
  get(id: string): LiveSlotDto | undefined;
  all(): LiveSlots;
  /** Takes the newer of each slot; true when any was newer than what the store held. */
  apply(incoming: readonly LiveSlotDto[]): boolean;
  subscribe(listener: () => void): () => void;
}

export function liveSlotStore(initial: readonly LiveSlotDto[]): LiveSlotStore {
  let slots = merge({}, initial);
  const listeners = new Set<() => void>();
  return {
    get: (id) => slots[id],
    all: () => slots,
    apply(incoming) {
      const next = merge(slots, incoming);
      if (next === slots) return false;
      slots = next;
      for (const listener of listeners) listener();
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * `onTimes` runs for a re-timing pushed while connected, and with null when the stream comes back after a
 * drop (or first opens after the page loaded offline): a re-timing made meanwhile is not replayed.
 */
export function useLiveDay(date: string, initial: readonly LiveSlotDto[], onChange?: (slot: LiveSlotDto) => void, onTimes?: (times: LiveTimesDto | null) => void) {
  const [store] = useState(() => liveSlotStore(initial));
  const [mode, setMode] = useState<"connecting" | "push" | "polling">("connecting");
  const apply = store.apply;
  // The callbacks are read at event time through a ref: a new function each render must not reconnect.
  const callbacks = useRef({ onChange, onTimes });
  useEffect(() => {
    callbacks.current = { onChange, onTimes };
  });

  useEffect(() => {
    let poll: ReturnType<typeof setInterval> | null = null;
    let stopped = false;
    const refresh = async () => {
      try {
        const day = await apiGet("GET /api/calendar/live", { query: { date } });
        if (!stopped) apply(day.slots);
      } catch {
        // Offline or refused: the next poll tries again.
      }
    };
    const startPolling = () => {
      setMode("polling");
      if (poll) return;
      void refresh();
      poll = setInterval(refresh, POLL_MS);
    };
    const stopPolling = () => {
      if (poll) clearInterval(poll);
      poll = null;
    };
    if (typeof EventSource === "undefined") {
      startPolling();
      return () => {
        stopped = true;
        stopPolling();
      };
    }
    const source = new EventSource(apiUrl("GET /api/calendar/live/stream", { query: { date } }));
    let dropped = false;
    source.onopen = () => {
      setMode("push");
      stopPolling();
      // Whatever changed while the stream was down: the statuses, and the times if it was down at all.
      void refresh();
      if (dropped) callbacks.current.onTimes?.(null);
      dropped = false;
    };
    source.onmessage = (event) => {
      try {
        const slot = JSON.parse(event.data) as LiveSlotDto;
        // A change this screen already holds (its own tap, answered first) is not news.
        if (apply([slot])) callbacks.current.onChange?.(slot);
      } catch {
        // not a slot: ignore
      }
    };
    source.addEventListener("times", (event) => {
      try {
        callbacks.current.onTimes?.(JSON.parse((event as MessageEvent<string>).data) as LiveTimesDto);
      } catch {
        // not a re-timing: ignore
      }
    });
    // The browser reconnects by itself (unless the answer was not a stream); meanwhile, poll.
    source.onerror = () => {
      dropped = true;
      startPolling();
    };
    return () => {
      stopped = true;
      source.close();
      stopPolling();
    };
  }, [date, apply]);

  return { store, apply, mode };
}
