"use client";
// Users: the staff list with Add / Edit in a dialog and Delete after a confirmation.
// State and calls live in use-users-screen.ts; the list in users-table.tsx.
import { ConfirmDialog, Modal } from "./modal";
import { UserForm } from "./user-form";
import { UsersTable } from "./users-table";
import { useUsersScreen } from "./use-users-screen";
import { Button } from "@/components/ui/button";

/** `canSendPasswordReset`: the viewer is an administrator (only they may send a reset link). */
export function UsersScreen({ canSendPasswordReset = false }: { canSendPasswordReset?: boolean }) {
  const model = useUsersScreen();
  const { users, loadError, editing, deleting, busy } = model;
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-title font-semibold">Users</h1>
        <Button onClick={() => model.open()}>
          Add User
        </Button>
      </div>
      {loadError ? <p role="alert" className="mt-4 text-danger">{loadError}</p> : null}
      {users === null && !loadError ? <p className="mt-6 text-muted">Loading users…</p> : null}
      {users && users.length === 0 ? <p className="mt-6 text-muted">No users yet.</p> : null}
      {users && users.length > 0 ? <UsersTable users={users} onEdit={model.open} onDelete={model.askDelete} /> : null}

      <Modal open={editing !== null} title={editing?.id ? "Edit User" : "Add User"} onClose={model.close}>
        {editing ? (
          <UserForm
            id={editing.id}
            draft={editing.draft}
            fieldErrors={model.fieldErrors}
            formError={model.formError}
            busy={busy}
            canSendPasswordReset={canSendPasswordReset}
            services={model.services}
            onChange={model.changeDraft}
            onSubmit={model.save}
            onCancel={model.close}
          />
        ) : null}
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? `Are you sure you want to delete the user ${deleting.firstName} ${deleting.lastName}? This cannot be undone.` : ""}
        busy={busy}
        onCancel={model.cancelDelete}
        onConfirm={model.confirmDelete}
      />
    </div>
  );
}
