import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { CheckboxGroup, Field, SelectField } from "./field";

describe("Field, SelectField and CheckboxGroup", () => {
  it("tie the label, hint and error to the control, so a screen reader reads all three", () => {
    render(<Field id="email" label="Email *" hint="We reply within a day." error="Email is required" value="" onChange={() => {}} />);
    const input = screen.getByRole("textbox", { name: "Email *" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("email-hint email-error");
    expect(document.getElementById("email-hint")?.textContent).toBe("We reply within a day.");
    expect(document.getElementById("email-error")?.textContent).toBe("Email is required");
  });

  it("say nothing about errors while there is none", () => {
    render(
      <SelectField id="level" label="Dance level" value="" onChange={() => {}}>
        <option value="">Select a level</option>
      </SelectField>,
    );
    const select = screen.getByRole("combobox", { name: "Dance level" });
    expect(select.getAttribute("aria-invalid")).toBeNull();
    expect(select.getAttribute("aria-describedby")).toBeNull();
    expect(document.getElementById("level-error")).toBeNull();
  });

  it("let a radio group hold one answer and a checkbox group several", async () => {
    function Both() {
      const [night, setNight] = useState<string[]>([]);
      const [styles, setStyles] = useState<string[]>([]);
      const options = (values: string[]) => values.map((value) => ({ value, label: value }));
      return (
        <>
          <CheckboxGroup id="night" type="radio" name="night" legend="Hair at night?" options={options(["Yes", "No"])} selected={night} onChange={setNight} />
          <CheckboxGroup id="styles" legend="Dance styles" options={options(["Latin", "Smooth"])} selected={styles} onChange={setStyles} error="Pick one" />
        </>
      );
    }
    const user = userEvent.setup({ delay: null });
    render(<Both />);
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("radio", { name: "No" }));
    expect(screen.getAllByRole("radio").map((r) => (r as HTMLInputElement).checked)).toEqual([false, true]);
    await user.click(screen.getByRole("checkbox", { name: "Latin" }));
    await user.click(screen.getByRole("checkbox", { name: "Smooth" }));
    expect(screen.getAllByRole("checkbox").map((c) => (c as HTMLInputElement).checked)).toEqual([true, true]);
    expect(screen.getByRole("group", { name: "Dance styles" }).getAttribute("aria-describedby")).toBe("styles-error");
  });
});
