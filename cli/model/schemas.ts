// The shape of every content file. Types elsewhere come from these schemas (z.infer, collections.ts), so
// an editor's file and the templates cannot disagree silently: a mismatch stops the build at the door.
import { z } from 'zod';
import { unknownChoice } from './errors.ts';
import { ICON_NAMES } from './icon-names.ts';

/** Has a character a reader sees: not only spaces or Unicode's default ignorables (zero-width space,
 *  soft hyphen, ...), which trim() leaves in place. */
const hasVisibleCharacter = (value: string) => /[^\s\p{Default_Ignorable_Code_Point}]/u.test(value);

const REQUIRED_TEXT = 'Required: a non-empty text';
// `abort`: an empty text gets one message, not a second one from the check after it.
const text = z.string().trim().min(1, { error: REQUIRED_TEXT, abort: true }).refine(hasVisibleCharacter, REQUIRED_TEXT);

/** What names an entry where it is a key (an author in authors.yaml): more than invisible characters. */
export const entryName = z
  .string()
  .refine(hasVisibleCharacter, 'Required: a name with letters, not only spaces or invisible characters');

/** "//host/path" (or "/\host/path", which browsers read the same) looks like a path but leads to another site. */
export const isProtocolRelative = (link: string) => /^[/\\]{2}/.test(link);
export const protocolRelativeMessage = (link: string) =>
  `"${link}" leads to another site: write https://${link.slice(2)} for another site, or a path with one "/" for a page of this one`;

const internalPath = z
  .string()
  .regex(/^\/[^\s]*$/, { error: 'Expected a site path starting with "/", e.g. /contact', abort: true })
  .refine((path) => !isProtocolRelative(path), { error: (issue) => protocolRelativeMessage(String(issue.input)) });
/** A schema's own message for a value written wrong; never one about a value nobody wrote
 *  (`Unknown icon "undefined"`): those get "Required" or zod's "received null". */
const forWritten =
  (message: (written: unknown) => string) =>
  (issue: { input?: unknown }): string | undefined =>
    issue.input === undefined || issue.input === null ? undefined : message(issue.input);

const externalUrl = z.url({ protocol: /^https$/, error: forWritten(() => 'Expected an https:// address') });
const href = z.union([internalPath, externalUrl], {
  error: forWritten((written) =>
    typeof written === 'string' && isProtocolRelative(written)
      ? protocolRelativeMessage(written)
      : 'Expected a site path starting with "/" or an https:// address',
  ),
});

/** One of a list of names: an unknown one is reported with the one meant and the list. */
const oneOf = <const Names extends readonly [string, ...string[]]>(what: string, names: Names) =>
  z.enum(names, { error: forWritten((written) => unknownChoice(what, String(written), names)) });

export const icon = oneOf('icon', ICON_NAMES);

export const link = z.strictObject({ label: text, href });
export type Link = z.infer<typeof link>;

/** A hero's lead sits beside a drawing: about three lines on a wide screen, not a wall of text. */
const heroWithLead = (maxLead: number) =>
  z.strictObject({
    eyebrow: text.optional(),
    title: text,
    description: text.max(
      maxLead,
      `Keep the hero lead to about three lines: ${maxLead} characters at most (put the rest in the page body)`,
    ),
  });
const hero = heroWithLead(200);
export type Hero = z.infer<typeof hero>;

/** What happens after a visitor asks, in three steps: makes the case for the ask's button. */
const askSteps = z.array(z.strictObject({ title: text, description: text })).length(3);
export type AskSteps = z.infer<typeof askSteps>;

/** A closing call to action: a heading, a sentence, and one or two buttons. */
const callToAction = z.strictObject({
  title: text,
  description: text,
  /** This ask's own steps, instead of the site's `process`. */
  steps: askSteps.optional(),
  primary: link,
  secondary: link.optional(),
});
export type CallToAction = z.infer<typeof callToAction>;

const iconItem = z.strictObject({ icon, title: text, description: text });
export type IconItem = z.infer<typeof iconItem>;

/** Every page file carries what the <head> needs. */
const pageMeta = {
  title: text.describe('the document <title>'),
  description: text.max(200, 'Keep the meta description under 200 characters'),
};

/** Whether `name` is a time zone this runtime knows (America/Chicago, UTC). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const INSIDE_TEXAS = {
  latitude: 'Expected a latitude inside Texas (25.8 to 36.5)',
  longitude: 'Expected a longitude inside Texas (-106.7 to -93.5)',
};

export const siteSchema = z.strictObject({
  brand: text,
  tagline: text,
  description: text,
  foundedYear: z.int().min(1900).max(2100),
  copyrightYear: z.int().min(1900).max(2100),
  /** Where the site's readers are: a post dated a day is published once that day has begun there. */
  timeZone: z
    .string()
    .refine(isTimeZone, 'Expected a time zone by its IANA name, such as America/Chicago')
    .default('UTC'),
  contact: z.strictObject({
    email: z.email(),
    privacyEmail: z.email(),
    legalEmail: z.email(),
    phone: text,
    businessHours: text,
    responseTime: text,
    serviceArea: text,
  }),
  offices: z
    .array(
      z.strictObject({
        city: text,
        address: text,
        zipcode: text,
        latitude: z.number().min(25.8, INSIDE_TEXAS.latitude).max(36.5, INSIDE_TEXAS.latitude),
        longitude: z.number().min(-106.7, INSIDE_TEXAS.longitude).max(-93.5, INSIDE_TEXAS.longitude),
      }),
    )
    .min(1),
  /** Facts shown next to calls to action: only what the company can stand behind. */
  proof: z.array(z.strictObject({ icon, text })).min(1).max(6),
  nav: z.array(link).min(1),
  headerCta: link,
  ask: link.describe('our own primary call, where the spec fixes no label: pages write {{ask.label}}'),
  process: askSteps.describe(
    "what happens after a visitor asks: About's three steps, and a category's closing ask without steps of its own",
  ),
  postCta: callToAction.describe('the call to action at the end of a blog post that sets no cta of its own'),
  footer: z.strictObject({
    blurb: text,
    columns: z.array(z.strictObject({ title: text, links: z.array(link).min(1) })).min(1),
  }),
  social: z.array(z.strictObject({ label: text, href: externalUrl, icon })).min(1),
  knownMissingLinks: z.array(internalPath).default([]),
  analytics: z.boolean(),
});
export type Site = z.infer<typeof siteSchema>;

/** One author under their name, as posts write it: `Sarah Chen: { role, bio }`. */
export const authorSchema = z.strictObject({ role: text, bio: text });

const SLIDE_ILLUSTRATIONS = ['inbox', 'pipeline', 'cloud'] as const;

const slide = z.strictObject({
  id: text,
  title: text,
  productName: text,
  description: text,
  benefits: z.array(text).min(1),
  primary: link,
  secondary: link,
  logo: icon,
  floatingIcons: z.array(icon).min(1).max(4),
  /** The product drawing beside the words (templates/art/). */
  illustration: oneOf('illustration', SLIDE_ILLUSTRATIONS),
});
export type Slide = z.infer<typeof slide>;

const catalogItem = z.strictObject({
  title: text,
  description: text,
  href: internalPath,
  icon,
  featured: z.boolean().default(false),
});
export type CatalogItem = z.infer<typeof catalogItem>;

export const homePageSchema = z.strictObject({
  ...pageMeta,
  slides: z.array(slide).length(3, 'The carousel has exactly 3 slides'),
  catalog: z.strictObject({
    eyebrow: text,
    title: text,
    description: text,
    items: z.array(catalogItem).min(1),
  }),
  /** Our own product, told once more after the catalogue: the slides rotate it away. */
  flagship: z.strictObject({
    eyebrow: text,
    title: text,
    description: text,
    points: z.array(iconItem).length(3),
    primary: link,
    secondary: link,
  }),
  platforms: z.strictObject({ title: text, allLink: text }),
  actions: callToAction.required({ secondary: true }),
});
export type HomePage = z.infer<typeof homePageSchema>;

export const aboutPageSchema = z.strictObject({
  ...pageMeta,
  hero,
  stats: z.array(z.strictObject({ value: text, label: text })).length(4),
  mission: z.strictObject({ title: text, text }),
  vision: z.strictObject({ title: text, text }),
  different: z.strictObject({ title: text, description: text, points: z.array(iconItem).min(1) }),
  values: z.strictObject({ title: text, description: text.optional(), items: z.array(iconItem).length(4) }),
  /** Over the steps of `process` in content/site.yaml: what home's 'Learn About Our Process' leads to. */
  process: z.strictObject({ title: text, description: text }),
  cta: callToAction,
});
export type AboutPage = z.infer<typeof aboutPageSchema>;

const formField = z.strictObject({ label: text, placeholder: text });
export const contactPageSchema = z.strictObject({
  ...pageMeta,
  hero,
  form: z.strictObject({
    title: text,
    description: text,
    fields: z.strictObject({
      firstName: formField,
      lastName: formField,
      email: formField,
      company: formField,
      phone: formField,
      employees: formField,
      message: formField,
    }),
    submit: text,
    submitting: text,
    /** The sentence under the button; {link} marks where the link to the policy goes. */
    privacyNote: z.strictObject({
      text: text.refine((sentence) => sentence.split('{link}').length === 2, 'Write {link} once, where the link goes'),
      linkLabel: text,
      href: internalPath,
    }),
    success: z.strictObject({ title: text, description: text }),
    /** How to reach the company, in the form's place on a site built without forms. */
    failure: z.strictObject({ reachUs: text }),
  }),
  toasts: z.strictObject({
    success: z.strictObject({ title: text, description: text }),
    error: z.strictObject({ title: text, fallback: text, noMessage: text }),
  }),
  quickContact: z.strictObject({
    title: text,
    phoneLabel: text,
    emailLabel: text,
    hoursLabel: text,
    responseLabel: text,
  }),
  locations: z.strictObject({ title: text }),
});
export type ContactPage = z.infer<typeof contactPageSchema>;

export const servicesPageSchema = z.strictObject({
  ...pageMeta,
  hero,
  specialtyBadge: text,
  flagshipBadge: text,
  hubCaption: text.describe('under the drawing of a category and its vendors'),
  cta: callToAction,
});
export type ServicesPage = z.infer<typeof servicesPageSchema>;

export const blogPageSchema = z.strictObject({
  ...pageMeta,
  hero,
  /** Over the authors of the newest posts, under the hero's words. */
  authorsTitle: text,
  contentsTitle: text.describe('over the list of an article\'s sections, beside its text, e.g. "On this page"'),
  newsletter: z.strictObject({
    title: text,
    description: text,
    label: text,
    placeholder: text,
    button: text,
    submitting: text,
    success: z.strictObject({ title: text, description: text }),
    error: z.strictObject({ title: text, fallback: text }),
  }),
});
export type BlogPage = z.infer<typeof blogPageSchema>;

export const notFoundPageSchema = z.strictObject({
  ...pageMeta,
  code: text,
  heading: text,
  message: text,
  homeLink: link,
  suggestionsTitle: text,
  suggestions: z.array(link),
});
export type NotFoundPage = z.infer<typeof notFoundPageSchema>;

export const categorySchema = z.strictObject({
  anchor: z.string().regex(/^[a-z]+$/, 'Expected a lowercase anchor such as "security"'),
  order: z.int().positive(),
  icon,
  title: text,
  description: text,
  featured: z.boolean().default(false),
  meta: z.strictObject(pageMeta),
  hero,
  cta: callToAction,
});

/** A post or a vendor page still being written (cli/model/publishing.ts). */
const draft = z
  .boolean()
  .optional()
  .describe('true: shown by site serve with a "Draft" banner, left out of site build');

export const vendorSchema = z
  .strictObject({
    name: text,
    category: text.describe('the name of a file in content/categories/, without .yaml'),
    order: z.int().positive(),
    summary: text.describe('the one-sentence description on cards'),
    features: z.array(text).min(3).max(5),
    website: externalUrl.optional().describe('the vendor site; omitted only for the flagship'),
    flagship: z.boolean().default(false),
    meta: z.strictObject(pageMeta),
    /** Vendor leads share the hero with a feature checklist: shorter still. */
    hero: heroWithLead(170),
    /** The rich sections; a page without them is a minimal, hero-only page. */
    featureGrid: z.strictObject({ title: text, items: z.array(iconItem).min(3) }).optional(),
    process: z
      .strictObject({ title: text, steps: z.array(z.strictObject({ title: text, description: text })).min(1) })
      .optional(),
    advantages: z.strictObject({ title: text, items: z.array(text).min(1) }).optional(),
    industries: z.strictObject({ title: text, items: z.array(text).min(1) }).optional(),
    cta: callToAction.optional(),
    draft,
  })
  .refine((vendor) => vendor.flagship || vendor.website, {
    path: ['website'],
    message: 'Required for every vendor but the flagship',
  });

export const BLOG_CATEGORIES = [
  'Security',
  'Productivity',
  'IT Management',
  'Cloud Services',
  'Email Security',
  'Compliance',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const blogPostSchema = z.strictObject({
  id: z.int().positive(),
  title: text,
  description: text,
  category: oneOf('category', BLOG_CATEGORIES),
  author: text.describe('a name in content/authors.yaml'),
  date: z.iso
    .date({
      // The date as written, and what is wrong with it: a day the calendar lacks, or another way of writing it.
      error: forWritten((written) =>
        /^\d{4}-\d{2}-\d{2}$/.test(String(written))
          ? `${String(written)} does not exist`
          : `${String(written)} is not a date as YYYY-MM-DD (such as 2026-02-03)`,
      ),
    })
    .describe('the publication date; a post dated in the future is published on that day'),
  image: internalPath.optional(),
  cta: callToAction
    .optional()
    .describe('the call to action after the article; without it, postCta of content/site.yaml'),
  draft,
});

export const legalPageSchema = z.strictObject({
  ...pageMeta,
  eyebrow: text.describe('the small label above the heading, e.g. "Legal"'),
  heading: text,
  summary: text,
  contentsTitle: text.describe('the heading of the table of sections, e.g. "On this page"'),
});

/** A plain page, content/pages/<slug>.md at /<slug>, set as the legal pages are. */
export const plainPageSchema = z.strictObject({
  title: text.describe('the heading; the document <title> adds the brand: "Careers | Bluebonnet Cyber"'),
  description: pageMeta.description.describe(
    'one or two sentences under the heading, which search results and link previews show too',
  ),
  eyebrow: text
    .optional()
    .describe('optional: the small label above the heading and on the social card (the tagline without it)'),
});
