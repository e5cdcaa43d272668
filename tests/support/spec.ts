// Facts of the site's specification (the brief it was built to, which is not in the repository),
// written out by hand, so that tests do not share a source of truth with the code they check.
export const SPEC_CATEGORY_ROUTES = [
  '/services/security-solutions',
  '/services/it-productivity',
  '/services/finance-accounting',
  '/services/hr-people',
  '/services/ecommerce-marketing',
  '/services/crm-sales',
  '/services/cloud-infrastructure',
];

export const SPEC_VENDOR_SLUGS =
  `stronglink okta duo crowdstrike barracuda google-workspace m365 slack zoom atlassian quickbooks
  xero freshbooks bill-com expensify gusto bamboohr deel workday greenhouse shopify bigcommerce klaviyo
  hubspot-marketing mailchimp salesforce hubspot-crm pipedrive zoho-crm monday aws azure gcp dropbox box`.split(/\s+/);

/** The route table of the specification's section 2. */
export const SPEC_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/services',
  '/blog',
  ...[1, 2, 3, 4, 5, 6].map((id) => `/blog/${id}`),
  ...SPEC_CATEGORY_ROUTES,
  ...SPEC_VENDOR_SLUGS.map((slug) => `/services/${slug}`),
  '/privacy',
  '/terms',
  '/cookies',
];
