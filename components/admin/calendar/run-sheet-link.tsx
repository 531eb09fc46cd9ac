import Link from "@/components/admin/staff-link";

/** My Calendar's Day view → the printable run sheet of that day. */
export function RunSheetLink({ date }: { date: string }) {
  return (
    <Link href={`/admin/calendar_show/run-sheet?date=${date}`} className="mt-1 inline-block text-sm font-medium text-accent-dark underline" data-testid="run-sheet-link">
      Run sheet of this day
    </Link>
  );
}
