// The company's mark: a shield with a bluebonnet-blue gradient and a check. Also used for the favicon.
export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="brand-mark-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f7cff" />
          <stop offset="1" stopColor="#6d4aff" />
        </linearGradient>
      </defs>
      <path d="M16 2 4 6.5v8.3C4 22.4 9.1 27.9 16 30c6.9-2.1 12-7.6 12-15.2V6.5z" fill="url(#brand-mark-fill)" />
      <path d="m10.5 16 3.8 3.8 7.4-7.6" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
