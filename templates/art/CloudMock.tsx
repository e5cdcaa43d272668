// TEMPORARY STUB by the lead engineer so pages build; replace this file freely.
export function CloudMock() {
  return <div className="art-stub" aria-hidden="true" />;
}
