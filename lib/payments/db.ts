import type { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The client or an open transaction: reads that may run inside a caller's transaction take one. */
export type Db = Prisma.TransactionClient | typeof prisma;
