// One-off: draws the demo model portrait (an abstract dancer's profile with a competition bun)
// and the Open Graph card from SVG with sharp. Output is committed; run again only to change the art.
//   npx tsx scripts/generate-demo-art.ts
import path from "node:path";
import sharp from "sharp";

const OUT = path.join(process.cwd(), "public", "images");

const profile = `
  M 300 1200
  C 330 1050, 360 950, 380 860
  C 330 800, 300 700, 320 600
  C 340 470, 450 360, 560 360
  C 620 360, 650 400, 650 450
  C 650 490, 660 520, 680 550
  L 712 600
  C 705 612, 690 615, 672 615
  C 676 630, 684 642, 676 652
  C 670 660, 666 664, 674 676
  C 680 690, 668 700, 660 705
  C 664 725, 662 745, 640 760
  C 610 780, 580 785, 560 790
  C 575 860, 600 930, 640 990
  C 720 1060, 860 1100, 960 1130
  L 960 1200 Z`;

function sparkle(x: number, y: number, r: number, opacity: number): string {
  const k = r * 0.18;
  return `<path d="M ${x} ${y - r} Q ${x + k} ${y - k} ${x + r} ${y} Q ${x + k} ${y + k} ${x} ${y + r} Q ${x - k} ${y + k} ${x - r} ${y} Q ${x - k} ${y - k} ${x} ${y - r} Z" fill="#fff8ec" opacity="${opacity}"/>`;
}

function rhinestones(cx: number, cy: number, radius: number, from: number, to: number, count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const a = ((from + ((to - from) * i) / (count - 1)) * Math.PI) / 180;
    const x = cx + radius * Math.cos(a);
    const y = cy + radius * Math.sin(a);
    const size = i % 3 === 0 ? 7 : 5;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${size}" fill="url(#stone)"/>`;
  }).join("");
}

/** A gradient with its stops: [offset, colour] or [offset, colour, opacity]. */
function gradient(kind: "linearGradient" | "radialGradient", attributes: Record<string, string | number>, stops: [number, string, number?][]): string {
  const attrs = Object.entries(attributes).map(([name, value]) => ` ${name}="${value}"`).join("");
  const stopTags = stops.map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`);
  return `<${kind}${attrs}>${stopTags.join("")}</${kind}>`;
}

const portrait = `
<svg xmlns="http://www.w3.org/2000/svg" width="960" height="1200" viewBox="0 0 960 1200">
  <defs>
    ${gradient("linearGradient", { id: "bg", x1: 0, y1: 0, x2: 1, y2: 1 }, [[0, "#f6e9e1"], [0.55, "#e6c6b8"], [1, "#b9796a"]])}
    ${gradient("radialGradient", { id: "spot", cx: 0.6, cy: 0.33, r: 0.55 }, [[0, "#fffaf4", 0.95], [0.6, "#fbefe7", 0.25], [1, "#fbefe7", 0]])}
    ${gradient("linearGradient", { id: "skin", x1: 0, y1: 0, x2: 1, y2: 1 }, [[0, "#6e3a2f"], [0.6, "#8a4a3c"], [1, "#a4604f"]])}
    ${gradient("radialGradient", { id: "bun", cx: 0.35, cy: 0.3, r: 0.8 }, [[0, "#4a2620"], [1, "#2a1411"]])}
    ${gradient("linearGradient", { id: "hair", x1: 0, y1: 0, x2: 1, y2: 0.4 }, [[0, "#2a1411"], [1, "#4d2822"]])}
    ${gradient("radialGradient", { id: "stone", cx: 0.35, cy: 0.35, r: 0.7 }, [[0, "#fffdf6"], [0.5, "#ecd29a"], [1, "#a07a3f"]])}
    <clipPath id="head"><path d="${profile}"/></clipPath>
  </defs>
  <rect width="960" height="1200" fill="url(#bg)"/>
  <rect width="960" height="1200" fill="url(#spot)"/>
  <circle cx="560" cy="560" r="360" fill="none" stroke="#fff8ef" stroke-opacity="0.55" stroke-width="2"/>
  <circle cx="560" cy="560" r="410" fill="none" stroke="#a07a3f" stroke-opacity="0.35" stroke-width="1.5"/>
  <path d="M 120 1200 C 220 900, 180 640, 300 420" fill="none" stroke="#fff8ef" stroke-opacity="0.35" stroke-width="3"/>

  <path d="${profile}" fill="url(#skin)"/>
  <g clip-path="url(#head)">
    <path d="M 280 800 L 280 500 C 320 420, 440 362, 560 368 C 610 370, 640 392, 650 432 C 600 420, 540 432, 505 472 C 478 505, 468 545, 476 590 C 482 640, 466 690, 440 716 C 414 740, 372 750, 316 752 L 280 760 Z" fill="url(#hair)"/>
    <ellipse cx="502" cy="614" rx="15" ry="30" fill="#6a362c" opacity="0.55"/>
    <path d="M 380 520 C 420 440, 500 398, 600 392" fill="none" stroke="#8a5a4d" stroke-opacity="0.55" stroke-width="4" stroke-linecap="round"/>
    <path d="M 640 760 C 610 800, 600 900, 660 1000" fill="none" stroke="#c98f7f" stroke-opacity="0.35" stroke-width="26"/>
  </g>
  <circle cx="352" cy="430" r="108" fill="url(#bun)"/>
  <path d="M 290 400 C 320 350, 400 350, 420 410 C 430 450, 390 480, 350 470" fill="none" stroke="#6b3a31" stroke-opacity="0.7" stroke-width="5" stroke-linecap="round"/>
  <path d="M 300 460 C 320 500, 380 510, 420 480" fill="none" stroke="#6b3a31" stroke-opacity="0.5" stroke-width="4" stroke-linecap="round"/>
  ${rhinestones(352, 430, 120, 200, 335, 12)}
  <path d="M 628 522 C 640 516, 652 518, 662 526" fill="none" stroke="#2a1411" stroke-width="4" stroke-linecap="round"/>
  <path d="M 636 519 L 630 508 M 646 517 L 643 505 M 656 520 L 656 508" stroke="#2a1411" stroke-width="3" stroke-linecap="round"/>
  <path d="M 667 650 C 673 656, 673 664, 668 670" fill="none" stroke="#c0645a" stroke-width="6" stroke-linecap="round" opacity="0.85"/>
  <line x1="504" y1="646" x2="504" y2="690" stroke="#ecd29a" stroke-width="3"/>
  <path d="M 504 690 L 518 716 L 504 748 L 490 716 Z" fill="url(#stone)"/>
  ${sparkle(760, 300, 26, 0.9)}
  ${sparkle(820, 420, 14, 0.7)}
  ${sparkle(180, 250, 18, 0.6)}
  ${sparkle(720, 190, 10, 0.6)}
  ${sparkle(250, 980, 12, 0.45)}
</svg>`;

async function main() {
  const png = await sharp(Buffer.from(portrait)).png().toBuffer();
  const model = await sharp(png).webp({ quality: 78, effort: 6 }).toFile(path.join(OUT, "model.webp"));
  const og = await sharp(png)
    .resize({ width: 1200 })
    .extract({ left: 0, top: 380, width: 1200, height: 630 })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(path.join(OUT, "og-card.jpg"));
  console.log(`model.webp ${model.width}x${model.height} ${(model.size / 1024).toFixed(1)} KB; og-card.jpg ${(og.size / 1024).toFixed(1)} KB`);
}

main();
