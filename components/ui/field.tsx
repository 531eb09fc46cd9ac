// The one form field: label, control, hint and error wired together (htmlFor/id, aria-invalid,
// aria-describedby → `${id}-hint` and `${id}-error`), used by the public forms and the back office.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

const CONTROL = "mt-1 w-full rounded border border-line bg-white text-ink focus:border-accent aria-invalid:border-danger";
/** The one class for text inputs, selects and textareas. */
const inputClass = `${CONTROL} px-3 py-2`;
/** Larger touch targets for the public contact form. */
const inputClassLarge = `${CONTROL} px-4 py-3 text-base`;

interface FrameProps {
  id: string;
  label: ReactNode;
  /** The field's error message; shown under the control and linked with aria-describedby. */
  error?: string;
  /** Help shown under the label and linked with aria-describedby. */
  hint?: ReactNode;
  /** Ids of descriptions rendered elsewhere (e.g. a hint under a row of fields). */
  describedBy?: string;
  /** The wrapper's class (grid spans). */
  className?: string;
  labelClassName?: string;
  /** Larger touch targets (the public contact form). */
  large?: boolean;
}

/** aria-invalid and aria-describedby for a control with this id. */
function fieldAria(id: string, { error, hint, describedBy }: Pick<FrameProps, "error" | "hint" | "describedBy">) {
  const ids = [describedBy, hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { "aria-invalid": error ? (true as const) : undefined, "aria-describedby": ids || undefined };
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-danger">
      {error}
    </p>
  ) : null;
}

function Frame({ id, label, error, hint, className, labelClassName = "block text-sm font-medium", children }: FrameProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className="mt-0.5 block text-xs text-muted">
          {hint}
        </span>
      ) : null}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

type InputFieldProps = FrameProps & { multiline?: false; inputClassName?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">;
type TextAreaFieldProps = FrameProps & { multiline: true; inputClassName?: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">;

/** A labelled text input, or a textarea with `multiline`. */
export function Field(props: InputFieldProps | TextAreaFieldProps) {
  const frame = { id: props.id, label: props.label, error: props.error, hint: props.hint, describedBy: props.describedBy, className: props.className, labelClassName: props.labelClassName };
  const control = `${props.large ? inputClassLarge : inputClass} ${props.inputClassName ?? ""}`.trim();
  if (props.multiline) {
    const { id, label: _l, error, hint, describedBy, className: _c, labelClassName: _lc, large: _s, multiline: _m, inputClassName: _ic, ...rest } = props;
    return (
      <Frame {...frame}>
        <textarea id={id} className={control} {...fieldAria(id, { error, hint, describedBy })} {...rest} />
      </Frame>
    );
  }
  const { id, label: _l, error, hint, describedBy, className: _c, labelClassName: _lc, large: _s, multiline: _m, inputClassName: _ic, ...rest } = props;
  return (
    <Frame {...frame}>
      <input id={id} className={control} {...fieldAria(id, { error, hint, describedBy })} {...rest} />
    </Frame>
  );
}

/** A labelled select; the options are its children. */
export function SelectField({ id, label, error, hint, describedBy, className, labelClassName, large, inputClassName, children, ...rest }: FrameProps & { inputClassName?: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className">) {
  const control = `${large ? inputClassLarge : inputClass} ${inputClassName ?? ""}`.trim();
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className} labelClassName={labelClassName}>
      <select id={id} className={control} {...fieldAria(id, { error, hint, describedBy })} {...rest}>
        {children}
      </select>
    </Frame>
  );
}

interface CheckboxOption {
  value: string;
  label: ReactNode;
}

/** A fieldset of checkboxes (or radios with `type="radio"`) with a legend and one error for the group. */
export function CheckboxGroup({
  id,
  legend,
  options,
  selected,
  onChange,
  error,
  hint,
  type = "checkbox",
  name,
  className,
  legendClassName = "font-medium",
  optionsClassName = "mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4",
  optionClassName = "flex items-center gap-2 text-sm",
  inputClassName,
}: {
  id: string;
  legend: ReactNode;
  options: CheckboxOption[];
  selected: string[];
  /** The new selection (a radio group passes the one chosen value). */
  onChange: (selected: string[]) => void;
  error?: string;
  /** Help under the legend, linked with aria-describedby. */
  hint?: ReactNode;
  type?: "checkbox" | "radio";
  name?: string;
  className?: string;
  legendClassName?: string;
  optionsClassName?: string;
  optionClassName?: string;
  /** The class of each checkbox or radio (e.g. a larger box on touch screens). */
  inputClassName?: string;
}) {
  return (
    <fieldset id={id} className={className} {...fieldAria(id, { error, hint })}>
      <legend className={legendClassName}>{legend}</legend>
      {hint ? (
        <span id={`${id}-hint`} className="mt-0.5 block text-sm text-muted">
          {hint}
        </span>
      ) : null}
      <div className={optionsClassName}>
        {options.map((option) => (
          <label key={option.value} className={optionClassName}>
            <input
              type={type}
              name={name}
              value={option.value}
              className={inputClassName}
              checked={selected.includes(option.value)}
              onChange={(e) => onChange(type === "radio" ? [option.value] : e.target.checked ? [...selected, option.value] : selected.filter((v) => v !== option.value))}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
