"use client";
// One conversation's texts, both directions, times in the studio's zone; the reply box sends through the outbox.
import { useEffect, useId, useRef, useState } from "react";
import { ApiError, useAdminApi, useApiData } from "../admin-api";
import { formatWhen } from "./format";
import { useStudioZone } from "../studio-zone";
import { Button } from "@/components/ui/button";
import { StatusMessage, useTimedStatus } from "../timed-status";
import { STAFF_TEXT_MAX } from "@/lib/notify/dto";
import { textStatusLabel } from "@/components/admin/texts/text-status";
import { newIdempotencyKey } from "@/components/site/use-public-form-request";

export function TextThread({ phone, who, onChange }: { phone: string; who: string; onChange(): void }) {
  const studioZone = useStudioZone();
  const api = useAdminApi();
  const id = useId();
  const { data, error, mutate } = useApiData("GET /api/inbox/texts/:phone", { params: { phone } });
  const [body, setBody] = useState("");
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState("");
  const [status, show] = useTimedStatus(6000);
  // Once the thread is on screen its inbound texts are read (a POST: the GET itself never writes), and the
  // list's unread counts follow. The latest onChange is read through a ref, so a new parent callback
  // does not mark the thread again.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const unread = data?.messages.some((m) => m.direction === "inbound" && !m.read) ?? false;
  useEffect(() => {
    if (!unread) return;
    let live = true;
    api
      .call("POST /api/inbox/texts/:phone/read", { params: { phone } })
      .then(() => live && onChangeRef.current())
      .catch(() => undefined); // still unread: the count stays as it was, and the next opening tries again
    return () => {
      live = false;
    };
  }, [api, phone, unread]);

  async function reply(event: React.FormEvent) {
    event.preventDefault();
    if (!body.trim()) return setFieldError("Write the reply first.");
    setBusy(true);
    setFieldError("");
    try {
      await api.callOnce("POST /api/inbox/texts/:phone", { params: { phone }, body: { body: body.trim() } }, newIdempotencyKey());
      setBody("");
      show({ tone: "success", text: "Reply sent" });
      await mutate();
      onChange();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : "The reply could not be sent.";
      if (failure instanceof ApiError && failure.fields?.body) setFieldError(failure.fields.body);
      show({ tone: "danger", text: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {error ? (
        <p role="alert" className="text-danger">
          {error.message}
        </p>
      ) : null}
      {!data && !error ? <p className="text-muted">Loading the conversation…</p> : null}
      {data ? (
        <ol className="space-y-2" aria-label={`Texts with ${who}`} data-testid="text-thread">
          {data.messages.map((m) => (
            <li key={m._id} className={`max-w-[85%] rounded-card px-3 py-2 ${m.direction === "inbound" ? "bg-sand" : "ml-auto bg-accent/10"}`} data-direction={m.direction}>
              <p className="text-xs text-muted">
                {m.direction === "inbound" ? who : "Studio"} · <time dateTime={m.at}>{formatWhen(m.at, studioZone)}</time>
                {m.direction === "outbound" ? ` · ${textStatusLabel(m)}` : ""}
              </p>
              <p className="whitespace-pre-wrap break-words">{m.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <form onSubmit={reply} className="space-y-2 border-t border-line pt-3">
        <label htmlFor={`${id}-reply`} className="block text-sm font-medium">
          Reply to {who}
        </label>
        <textarea
          id={`${id}-reply`}
          value={body}
          maxLength={STAFF_TEXT_MAX}
          rows={3}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          className="block w-full rounded border border-line bg-white px-3 py-2 text-base"
          disabled={data ? !data.texting.canText : false}
        />
        {data && !data.texting.canText ? <p className="text-sm text-muted">{data.texting.reason}</p> : null}
        {fieldError ? (
          <p id={`${id}-error`} className="text-sm text-danger">
            {fieldError}
          </p>
        ) : null}
        <div className="flex items-center gap-3">
          <Button type="submit" size="sm" disabled={busy || (data ? !data.texting.canText : false)}>
            {busy ? "Sending…" : "Send reply"}
          </Button>
          <StatusMessage status={status} look="text" />
        </div>
      </form>
    </>
  );
}
