// A form's refusal or failure, announced at once (role="alert") and shown under the action; nothing when empty.
export function FormAlert({ message, className = "mt-3" }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`${className} rounded bg-red-50 px-4 py-3 text-danger`}>
      {message}
    </p>
  );
}

/** The same refusal in a line of small red text, for a single control's answer (a consent box). */
export function InlineAlert({ message, className = "mt-2" }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`${className} text-sm text-danger`}>
      {message}
    </p>
  );
}
