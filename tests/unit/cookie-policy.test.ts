// The cookie policy's contact section as rendered: the privacy address is a mailto: link that fills in
// the subject line the policy asks for.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkProblemsIn } from '../../cli/model/markdown-links.ts';
import { projectRoot } from '../support/project-copy.ts';
import { renderedPage } from '../support/rendered-pages.ts';

describe('the cookie policy', () => {
  it('links the privacy address with the subject "Cookie Policy Inquiry" filled in', async () => {
    const page = await renderedPage('/cookies');
    const html = page.slice(page.indexOf('class="prose legal__body"'), page.indexOf('</main>'));
    const links = Array.from(html.matchAll(/<a href="(mailto:[^"]*)">([\s\S]*?)<\/a>/g), ([, href, text]) => [
      href,
      text!.replace(/<wbr\/?>/g, ''),
    ]);
    expect(links).toEqual([
      ['mailto:privacy@bluebonnetcyber.example?subject=Cookie%20Policy%20Inquiry', 'privacy@bluebonnetcyber.example'],
    ]);
    expect(html).toContain('with the subject line <strong>“Cookie Policy Inquiry”</strong>');
  });

  it('is a link the content check accepts, with the address from content/site.yaml', async () => {
    const source = await readFile(path.join(projectRoot, 'content/legal/cookies.md'), 'utf8');
    expect(source).toContain('(mailto:{{contact.privacyEmail}}?subject=Cookie%20Policy%20Inquiry)');
    expect(linkProblemsIn(source)).toEqual([]);
  });
});
