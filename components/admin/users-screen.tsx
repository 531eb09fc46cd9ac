"use client";
import { AdminTable, Cell } from "@/components/admin/admin-table";
import { useState } from "react";
import { ALL_PERMISSIONS } from "@/lib/auth/dto";
import type { UserDto } from "@/lib/users/dto";
import { ApiError, useAdminApi, useAdminData } from "./admin-api";
import { ConfirmDialog, Modal } from "./modal";
import { RevokeCalendarFeed } from "./revoke-calendar-feed";
import { SendPasswordReset } from "./send-password-reset";
import { CheckboxGroup, Field, SelectField } from "@/components/ui/field";
import { formatAdminInstant } from "@/lib/time/days";

type Draft = Omit<UserDto, "_id" | "userId" | "lastLogin"> & { password: string };

const EMPTY: Draft = { firstName: "", lastName: "", email: "", password: "", role: "user", isAdministrator: false, permissions: ["view_bookings"], accountStatus: "active" };

const ROLE_BADGE: Record<string, string> = { admin: "bg-red-100 text-red-800", user: "bg-blue-100 text-blue-800" };
const STATUS_BADGE: Record<string, string> = { active: "bg-green-100 text-green-800", suspended: "bg-yellow-100 text-yellow-900", inactive: "bg-gray-200 text-gray-800" };

const when = (iso: string | null) => (iso ? formatAdminInstant(iso) : "Never");

/** `canSendPasswordReset`: the viewer is an administrator (only they may send a reset link). */
export function UsersScreen({ canSendPasswordReset = false }: { canSendPasswordReset?: boolean }) {
  const api = useAdminApi();
  const { data, error: loadFailure, mutate: reloadUsers } = useAdminData<{ users: UserDto[] }>("/api/auth/users");
  const users = data?.users ?? null;
  const loadError = loadFailure?.message ?? "";
  const [editing, setEditing] = useState<{ id: string | null; draft: Draft } | null>(null);
  const [formError, setFormError] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<UserDto | null>(null);
  const [busy, setBusy] = useState(false);

  function open(user?: UserDto) {
    setFormError("");
    setFieldErrors({});
    setEditing(
      user
        ? { id: user._id, draft: { firstName: user.firstName, lastName: user.lastName, email: user.email, password: "", role: user.role, isAdministrator: user.isAdministrator, permissions: user.permissions, accountStatus: user.accountStatus } }
        : { id: null, draft: { ...EMPTY } },
    );
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const { draft, id } = editing;
    const missing: Record<string, string> = {};
    if (!draft.firstName.trim()) missing.firstName = "First name is required";
    if (!draft.lastName.trim()) missing.lastName = "Last name is required";
    if (!draft.email.trim()) missing.email = "Email is required";
    if (!id && !draft.password) missing.password = "Password is required";
    if (Object.keys(missing).length) {
      setFieldErrors(missing);
      return;
    }
    setBusy(true);
    setFormError("");
    try {
      const { password, ...rest } = draft;
      if (id) await api.send("PUT", `/api/auth/users/${id}`, rest);
      else await api.send("POST", "/api/auth/users", { ...rest, password });
      setEditing(null);
      await reloadUsers();
    } catch (error) {
      if (error instanceof ApiError) {
        setFieldErrors(error.fields ?? {});
        setFormError(error.message || "Failed to save user");
        window.alert(error.message || "Failed to save user");
      } else {
        setFormError("An error occurred while saving the user");
        window.alert("An error occurred while saving the user");
      }
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await api.send("DELETE", `/api/auth/users/${deleting._id}`);
      setDeleting(null);
      await reloadUsers();
    } catch (error) {
      window.alert(error instanceof ApiError ? error.message || "Failed to delete user" : "An error occurred while deleting the user");
    } finally {
      setBusy(false);
    }
  }

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, [key]: value } } : e));

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-title font-semibold">Users</h1>
        <button type="button" onClick={() => open()} className="rounded bg-accent px-4 py-2 font-medium text-white hover:bg-accent-dark">
          Add User
        </button>
      </div>
      {loadError ? <p role="alert" className="mt-4 text-danger">{loadError}</p> : null}
      {users === null && !loadError ? <p className="mt-6 text-muted">Loading users…</p> : null}
      {users && users.length === 0 ? <p className="mt-6 text-muted">No users yet.</p> : null}
      {users && users.length > 0 ? (
        <div tabIndex={0} role="region" aria-label="Users, scrollable" className="mt-6 overflow-x-auto rounded-card border border-line bg-white focus:outline-2 focus:outline-accent">
          <AdminTable columns={["Name", "Email", "Role", "Status", "Last Login", "Actions"]} minWidth="44rem">
              {users.map((user) => (
                <tr key={user._id} className="border-t border-line">
                  <Cell label="Name" className="font-medium">{user.firstName} {user.lastName}</Cell>
                  <Cell label="Email" className="[overflow-wrap:anywhere]">{user.email}</Cell>
                  <Cell label="Role">
                    <span className={`rounded-full px-2 py-1 text-xs font-semibold ${ROLE_BADGE[user.role]}`}>{user.role}</span>
                  </Cell>
                  <Cell label="Status">
                    <span className={`rounded-full px-2 py-1 text-xs font-semibold ${STATUS_BADGE[user.accountStatus]}`}>{user.accountStatus}</span>
                  </Cell>
                  <Cell label="Last Login">{when(user.lastLogin)}</Cell>
                  <Cell>
                    <div className="flex gap-2">
                      <button type="button" onClick={() => open(user)} className="rounded border border-line px-3 py-1" aria-label={`Edit ${user.firstName} ${user.lastName}`}>
                        Edit
                      </button>
                      <button type="button" onClick={() => setDeleting(user)} className="rounded border border-danger/40 px-3 py-1 text-danger" aria-label={`Delete ${user.firstName} ${user.lastName}`}>
                        Delete
                      </button>
                    </div>
                  </Cell>
                </tr>
              ))}
          </AdminTable>
        </div>
      ) : null}

      <Modal open={editing !== null} title={editing?.id ? "Edit User" : "Add User"} onClose={() => setEditing(null)}>
        {editing ? (
          <form onSubmit={save} noValidate className="space-y-4">
            {formError ? <p role="alert" className="text-sm text-danger">{formError}</p> : null}
            <div className="grid gap-4 sm:grid-cols-2">
              {(["firstName", "lastName"] as const).map((key) => (
                <Field key={key} id={`user-${key}`} label={`${key === "firstName" ? "First Name" : "Last Name"} *`} value={editing.draft[key]} onChange={(e) => set(key, e.target.value)} required error={fieldErrors[key]} />
              ))}
            </div>
            <Field id="user-email" label="Email *" type="email" value={editing.draft.email} onChange={(e) => set("email", e.target.value)} required error={fieldErrors.email} />
            {editing.id === null ? (
              <Field id="user-password" label="Password * (12–128 characters)" type="password" autoComplete="new-password" value={editing.draft.password} onChange={(e) => set("password", e.target.value)} required error={fieldErrors.password} />
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField id="user-role" label="Role" value={editing.draft.role} onChange={(e) => set("role", e.target.value as Draft["role"])} error={fieldErrors.role}>
                <option value="user">user</option>
                <option value="admin">admin</option>
              </SelectField>
              <SelectField id="user-status" label="Status" value={editing.draft.accountStatus} onChange={(e) => set("accountStatus", e.target.value as Draft["accountStatus"])} error={fieldErrors.accountStatus}>
                <option value="active">active</option>
                <option value="suspended">suspended</option>
                <option value="inactive">inactive</option>
              </SelectField>
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={editing.draft.isAdministrator} onChange={(e) => set("isAdministrator", e.target.checked)} />
              Administrator (every permission)
            </label>
            <CheckboxGroup
              id="user-permissions"
              legend="Permissions"
              legendClassName="text-sm font-medium"
              optionsClassName="mt-2 grid gap-2 sm:grid-cols-2"
              options={ALL_PERMISSIONS.map((permission) => ({ value: permission, label: permission }))}
              selected={editing.draft.permissions}
              onChange={(permissions) => set("permissions", permissions as Draft["permissions"])}
              error={fieldErrors.permissions}
            />
            {editing.id ? <RevokeCalendarFeed userId={editing.id} /> : null}
            {editing.id && canSendPasswordReset ? <SendPasswordReset userId={editing.id} email={editing.draft.email} /> : null}
            <div className="flex justify-end gap-3 pt-2">
              <button type="button" onClick={() => setEditing(null)} className="rounded border border-line px-4 py-2">Cancel</button>
              <button type="submit" disabled={busy} className="rounded bg-accent px-4 py-2 font-medium text-white disabled:opacity-60">
                {busy ? "Saving…" : "Save"}
              </button>
            </div>
          </form>
        ) : null}
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? `Are you sure you want to delete the user ${deleting.firstName} ${deleting.lastName}? This cannot be undone.` : ""}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
