// Deposit settings: one row, read by every rule below.
import "server-only";
import { prisma } from "@/lib/db/client";
import type { DepositMode } from "./deposit";
import { DEFAULT_DEPOSIT_SETTINGS, type DepositSettingsDto } from "./dto";
import type { Db } from "./db";

const SETTINGS_ID = 1;

export async function getDepositSettings(db: Db = prisma): Promise<DepositSettingsDto> {
  const row = await db.depositSettings.findUnique({ where: { id: SETTINGS_ID } });
  if (!row) return DEFAULT_DEPOSIT_SETTINGS;
  const { enabled, mode, fixedCentsPerDay, percentBasisPoints, dueDays, currency, refundPolicy, autoRefundDaysBefore } = row;
  return { enabled, mode: mode as DepositMode, fixedCentsPerDay, percentBasisPoints, dueDays, currency, refundPolicy, autoRefundDaysBefore };
}

export async function updateDepositSettings(input: DepositSettingsDto): Promise<DepositSettingsDto> {
  await prisma.depositSettings.upsert({ where: { id: SETTINGS_ID }, create: { id: SETTINGS_ID, ...input }, update: input });
  return getDepositSettings();
}
