// A category and its vendors (category and vendor heroes): the category's icon in the middle, one chip
// per vendor on an orbit around it, joined to it by spokes, and who deploys them underneath. Narrow
// containers get the chips in a tray under the category instead. Decorative: the page names them all.
import { Icon } from '../parts/Icon.tsx';
import type { IconName } from '../../cli/model/icon-names.ts';

interface HubNode {
  label: string;
  /** The vendor whose page this is. */
  highlighted?: boolean;
  /** Our own product. */
  flagship?: boolean;
}

interface HubDiagramProps {
  center: { icon: IconName; label: string };
  /** Three to six; art.css places each count around the orbit. */
  nodes: HubNode[];
  caption?: string;
}

export function HubDiagram({ center, nodes, caption }: HubDiagramProps) {
  return (
    <div className={`art art-hub art-hub--count-${nodes.length}`} aria-hidden="true">
      <div className="art-hub__orbit">
        <div className="art-hub__backdrop">
          <svg className="art-hub__rings" viewBox="0 0 100 100" preserveAspectRatio="none" focusable="false">
            <ellipse cx="50" cy="50" rx="49.5" ry="49.5" className="art-hub__ring" />
            <ellipse cx="50" cy="50" rx="30" ry="30" className="art-hub__ring art-hub__ring--inner" />
          </svg>
        </div>
        <ul className="art-hub__nodes">
          {nodes.map((node) => (
            <li key={node.label} className={node.highlighted ? 'art-hub__node art-hub__node--highlighted' : 'art-hub__node'}>
              <span className="art-hub__chip">
                {node.flagship && (
                  <span className="art-hub__flagship">
                    <Icon name="star" />
                  </span>
                )}
                {node.label}
              </span>
            </li>
          ))}
        </ul>
        <div className="art-hub__center">
          <span className="art-hub__tile">
            <Icon name={center.icon} />
          </span>
          {center.label}
        </div>
      </div>
      {caption && (
        <div className="art-hub__caption">
          <Icon name="shield-check" />
          {caption}
        </div>
      )}
    </div>
  );
}
