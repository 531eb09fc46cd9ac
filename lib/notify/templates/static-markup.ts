// renderToStaticMarkup for email templates. react-dom/server cannot be imported in Next's App Router
// route handlers (they run under the react-server condition, where react-dom/server throws), yet
// emails are rendered in those handlers. Templates are plain server components — intrinsic elements,
// function components without hooks, fragments, strings — and for that subset this renderer gives the
// same string as react-dom/server's renderToStaticMarkup (templates.test.ts compares the two).
import type { ReactNode } from "react";

const ELEMENT_TYPES = new Set([Symbol.for("react.transitional.element"), Symbol.for("react.element")]);
const FRAGMENT = Symbol.for("react.fragment");

const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const BOOLEAN_ATTRIBUTES = new Set(["allowfullscreen", "async", "autofocus", "checked", "controls", "default", "defer", "disabled", "hidden", "loop", "multiple", "muted", "nomodule", "novalidate", "open", "readonly", "required", "reversed", "selected"]);
const ATTRIBUTE_ALIASES: Record<string, string> = { className: "class", htmlFor: "for", httpEquiv: "http-equiv", acceptCharset: "accept-charset" };
const SKIPPED_PROPS = new Set(["children", "key", "ref", "dangerouslySetInnerHTML", "suppressHydrationWarning", "suppressContentEditableWarning"]);
const UNITLESS_STYLES = new Set([
  "animationIterationCount", "aspectRatio", "borderImageOutset", "borderImageSlice", "borderImageWidth", "columnCount", "columns", "flex", "flexGrow",
  "flexPositive", "flexShrink", "flexNegative", "flexOrder", "fontWeight", "gridArea", "gridRow", "gridRowEnd", "gridRowSpan", "gridRowStart", "gridColumn",
  "gridColumnEnd", "gridColumnSpan", "gridColumnStart", "lineClamp", "lineHeight", "opacity", "order", "orphans", "scale", "tabSize", "widows", "zIndex", "zoom",
  "fillOpacity", "floodOpacity", "stopOpacity", "strokeDasharray", "strokeDashoffset", "strokeMiterlimit", "strokeOpacity", "strokeWidth",
]);

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function styleString(style: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, raw] of Object.entries(style)) {
    if (raw === null || raw === undefined || typeof raw === "boolean" || raw === "") continue;
    const property = name.startsWith("--") ? name : name.replace(/([A-Z])/g, "-$1").toLowerCase().replace(/^ms-/, "-ms-");
    const value = typeof raw === "number" && raw !== 0 && !name.startsWith("--") && !UNITLESS_STYLES.has(name) ? `${raw}px` : String(raw).trim();
    parts.push(`${escapeHtml(property)}:${escapeHtml(value)}`);
  }
  return parts.join(";");
}

function attributes(props: Record<string, unknown>): string {
  let out = "";
  for (const [name, value] of Object.entries(props)) {
    if (SKIPPED_PROPS.has(name) || value === null || value === undefined || typeof value === "function" || typeof value === "symbol") continue;
    if (/^on[A-Z]/.test(name)) continue;
    if (name === "style") {
      if (typeof value !== "object") throw new Error("The style prop must be an object");
      const css = styleString(value as Record<string, unknown>);
      if (css) out += ` style="${css}"`;
      continue;
    }
    const attribute = ATTRIBUTE_ALIASES[name] ?? name;
    if (typeof value === "boolean") {
      if (attribute.startsWith("aria-") || attribute.startsWith("data-")) out += ` ${attribute}="${value}"`;
      else if (value && BOOLEAN_ATTRIBUTES.has(attribute.toLowerCase())) out += ` ${attribute}=""`;
      continue;
    }
    out += ` ${attribute}="${escapeHtml(String(value))}"`;
  }
  return out;
}

export function renderStaticMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string") return escapeHtml(node);
  if (typeof node === "number" || typeof node === "bigint") return String(node);
  if (Array.isArray(node)) return node.map(renderStaticMarkup).join("");
  if (typeof node !== "object") throw new Error(`Email templates cannot render a ${typeof node}`);
  if (typeof (node as { then?: unknown }).then === "function") throw new Error("Email templates cannot be async");
  if (!ELEMENT_TYPES.has((node as { $$typeof?: symbol }).$$typeof as symbol)) {
    if (Symbol.iterator in node) return Array.from(node as Iterable<ReactNode>, renderStaticMarkup).join("");
    throw new Error("Email templates can only render React elements, strings and numbers");
  }
  const { type, props } = node as unknown as { type: unknown; props: Record<string, unknown> };
  if (type === FRAGMENT) return renderStaticMarkup(props.children as ReactNode);
  if (typeof type === "function") {
    if ((type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent) throw new Error("Email templates cannot use class components");
    return renderStaticMarkup((type as (p: Record<string, unknown>) => ReactNode)(props));
  }
  if (typeof type !== "string") throw new Error("Email templates support intrinsic elements, function components and fragments only");
  const open = `<${type}${attributes(props)}`;
  if (VOID_ELEMENTS.has(type)) return `${open}/>`;
  const inner = (props.dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html ?? renderStaticMarkup(props.children as ReactNode);
  return `${open}>${inner}</${type}>`;
}
