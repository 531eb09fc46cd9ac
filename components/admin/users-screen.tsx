"use client";
import { AdminTable, Cell } from "@/components/admin/admin-table";
import { useState } from "react";
import type { UserDto } from "@/lib/users/dto";
import { ApiError, useAdminApi, useAdminData } from "./admin-api";
import { ConfirmDialog, Modal } from "./modal";
import { NEW_USER, UserForm, type UserDraft as Draft } from "./user-form";
import { formatAdminDateTime } from "@/lib/time/zoned";
import { useStudioZone } from "./studio-zone";

const ROLE_BADGE: Record<string, string> = { admin: "bg-red-100 text-red-800", user: "bg-blue-100 text-blue-800" };
const STATUS_BADGE: Record<string, string> = { active: "bg-green-100 text-green-800", suspended: "bg-yellow-100 text-yellow-900", inactive: "bg-gray-200 text-gray-800" };


/** `canSendPasswordReset`: the viewer is an administrator (only they may send a reset link). */
export function UsersScreen({ canSendPasswordReset = false }: { canSendPasswordReset?: boolean }) {
  const api = useAdminApi();
  const studioZone = useStudioZone();
  const when = (iso: string | null) => (iso ? formatAdminDateTime(iso, studioZone) : "Never");
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
        ? { id: user._id, draft: { firstName: user.firstName, lastName: user.lastName, email: user.email, password: "", role: user.role, isAdministrator: user.isAdministrator, permissions: user.permissions, accountStatus: user.accountStatus, bookable: user.bookable } }
        : { id: null, draft: { ...NEW_USER, permissions: [...NEW_USER.permissions] } },
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
                  <Cell label="Name" className="font-medium">
                    {user.firstName} {user.lastName}
                    {user.bookable ? null : <span className="block text-xs font-normal text-muted">Does not take appointments</span>}
                  </Cell>
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
          <UserForm
            id={editing.id}
            draft={editing.draft}
            fieldErrors={fieldErrors}
            formError={formError}
            busy={busy}
            canSendPasswordReset={canSendPasswordReset}
            onChange={(draft) => setEditing((e) => (e ? { ...e, draft } : e))}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
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
