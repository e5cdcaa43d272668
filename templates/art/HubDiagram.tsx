// TEMPORARY STUB by the lead engineer so pages build; replace this file freely.
import type { IconName } from '../parts/icon-names.ts';
export function HubDiagram(_props: { center: { icon: IconName; label: string }; nodes: { label: string; highlighted?: boolean; flagship?: boolean }[]; caption?: string }) {
  return <div className="art-stub" aria-hidden="true" />;
}
