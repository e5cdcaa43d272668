// The sentences `site new` writes for an editor to replace, in one place so that `site check` finds one
// left in any content file before it goes live. Each is written whole on one line, and found as written.
import { placeAt, type Place } from './locate.ts';

export const PLACEHOLDERS = {
  postDescription:
    'What a reader learns from this post, in one or two sentences (the listing and search results show it).',
  postOpening: 'Open with the problem the reader has, in two or three sentences: who it affects and what it costs.',
  postExample: 'Explain the risk or the opportunity with one concrete example from a Texas business.',
  postFirstStep: 'The first step, and why it comes first.',
  postSecondStep: 'The second step, and what it changes.',
  postThirdStep: 'The third step, and who takes it.',
  postClosing: 'Close with one thing the reader can do this week.',
  vendorSummary: 'What this vendor does for a Texas business, in one sentence (the cards show it).',
  vendorFirstFeature: 'The first feature a customer cares about',
  vendorSecondFeature: 'The second feature a customer cares about',
  vendorThirdFeature: 'The third feature a customer cares about',
  vendorLead: 'What the product is and who it is for, in a sentence or two; {{brand}} sets it up.',
  vendorOverview:
    'A few paragraphs on the product for the overview section, or none: delete this text to leave the page with its hero and features only.',
} as const;

/** Each placeholder left in `text`, where it begins. */
export function placeholdersIn(text: string): { placeholder: string; at: Place }[] {
  const found: { placeholder: string; at: Place }[] = [];
  for (const placeholder of Object.values(PLACEHOLDERS)) {
    for (let index = text.indexOf(placeholder); index !== -1; index = text.indexOf(placeholder, index + 1))
      found.push({ placeholder, at: placeAt(text, index) });
  }
  return found.sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column);
}
