"use client";
// The studio phone for client components that cannot read lib/env (the public error page).
import { createContext, useContext, type ReactNode } from "react";

const StudioPhoneContext = createContext("");

export function StudioPhoneProvider({ phone, children }: { phone: string; children: ReactNode }) {
  return <StudioPhoneContext.Provider value={phone}>{children}</StudioPhoneContext.Provider>;
}

export function useStudioPhone(): string {
  return useContext(StudioPhoneContext);
}
