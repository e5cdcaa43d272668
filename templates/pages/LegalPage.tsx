// A legal document: heading, summary and 'Last updated' (the build date), then its numbered sections
// beside a table of them (parts/TextPage.tsx).
import type { LegalPage as LegalContent } from '../../cli/model/collections.ts';
import { formatDate } from '../parts/PostMeta.tsx';
import { sectionsOf } from '../parts/Contents.tsx';
import { TextPage } from '../parts/TextPage.tsx';

export function LegalPage({ page, buildDate }: { page: LegalContent; buildDate: string }) {
  const html = page.html;
  return (
    <TextPage
      eyebrow={page.eyebrow}
      heading={page.heading}
      lead={page.summary}
      note={
        <p className="legal__updated">
          Last updated: <time dateTime={buildDate}>{formatDate(buildDate)}</time>
        </p>
      }
      html={html}
      contents={{ title: page.contentsTitle, sections: sectionsOf(html) }}
    />
  );
}
