// What the scroll-driven islands (the category bar, a text's table of sections) share: they read the
// page's layout when they start and then at most once a frame while the window scrolls or resizes,
// never once per scroll event.
import { useEffect } from '#island-runtime';

/**
 * Calls `update` when the island starts and then at most once a frame while the window scrolls or
 * resizes, until `deps` change. `resized` runs before it at the start and on every resize: work that
 * changes the layout (a column's height), kept out of the scrolling.
 */
export function useScrollFrame(update: () => void, deps: readonly unknown[], resized?: () => void): void {
  useEffect(() => {
    let frame = 0;
    const run = () => {
      frame = 0;
      update();
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(run);
    };
    const onResize = () => {
      resized?.();
      onScroll();
    };
    resized?.();
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
    // The callbacks are the render's own; they change when `deps` do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
