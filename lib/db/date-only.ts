// A DATE column ("2027-01-11") of a raw statement as UTC midnight, as Prisma reads it. pg's own parser
// gives the server's local midnight, which on a machine east of UTC is the day before once read with
// toISOString() (the calendar feed prints its days that way). Its own module: no database, no env.
import pg from "pg";

const pgDate = pg.types.getTypeParser(pg.types.builtins.DATE, "text") as (text: string) => Date | number;

export function parseDateOnly(text: string): Date | number {
  const date = new Date(`${text}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? pgDate(text) : date;
}
