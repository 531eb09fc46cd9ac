"use client";
// The price list: cards in rows of 3. Add Service makes a local draft (the new-service defaults) that Save
// creates; Save also updates every changed service; Remove asks first and soft-deletes at once.
import { StickyActionBar } from "./sticky-action-bar";
import { decode } from "html-entities";
import { useEffect, useMemo, useRef, useState } from "react";
import type { ServiceDto } from "@/lib/services/dto";
import { NEW_SERVICE_DEFAULTS, serviceCategorySchema, servicePriceSchema } from "@/lib/services/schema";
import { ApiError, useAdminApi } from "./admin-api";
import { useUnsavedChangesWarning } from "./editor-state";
import { Field, SelectField } from "@/components/ui/field";
import { ConfirmDialog } from "./modal";
import { SAVE_ERROR, SAVED, StatusMessage, useTimedStatus } from "./timed-status";
import { Button } from "@/components/ui/button";

type Category = ServiceDto["category"];

interface Row {
  key: string;
  _id?: string;
  title: string;
  price: string;
  time: string;
  note: string;
  category: Category;
}

const CATEGORIES = serviceCategorySchema.options;

// Stored titles and notes may hold HTML entities (as the original data did); staff edit the decoded text.
const toRow = (service: ServiceDto): Row => ({
  key: service._id,
  _id: service._id,
  title: decode(service.title),
  price: String(service.price),
  time: service.time,
  note: decode(service.note),
  category: service.category,
});

const payload = (row: Row) => ({ title: row.title, price: row.price, time: row.time, note: row.note, category: row.category });
const fingerprint = (row: Row) => JSON.stringify(payload(row));

let draftCounter = 0;

export function ServicesListEditor({ initial }: { initial: ServiceDto[] }) {
  const api = useAdminApi();
  const [rows, setRows] = useState<Row[]>(() => initial.map(toRow));
  const [savedPrints, setSavedPrints] = useState<Record<string, string>>(() => Object.fromEntries(initial.map((s) => [s._id, fingerprint(toRow(s))])));
  const [errors, setErrors] = useState<Record<string, Record<string, string>>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [removing, setRemoving] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, showStatus] = useTimedStatus(3000);
  const focusKey = useRef<string | null>(null);

  const changed = useMemo(() => rows.filter((row) => !row._id || savedPrints[row._id] !== fingerprint(row)), [rows, savedPrints]);
  useUnsavedChangesWarning(changed.length > 0);

  useEffect(() => {
    if (!focusKey.current) return;
    document.getElementById(`service-${focusKey.current}-title`)?.focus();
    focusKey.current = null;
  }, [rows]);

  const update = (key: string, field: keyof Row, value: string) => setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  function addService() {
    draftCounter += 1;
    const key = `new-${Date.now().toString(36)}-${draftCounter}`;
    focusKey.current = key;
    setRows((current) => [...current, { key, ...NEW_SERVICE_DEFAULTS, price: String(NEW_SERVICE_DEFAULTS.price) }]);
  }

  function validate(row: Row): Record<string, string> {
    const result = servicePriceSchema.safeParse(row.price);
    return result.success ? {} : { price: result.error.issues[0]?.message ?? "Price must be a number" };
  }

  async function save() {
    const local = Object.fromEntries(changed.map((row) => [row.key, validate(row)]).filter(([, e]) => Object.keys(e as object).length));
    if (Object.keys(local).length) {
      setErrors(local);
      setMessages(["Please fix the highlighted prices."]);
      showStatus(SAVE_ERROR);
      return;
    }
    setBusy(true);
    const nextErrors: Record<string, Record<string, string>> = {};
    const failures = new Set<string>();
    const saved: Record<string, { row: Row; _id: string }> = {};
    for (const row of changed) {
      try {
        if (row._id) {
          await api.call("PUT /api/servicesList/:id", { params: { id: row._id }, body: payload(row) });
          saved[row.key] = { row, _id: row._id };
        } else {
          const created = await api.call("POST /api/servicesList", { body: payload(row) });
          saved[row.key] = { row, _id: created._id };
        }
      } catch (error) {
        failures.add(row._id ? "Failed to update service" : "Failed to create service");
        if (error instanceof ApiError && error.fields) nextErrors[row.key] = error.fields;
        console.error(row._id ? "Failed to update service" : "Failed to create service", error);
      }
    }
    setRows((current) => current.map((row) => (saved[row.key] ? { ...row, _id: saved[row.key]._id } : row)));
    setSavedPrints((current) => ({ ...current, ...Object.fromEntries(Object.values(saved).map(({ row, _id }) => [_id, fingerprint(row)])) }));
    setErrors(nextErrors);
    setMessages([...failures]);
    showStatus(failures.size ? SAVE_ERROR : SAVED);
    setBusy(false);
  }

  async function confirmRemove() {
    const row = removing;
    if (!row) return;
    setBusy(true);
    try {
      if (row._id) await api.call("DELETE /api/servicesList/:id", { params: { id: row._id } });
      setRows((current) => current.filter((r) => r.key !== row.key));
      setRemoving(null);
    } catch (error) {
      console.error("Failed to delete service", error);
      setMessages(["Failed to delete service"]);
      setRemoving(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-title font-semibold">Services List</h1>
          <p className="mt-1 text-muted">Titles, prices, times and notes shown on the Services page, grouped by category.</p>
        </div>
        <a href="/services" target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-accent underline underline-offset-4">
          View page<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>

      {messages.length ? (
        <div role="alert" className="mt-6 rounded border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger">
          {messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      ) : null}

      {rows.length === 0 ? <p className="mt-8 text-muted">No services yet. Add the first one.</p> : null}

      <ul className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {rows.map((row, index) => {
          const id = `service-${row.key}`;
          const rowErrors = errors[row.key] ?? {};
          const name = row.title.trim() || `New service ${index + 1}`;
          const isChanged = !row._id || savedPrints[row._id] !== fingerprint(row);
          return (
            <li key={row.key} className={`rounded-card border bg-white p-5 shadow-sm ${isChanged ? "border-gold" : "border-line"}`} aria-label={name}>
              <div className="space-y-4">
                <Field id={`${id}-title`} label="Title" value={row.title} onChange={(e) => update(row.key, "title", e.target.value)} error={rowErrors.title} />
                <div className="grid grid-cols-2 gap-3">
                  <Field id={`${id}-price`} label="Price ($)" type="number" inputMode="decimal" step="0.01" min="0" value={row.price} onChange={(e) => update(row.key, "price", e.target.value)} error={rowErrors.price} />
                  <Field id={`${id}-time`} label="Time" value={row.time} placeholder="45 min" onChange={(e) => update(row.key, "time", e.target.value)} error={rowErrors.time} />
                </div>
                <SelectField id={`${id}-category`} label="Category" value={row.category} onChange={(e) => update(row.key, "category", e.target.value)} error={rowErrors.category}>
                  {CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {category}
                    </option>
                  ))}
                </SelectField>
                <Field multiline id={`${id}-note`} label="Note" rows={2} value={row.note} onChange={(e) => update(row.key, "note", e.target.value)} error={rowErrors.note} />
                <div className="flex items-center justify-between">
                  <span className="text-xs text-muted">{row._id ? (isChanged ? "Changed" : "") : "Not saved yet"}</span>
                  <button type="button" onClick={() => setRemoving(row)} className="rounded border border-danger/40 px-3 py-1.5 text-sm text-danger hover:bg-red-50" aria-label={`Remove ${name}`}>
                    Remove
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>

      <StickyActionBar>
        <button type="button" onClick={addService} className="rounded border border-accent px-5 py-2.5 font-medium text-accent hover:bg-accent hover:text-white">
          Add Service
        </button>
        <Button onClick={save} disabled={busy}>
          {busy ? "Saving…" : "Save"}
        </Button>
        <StatusMessage status={status} />
        {changed.length && status === null ? <span className="text-sm text-muted">{changed.length} unsaved {changed.length === 1 ? "service" : "services"}</span> : null}
      </StickyActionBar>

      <ConfirmDialog
        open={removing !== null}
        message={removing ? `Are you sure you want to remove ${removing.title.trim() ? `“${removing.title.trim()}”` : "this service"}?` : ""}
        confirmLabel="Remove"
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
