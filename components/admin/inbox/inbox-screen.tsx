"use client";
// Staff inbox: texts by conversation, contact messages to follow up, and the email outbox with delivery
// status, so nothing a visitor sent goes unnoticed when email delivery fails.
import { MessagesPanel } from "./messages-panel";
import { OutboxPanel } from "./outbox-panel";
import { TextsPanel } from "./texts-panel";

export function InboxScreen() {
  return (
    <div className="mx-auto max-w-6xl space-y-12">
      <div>
        <h1 className="font-serif text-title font-semibold">Inbox</h1>
        <p className="mt-2 text-muted">Texts from customers with your replies, messages sent through the contact form, and every email the site has sent or is trying to send.</p>
      </div>
      <TextsPanel />
      <MessagesPanel />
      <OutboxPanel />
    </div>
  );
}
