// A plain page (content/pages/<slug>.md): its title and description as heading and lead, then its
// text, set as the legal pages are (parts/TextPage.tsx) but without their table of sections.
import type { PlainPage as PlainContent } from '../../cli/model/collections.ts';
import { TextPage } from '../parts/TextPage.tsx';

export function PlainPage({ page }: { page: PlainContent }) {
  return <TextPage eyebrow={page.eyebrow} heading={page.title} lead={page.description} html={page.html} />;
}
