// `site new post|vendor|page "Title"`: a new content file that builds as it is (the next free id or order,
// today's date, a slug, a valid author and category), a post or vendor a draft whose placeholder sentences
// `site check` refuses once published. Choices not given are asked for in a terminal.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { COLLECTIONS } from './collections.ts';
import { contentOnDisk } from './content-files.ts';
import { entryFields, entryNames } from './load.ts';
import { PLACEHOLDERS } from './placeholders.ts';
import { unknownChoice } from './errors.ts';
import { slugify } from './markdown.ts';
import { siteTimeZone, today } from './publishing.ts';
import { BLOG_CATEGORIES } from './schemas.ts';
import { UserError } from './user-error.ts';

/** Asks the editor to pick one of `choices`; undefined where nobody can answer (not a terminal). */
export type Ask = (question: string, choices: readonly string[]) => Promise<string | undefined>;

export const askInTerminal: Ask = async (question, choices) => {
  if (!process.stdin.isTTY || !process.stdout.isTTY) return undefined;
  const lines = createInterface({ input: process.stdin, output: process.stdout });
  try {
    console.log(`${question}:\n${choices.map((choice, index) => `  ${index + 1}. ${choice}`).join('\n')}`);
    for (;;) {
      const answer = (await lines.question('Number or name: ')).trim();
      const chosen =
        choices[Number(answer) - 1] ?? choices.find((choice) => choice.toLowerCase() === answer.toLowerCase());
      if (chosen) return chosen;
      console.log(`"${answer}" is not one of them.`);
    }
  } finally {
    lines.close();
  }
};

/** One of `choices`: the one given with --<what> (any case), the one asked for, or an error listing them. */
async function choose(what: string, given: string | undefined, choices: readonly string[], ask: Ask): Promise<string> {
  if (given !== undefined) {
    const found = choices.find((choice) => choice.toLowerCase() === given.trim().toLowerCase());
    if (found) return found;
    throw new UserError(unknownChoice(what, given, choices));
  }
  const asked = await ask(`Which ${what}?`, choices);
  if (asked) return asked;
  throw new UserError(`Give the ${what} with --${what}: one of ${choices.join(', ')}`);
}

function requireTitle(title: string, what: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw new UserError(`Give the ${what} in quotes, e.g. site new post "How to spot a phishing email"`);
  return trimmed;
}

/** A short slug: the title's first words, at most 50 characters, cut at a word. */
function shortSlug(title: string): string {
  const slug = slugify(title);
  if (slug.length <= 50) return slug || 'untitled';
  return slug.slice(0, 51).replace(/-[^-]*$/, '');
}

const quoted = (text: string) => JSON.stringify(text);

/** One more than the largest of `values` that reads as a number (`7` or `"7"`), so the new one repeats none. */
function nextNumber(values: unknown[]): number {
  return Math.max(0, ...values.map(Number).filter(Number.isFinite)) + 1;
}

/** Writes content/blog/<NN>-<slug>.md, a draft; returns its project-relative path. */
export async function newPost(
  projectRoot: string,
  options: { title: string; author?: string; category?: string; date?: string },
  ask: Ask = askInTerminal,
): Promise<string> {
  const title = requireTitle(options.title, 'post title');
  const content = contentOnDisk(projectRoot);
  const author = await choose('author', options.author, entryNames(content, 'authors'), ask);
  const category = await choose('category', options.category, BLOG_CATEGORIES, ask);
  const id = nextNumber(entryFields(content, 'posts').map((post) => post.id));
  const file = `${COLLECTIONS.posts.source.folder}/${String(id).padStart(2, '0')}-${shortSlug(title)}.md`;
  const date = options.date ?? today(siteTimeZone(content));
  const text = `---
id: ${id}
title: ${quoted(title)}
description: ${quoted(PLACEHOLDERS.postDescription)}
category: ${category}
author: ${author}
date: ${date}
# Only site serve shows a draft. Remove this line to publish the post with the next build.
draft: true
# No cta: the post ends with postCta of content/site.yaml. Give one of its own like this:
# cta:
#   title: "Not sure where to start?"
#   description: "One sentence on what we offer the reader."
#   primary: { label: "Talk to an Engineer", href: /contact }
---

${PLACEHOLDERS.postOpening}

## Why it matters

${PLACEHOLDERS.postExample}

## What to do

1. ${PLACEHOLDERS.postFirstStep}
2. ${PLACEHOLDERS.postSecondStep}
3. ${PLACEHOLDERS.postThirdStep}

## Where to start

${PLACEHOLDERS.postClosing}
`;
  return write(projectRoot, file, text);
}

/** Writes content/vendors/<slug>.md, the last of its category, a draft; returns its project-relative path. */
export async function newVendor(
  projectRoot: string,
  options: { name: string; category?: string; website?: string },
  ask: Ask = askInTerminal,
): Promise<string> {
  const name = requireTitle(options.name, 'vendor name');
  const content = contentOnDisk(projectRoot);
  const category = await choose('category', options.category, entryNames(content, 'categories'), ask);
  const vendors = entryFields(content, 'vendors').filter((vendor) => vendor.category === category);
  const order = nextNumber(vendors.map((vendor) => vendor.order));
  const website = options.website ?? `https://www.${slugify(name).replace(/-/g, '')}.com`;
  if (!/^https:\/\//.test(website)) throw new UserError(`--website must be an https:// address, not "${website}"`);
  const file = `${COLLECTIONS.vendors.source.folder}/${shortSlug(name)}.md`;
  const text = `---
name: ${quoted(name)}
category: ${category}
order: ${order}
summary: ${quoted(PLACEHOLDERS.vendorSummary)}
features:
  - ${PLACEHOLDERS.vendorFirstFeature}
  - ${PLACEHOLDERS.vendorSecondFeature}
  - ${PLACEHOLDERS.vendorThirdFeature}
# Check the address: it is a guess from the name unless --website gave it.
website: ${website}
meta:
  title: ${quoted(`${name} Setup & Support for Texas Businesses | {{brand}}`)}
  description: ${quoted(`{{brand}} sets up and supports ${name} for Texas businesses.`)}
hero:
  eyebrow: ${quoted(name)}
  title: ${quoted(`${name} for Texas businesses`)}
  description: >-
    ${PLACEHOLDERS.vendorLead}
# Only site serve shows a draft. Remove this line to publish the page with the next build.
draft: true
---

${PLACEHOLDERS.vendorOverview}
`;
  return write(projectRoot, file, text);
}

/** Writes content/pages/<slug>.md, a plain page at /<slug>; returns its project-relative path. */
export function newPage(projectRoot: string, options: { title: string }): string {
  const title = requireTitle(options.title, 'page title');
  const file = `${COLLECTIONS.plainPages.source.folder}/${shortSlug(title)}.md`;
  const text = `---
title: ${quoted(title)}
description: "One or two sentences under the title on what a visitor finds here (search results and link previews show them)."
# Optional: the small label above the title, and on the page's social card.
# eyebrow: "{{brand}}"
---

The page's text, in markdown: paragraphs, ## headings, lists, **bold** and [links](/contact).
`;
  return write(projectRoot, file, text);
}

/** Writes `file` unless it exists; returns it. */
function write(projectRoot: string, file: string, text: string): string {
  const target = path.join(projectRoot, file);
  if (existsSync(target)) throw new UserError(`${file} already exists: choose another title, or edit that file`);
  writeFileSync(target, text, { flag: 'wx' });
  return file;
}
