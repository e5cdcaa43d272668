// Where each page's social card is published, apart from how it is drawn: `site serve`'s request
// server needs the address without loading the drawing (satori, resvg, the templates).

/** Every card is under this folder of the output. */
export const SOCIAL_PREFIX = '/social/';

/** Where the card of the page at `routePath` is published: / -> /social/home.png. */
export const socialCardPath = (routePath: string) =>
  `${SOCIAL_PREFIX}${routePath === '/' ? 'home' : routePath.slice(1)}.png`;
