// The way back above a staff screen's heading ("Manage Bookings" above New booking): one small underlined link.
import type { ReactNode } from "react";
import Link from "@/components/admin/staff-link";

export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="text-sm">
      <Link href={href} className="text-accent-dark underline">
        {children}
      </Link>
    </p>
  );
}
