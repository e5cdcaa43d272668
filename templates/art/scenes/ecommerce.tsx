// The e-commerce and marketing category's scene: a store's products, and the channels and campaigns that sell them.
// Its shared parts are in ../scene-kit.tsx; client/styles/art/scenes/ecommerce.css draws it.
import { MailOpen, Package, Store } from 'lucide';
import { PaneHead, VendorMark, vendorClass, type Scene } from '../scene-kit.tsx';

/** The store's front: three products, each a small drawing on its tinted photo ground. */
type ProductKind = 'candle' | 'mug' | 'gift';
const PRODUCTS: { kind: ProductKind; name: string; price: string; sold: string; badge?: string }[] = [
  { kind: 'candle', name: 'Soy candle', price: '$24', sold: '14 sold', badge: 'Bestseller' },
  { kind: 'mug', name: 'Stoneware mug', price: '$18', sold: '9 sold' },
  { kind: 'gift', name: 'Gift box', price: '$42', sold: '6 sold' },
];

function ProductArt({ kind }: { kind: ProductKind }) {
  return (
    <svg className="art-product__art" viewBox="0 0 120 90" focusable="false">
      <ellipse className="art-product__shadow" cx="60" cy="80" rx="30" ry="4" />
      {kind === 'candle' && (
        <>
          <rect className="art-product__body" x="41" y="34" width="38" height="46" rx="7" />
          <rect className="art-product__label" x="41" y="50" width="38" height="16" />
          <rect className="art-product__lid" x="39" y="30" width="42" height="7" rx="3" />
          <path className="art-product__flame" d="M60 10c5 7 6 11 3 15a4 4 0 0 1-6 0c-3-4-2-8 3-15z" />
        </>
      )}
      {kind === 'mug' && (
        <>
          <path className="art-product__handle" d="M76 44h5a9 9 0 0 1 0 18h-5" />
          <rect className="art-product__body" x="38" y="36" width="40" height="44" rx="8" />
          <rect className="art-product__label" x="38" y="36" width="40" height="8" rx="4" />
          <path className="art-product__steam" d="M50 28c-3-4 3-6 0-11M60 28c-3-4 3-6 0-11M70 28c-3-4 3-6 0-11" />
        </>
      )}
      {kind === 'gift' && (
        <>
          <rect className="art-product__body" x="34" y="46" width="52" height="34" rx="4" />
          <rect className="art-product__lid" x="31" y="37" width="58" height="12" rx="3" />
          <rect className="art-product__label" x="56" y="37" width="8" height="43" />
          <path className="art-product__bow" d="M60 37c-8-12-20-8-14 0zM60 37c8-12 20-8 14 0z" />
        </>
      )}
    </svg>
  );
}

export const store: Scene = {
  kind: 'store',
  title: 'Store · Home',
  status: { text: 'Store live', tone: 'green', icon: 'globe' },
  roles: [
    {
      key: 'store',
      test: /online store|point of sale/i,
      label: 'Online store',
      line: '38 orders today',
      value: '$2,940',
      detail: {
        icon: Package,
        tone: 'green',
        title: 'Order #1042',
        meta: 'Ships today from Austin',
        chip: 'Paid',
        rows: [
          { label: 'Soy candle × 2', value: '$48.00' },
          { label: 'Gift box', value: '$18.00' },
          { label: 'Total', value: '$66.00' },
        ],
        actions: ['Print label', 'Fulfill'],
      },
    },
    {
      key: 'wholesale',
      test: /b2b|storefronts/i,
      label: 'Wholesale',
      line: '3 quotes open',
      value: '$5,200',
      detail: {
        icon: Store,
        tone: 'blue',
        title: 'Quote Q-218 · Café group, Houston',
        meta: 'Wholesale price list · net 30',
        chip: 'Sent',
        rows: [
          { label: 'Cold brew × 24 cases', value: '$3,120.00' },
          { label: 'Mugs × 40 boxes', value: '$2,080.00' },
          { label: 'Total', value: '$5,200.00' },
        ],
      },
    },
    {
      key: 'flows',
      test: /sms|abandoned/i,
      label: 'Email & SMS',
      line: 'carts recovered',
      value: '12',
      detail: {
        icon: 'workflow',
        tone: 'blue',
        title: 'Abandoned-cart flow',
        meta: 'Recovered $640 this week',
        chip: 'Live',
        ticks: [
          { text: 'Cart left at checkout', done: true },
          { text: 'Email after 1 hour', done: true },
          { text: 'Text with free shipping after 1 day' },
        ],
      },
    },
    {
      key: 'leads',
      test: /lead capture|landing pages|forms/i,
      label: 'Landing pages',
      line: 'leads this week',
      value: '57',
      detail: {
        icon: 'megaphone',
        tone: 'blue',
        title: 'Spring sale landing page',
        meta: 'Last 7 days · form to CRM',
        chip: '4.8% convert',
        funnel: [
          { label: 'Visits', value: 1180, shown: '1,180' },
          { label: 'Form fills', value: 57, shown: '57' },
          { label: 'Qualified', value: 19, shown: '19' },
        ],
      },
    },
    {
      key: 'newsletter',
      test: /newsletter|templates|audience/i,
      label: 'Newsletter',
      line: 'opened April’s issue',
      value: '46%',
      detail: {
        icon: MailOpen,
        tone: 'blue',
        title: 'April newsletter',
        meta: 'Sent to 2,410 subscribers',
        chip: 'Sent',
        rows: [
          { label: 'Opened', value: '46.2%', tone: 'green' },
          { label: 'Clicked', value: '8.1%' },
          { label: 'Unsubscribed', value: '0.3%' },
        ],
      },
    },
  ],
  notice: { icon: 'cart', tone: 'green', title: 'New order #1043', detail: '$128.00 · paid by card' },
  body: (vendors) => (
    <div className="art-shop">
      <div className="art-pane art-shop__front">
        <PaneHead title="Storefront · Spring collection" meta="$3,482 today" />
        <div className="art-shop__products">
          {PRODUCTS.map((product) => (
            <span key={product.name} className="art-product">
              <span className={`art-product__photo art-product__photo--${product.kind}`}>
                <ProductArt kind={product.kind} />
                {product.badge && <span className="art-product__badge">{product.badge}</span>}
              </span>
              <span className="art-product__name">{product.name}</span>
              <span className="art-product__price">
                {product.price}
                <span className="art-product__sold">{product.sold}</span>
              </span>
            </span>
          ))}
        </div>
      </div>
      <div className="art-pane art-apps">
        <PaneHead title="Sales channels & marketing" meta="Today" />
        <div className="art-apps__grid">
          {vendors.map((vendor) => (
            <div key={vendor.name} className={vendorClass(vendor, 'art-pane art-app')} data-vendor={vendor.name}>
              <VendorMark vendor={vendor} />
              <span className="art-app__name">{vendor.name}</span>
              <span className="art-app__value">{vendor.role.value}</span>
              <span className="art-app__line">{vendor.role.line}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  ),
};
