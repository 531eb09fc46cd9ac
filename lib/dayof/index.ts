// The competition day as it happens: each slot's status, pushed to every phone, and running late (server-only).
import "server-only";
export { setSlotStatus, liveDay, slotDate, NOT_YOUR_SLOT, CANCELLED_SLOT } from "./status";
export { liveHub, createLiveHub, subscribeLiveDay, type LiveHub } from "./push";
export { runningLate, NOT_YOUR_DAY } from "./running-late";
export { notifyTimesChanged } from "./notify";
