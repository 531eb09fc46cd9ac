// bench:admin's floors: how long, with the same browser, phone and CPU slowdown, a page takes to show its
// content when it has no data at all — the bare App Router page (floor-app.ts) and the staff area's own
// shell with one heading (/admin/no-access: the admin layout, navigation and session, nothing read), and the
// bare page with the shell's stylesheets linked as Next links them (the stylesheet's own share). Target 2
// is absolute (≤ 1,000 ms to content), and on a slower machine the floor itself can be over it; the screens'
// ratios to the floors are what stays put from one machine to the next.

export interface FloorFigures {
  bare: { c50: number; c95: number };
  shell: { c50: number; c95: number };
  /** The bare page with the staff shell's stylesheets linked (absent when not measured). */
  bareWithStylesheet?: { c50: number; c95: number };
}

const ms = (n: number) => `${Math.round(n).toLocaleString("en-US")} ms`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

/** The floors, each screen's content p50 against them, and what that means for the absolute target. */
export function floorReport(floor: FloorFigures, screens: { screen: string; c50: number }[], targetMs: number): string[] {
  const lines = [
    `Floors at the same settings, content p50 / p95: a bare App Router page (one heading, this project's next and react) ${ms(floor.bare.c50)} / ${ms(floor.bare.c95)} · the staff shell with one heading (/admin/no-access) ${ms(floor.shell.c50)} / ${ms(floor.shell.c95)}`,
    ...(floor.bareWithStylesheet
      ? [
          `The bare page with the staff shell's stylesheets linked: ${ms(floor.bareWithStylesheet.c50)} / ${ms(floor.bareWithStylesheet.c95)} = ${ratio(floor.bareWithStylesheet.c50, floor.bare.c50)} the bare page; the staff shell is ${ratio(floor.shell.c50, floor.bareWithStylesheet.c50)} it`,
        ]
      : []),
    ...screens.map((s) => `  ${s.screen}: content p50 ${ms(s.c50)} = ${ratio(s.c50, floor.bare.c50)} the bare page, ${ratio(s.c50, floor.shell.c50)} the staff shell`),
  ];
  lines.push(
    floor.bare.c50 > targetMs
      ? `The bare page alone shows its heading after ${ms(floor.bare.c50)} here, over the ${ms(targetMs)} target: no page built on this framework meets it on this machine at this slowdown.`
      : floor.shell.c50 > targetMs
        ? `The staff shell alone shows its heading after ${ms(floor.shell.c50)} here, over the ${ms(targetMs)} target (the bare page: ${ms(floor.bare.c50)}).`
        : `The ${ms(targetMs)} target is ${ratio(targetMs, floor.bare.c50)} the bare page and ${ratio(targetMs, floor.shell.c50)} the staff shell here.`,
  );
  return lines;
}
