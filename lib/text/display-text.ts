// Titles and notes are stored as staff typed them into the rich editors, HTML entities included
// ("Youth Hair &amp; Light Makeup"). Every screen, file and email shows them through this one
// helper, as text: React and the CSV writer escape what it returns, so "&lt;b&gt;" shows "<b>".
import { decode } from "html-entities";

/** The text a stored title or note stands for: HTML entities decoded, nothing else changed. */
export function displayText(value: string | null | undefined): string {
  return value ? decode(value) : "";
}
