// Where the guard rule sends a signed-in user from a page she may not open (My Calendar, the Dashboard or
// sign-in), the page says which one it was and what it needs (?denied=<key>, lib/auth/refused-page.ts).
import { refusedPageMessage, refusedRouteOf } from "@/lib/auth";

export function DeniedNotice({ denied, className = "" }: { denied: string | string[] | undefined; className?: string }) {
  const route = refusedRouteOf(denied);
  if (!route) return null;
  return (
    <p role="status" data-testid="denied-notice" className={`rounded border border-yellow-300 bg-yellow-50 px-4 py-3 text-sm text-yellow-900 ${className}`.trim()}>
      {refusedPageMessage(route)}
    </p>
  );
}
