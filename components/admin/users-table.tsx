"use client";
// The staff list: name (and whether they take appointments), email, role, status, last login, edit and delete.
import type { UserDto } from "@/lib/users/dto";
import { formatAdminDateTime } from "@/lib/time/zoned";
import { AdminTable, Cell } from "./admin-table";
import { useStudioZone } from "./studio-zone";

const ROLE_BADGE: Record<string, string> = { admin: "bg-red-100 text-red-800", user: "bg-blue-100 text-blue-800" };
const STATUS_BADGE: Record<string, string> = { active: "bg-green-100 text-green-800", suspended: "bg-yellow-100 text-yellow-900", inactive: "bg-gray-200 text-gray-800" };

export function UsersTable({ users, onEdit, onDelete }: { users: UserDto[]; onEdit(user: UserDto): void; onDelete(user: UserDto): void }) {
  const studioZone = useStudioZone();
  const when = (iso: string | null) => (iso ? formatAdminDateTime(iso, studioZone) : "Never");
  return (
    <div tabIndex={0} role="region" aria-label="Users, scrollable" className="mt-6 overflow-x-auto rounded-card border border-line bg-white focus:outline-2 focus:outline-accent">
      <AdminTable columns={["Name", "Email", "Role", "Status", "Last Login", "Actions"]} minWidth="44rem">
        {users.map((user) => (
          <tr key={user._id} className="border-t border-line">
            <Cell label="Name" className="font-medium">
              {user.firstName} {user.lastName}
              {user.bookable ? null : <span className="block text-xs font-normal text-muted">Does not take appointments</span>}
            </Cell>
            <Cell label="Email" className="[overflow-wrap:anywhere]">
              {user.email}
            </Cell>
            <Cell label="Role">
              <span className={`rounded-full px-2 py-1 text-xs font-semibold ${ROLE_BADGE[user.role]}`}>{user.role}</span>
            </Cell>
            <Cell label="Status">
              <span className={`rounded-full px-2 py-1 text-xs font-semibold ${STATUS_BADGE[user.accountStatus]}`}>{user.accountStatus}</span>
            </Cell>
            <Cell label="Last Login">{when(user.lastLogin)}</Cell>
            <Cell>
              <div className="flex gap-2">
                <button type="button" onClick={() => onEdit(user)} className="rounded border border-line px-3 py-1" aria-label={`Edit ${user.firstName} ${user.lastName}`}>
                  Edit
                </button>
                <button type="button" onClick={() => onDelete(user)} className="rounded border border-danger/40 px-3 py-1 text-danger" aria-label={`Delete ${user.firstName} ${user.lastName}`}>
                  Delete
                </button>
              </div>
            </Cell>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
