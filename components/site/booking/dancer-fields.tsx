"use client";
// About the dancer: parent or guardian, names, contact, stylist preference, hair at night and message.
import { CheckboxGroup, Field, SelectField } from "@/components/ui/field";
import { BOX, LABEL, OPTION } from "./booking-form-styles";
import { MarketingConsentField } from "./marketing-consent-field";
import { TextConsentField } from "./text-consent-field";
import type { BookingFormModel } from "./use-booking-form";

export function DancerFields({ model, stylists }: { model: BookingFormModel; stylists: readonly string[] }) {
  const { form, errors, set } = model;
  const parentFilling = form.isParentOrGuardian;
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-3 font-serif text-2xl font-semibold">About the dancer</legend>
      <label className={`${OPTION} sm:col-span-2`}>
        <input type="checkbox" name="isParentOrGuardian" className={BOX} checked={form.isParentOrGuardian} onChange={(e) => set("isParentOrGuardian", e.target.checked)} />I am the parent or guardian of the competitor
      </label>
      {parentFilling ? (
        <>
          <Field id="parentFirstName" label="Parent First Name *" labelClassName={LABEL} large value={form.parentFirstName} onChange={(e) => set("parentFirstName", e.target.value)} autoComplete="given-name" error={errors.parentFirstName} />
          <Field id="parentLastName" label="Parent Last Name *" labelClassName={LABEL} large value={form.parentLastName} onChange={(e) => set("parentLastName", e.target.value)} autoComplete="family-name" error={errors.parentLastName} />
        </>
      ) : null}
      {(
        [
          // A phone's autofill fills the name, email and phone in one go; the competitor's name is
          // left out of it when a parent fills the form (their own name goes in the parent fields).
          // With a parent filling it, the labels say whose each field is (the emails then greet the parent).
          ["firstName", parentFilling ? "Dancer's First Name *" : "First Name *", "text", parentFilling ? "off" : "given-name", undefined],
          ["lastName", parentFilling ? "Dancer's Last Name *" : "Last Name *", "text", parentFilling ? "off" : "family-name", undefined],
          ["email", parentFilling ? "Your email (parent/guardian) *" : "Email *", "email", "email", "email"],
          ["phoneNumber", parentFilling ? "Your phone (parent/guardian) *" : "Phone *", "tel", "tel", "tel"],
        ] as const
      ).map(([key, label, type, autoComplete, inputMode]) => (
        <Field key={key} id={key} label={label} labelClassName={LABEL} large type={type} inputMode={inputMode} value={form[key]} onChange={(e) => set(key, e.target.value)} autoComplete={autoComplete} error={errors[key]} />
      ))}
      <TextConsentField model={model} />
      <MarketingConsentField model={model} />
      {stylists.length ? (
        <SelectField id="stylistPreference" label="Stylist preference" labelClassName={LABEL} large value={form.stylistPreference} onChange={(e) => set("stylistPreference", e.target.value)} error={errors.stylistPreference}>
          <option value="">No preference</option>
          {stylists.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      ) : (
        <Field id="stylistPreference" label="Stylist preference" labelClassName={LABEL} large value={form.stylistPreference} onChange={(e) => set("stylistPreference", e.target.value)} error={errors.stylistPreference} />
      )}
      <CheckboxGroup
        id="hairAtNight"
        type="radio"
        name="hairAtNight"
        legend="Hair at night? *"
        legendClassName={LABEL}
        hint="Dancing in an evening session too? Choose Yes if you need your hair redone or refreshed for it."
        optionsClassName="mt-2 grid grid-cols-2 gap-2"
        optionClassName={OPTION}
        inputClassName={BOX}
        options={[
          { value: "yes", label: "Yes" },
          { value: "no", label: "No" },
        ]}
        selected={[form.hairAtNight]}
        onChange={([value]) => set("hairAtNight", value)}
        error={errors.hairAtNight}
        className="sm:col-span-2"
      />
      <Field multiline id="message" label="Message" labelClassName={LABEL} large className="sm:col-span-2" rows={4} value={form.message} onChange={(e) => set("message", e.target.value)} error={errors.message} />
    </fieldset>
  );
}
