// The IT productivity category's scene: a team's workspace, the day's calendar beside the team's channel.
// Its shared parts are in ../scene-kit.tsx; client/styles/art/scenes/productivity.css draws it.
import { FileSpreadsheet, FileText, SquareKanban } from 'lucide';
import { ArtIcon, PaneHead, VendorMark, vendorClass, type Scene, type SceneVendor } from '../scene-kit.tsx';

export const productivity: Scene = {
  kind: 'workspace',
  title: 'Team workspace',
  status: { text: '9:25 AM', tone: 'slate', icon: 'clock' },
  roles: [
    {
      key: 'docs',
      test: /\bdocs\b|gmail/i,
      label: 'Mail & docs',
      spot: 'post',
      line: 'shared a proposal with the team: 3 people are editing it now.',
      value: '9:21 AM',
      note: 'Proposal · Real estate office',
      detail: {
        icon: FileText,
        tone: 'blue',
        title: 'Proposal · Real estate office',
        meta: 'Shared with 3 · edited just now',
        chip: 'Editing',
        people: ['OM', 'IT', 'AP'],
        ticks: [{ text: 'Scope of work', done: true }, { text: 'Timeline', done: true }, { text: 'Pricing' }],
      },
    },
    {
      key: 'office',
      test: /excel|outlook/i,
      label: 'Office & Teams',
      spot: 'event',
      line: 'Budget review',
      value: '2:00 PM',
      note: 'Teams · budget.xlsx',
      detail: {
        icon: FileSpreadsheet,
        tone: 'green',
        title: 'Q3 budget.xlsx',
        meta: 'Open in Teams · 2 co-authoring',
        chip: 'Saved',
        rows: [
          { label: 'Payroll', value: '$68,400' },
          { label: 'Software', value: '$4,120' },
          { label: 'Travel', value: '$2,300' },
          { label: 'Total', value: '$74,820' },
        ],
      },
    },
    {
      key: 'chat',
      test: /messaging|channels/i,
      label: 'Chat',
      spot: 'channel',
      line: 'front-desk',
      value: '6 members',
      detail: {
        icon: 'headset',
        tone: 'blue',
        title: 'Huddle in #it-help',
        meta: 'Office manager, IT team · 6 min',
        chip: 'Live',
        people: ['OM', 'IT', 'FD'],
        actions: ['Share screen', 'Join huddle'],
      },
    },
    {
      key: 'meeting',
      test: /webinar|video meetings?|meetings for/i,
      label: 'Meetings',
      spot: 'event',
      line: 'Weekly huddle',
      value: '9:30 AM',
      note: 'Video call · 8 invited',
      tone: 'blue',
      detail: {
        icon: 'video',
        tone: 'blue',
        title: 'Weekly huddle',
        meta: '9:30 AM · 8 invited · recording on',
        chip: 'Starting',
        people: ['OM', 'IT', 'AP', 'HR', 'FD'],
        actions: ['Test audio', 'Join'],
      },
    },
    {
      key: 'board',
      test: /jira|issue tracking/i,
      label: 'Projects',
      spot: 'post',
      line: 'moved IT-142 “New-hire laptops” to In review.',
      value: '9:24 AM',
      note: 'IT-142 · 2 of 3 done',
      detail: {
        icon: SquareKanban,
        tone: 'blue',
        title: 'IT-142 · New-hire laptops',
        meta: 'Sprint 14 · assigned to IT team',
        chip: 'In progress',
        ticks: [
          { text: 'Image three laptops', done: true },
          { text: 'Enroll in device management', done: true },
          { text: 'Ship to the Austin office' },
        ],
      },
    },
  ],
  notice: { icon: 'message', tone: 'blue', title: 'IT team: the laptops are ready', detail: '#it-help · just now' },
  body: (vendors) => (
    <div className="art-workspace">
      <DayCalendar events={vendors.filter((vendor) => vendor.role.spot === 'event')} />
      <ChatThread
        channel={vendors.find((vendor) => vendor.role.spot === 'channel')}
        posts={vendors.filter((vendor) => !['event', 'channel'].includes(vendor.role.spot!))}
      />
    </div>
  ),
};

/** Minutes since midnight of a time as the drawings write it ("9:30 AM", "2:00 PM"); else a day's end. */
function minutesOf(time = ''): number {
  const match = /^(\d{1,2}):(\d\d) (AM|PM)$/.exec(time);
  if (!match) return 24 * 60;
  return ((Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)) * 60 + Number(match[2]);
}

/** Tuesday's calendar: the day's meetings in their hours' order, the first one about to start. */
function DayCalendar({ events }: { events: SceneVendor[] }) {
  const day: { time: string; title: string; vendor?: SceneVendor }[] = [
    ...events.map((vendor) => ({ time: vendor.role.value ?? '', title: vendor.role.line, vendor })),
    { time: '11:00 AM', title: 'Vendor call' },
  ].sort((a, b) => minutesOf(a.time) - minutesOf(b.time));
  return (
    <div className="art-pane art-calendar">
      <PaneHead title="Tuesday" meta="Apr 9" />
      <div className="art-calendar__day">
        <span className="art-calendar__now">9:25</span>
        {day.map(({ time, title, vendor }, index) => {
          const body = (
            <>
              <span className="art-event__time">{time}</span>
              <span className="art-event__title">{title}</span>
            </>
          );
          if (!vendor)
            return (
              <div key={title} className="art-event art-event--plain">
                {body}
              </div>
            );
          return (
            <div
              key={title}
              className={vendorClass(vendor, index === 0 ? 'art-event art-event--now' : 'art-event')}
              data-vendor={vendor.name}
            >
              {body}
              <span className="art-event__by">
                <VendorMark vendor={vendor} size="small" />
                {vendor.role.note ?? vendor.name}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The team's channel: two people, then the apps posting into it, and the box to write in. */
function ChatThread({ channel, posts }: { channel?: SceneVendor; posts: SceneVendor[] }) {
  const people = [
    {
      from: 'Office manager',
      initials: 'OM',
      tone: 'teal',
      time: '9:14 AM',
      text: 'Is the printer on the 2nd floor fixed?',
    },
    {
      from: 'IT team',
      initials: 'IT',
      tone: 'blue',
      time: '9:18 AM',
      text: 'Yes: a new driver went out to every laptop.',
    },
  ];
  return (
    <div className="art-pane art-chat">
      {channel ? (
        <div className={vendorClass(channel, 'art-chat__head')} data-vendor={channel.name}>
          <VendorMark vendor={channel} size="small" />
          <span className="art-chat__channel"># {channel.role.line}</span>
          <span className="art-pane__meta">{channel.name}</span>
        </div>
      ) : (
        <PaneHead title="# front-desk" />
      )}
      {people.map((message) => (
        <span key={message.time} className="art-post">
          <span className={`art-avatar art-avatar--${message.tone}`}>{message.initials}</span>
          <span className="art-post__body">
            <span className="art-post__head">
              <strong>{message.from}</strong> {message.time}
            </span>
            {message.text}
          </span>
        </span>
      ))}
      {posts.map((vendor) => (
        <div key={vendor.name} className={vendorClass(vendor, 'art-post art-post--app')} data-vendor={vendor.name}>
          <VendorMark vendor={vendor} />
          <span className="art-post__body">
            <span className="art-post__head">
              <strong>{vendor.name}</strong>
              <span className="art-post__app">App</span> {vendor.role.value}
            </span>
            {vendor.role.line}
            {vendor.role.note && (
              <span className="art-post__attachment">
                <ArtIcon icon={vendor.role.detail.icon} />
                {vendor.role.note}
              </span>
            )}
          </span>
        </div>
      ))}
      <span className="art-chat__composer">Message #front-desk</span>
    </div>
  );
}
