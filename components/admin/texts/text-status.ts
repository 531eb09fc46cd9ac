// How an outbound text stands, in a word or two: "Queued", "Sent", "Delivered", "Not sent: opted out".
import type { TextMessageDto } from "@/lib/notify/dto";

export function textStatusLabel(m: Pick<TextMessageDto, "status" | "delivery" | "lastError">): string {
  if (m.delivery === "delivered") return "Delivered";
  if (m.delivery === "bounced") return `Not delivered${m.lastError ? `: ${m.lastError}` : ""}`;
  switch (m.status) {
    case "pending":
      return m.lastError ? `Waiting: ${m.lastError}` : "Queued";
    case "sending":
      return "Sending";
    case "sent":
      return "Sent";
    case "failed":
    case "dropped":
      return `Not sent${m.lastError ? `: ${m.lastError}` : ""}`;
    default:
      return String(m.status);
  }
}
