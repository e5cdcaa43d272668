// TEMPORARY STUB by the lead engineer so pages build; replace this file freely.
import type { IconName } from '../parts/icon-names.ts';
export function StackDiagram(_props: { layers: { icon: IconName; label: string; featured?: boolean }[] }) {
  return <div className="art-stub" aria-hidden="true" />;
}
