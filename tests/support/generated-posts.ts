// Blog posts made up for measuring and testing at scale (`npm run bench`, the serve rebuild test):
// the same format as content/blog/*.md, with frontmatter, headings, lists and about 450 words, and
// the same text for the same id on every run.
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BLOG_CATEGORIES } from '../../cli/model/schemas.ts';
import type { ProjectCopy } from './project-copy.ts';

const AUTHORS = ['Marcus Delgado', 'Priya Raman', 'Jordan Ellis', 'Elena Vasquez'];

/** A post in the same format as content/blog/*.md: frontmatter, headings, lists and ~450 words. */
export function generatedPost(id: number): string {
  const words =
    'security cloud backup identity email phishing budget compliance network device policy vendor recovery training access password encryption audit'.split(
      ' ',
    );
  let seed = id * 7919;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const sentence = () => {
    const length = 10 + Math.floor(next() * 10);
    const text = Array.from({ length }, () => words[Math.floor(next() * words.length)]).join(' ');
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = () => Array.from({ length: 4 }, sentence).join(' ');
  const sections = [1, 2, 3]
    .map(
      (n) =>
        `## Step ${n}: ${sentence().slice(0, 40)}\n\n${paragraph()}\n\n- ${sentence()}\n- ${sentence()}\n- **${sentence()}**\n\n${paragraph()}`,
    )
    .join('\n\n');
  const day = String((id % 28) + 1).padStart(2, '0');
  const month = String((id % 12) + 1).padStart(2, '0');
  return `---
id: ${id}
title: "Generated article ${id}: ${sentence().slice(0, 50)}"
description: "${sentence()}"
category: ${BLOG_CATEGORIES[id % BLOG_CATEGORIES.length]}
author: ${AUTHORS[id % AUTHORS.length]}
date: 2024-${month}-${day}
cta:
  title: Talk to an engineer
  description: A free consultation about this topic.
  primary: { label: Get in Touch, href: /contact }
---

${paragraph()}

${sections}
`;
}

/**
 * Makes the copy's generated posts (content/blog/bench-*.md) exactly `count`, ids from 100: the ones
 * beyond `count` are deleted, missing ones written, and the others, the same text each time, left
 * alone (the bench never deletes thousands of files just before it times a build).
 */
export async function setGeneratedPosts(project: ProjectCopy, count: number): Promise<void> {
  const blog = path.join(project.root, 'content/blog');
  const present = new Set((await readdir(blog)).filter((file) => file.startsWith('bench-')));
  for (const file of present)
    if (Number(/^bench-(\d+)\.md$/.exec(file)?.[1] ?? Infinity) >= count) await rm(path.join(blog, file));
  const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !present.has(`bench-${i}.md`));
  await Promise.all(missing.map((i) => writeFile(path.join(blog, `bench-${i}.md`), generatedPost(100 + i))));
}
