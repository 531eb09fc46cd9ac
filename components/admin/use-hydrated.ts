"use client";
// False in the server render and until React has hydrated the page, then true.
// Forms use it to stay inert until their handlers are attached: a click on Save before hydration
// would otherwise submit the form natively (a GET with every field, or the password, in the URL),
// and text typed before hydration would be lost when React takes over the inputs.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
