// Class names shared by the booking form's sections.
export const LABEL = "block font-medium";
/** A whole row a thumb can hit (44 px), with a box larger than the browser's 13 px default. */
export const OPTION = "flex min-h-11 cursor-pointer items-center gap-3 rounded border border-line bg-white px-3 py-1.5 text-base leading-snug has-[:checked]:border-accent has-[:checked]:bg-accent/5";
export const BOX = "h-5 w-5 shrink-0 accent-accent";
