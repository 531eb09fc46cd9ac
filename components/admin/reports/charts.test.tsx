import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BarChart, ColumnChart, SERIES } from "./charts";

describe("report charts (server SVG)", () => {
  it("a bar chart is one named image with its labels and values as text, bars scaled to the largest row", () => {
    const { container } = render(
      <BarChart
        id="t"
        title="Net revenue per competition"
        summary="two competitions."
        series={[{ key: "net", label: "Net", ...SERIES.accent }]}
        rows={[
          { key: "a", label: "Spring Open", values: [400], valueLabel: "$4" },
          { key: "b", label: "Fall Ball", values: [100], valueLabel: "$1" },
        ]}
      />,
    );
    expect(screen.getByRole("img", { name: "Net revenue per competition: two competitions. The figures are in the table beside the chart." })).toBeTruthy();
    expect(screen.getByText("Spring Open")).toBeTruthy();
    expect(screen.getByText("$1")).toBeTruthy();
    const widths = [...container.querySelectorAll("rect.fill-accent")].map((r) => Number(r.getAttribute("width")));
    expect(widths).toEqual([1000, 250]);
    // Every SVG is hidden from screen readers: the image's name and the table speak for it.
    for (const svg of container.querySelectorAll("svg")) expect(svg.getAttribute("aria-hidden")).toBe("true");
  });

  it("a column chart draws the limit line and labels every fourth column; empty → says so", () => {
    const points = Array.from({ length: 8 }, (_, i) => ({ label: `t${i}`, value: i % 3, part: i % 2 }));
    const series = [
      { key: "a", label: "Booked", ...SERIES.gold },
      { key: "b", label: "Started", ...SERIES.accentDark },
    ] as const;
    const { container, unmount } = render(<ColumnChart id="c" title="Chairs" summary="at most 2." points={points} limit={3} series={series} />);
    expect(container.querySelectorAll("line")).toHaveLength(1);
    expect(screen.getByText("Dashed line: 3 chairs")).toBeTruthy();
    expect(screen.getByText("t0")).toBeTruthy();
    expect(screen.getByText("t4")).toBeTruthy();
    expect(screen.queryByText("t5")).toBeNull();
    unmount();
    render(<ColumnChart id="d" title="Chairs" summary="" points={[]} limit={null} series={series} />);
    expect(screen.getByText("No timed appointments this day.")).toBeTruthy();
  });
});
