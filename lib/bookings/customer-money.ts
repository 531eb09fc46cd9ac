// The one read of a booking's payments for what the customer reads (emails, calendar file, private
// page): it asks the payments module and shapes the answer with customerMoneyFrom.
import "server-only";
import { prisma } from "@/lib/db/client";
import { depositSummary } from "@/lib/payments";
import type { Db } from "@/lib/payments/db";
import { customerMoneyFrom, type CustomerMoney } from "./customer-lines";

export async function readCustomerMoney(bookingId: string, now = new Date(), db: Db = prisma): Promise<CustomerMoney | null> {
  return customerMoneyFrom(await depositSummary(bookingId, now, db));
}
