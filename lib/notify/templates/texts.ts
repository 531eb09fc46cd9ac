// The texts of the day and the keyword answers: short and plain, signed with the studio's name first so the
// dancer knows who writes. Times are the competition's wall clock through the one formatter (lib/time).
import { studio } from "@/lib/env";
import { formatTimeIn } from "@/lib/time/zoned";

const signed = (body: string) => `${studio.name}: ${body}`;

/** "Mia, your stylist Bea is ready for you at the chair. Please come now." (without a stylist on her slot: "your stylist is …"). */
export const readyForYouText = (names: { dancer: string; stylist?: string | null }) =>
  signed(`${names.dancer.trim()}, your stylist${names.stylist?.trim() ? ` ${names.stylist.trim()}` : ""} is ready for you at the chair. Please come now.`);

export function runningLateText(minutes: number, slot: { startAt: Date; zone: string } | null): string {
  const when = slot ? ` for your ${formatTimeIn(slot.startAt, slot.zone, slot.zone)} appointment` : "";
  return signed(`We are running about ${minutes} minutes late${when}. Sorry for the wait; we will text you when we are ready.`);
}

export const staffText = (body: string) => (body.startsWith(studio.name) ? body : signed(body));

export const helpText = () => signed(`appointment texts. Questions: call or text ${studio.phone} or email ${studio.email}. Reply STOP to stop texts, START to get them again. Msg & data rates may apply.`);

export const startText = () => signed("you will get appointment texts again. Reply STOP to stop, HELP for help.");
