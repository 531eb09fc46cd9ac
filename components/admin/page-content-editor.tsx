"use client";
// One editor for the Home, About and Services pages: the admin page describes its fields, this
// component edits them and saves the whole page with PUT /api/content/{pageKey}.
import { StickyActionBar } from "./sticky-action-bar";
import { useHydrated } from "@/components/admin/use-hydrated";
import { useMemo, useState } from "react";
import { ApiError, useAdminApi } from "./admin-api";
import { useUnsavedChangesWarning } from "./editor-state";
import { Field } from "@/components/ui/field";
import { RichTextEditor } from "./rich-text-editor";
import { SAVE_ERROR, SAVED, StatusMessage, useTimedStatus } from "./timed-status";
import type { PageContentDto } from "@/lib/content/dto";
import type { EditablePageKey } from "@/lib/content/schema";
import { Button } from "@/components/ui/button";

export type FieldKind = "rich" | "text" | "textarea" | "url";

export interface FieldSpec {
  key: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  placeholder?: string;
}

export interface SectionSpec {
  title?: string;
  fields: FieldSpec[];
}

interface Props {
  pageKey: EditablePageKey;
  title: string;
  intro: string;
  publicPath: string;
  sections: SectionSpec[];
  initial: PageContentDto;
}

export function PageContentEditor({ pageKey, title, intro, publicPath, sections, initial }: Props) {
  const api = useAdminApi();
  const [values, setValues] = useState<PageContentDto>(initial);
  const [saved, setSaved] = useState<PageContentDto>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [status, showStatus] = useTimedStatus(5000);
  const dirty = useMemo(() => Object.keys(values).some((key) => values[key] !== saved[key]), [values, saved]);
  useUnsavedChangesWarning(dirty);
  const hydrated = useHydrated();

  const set = (key: string, value: string) => setValues((current) => ({ ...current, [key]: value }));

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage("");
    const sent = values;
    try {
      await api.call(`PUT /api/content/${pageKey}`, { body: { content: JSON.stringify(sent) } });
      setSaved(sent);
      setErrors({});
      showStatus(SAVED);
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.fields ?? {}) : {});
      setMessage(error instanceof ApiError ? error.message : "");
      showStatus(SAVE_ERROR);
      console.error(`Saving ${pageKey} failed`, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="mx-auto max-w-4xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-title font-semibold">{title}</h1>
          <p className="mt-1 text-muted">{intro}</p>
        </div>
        <a href={publicPath} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-accent underline underline-offset-4">
          View page<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>

      {message ? (
        <p role="alert" className="mt-6 rounded border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger">
          {message}
        </p>
      ) : null}

      <fieldset disabled={!hydrated} className="mt-8 min-w-0 space-y-8 border-0 p-0">
        {sections.map((section, index) => {
          const fields = (
            <div className="space-y-6">
              {section.fields.map((field) => {
                const id = `${pageKey}-${field.key}`;
                const error = errors[field.key];
                if (field.kind === "rich") {
                  return <RichTextEditor key={field.key} id={id} label={field.label} hint={field.hint} value={values[field.key] ?? ""} onChange={(html) => set(field.key, html)} error={error} />;
                }
                const common = { id, label: field.label, hint: field.hint, error, value: values[field.key] ?? "", placeholder: field.placeholder };
                return field.kind === "textarea" ? (
                  <Field key={field.key} multiline {...common} rows={3} onChange={(e) => set(field.key, e.target.value)} />
                ) : (
                  <Field key={field.key} {...common} type={field.kind === "url" ? "url" : "text"} inputMode={field.kind === "url" ? "url" : undefined} onChange={(e) => set(field.key, e.target.value)} />
                );
              })}
            </div>
          );
          return section.title ? (
            <fieldset key={section.title} className="rounded-card border border-line bg-white p-5 sm:p-6">
              <legend className="px-2 font-serif text-xl font-semibold">{section.title}</legend>
              {fields}
            </fieldset>
          ) : (
            <div key={index} className="rounded-card border border-line bg-white p-5 sm:p-6">
              {fields}
            </div>
          );
        })}
      </fieldset>

      <StickyActionBar>
        <Button type="submit" disabled={busy || !hydrated}>
          {busy ? "Saving…" : "Save"}
        </Button>
        <StatusMessage status={status} />
        {dirty && status === null ? <span className="text-sm text-muted">Unsaved changes</span> : null}
      </StickyActionBar>
    </form>
  );
}
