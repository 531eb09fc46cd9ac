// The heat-list import's reading, matching and preview timed (npm run bench:heat-list): a generated 2,000-line
// CSV for a three-day competition with 200 booked dancers (a few sharing a name, some printed "Last, First",
// with accents or a middle name, some heats for couples), parsed, matched and previewed as the preview route
// does, without the database. Three runs; the last line gives the slowest.
//   BENCH_HEAT_LIST_LINES (default 2000), BENCH_HEAT_LIST_DANCERS (default 200)
import { stringify } from "csv-stringify/sync";
import { parseHeatList } from "@/lib/heat-list/parse";
import { indexDancers, matchRows, type BookedDancer } from "@/lib/heat-list/match";
import { previewImport, type CurrentDay } from "@/lib/heat-list/preview";
import { zonedInstant } from "@/lib/time";

const LINES = Number(process.env.BENCH_HEAT_LIST_LINES ?? 2000);
const DANCERS = Number(process.env.BENCH_HEAT_LIST_DANCERS ?? 200);
const TARGET_MS = 2000;
const DAYS = ["2027-03-05", "2027-03-06", "2027-03-07"];
const ZONE = "America/Chicago";

let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

const FIRST = ["María", "Sofia", "Emma", "Zoë", "Chloé", "Ava", "Mia", "Lily", "Grace", "Nora", "Elena", "Ines", "Léa", "Anya", "Ruth", "Maya", "Iris", "Hana", "Jade", "Rosa"];
const LAST = ["García", "Smith", "Nguyen", "O'Neil", "Brown", "Kowalski", "Müller", "Rossi", "Silva", "Chen", "Park", "Novak", "Dubois", "Ivanova", "Haddad", "Jensen", "Costa", "Reyes", "Moreau", "Berg", "Lopez", "Kim", "Sato", "Fischer"];
const PROS = ["Daniel Park", "Marcus Lee", "Tom Ward", "Sam Reyes", "Ivan Petrov", "Luca Bianchi"];

function build() {
  const dancers: BookedDancer[] = [];
  const current: CurrentDay[] = [];
  const used = new Set<string>();
  for (let i = 0; i < DANCERS; i++) {
    let first = pick(FIRST);
    let last = pick(LAST);
    // Every 40th dancer shares a name with an earlier one (ambiguous for staff); the rest are unique.
    if (i % 40 === 39) [first, last] = [dancers[i - 1].firstName, dancers[i - 1].lastName];
    else
      while (used.has(`${first} ${last}`)) {
        first = pick(FIRST);
        last = `${pick(LAST)}${random() < 0.3 ? `-${pick(LAST)}` : ""}`;
      }
    used.add(`${first} ${last}`);
    const days = DAYS.filter(() => random() < 0.6);
    if (!days.length) days.push(pick(DAYS));
    const bookingId = `b${i}`;
    dancers.push({ id: `c${i}`, firstName: first, lastName: last, aliases: [], bookingByDate: Object.fromEntries(days.map((d) => [d, bookingId])) });
    for (const d of days) current.push({ bookingId, date: d, heatTime: random() < 0.3 ? "09:00" : null, heatNote: "", heatUpdatedAt: null, slotEnds: random() < 0.5 ? [zonedInstant(d, "07:30", ZONE)] : [] });
  }
  const rows: string[][] = [["Heat", "Date", "Time", "Session", "Event", "Competitor", "Partner"]];
  for (let line = 0; line < LINES; line++) {
    const day = DAYS[Math.floor((line / LINES) * DAYS.length)];
    const minutes = 7 * 60 + Math.floor(((line % (LINES / DAYS.length)) / (LINES / DAYS.length)) * 14 * 60);
    const time = `${Math.floor(minutes / 60) % 12 || 12}:${String(minutes % 60).padStart(2, "0")} ${minutes < 720 ? "AM" : "PM"}`;
    let competitor: string;
    if (line % 3 === 0) {
      const d = pick(dancers);
      const style = line % 4;
      competitor = style === 0 ? `${d.lastName}, ${d.firstName}` : style === 1 ? `${d.firstName} Anne ${d.lastName}` : style === 2 ? `${d.firstName} ${d.lastName}`.toUpperCase() : `${d.firstName} ${d.lastName}`.normalize("NFD").replace(/\p{M}/gu, "");
    } else competitor = `Other${line} Dancer${line % 97}`;
    rows.push([String(100 + line), `${day.slice(5, 7)}/${day.slice(8)}/${day.slice(0, 4)}`, time, `Session ${1 + Math.floor(minutes / 240)}`, pick(["Am. Smooth Waltz", "Rhythm Cha Cha", "Intl. Latin Samba, Rumba"]), competitor, pick(PROS)]);
  }
  return { dancers, current, text: stringify(rows) };
}

const { dancers, current, text } = build();
const runs: { ms: number; lines: number; matched: number; ambiguous: number; changing: number }[] = [];
for (let run = 0; run < 3; run++) {
  const t0 = performance.now();
  const list = parseHeatList(text, { days: DAYS });
  const index = indexDancers(dancers);
  const matches = matchRows(index, list.rows);
  const preview = previewImport({ rows: list.rows, matches, dancers: index.dancers, current, last: null, timeZone: ZONE, readyBeforeMinutes: 45 });
  const ms = performance.now() - t0;
  const matched = new Set(matches.filter((m) => m.status === "matched").map((m) => m.line)).size;
  const ambiguous = matches.filter((m) => m.status === "ambiguous").length;
  runs.push({ ms, lines: list.rows.length + list.problems.length, matched, ambiguous, changing: preview.changing });
  console.log(`run ${run + 1}: ${list.rows.length} heats, ${list.problems.length} problems, ${matched} lines matched, ${ambiguous} ambiguous names, ${preview.days.length} booking days, ${preview.changing} dancers change, ${ms.toFixed(1)} ms`);
}
const worst = runs.reduce((a, b) => (b.ms > a.ms ? b : a));
if (worst.ms > TARGET_MS) console.error(`bench:heat-list: ${worst.ms.toFixed(0)} ms is over the ${TARGET_MS} ms target`);
console.log(`bench:heat-list lines=${worst.lines} matched=${worst.matched} ambiguous=${worst.ambiguous} ms=${Math.round(worst.ms)}`);
