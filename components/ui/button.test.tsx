import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button, buttonClass } from "./button";

describe("Button", () => {
  it("does not submit the form it sits in unless it is the form's submit button", async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const user = userEvent.setup({ delay: null });
    render(
      <form onSubmit={onSubmit}>
        <Button variant="secondary">Preview</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    await user.click(screen.getByRole("button", { name: "Preview" }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("ignores clicks while disabled and keeps its accessible name", async () => {
    const onClick = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(
      <Button disabled onClick={onClick} aria-label="Delete Ana Ruiz">
        Delete
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Delete Ana Ruiz" });
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.className).toContain("disabled:opacity-60");
  });

  it("draws primary in the accent colour, danger in red, and links without a box", () => {
    render(
      <>
        <Button>Add User</Button>
        <Button variant="danger">Refund</Button>
        <Button variant="link">Try again</Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Add User" }).className.split(" ")).toEqual(expect.arrayContaining(["bg-accent", "text-white", "rounded", "px-5"]));
    expect(screen.getByRole("button", { name: "Refund" }).className.split(" ")).toContain("bg-danger");
    const link = screen.getByRole("button", { name: "Try again" }).className.split(" ");
    expect(link).toContain("underline");
    expect(link.some((c) => c.startsWith("px-") || c.startsWith("bg-"))).toBe(false);
  });

  it("gives the public site's large size a 44 px target", () => {
    expect(buttonClass({ size: "lg" }).split(" ")).toEqual(expect.arrayContaining(["min-h-11", "rounded-full"]));
    expect(buttonClass({ className: "w-full" }).endsWith("w-full")).toBe(true);
  });
});
