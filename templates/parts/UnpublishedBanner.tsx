// Above a post or a vendor page that is not public yet (shown by site serve, or a --drafts/--future
// build): why, so that nobody mistakes it for a live page.
import type { UnpublishedReason } from '../../cli/model/publishing.ts';
import { formatDate } from './PostMeta.tsx';

/** `page`: what the page is, as the banner names it ("post", "page"). */
export function UnpublishedBanner({ status, page }: { status: UnpublishedReason; page: string }) {
  return (
    <p className="draft-banner" role="status">
      {status.kind === 'draft'
        ? `Draft: only site serve shows this ${page}. Remove "draft: true" to publish it.`
        : `Scheduled: this ${page} is published on ${formatDate(status.date)}; until then only site serve shows it.`}
    </p>
  );
}
