// Input of the texts screens' own endpoints: the private page's "Text me about my appointments".
import { z } from "zod";

/** PUT /api/booking/link/:token/texts: tick (consent) or untick (withdraw). */
export const customerTextConsentSchema = z.object({ consent: z.boolean({ message: "consent must be true or false" }) });
export type CustomerTextConsentInput = z.infer<typeof customerTextConsentSchema>;
