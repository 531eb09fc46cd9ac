"use client";
// TipTap 3 editor used by every rich-text field of the admin. The nodes and marks it can produce
// are the ones lib/content/sanitize.ts allows, so what staff see is what visitors get.
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId, useRef, useState } from "react";
import { isSafeLinkHref, normalizeLinkHref } from "./link-href";
import { FieldError } from "@/components/ui/field";

interface Props {
  id: string;
  label: string;
  value: string;
  onChange(html: string): void;
  /** Rich-text editors are 350 px high unless a caller says otherwise. */
  height?: number;
  hint?: string;
  error?: string;
}

type Command = { key: string; label: string; shortcut: string; icon: React.ReactNode; isActive(editor: Editor): boolean; run(editor: Editor): void };

const COMMANDS: Command[] = [
  { key: "bold", label: "Bold", shortcut: "Ctrl+B", icon: <strong aria-hidden>B</strong>, isActive: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  { key: "italic", label: "Italic", shortcut: "Ctrl+I", icon: <em aria-hidden className="font-serif text-lg">I</em>, isActive: (e) => e.isActive("italic"), run: (e) => e.chain().focus().toggleItalic().run() },
  {
    key: "bulletList",
    label: "Bullet list",
    shortcut: "Ctrl+Shift+8",
    icon: (
      <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <circle cx="3.5" cy="5" r="1.5" />
        <circle cx="3.5" cy="10" r="1.5" />
        <circle cx="3.5" cy="15" r="1.5" />
        <rect x="7" y="4" width="11" height="2" rx="1" />
        <rect x="7" y="9" width="11" height="2" rx="1" />
        <rect x="7" y="14" width="11" height="2" rx="1" />
      </svg>
    ),
    isActive: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
];

export function RichTextEditor({ id, label, value, onChange, height = 350, hint, error }: Props) {
  const labelId = useId();
  const hintId = useId();
  const linkInputId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkDraft, setLinkDraft] = useState("");
  const [linkError, setLinkError] = useState("");
  const [focusIndex, setFocusIndex] = useState(0);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const describedBy = [hint ? hintId : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

  function openLinkForm(editor: Editor) {
    setLinkDraft((editor.getAttributes("link").href as string | undefined) ?? "");
    setLinkError("");
    setLinkOpen(true);
  }

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https", HTMLAttributes: { rel: "noopener noreferrer", target: "_blank" }, isAllowedUri: (url) => isSafeLinkHref(url) },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(error ? { "aria-invalid": "true" } : {}),
        class: "prose-studio min-h-full px-4 py-3 text-ink focus:outline-none",
      },
      handleKeyDown: (view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
          event.preventDefault();
          const linkType = view.state.schema.marks.link;
          const mark = view.state.selection.$from.marks().find((m) => m.type === linkType);
          setLinkDraft((mark?.attrs.href as string | undefined) ?? "");
          setLinkError("");
          setLinkOpen(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      bulletList: current?.isActive("bulletList") ?? false,
      link: current?.isActive("link") ?? false,
    }),
  });

  function applyLink(event: React.SyntheticEvent) {
    event.preventDefault();
    if (!editor) return;
    if (!linkDraft.trim()) {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      setLinkOpen(false);
      return;
    }
    const href = normalizeLinkHref(linkDraft);
    if (!href) {
      setLinkError("Use a web address (https://…), mailto: or tel: link.");
      return;
    }
    if (editor.state.selection.empty && !editor.isActive("link")) {
      editor.chain().focus().insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    }
    setLinkOpen(false);
  }

  function removeLink() {
    editor?.chain().focus().extendMarkRange("link").unsetLink().run();
    setLinkOpen(false);
  }

  const buttons = [...COMMANDS.map((c) => c.key), "link"];

  // WAI-ARIA toolbar: one tab stop, arrow keys move between buttons.
  function onToolbarKeyDown(event: React.KeyboardEvent) {
    const last = buttons.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: focusIndex === last ? 0 : focusIndex + 1,
      ArrowLeft: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    setFocusIndex(targets[event.key]);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>(":scope > button")[targets[event.key]]?.focus();
  }

  const buttonClass = (on: boolean) =>
    `flex h-9 min-w-9 items-center justify-center rounded px-2 text-sm ${on ? "bg-ink text-white" : "text-ink hover:bg-sand"} disabled:opacity-50`;

  return (
    <div>
      <span id={labelId} className="block text-sm font-medium">
        {label}
      </span>
      {hint ? (
        <span id={hintId} className="mt-0.5 block text-xs text-muted">
          {hint}
        </span>
      ) : null}
      <div className={`mt-1 overflow-hidden rounded border bg-white focus-within:ring-2 focus-within:ring-accent ${error ? "border-danger" : "border-line"}`}>
        <div ref={toolbarRef} role="toolbar" aria-label={`${label} formatting`} aria-controls={id} onKeyDown={onToolbarKeyDown} className="flex flex-wrap gap-1 border-b border-line bg-[#fbfaf8] p-1">
          {COMMANDS.map((command, index) => (
            <button
              key={command.key}
              type="button"
              tabIndex={focusIndex === index ? 0 : -1}
              aria-label={command.label}
              aria-pressed={active?.[command.key as keyof typeof active] ?? false}
              title={`${command.label} (${command.shortcut})`}
              disabled={!editor}
              onFocus={() => setFocusIndex(index)}
              onClick={() => editor && command.run(editor)}
              className={buttonClass(Boolean(active?.[command.key as keyof typeof active]))}
            >
              {command.icon}
            </button>
          ))}
          <button
            type="button"
            tabIndex={focusIndex === COMMANDS.length ? 0 : -1}
            aria-label="Link"
            aria-pressed={active?.link ?? false}
            aria-expanded={linkOpen}
            title="Link (Ctrl+K)"
            disabled={!editor}
            onFocus={() => setFocusIndex(COMMANDS.length)}
            onClick={() => editor && (linkOpen ? setLinkOpen(false) : openLinkForm(editor))}
            className={buttonClass(Boolean(active?.link))}
          >
            <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5l-1 1" />
              <path d="M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1-1" />
            </svg>
          </button>
        </div>
        {linkOpen ? (
          <div
            className="flex flex-wrap items-end gap-2 border-b border-line bg-sand/50 p-2"
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                event.preventDefault();
                setLinkOpen(false);
                editor?.commands.focus();
              }
              if (event.key === "Enter" && event.target instanceof HTMLInputElement) applyLink(event);
            }}
          >
            <div className="min-w-48 flex-1">
              <label htmlFor={linkInputId} className="block text-xs font-medium">
                Link address
              </label>
              <input
                id={linkInputId}
                autoFocus
                type="url"
                inputMode="url"
                placeholder="https://"
                value={linkDraft}
                onChange={(e) => setLinkDraft(e.target.value)}
                aria-invalid={linkError ? true : undefined}
                aria-describedby={linkError ? `${linkInputId}-error` : undefined}
                className="mt-0.5 w-full rounded border border-line bg-white px-2 py-1.5 text-sm"
              />
            </div>
            <button type="button" onClick={applyLink} className="rounded bg-ink px-3 py-1.5 text-sm font-medium text-white">
              Apply
            </button>
            {active?.link ? (
              <button type="button" onClick={removeLink} className="rounded border border-line bg-white px-3 py-1.5 text-sm">
                Remove link
              </button>
            ) : null}
            <button type="button" onClick={() => setLinkOpen(false)} className="rounded px-3 py-1.5 text-sm text-muted hover:bg-white">
              Cancel
            </button>
            {linkError ? (
              <p id={`${linkInputId}-error`} role="alert" className="w-full text-xs text-danger">
                {linkError}
              </p>
            ) : null}
          </div>
        ) : null}
        <div style={{ height }} className="overflow-y-auto">
          {editor ? <EditorContent editor={editor} className="h-full [&>.ProseMirror]:min-h-full" /> : <div aria-hidden className="px-4 py-3 text-muted">Loading editor…</div>}
        </div>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
