// The AWS slide's drawing: the office's encrypted connection to a primary cloud region, a standby
// region kept in step with it, and the uptime the design aims for. A light app window.
import { Icon } from '../marks/Icon.tsx';
import { AppWindow } from './AppWindow.tsx';
import type { IconName } from '../../cli/model/icon-names.ts';

interface Region {
  name: string;
  status: string;
  services: { icon: IconName; label: string }[];
}

// A drawing's sample data: the office, a primary region and its standby copy.
const OFFICE = { name: 'Your office', note: 'Staff devices' };
const PRIMARY_REGION: Region = {
  name: 'Primary region',
  status: 'Active',
  services: [
    { icon: 'server', label: 'Servers' },
    { icon: 'database', label: 'Database' },
    { icon: 'archive', label: 'Backups' },
  ],
};
const BACKUP_REGION: Region = {
  name: 'Backup region',
  status: 'Standby',
  services: [
    { icon: 'server', label: 'Standby' },
    { icon: 'database', label: 'Replica' },
    { icon: 'hard-drive', label: 'Snapshots' },
  ],
};

/**
 * The uptime strip's bars (client/styles/art/cloud-mock.css shows fewer when narrow): all green, a
 * decoration, not a measurement.
 */
const UPTIME_BARS = 40;

const DESCRIPTION =
  'A cloud architecture: the office connects over an encrypted link to a primary cloud region with ' +
  'servers, a database and backups, which is replicated to a backup region on standby; a strip of green ' +
  'bars reads 99.99% designed uptime.';

export function CloudMock() {
  return (
    <div className="art art-cloud" role="img" aria-label={DESCRIPTION}>
      <AppWindow
        title="Cloud overview"
        status={
          <span className="art-chip art-cloud__health">
            <span className="art-cloud__dot" />
            All systems normal
          </span>
        }
      >
        <div className="art-cloud__body">
          <div className="art-cloud__office">
            <span className="art-cloud__tile">
              <Icon name="building" />
            </span>
            <span>
              <span className="art-cloud__name">{OFFICE.name}</span>
              <span className="art-cloud__note">{OFFICE.note}</span>
            </span>
          </div>
          <div className="art-cloud__link">
            <span className="art-chip art-cloud__tunnel">
              <Icon name="lock" />
              Encrypted connection
            </span>
          </div>
          <div className="art-cloud__fork" />
          <div className="art-cloud__regions">
            <RegionCard region={PRIMARY_REGION} active />
            <div className="art-cloud__replication">
              <Icon name="refresh" />
            </div>
            <RegionCard region={BACKUP_REGION} />
          </div>
          <div className="art-cloud__uptime">
            <div className="art-cloud__uptime-label">
              <strong>99.99%</strong> designed uptime
            </div>
            <div className="art-cloud__bars">
              {Array.from({ length: UPTIME_BARS }, (_, day) => (
                <span key={day} />
              ))}
            </div>
          </div>
        </div>
      </AppWindow>
    </div>
  );
}

function RegionCard({ region, active = false }: { region: Region; active?: boolean }) {
  return (
    <div className={active ? 'art-cloud__region art-cloud__region--active' : 'art-cloud__region'}>
      <div className="art-cloud__region-head">
        <span className="art-cloud__name">{region.name}</span>
        <span className="art-cloud__status">
          <span className="art-cloud__dot" />
          {region.status}
        </span>
      </div>
      <ul className="art-cloud__services">
        {region.services.map((service) => (
          <li key={service.label}>
            <Icon name={service.icon} />
            {service.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
