// The one button: a variant (primary, secondary, danger, link) and a size, so the screens share
// one look instead of repeating class strings. type="button" unless said otherwise (a button inside
// a form must not submit it by accident); `buttonClass` styles a link that looks like a button.
import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "danger" | "link";
/** sm: table rows; md: the back office; lg: the public site (44 px, rounded-full). */
export type ButtonSize = "sm" | "md" | "lg";

const VARIANT: Record<ButtonVariant, string> = {
  primary: "bg-accent font-medium text-white hover:bg-accent-dark",
  secondary: "border border-line bg-white text-ink hover:bg-sand",
  danger: "bg-danger font-medium text-white hover:bg-danger/90",
  link: "font-medium text-accent-dark underline underline-offset-2 hover:text-accent",
};
const SIZE: Record<ButtonSize, string> = {
  sm: "rounded px-3 py-1.5 text-sm",
  md: "rounded px-5 py-2",
  lg: "min-h-11 rounded-full px-6 py-3",
};

export function buttonClass({ variant = "primary", size = "md", className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  const shape = variant === "link" ? "" : SIZE[size];
  return [shape, VARIANT[variant], "disabled:cursor-not-allowed disabled:opacity-60", className].filter(Boolean).join(" ");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...rest} />;
}
