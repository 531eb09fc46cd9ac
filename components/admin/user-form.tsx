"use client";
// The Add/Edit User form: presets that tick what each kind of staff member needs, permissions in
// words, the administrator flag explained, whether the user takes appointments and which services she performs.
import { ALL_PERMISSIONS, PERMISSION_LABELS, PERMISSION_NAMES } from "@/lib/auth/dto";
import { presetMatching, STAFF_PRESETS, type UserDto } from "@/lib/users/dto";
import { CheckboxGroup, Field, SelectField } from "@/components/ui/field";
import { RevokeCalendarFeed } from "./revoke-calendar-feed";
import { SendPasswordReset } from "./send-password-reset";
import { Button } from "@/components/ui/button";

export type UserDraft = Omit<UserDto, "_id" | "userId" | "lastLogin" | "serviceIds"> & {
  password: string;
  /** The services ticked under "Services she performs"; null = every service (as stored: nothing chosen). */
  services: string[] | null;
};

/** A service she may perform (the studio's services, extras left out). */
export interface PerformableService {
  id: string;
  title: string;
}

const stylist = STAFF_PRESETS[0];
/** A new user starts as a Stylist: the API's own default (view_bookings alone) cannot sign in to the panel. */
export const NEW_USER: UserDraft = { firstName: "", lastName: "", email: "", password: "", role: "user", isAdministrator: stylist.isAdministrator, permissions: [...stylist.permissions], accountStatus: "active", bookable: true, services: null };

const CUSTOM = "custom";

interface Props {
  id: string | null;
  draft: UserDraft;
  fieldErrors: Record<string, string>;
  formError: string;
  busy: boolean;
  canSendPasswordReset: boolean;
  /** The studio's services for "Services she performs"; null while they load. */
  services: readonly PerformableService[] | null;
  onChange(next: UserDraft): void;
  onSubmit(event: React.FormEvent): void;
  onCancel(): void;
}

export function UserForm({ id, draft, fieldErrors, formError, busy, canSendPasswordReset, services, onChange, onSubmit, onCancel }: Props) {
  const set = <K extends keyof UserDraft>(key: K, value: UserDraft[K]) => onChange({ ...draft, [key]: value });
  const everything = draft.isAdministrator || draft.role === "admin";
  const preset = presetMatching(draft);
  const cannotSignIn = !everything && !draft.permissions.includes("view_admin_panel");

  function choosePreset(name: string) {
    const chosen = STAFF_PRESETS.find((p) => p.name === name);
    if (!chosen) return;
    onChange({ ...draft, permissions: [...chosen.permissions], isAdministrator: chosen.isAdministrator, role: chosen.isAdministrator ? draft.role : "user", bookable: chosen.bookable ?? draft.bookable });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {formError ? <p role="alert" className="text-sm text-danger">{formError}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {(["firstName", "lastName"] as const).map((key) => (
          <Field key={key} id={`user-${key}`} label={`${key === "firstName" ? "First Name" : "Last Name"} *`} value={draft[key]} onChange={(e) => set(key, e.target.value)} required error={fieldErrors[key]} />
        ))}
      </div>
      <Field id="user-email" label="Email *" type="email" value={draft.email} onChange={(e) => set("email", e.target.value)} required error={fieldErrors.email} />
      {id === null ? (
        <Field id="user-password" label="Password * (12–128 characters)" type="password" autoComplete="new-password" value={draft.password} onChange={(e) => set("password", e.target.value)} required error={fieldErrors.password} />
      ) : null}
      <CheckboxGroup
        id="user-preset"
        type="radio"
        name="user-preset"
        legend="What does this person do?"
        legendClassName="text-sm font-medium"
        hint="Choosing one ticks the permissions below; you can still change them."
        optionsClassName="mt-2 grid gap-2 sm:grid-cols-2"
        optionClassName="flex items-start gap-2 rounded border border-line p-2 text-sm"
        inputClassName="mt-1"
        options={[
          ...STAFF_PRESETS.map((p) => ({ value: p.name, label: <span><span className="font-medium">{p.name}</span> <span className="block text-muted">{p.description}</span></span> })),
          { value: CUSTOM, label: <span><span className="font-medium">Custom</span> <span className="block text-muted">The permissions ticked below.</span></span> },
        ]}
        selected={[preset?.name ?? CUSTOM]}
        onChange={([name]) => choosePreset(name)}
      />
      <CheckboxWithHint id="user-bookable" label="Takes appointments" checked={draft.bookable} onChange={(v) => set("bookable", v)}>
        Offered as a stylist in Suggest times, Edit Booking, My Calendar and the staff schedule. Untick for the owner or the front desk if they do not style.
      </CheckboxWithHint>
      {draft.bookable ? <ServicesShePerforms services={services} draft={draft} error={fieldErrors.serviceIds} onChange={(ticked) => set("services", ticked)} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id="user-role" label="Role" value={draft.role} onChange={(e) => set("role", e.target.value as UserDraft["role"])} error={fieldErrors.role} hint="“admin” gives every permission, as Administrator does.">
          <option value="user">user</option>
          <option value="admin">admin</option>
        </SelectField>
        <SelectField id="user-status" label="Status" value={draft.accountStatus} onChange={(e) => set("accountStatus", e.target.value as UserDraft["accountStatus"])} error={fieldErrors.accountStatus}>
          <option value="active">active</option>
          <option value="suspended">suspended</option>
          <option value="inactive">inactive</option>
        </SelectField>
      </div>
      <CheckboxWithHint id="user-administrator" label="Administrator" checked={draft.isAdministrator} onChange={(v) => set("isAdministrator", v)}>
        Every permission, whatever is ticked below, and the only accounts that can create administrators, grant “{PERMISSION_LABELS.manage_users}” or send password resets. Role “admin” means the same;
        role “user” without this box gets exactly the permissions ticked.
      </CheckboxWithHint>
      <CheckboxGroup
        id="user-permissions"
        legend="Permissions"
        legendClassName="text-sm font-medium"
        optionsClassName="mt-2 grid gap-2 sm:grid-cols-2"
        hint={everything ? "An administrator has every permission." : undefined}
        options={ALL_PERMISSIONS.map((permission) => ({ value: permission, label: `${PERMISSION_NAMES[permission]}: ${PERMISSION_LABELS[permission]}` }))}
        selected={everything ? [...ALL_PERMISSIONS] : draft.permissions}
        onChange={(permissions) => set("permissions", permissions as UserDraft["permissions"])}
        error={fieldErrors.permissions}
      />
      {cannotSignIn ? (
        <p role="status" className="rounded border border-yellow-300 bg-yellow-50 p-2 text-sm text-yellow-900">
          Without “{PERMISSION_LABELS.view_admin_panel}” this user cannot sign in to the back office.
        </p>
      ) : null}
      {id ? <RevokeCalendarFeed userId={id} /> : null}
      {id && canSendPasswordReset ? <SendPasswordReset userId={id} email={draft.email} /> : null}
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : "Save"}
        </Button>
      </div>
    </form>
  );
}

function CheckboxWithHint({ id, label, checked, onChange, children }: { id: string; label: string; checked: boolean; onChange(checked: boolean): void; children: React.ReactNode }) {
  return (
    <div className="flex items-start gap-2 text-sm">
      <input id={id} type="checkbox" className="mt-1" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={`${id}-hint`} />
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-muted">
          {children}
        </p>
      </div>
    </div>
  );
}

/** The boxes ticked: what she performs among the live services, or every one when nothing is chosen. */
export const tickedServices = (draft: Pick<UserDraft, "services">, services: readonly PerformableService[]): string[] => {
  const chosen = services.filter((s) => draft.services?.includes(s.id)).map((s) => s.id);
  return draft.services === null || (!chosen.length && draft.services.length) ? services.map((s) => s.id) : chosen;
};

/** "Services she performs": a box per service, every box ticked = every service (new ones too). */
function ServicesShePerforms({ services, draft, error, onChange }: { services: readonly PerformableService[] | null; draft: UserDraft; error?: string; onChange(ticked: string[]): void }) {
  if (!services) return <p className="text-sm text-muted">Loading services…</p>;
  if (!services.length) return null;
  return (
    <CheckboxGroup
      id="user-services"
      legend="Services she performs"
      legendClassName="text-sm font-medium"
      optionsClassName="mt-2 grid gap-2 sm:grid-cols-2"
      hint="She is offered only for these in the planner, Suggest times and Edit Booking, and a save giving her another service is refused. Every box ticked: every service, new ones too."
      // A service saved without a title (the price list allows it) still needs a name its box can be read by.
      options={services.map((s, i) => ({ value: s.id, label: s.title.trim() || `Untitled service ${i + 1}` }))}
      selected={tickedServices(draft, services)}
      onChange={onChange}
      error={error}
    />
  );
}
