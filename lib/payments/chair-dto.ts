// What the "Paid at the chair" dialog reads and gets back; safe for client code.

export interface ChairSlotDto {
  scheduleId: string;
  bookingId: string;
  dancer: string;
  /** The slot's stylist: the chair the money is taken at (and whose tip it is). */
  stylist: { id: string; name: string };
  /** "YYYY-MM-DD", the competition day of the slot (in the competition's zone). */
  date: string;
  currency: string;
  estimateCents: number;
  paidCents: number;
  /** What the booking still owes (the money rule's balance): the amount prefilled. */
  balanceCents: number;
}

export interface ChairPaymentAnswer extends ChairSlotDto {
  paymentId: string;
}

export interface ChairCheckoutAnswer {
  url: string;
  /** The Checkout link as a QR code (SVG, made on the server), for the customer's phone. */
  qrSvgDataUrl: string;
  amountCents: number;
  currency: string;
}
