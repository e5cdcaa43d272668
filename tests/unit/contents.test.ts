// A long text's table of sections lists its own h2s, in order, as a reader sees them.
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '../../cli/model/markdown.ts';
import { sectionsOf } from '../../templates/parts/Contents.tsx';

describe("a text's table of sections", () => {
  it('lists the h2s in order with their ids, as they read: no markup, no escaped characters, no h3s', () => {
    const html = markdownToHtml(
      ['## Backup & Recovery', 'Text.', '### A detail', '## The `<script>` tag', '## 7. Children\'s "Privacy"'].join(
        '\n\n',
      ),
    );
    expect(sectionsOf(html)).toEqual([
      { id: 'backup-recovery', title: 'Backup & Recovery' },
      { id: 'the-script-tag', title: 'The <script> tag' },
      { id: expect.stringMatching(/^7-children/), title: expect.stringMatching(/^7\. Children.s .Privacy.$/) },
    ]);
  });
});
