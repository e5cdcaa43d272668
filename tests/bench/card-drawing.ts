// How long a social card takes to draw, cold: run as a process of its own (`npm run bench` starts it),
// it draws every card of the site as it is in content/, as a build with no kept cards does. It prints
// the set-up (loading satori, resvg and the font, and the first card, which paints the backdrop every
// card shares) apart from the cards after it, drawn one after another: the median of each one's
// processor time (this process's, every thread's, user and system) and wall time, and their mean size.
// Then the same cards drawn as a build draws them, a few at a time (cli/build/social-cards.ts): the
// wall time per card, every core working.
import { availableParallelism } from 'node:os';
import { drawSocialCard } from '../../cli/artwork/social-card.tsx';
import { socialCardsFor } from '../../cli/build/social-cards.ts';
import { siteRoutes } from '../support/rendered-pages.ts';

const { content, routes } = siteRoutes();
const cards = socialCardsFor(content);
const contents = routes.map((route) => cards.cardOf({ path: route.path, card: route.page().card }));

const processorMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const timings: { processorMs: number; wallMs: number; bytes: number }[] = [];
for (const card of contents) {
  const [processor, wall] = [processorMs(), performance.now()];
  const png = await drawSocialCard(card);
  timings.push({ processorMs: processorMs() - processor, wallMs: performance.now() - wall, bytes: png.length });
}
const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
const [first, ...rest] = timings;
console.log(
  `  first card (loads satori, resvg and the font, paints the shared backdrop): ${first!.wallMs.toFixed(0)} ms, processor ${first!.processorMs.toFixed(0)} ms`,
);
console.log(
  `  each of the next ${rest.length}, one at a time: median ${median(rest.map((t) => t.wallMs)).toFixed(1)} ms, processor ${median(rest.map((t) => t.processorMs)).toFixed(1)} ms; ${(rest.reduce((sum, t) => sum + t.bytes, 0) / rest.length / 1000).toFixed(0)} kB a card on average`,
);

const atOnce = availableParallelism() + 1;
const [processor, wall] = [processorMs(), performance.now()];
const inFlight = new Set<Promise<unknown>>();
for (const card of contents) {
  const one: Promise<unknown> = drawSocialCard(card).finally(() => inFlight.delete(one));
  inFlight.add(one);
  if (inFlight.size >= atOnce) await Promise.race(inFlight);
}
await Promise.all(inFlight);
console.log(
  `  the ${contents.length} again, ${atOnce} at a time as a build draws them: ${((performance.now() - wall) / contents.length).toFixed(1)} ms a card, processor ${((processorMs() - processor) / contents.length).toFixed(1)} ms a card`,
);
