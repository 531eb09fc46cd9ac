"use client";
// Users' state and calls: the list, the user being added or edited with its field errors, the user
// about to be deleted, and save / delete (each reloading the list).
import { useState } from "react";
import { ALL_PERMISSIONS, type PermissionName } from "@/lib/auth/dto";
import type { UserDto } from "@/lib/users/dto";
import { ApiError, useAdminApi, useApiData } from "./admin-api";
import { NEW_USER, tickedServices, type PerformableService, type UserDraft } from "./user-form";

export interface UserEditing {
  /** null while adding a user. */
  id: string | null;
  draft: UserDraft;
}

export const draftOf = (user: UserDto): UserDraft => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  password: "",
  role: user.role,
  isAdministrator: user.isAdministrator,
  permissions: user.permissions,
  accountStatus: user.accountStatus,
  bookable: user.bookable,
  services: user.serviceIds.length ? [...user.serviceIds] : null,
});

/** What the API stores for the services ticked: left out when she was never restricted and still does everything. */
export function serviceIdsToSend(draft: UserDraft, services: readonly PerformableService[] | null): { serviceIds?: string[] } {
  if (!services || !draft.bookable || draft.services === null) return {};
  const ticked = tickedServices(draft, services);
  return { serviceIds: ticked.length === services.length ? [] : ticked };
}

/** The fields the form requires before it calls the API (a password only for a new user). */
export function missingUserFields({ id, draft }: UserEditing): Record<string, string> {
  const missing: Record<string, string> = {};
  if (!draft.firstName.trim()) missing.firstName = "First name is required";
  if (!draft.lastName.trim()) missing.lastName = "Last name is required";
  if (!draft.email.trim()) missing.email = "Email is required";
  if (!id && !draft.password) missing.password = "Password is required";
  if (draft.bookable && draft.services !== null && draft.services.length === 0) missing.serviceIds = "Tick at least one service she performs, or untick Takes appointments.";
  return missing;
}

/** The permissions of a draft the API knows (a stored list may hold names no longer granted). */
const knownPermissions = (permissions: readonly string[]): PermissionName[] => permissions.filter((p): p is PermissionName => (ALL_PERMISSIONS as readonly string[]).includes(p));

/** The full user rows: staff managers get them, others only names (which this screen never shows). */
const isFullUser = (user: { _id: string }): user is UserDto => "email" in user;

export function useUsersScreen() {
  const api = useAdminApi();
  const { data, error: loadFailure, mutate: reloadUsers } = useApiData("GET /api/auth/users");
  const { data: serviceList } = useApiData("GET /api/servicesList");
  const services: PerformableService[] | null = serviceList ? serviceList.filter((s) => s.category !== "Additional").map((s) => ({ id: s._id, title: s.title })) : null;
  const listed: readonly { _id: string }[] | null = data?.users ?? null;
  const users = listed ? listed.filter(isFullUser) : null;
  const loadError = loadFailure?.message ?? "";
  const [editing, setEditing] = useState<UserEditing | null>(null);
  const [formError, setFormError] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<UserDto | null>(null);
  const [busy, setBusy] = useState(false);

  function open(user?: UserDto) {
    setFormError("");
    setFieldErrors({});
    setEditing(user ? { id: user._id, draft: draftOf(user) } : { id: null, draft: { ...NEW_USER, permissions: [...NEW_USER.permissions] } });
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const missing = missingUserFields(editing);
    if (Object.keys(missing).length) {
      setFieldErrors(missing);
      return;
    }
    const { draft, id } = editing;
    setBusy(true);
    setFormError("");
    try {
      const { password, services: _ticked, ...fields } = draft;
      void _ticked;
      const rest = { ...fields, permissions: knownPermissions(fields.permissions), ...serviceIdsToSend(draft, services) };
      if (id) await api.call("PUT /api/auth/users/:userId", { params: { userId: id }, body: rest });
      else await api.call("POST /api/auth/users", { body: { ...rest, password } });
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
      await api.call("DELETE /api/auth/users/:userId", { params: { userId: deleting._id } });
      setDeleting(null);
      await reloadUsers();
    } catch (error) {
      window.alert(error instanceof ApiError ? error.message || "Failed to delete user" : "An error occurred while deleting the user");
    } finally {
      setBusy(false);
    }
  }

  return {
    users,
    services,
    loadError,
    editing,
    formError,
    fieldErrors,
    deleting,
    busy,
    open,
    close: () => setEditing(null),
    changeDraft: (draft: UserDraft) => setEditing((e) => (e ? { ...e, draft } : e)),
    save,
    askDelete: (user: UserDto) => setDeleting(user),
    cancelDelete: () => setDeleting(null),
    confirmDelete,
  };
}
