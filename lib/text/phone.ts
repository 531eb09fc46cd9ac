// A phone number as people type it ("(312) 555-0199", "+1 312 555 0199") → the link that dials or
// texts it. One rule for every screen and email: keep the digits and a leading +, drop the rest.
// Pure and client-safe.

/** The digits of a number, with a + kept only in front: "+1 (312) 555-0199" → "+13125550199". */
export function dialableNumber(phone: string): string {
  return phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
}

const phoneHref = (scheme: "tel" | "sms", phone: string) => {
  const number = dialableNumber(phone);
  return /\d/.test(number) ? `${scheme}:${number}` : undefined;
};

/** "555-0101" → "tel:5550101"; undefined when there is nothing to dial ("ask at desk"), so no link is made. */
export const telHref = (phone: string): string | undefined => phoneHref("tel", phone);

/** "555-0101" → "sms:5550101"; undefined when there is nothing to text. */
export const smsHref = (phone: string): string | undefined => phoneHref("sms", phone);

/** An E.164 number grouped for reading: "+13125550100" → "+1 312 555 0100" (North American numbers); others as stored. */
export function displayE164(e164: string): string {
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return nanp ? `+1 ${nanp[1]} ${nanp[2]} ${nanp[3]}` : e164;
}
