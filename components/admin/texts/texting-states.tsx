"use client";
// The run sheet's texting states, loaded with the sheet in one query: each row's day-of buttons read theirs here.
import { createContext, useContext } from "react";
import type { TextingState } from "@/lib/notify/dto";
import { DayOfTexts } from "./day-of-texts";

const TextingStates = createContext<Readonly<Record<string, TextingState>>>({});

export function TextingStatesProvider({ states, children }: { states: Readonly<Record<string, TextingState>>; children: React.ReactNode }) {
  return <TextingStates.Provider value={states}>{children}</TextingStates.Provider>;
}

/** The day-of buttons of a booking whose state the provider holds; nothing for one it does not. */
export function RowDayOfTexts({ bookingId, dancer, className }: { bookingId: string; dancer: string; className?: string }) {
  const texting = useContext(TextingStates)[bookingId];
  return texting ? <DayOfTexts bookingId={bookingId} dancer={dancer} texting={texting} className={className} /> : null;
}
