// The frame of the product drawings: a light app window with its title bar (three dots, a title and
// a status chip on the right), so the inbox, the pipeline and the cloud view read as one product family.
import type { ReactNode } from 'react';

interface AppWindowProps {
  title: string;
  /** The chip at the right of the title bar. */
  status: ReactNode;
  className?: string;
  children: ReactNode;
}

export function AppWindow({ title, status, className, children }: AppWindowProps) {
  return (
    <div className={className ? `art-window ${className}` : 'art-window'}>
      <div className="art-window__bar">
        <span className="art-window__dots" />
        <span className="art-window__title">{title}</span>
        {status}
      </div>
      {children}
    </div>
  );
}
