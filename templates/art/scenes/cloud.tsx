// The cloud infrastructure category's scene: a cloud console, the office joined to the regions its work runs in.
// Its shared parts are in ../scene-kit.tsx; client/styles/art/scenes/cloud.css draws it.
import { FolderLock, History, MonitorCheck } from 'lucide';
import { Icon } from '../../marks/Icon.tsx';
import { VendorMark, vendorClass, type Scene } from '../scene-kit.tsx';

export const cloud: Scene = {
  kind: 'cloud',
  title: 'Cloud · Topology',
  status: { text: 'All systems normal', tone: 'green', icon: 'activity' },
  roles: [
    {
      key: 'desktops',
      test: /virtual desktop/i,
      label: 'Virtual desktops',
      spot: 'region',
      line: 'South Central US',
      items: ['host-01', 'host-02', 'host-03'],
      note: '18 sessions',
      value: 'Healthy',
      tone: 'green',
      detail: {
        icon: MonitorCheck,
        tone: 'blue',
        title: 'Virtual desktops',
        meta: 'South Central US (San Antonio)',
        chip: '18 signed in',
        rows: [
          { label: 'Session hosts', value: '3 of 3 up', tone: 'green' },
          { label: 'Sign-in', value: 'Work account + MFA' },
          { label: 'Recovery site', value: 'Ready', tone: 'green' },
        ],
      },
    },
    {
      key: 'servers',
      test: /ec2|virtual servers|compute/i,
      label: 'Servers',
      spot: 'region',
      line: 'us-east-2 · Ohio',
      items: ['web-01', 'web-02', 'db-01'],
      note: 'Web app',
      value: 'Healthy',
      tone: 'green',
      detail: {
        icon: 'server',
        tone: 'green',
        title: 'Nightly backup complete',
        meta: 'us-east-2 · 2:00 AM · kept 35 days',
        chip: 'Complete',
        ticks: [
          { text: 'Snapshots of web-01 and web-02', done: true },
          { text: 'Database db-01', done: true },
          { text: 'Copied to a second region', done: true },
        ],
      },
    },
    {
      key: 'data',
      test: /bigquery|data warehouse|analytics/i,
      label: 'Data & reports',
      spot: 'region',
      line: 'us-south1 · Dallas',
      items: ['warehouse', 'reports'],
      note: '2.1 TB',
      value: 'Healthy',
      tone: 'green',
      detail: {
        icon: 'database',
        tone: 'blue',
        title: 'Weekly sales report',
        meta: 'Data warehouse · us-south1 (Dallas)',
        chip: 'Ran in 1.2 s',
        bars: [
          { label: 'Mon', value: 42 },
          { label: 'Tue', value: 51 },
          { label: 'Wed', value: 47 },
          { label: 'Thu', value: 58 },
          { label: 'Fri', value: 64 },
        ],
      },
    },
    {
      key: 'sync',
      test: /file sync|sync across/i,
      label: 'Team files',
      line: '1.2 TB synced',
      value: 'Up to date',
      tone: 'green',
      detail: {
        icon: History,
        tone: 'blue',
        title: 'Q3 plan.xlsx',
        meta: 'Version history · shared folder',
        chip: 'Restored',
        rows: [
          { label: 'Today, 10:42 AM', value: 'Restored', tone: 'green' },
          { label: 'Today, 9:15 AM', value: 'IT team' },
          { label: 'Yesterday, 4:30 PM', value: 'Office manager' },
        ],
      },
    },
    {
      key: 'content',
      test: /permissions|governance|shield/i,
      label: 'Client files',
      line: '312 shared links',
      value: 'Reviewed',
      tone: 'green',
      detail: {
        icon: FolderLock,
        tone: 'blue',
        title: 'Lease agreement.pdf',
        meta: 'Shared with 1 client · expires in 7 days',
        chip: 'Confidential',
        ticks: [
          { text: 'Downloads blocked outside', done: true },
          { text: 'Watermark on preview', done: true },
          { text: 'Waiting for e-signature' },
        ],
      },
    },
  ],
  notice: {
    icon: 'shield-check',
    tone: 'green',
    title: 'Restore test passed',
    detail: 'web-01 back up in 4 min · Sunday',
  },
  body: (vendors) => {
    const regions = vendors.filter((vendor) => vendor.role.spot === 'region');
    const stores = vendors.filter((vendor) => vendor.role.spot !== 'region');
    return (
      <div className="art-topology">
        <span className="art-pane art-topology__office">
          <span className="art-topology__office-icon">
            <Icon name="building" />
          </span>
          <span>
            <strong>Austin office</strong>
            <span className="art-topology__office-meta">42 devices · site-to-site VPN</span>
          </span>
        </span>
        <div className="art-topology__regions">
          {regions.map((vendor) => (
            <div key={vendor.name} className={vendorClass(vendor, 'art-pane art-region')} data-vendor={vendor.name}>
              <span className="art-region__head">
                <VendorMark vendor={vendor} size="small" />
                <span className="art-region__name">{vendor.name}</span>
              </span>
              <span className="art-region__where">
                <Icon name="map-pin" />
                {vendor.role.line}
              </span>
              <span className="art-region__nodes">
                {(vendor.role.items ?? []).map((node) => (
                  <span key={node} className="art-node">
                    {node}
                  </span>
                ))}
              </span>
              <span className="art-region__note">{vendor.role.note}</span>
            </div>
          ))}
        </div>
        <div className="art-topology__storage">
          {stores.map((vendor) => (
            <div key={vendor.name} className={vendorClass(vendor, 'art-pane art-store')} data-vendor={vendor.name}>
              <VendorMark vendor={vendor} size="small" />
              <span className="art-store__text">
                <span className="art-store__name">{vendor.name}</span>
                <span className="art-store__line">{vendor.role.line}</span>
              </span>
            </div>
          ))}
          <span className="art-backup">
            <span className="art-backup__icon">
              <Icon name="refresh" />
            </span>
            <span className="art-backup__text">
              <strong>Nightly backups</strong> 2:00 AM · copied to a second region
            </span>
            <span className="art-backup__week">
              {['M', 'T', 'W', 'T', 'F', 'S', 'S'].map((day, index) => (
                <span key={index} className="art-backup__day">
                  {day}
                </span>
              ))}
            </span>
          </span>
        </div>
      </div>
    );
  },
};
